// import-benchmark FILE [FORMAT]: runs one importer over FILE into a sink that only counts and
// sums, and prints rows, sums per currency, seconds (wall clock and CPU) and MB/s. It measures the importer alone:
// the rest of the pipeline (sorting, the report) is not run, and no transaction is kept.
import Foundation
import StatementKit

struct CountingSink: TransactionSink {
    var statements = 0
    var transactions = 0
    var totals = CurrencyTotals()

    mutating func statement(_ index: Int, _ info: StatementInfo) { statements = max(statements, index + 1) }

    mutating func transaction(_ index: Int, _ transaction: Transaction) {
        transactions += 1
        totals.add(transaction.amount)
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: import-benchmark FILE [FORMAT]\n".utf8))
    exit(64)
}
let input = InputFile.file(arguments[1])
do {
    let importer = try arguments.count > 2
        ? ImporterRegistry.standard.importer(named: arguments[2]) ?? { throw ImportError(.invalidOption, Message("input.unknownFormat", ["format": .text(arguments[2])]), at: SourceLocation(file: arguments[1])) }()
        : ImporterRegistry.standard.detect(input).importer
    var sink = CountingSink()
    func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let cpuStart = cpuSeconds()
    let start = ContinuousClock.now
    let record = try importer.read(input, options: ImportOptions(), into: &sink)
    let elapsed = ContinuousClock.now - start
    let cpu = cpuSeconds() - cpuStart
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let megabytes = Double(input.size ?? 0) / 1_000_000
    print("format: \(importer.format)")
    print("statements: \(sink.statements)")
    print("rows: \(record.rowsRead) read, \(record.imported) imported, \(record.rejected.count) rejected, \(record.warnings.count) warnings")
    print("sum: " + sink.totals.all.map(\.description).joined(separator: ", "))
    print(String(format: "size: %.1f MB\nseconds: %.2f\ncpu seconds: %.2f\nthroughput: %.1f MB/s (%.1f MB/s of CPU time)", megabytes, seconds, cpu,
                 megabytes / seconds, megabytes / cpu))
    if ProcessInfo.processInfo.environment["VERBOSE"] == "1" {
        for d in record.detected { print("detected \(d.name): \(d.value)") }
        for w in record.warnings { print("warning \(w.location): \(w.reason)" + (w.lineText.map { " | \($0)" } ?? "")) }
        for r in record.rejected { print("rejected \(r.location): \(r.reason)" + (r.lineText.map { " | \($0)" } ?? "")) }
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
