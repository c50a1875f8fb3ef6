import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Reading through the pipe (the importer on one thread, the sink on another) gives the sink exactly
/// what a direct read gives it, in the same order.
@Suite struct TransactionPipeTests {
    /// Statements and the record, read directly and through the pipe.
    func bothWays(_ input: InputFile, _ importer: any StatementImporter, options: ImportOptions = ImportOptions()) throws
        -> (direct: ([Statement], ImportRecord), piped: ([Statement], ImportRecord))
    {
        var direct = StatementCollector()
        let directRecord = try importer.read(input, options: options, into: &direct)
        var piped = StatementCollector()
        let pipedRecord = try TransactionPipe.read(input, with: importer, options: options, into: &piped)
        return ((direct.statements(source: input.name, format: importer.format), directRecord),
                (piped.statements(source: input.name, format: importer.format), pipedRecord))
    }

    @Test(arguments: [
        "boursobank-2026-10.csv", "camt053-2026-10.xml", "compte-joint-2026-10.csv", "compte-partage-2026-10.json",
        "credit-agricole-2026-10.csv", "nordigen-compte-courant-2026-10.json", "quicken-2026-10.qif", "releve-2026-10.ofx",
        "starling-2026-10.json",
    ])
    func samplesReadTheSame(_ name: String) throws {
        let input = InputFile.file(Paths.samples.appending(path: name).path)
        let importer = try ImporterRegistry.standard.detect(input).importer
        var options = ImportOptions()
        if name.hasSuffix(".qif") { options.defaultCurrency = .euro }
        let (direct, piped) = try bothWays(input, importer, options: options)
        #expect(!direct.0.isEmpty)
        #expect(piped.0 == direct.0)
        #expect(piped.1 == direct.1)
    }

    /// Many batches, with the consumer held back by the queue limit now and then.
    @Test func aLargeFileKeepsItsOrder() throws {
        var text = "Date;Libellé;Montant;Devise\n"
        for i in 0..<30_000 {
            text += "\(String(format: "%02d", i % 28 + 1))/\(String(format: "%02d", i / 28 % 12 + 1))/2026;CB MAGASIN \(i % 97);-\(i % 500),\(String(format: "%02d", i % 100));EUR\n"
        }
        let url = FileManager.default.temporaryDirectory.appending(path: "pipe-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let input = InputFile.file(url.path)
        let (direct, piped) = try bothWays(input, CSVImporter())
        #expect(direct.0.flatMap(\.transactions).count == 30_000)
        #expect(piped.0 == direct.0)
        #expect(piped.1 == direct.1)
    }

    /// An importer that sends some transactions and then fails.
    struct FailingImporter: StatementImporter {
        let format = "failing"
        let count: Int

        func identify(_ head: [UInt8]) -> Identification? { nil }

        func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink) throws(ImportError) -> ImportRecord {
            sink.statement(0, StatementInfo(account: Account(id: "A"), currency: .euro))
            for i in 0..<count {
                sink.transaction(0, Transaction(id: "t\(i)", bookingDate: CalendarDay(iso: "2026-10-01")!, amount: Money(Amount(-i), .euro),
                                                description: "T\(i)", location: SourceLocation(file: input.name, line: i + 1)))
            }
            throw ImportError(.malformed, Message("csv.unterminatedQuote"), at: SourceLocation(file: input.name, line: count + 1))
        }
    }

    @Test func anErrorComesBackAfterWhatWasSentBeforeIt() {
        var collector = StatementCollector()
        #expect(throws: ImportError.self) {
            try TransactionPipe.read(InputFile.file("/nonexistent"), with: FailingImporter(count: 5_000), options: ImportOptions(), into: &collector)
        }
        let transactions = collector.statements(source: "x", format: "failing").flatMap(\.transactions)
        #expect(transactions.map(\.id) == (0..<5_000).map { "t\($0)" })
    }

    /// The session's read (through the pipe) gives the report a direct read into it gives.
    @Test func accumulatorReadMatchesADirectRead() throws {
        for name in ["compte-joint-2026-10.csv", "releve-2026-10.ofx", "camt053-2026-10.xml", "starling-2026-10.json"] {
            let input = InputFile.file(Paths.samples.appending(path: name).path)
            let importer = try ImporterRegistry.standard.detect(input).importer
            let builder = ReportBuilder(generatedOn: CalendarDay(iso: "2026-11-01")!, config: ReportConfig(), options: ReportOptions(maxTransactions: 20))
            var piped = builder.accumulator()
            _ = try ReportSession().stream(input, into: &piped)
            var direct = builder.accumulator()
            direct.beginFile(source: input.name, format: importer.format)
            direct.endFile(try importer.read(input, options: ImportOptions(), into: &direct))
            #expect(ReportJSON.encode(piped.report()) == ReportJSON.encode(direct.report()), "\(name)")
            #expect(piped.report().currencies.first?.transactionCount ?? 0 > 0)
        }
    }
}
