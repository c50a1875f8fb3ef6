#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit

// `benchmark-import [--input-format F] [--currency C] FILE...`: imports each file into a sink that only
// counts, through the library's pipeline, and prints rows, bytes and seconds (for `Benchmarks/run
// --import-only`). A measuring tool, not a feature: it is not part of the installed `statement-report`.

/// Counts what it is given and keeps nothing: the importer's own cost.
struct CountingSink: TransactionSink {
    var statements = 0
    var transactions = 0
    var checksum: Int128 = 0

    mutating func statement(_ index: Int, _ info: StatementInfo) { statements = max(statements, index + 1) }

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        transactions += 1
        checksum &+= transaction.amount.amount.units &+ Int128(transaction.description.utf8.count)
    }
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// User plus system CPU time of this process: what one core spent, whatever else the machine runs.
func cpu() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
}

func fixed(_ x: Double, _ digits: Int) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let n = Int((x * p).rounded())
    let fraction = String(n % Int(p))
    return String(n / Int(p)) + "." + String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
}

var session = ReportSession()
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--input-format": session.inputFormat = arguments.popFirst()
    case "--currency": session.importOptions.defaultCurrency = arguments.popFirst().flatMap { Currency(code: $0) }
    default: files.append(argument)
    }
}
for path in files {
    let file = InputFile.file(path)
    var sink = CountingSink()
    let start = now()
    let cpuStart = cpu()
    do {
        let record = try session.read(file, into: &sink)
        let seconds = now() - start
        let cpuSeconds = cpu() - cpuStart
        let bytes = Double(file.size ?? 0)
        let rows = Double(record.rowsRead)
        print("file=\(path) rows=\(record.rowsRead) imported=\(record.imported) rejected=\(record.rejected.count) "
            + "bytes=\(Int(bytes)) seconds=\(fixed(seconds, 3)) cpu_seconds=\(fixed(cpuSeconds, 3)) "
            + "rows_per_s=\(Int(rows / seconds)) mb_per_s=\(fixed(bytes / 1_000_000 / seconds, 1)) "
            + "rows_per_cpu_s=\(Int(rows / cpuSeconds)) mb_per_cpu_s=\(fixed(bytes / 1_000_000 / cpuSeconds, 1)) "
            + "checksum=\(sink.checksum)")
    } catch {
        let text = Array("\(error.location): error: \(error.message)\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(1)
    }
}
