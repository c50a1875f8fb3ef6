import CFuzzerDriver
import StatementKitFuzzing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `target` on one input from libFuzzer. A broken invariant stops the process with the list
/// of problems, so that libFuzzer saves the input as a crash.
public func fuzzOne(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let outcome = target.run(bytes)
    if !outcome.problems.isEmpty {
        var text = "fuzz-\(target.rawValue): broken invariant:\n"
        for problem in outcome.problems { text += "  - \(problem)\n" }
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
        abort()
    }
    return 0
}

/// The program's main: prepares the target, then hands the command line to libFuzzer with its callback.
public func fuzzMain(_ target: FuzzTarget, _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    target.warmUp()
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}
