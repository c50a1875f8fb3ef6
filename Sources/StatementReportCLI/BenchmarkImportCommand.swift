#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import ArgumentParser
import StatementKit

/// `statement-report benchmark-import FILE`: imports into a sink that only counts, and prints the time
/// taken, for `Benchmarks/csv/run`. Hidden from the help: a measuring tool, not a feature.
struct BenchmarkImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "benchmark-import",
        abstract: "Import files into a counting sink and print rows, bytes and seconds (for benchmarks).",
        shouldDisplay: false
    )

    @OptionGroup var input: InputOptions

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

    func run() throws {
        let printer = DiagnosticPrinter(locale: input.locale)
        for path in input.files {
            let file = InputFile.file(path)
            var sink = CountingSink()
            let start = now()
            let cpuStart = cpu()
            do {
                let importer: any StatementImporter = try input.inputFormat.flatMap { ImporterRegistry.standard.importer(named: $0) }
                    ?? ImporterRegistry.standard.detect(file).importer
                let record = try importer.read(file, options: input.importOptions, into: &sink)
                let seconds = now() - start
                let cpuSeconds = cpu() - cpuStart
                let bytes = Double(file.size ?? 0)
                let rows = Double(record.rowsRead)
                writeStandardOutput(
                    "file=\(path) rows=\(record.rowsRead) imported=\(record.imported) rejected=\(record.rejected.count) "
                        + "bytes=\(Int(bytes)) seconds=\(fixed(seconds, 3)) cpu_seconds=\(fixed(cpuSeconds, 3)) "
                        + "rows_per_s=\(Int(rows / seconds)) mb_per_s=\(fixed(bytes / 1_000_000 / seconds, 1)) "
                        + "rows_per_cpu_s=\(Int(rows / cpuSeconds)) mb_per_cpu_s=\(fixed(bytes / 1_000_000 / cpuSeconds, 1)) "
                        + "checksum=\(sink.checksum)\n")
            } catch let error as ImportError {
                printer.error(error)
                throw ExitCode(1)
            }
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
        let s = String(n / Int(p)) + "." + String(n % Int(p)).leftPadded(digits)
        return s
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
