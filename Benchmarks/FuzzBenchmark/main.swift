#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit
import StatementKitFuzzing

// `benchmark-fuzz TARGET ROUNDS FILE...`: runs a fuzz target's harness (`FuzzTarget.run`, what the
// libFuzzer binaries of Fuzz/ call) on each file, ROUNDS times, in a plain release build: no
// sanitizer, no coverage, no libFuzzer. What an input costs the harness itself, to profile with
// `valgrind --tool=callgrind` (ROUNDS 0 runs the warm-up alone: the difference is the inputs' cost).
// Prints the inputs run, the rows imported and the seconds. A measuring tool, not a feature.

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func fail(_ message: String, _ code: Int32) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[0]), let rounds = Int(arguments[1]), rounds >= 0 else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
    fail("usage: benchmark-fuzz TARGET ROUNDS FILE...  (TARGET: \(names))", 64)
}
var inputs: [[UInt8]] = []
for path in arguments.dropFirst(2) {
    guard let bytes = try? InputFile.open(path).readAll() else { fail("benchmark-fuzz: cannot read \(path)", 66) }
    inputs.append(bytes)
}
target.warmUp()
var imported = 0
let start = now()
for _ in 0..<rounds {
    for input in inputs { imported += target.run(input).imported }
}
let seconds = now() - start
let runs = rounds * inputs.count
print("\(target.rawValue): \(runs) inputs, \(imported) rows imported, \(seconds) s"
    + (runs > 0 ? ", \(seconds / Double(runs) * 1e3) ms an input" : ""))
