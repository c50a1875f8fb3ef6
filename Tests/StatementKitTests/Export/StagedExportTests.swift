import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementRendering

/// A file of a `transactions` export that fails halfway leaves nothing of itself behind, whether it
/// fails while its rows wait in `StagedExport` or after they went on into its sink: its rows make no
/// later row a duplicate. A statement given another account after its transactions is read again
/// from the state before the file, small or large. And many small files, each with texts of its own,
/// give what they give read whole.
@Suite struct StagedExportTests {
    typealias Memory = TransactionsStreamingTests.Memory

    static func export(_ paths: [String], _ format: TransactionsFormat, session: ReportSession = ReportSession())
        throws -> (text: String, failed: [String], duplicates: Int, warnings: [String])
    {
        var out = Memory()
        var failed: [String] = []
        var duplicates = 0
        var warnings: [String] = []
        _ = try session.export(paths.map(InputSource.argument), TransactionsExport(format: format, language: .french), to: &out) { name, outcome in
            switch outcome {
            case .failed: failed.append(name)
            case let .read(record):
                duplicates += record.duplicates
                warnings += record.warnings.map(\.reason.description)
            }
        }
        return (out.text, failed, duplicates, warnings)
    }

    @Test(arguments: TransactionsFormat.allCases)
    func aFileThatFailsHalfwayMakesNoLaterRowADuplicate(_ format: TransactionsFormat) throws {
        let folder = try StagedFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try StagedFileTests.write(StagedFileTests.json(count: 3, account: "A", broken: false), "a.json", in: folder)
        // Ten rows fail while they wait; 6,000 fail after 4,096 went on into the sink.
        let small = try StagedFileTests.write(StagedFileTests.json(count: 10, account: "S", broken: true), "small.json", in: folder)
        let large = try StagedFileTests.write(StagedFileTests.ofx(count: 6000, broken: true), "large.ofx", in: folder)
        // The same rows, whole: none is a copy of a row of a file that failed.
        let again = try StagedFileTests.write(StagedFileTests.json(count: 10, account: "S", broken: false), "again.json", in: folder)
        let whole = try StagedFileTests.write(StagedFileTests.ofx(count: 6000, broken: false), "whole.ofx", in: folder)

        let expected = try Self.export([a, again, whole], format)
        let result = try Self.export([a, small, again, large, whole], format)
        #expect(result.failed == [small, large])
        #expect(result.duplicates == 0)
        #expect(result.text == expected.text)
        // A file read twice has its rows written once (JSON and ledger still write its statement, empty),
        // and the warning names the file read first, not one a failed file moved it onto.
        let twice = try Self.export([a, large, again, whole, again], format)
        #expect(twice.duplicates == 10)
        #expect(twice.warnings.count == 1 && twice.warnings.allSatisfy { $0.contains("again.json") && !$0.contains("whole") })
        if format == .csv { #expect(twice.text == expected.text) }
    }

    /// A thousand files of ten rows, each with descriptions of its own: each file once copied the categories'
    /// memo of every description before it, and 6,000 such files took 13 s (`Benchmarks/hostile`, `export-files-6000`).
    @Test func aThousandFilesWhoseTextsDifferGiveTheirRowsReadWhole() throws {
        let folder = try StagedFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try (0..<1000).map { i in
            var text = "Date;Libellé;Montant\n"
            for r in 0..<10 { text += "\(String(format: "%02d", r + 1))/10/2026;ACHAT \(i) MAGASIN \(r);-\(r + 1),\(String(format: "%02d", i % 100))\n" }
            return try StagedFileTests.write(text, String(format: "f%04d.csv", i), in: folder)
        }
        let result = try Self.export(paths, .csv)
        #expect(result.failed.isEmpty)
        let statements = ReportSession().importAll(paths.map(InputSource.argument)) { _, _ in }.flatMap(\.statements)
        #expect(statements.count == 1000)
        #expect(result.text == TransactionsStreamingTests.collected(statements, .csv, Categorizer()))
    }

    /// A statement whose account is named only after its transactions. A file holds how many, and
    /// whether it fails after them (`5000 fails`).
    struct LateAccountImporter: StatementImporter {
        var format: String { "late" }
        func identify(_ head: [UInt8]) -> Identification? { nil }
        func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink) throws(ImportError) -> ImportRecord {
            let words = String(decoding: try input.readAll(), as: UTF8.self).split(separator: " ")
            let count = Int(words[0])!, fails = words.count > 1
            let eur = Currency(code: "EUR")!
            let iban = Account(iban: "FR7630006000011234567890189")
            // A file that fails names its account at once: its rows would then be copies of the other files' rows.
            sink.statement(0, StatementInfo(account: fails ? iban : Account(), currency: eur))
            for i in 0..<count {
                let day = String(format: "2026-10-%02d", (i * 7) % 28 + 1)
                sink.transaction(0, Fixture.tx(day, "-\(i % 50 + 1).00", "CB MAGASIN \(i)", id: "late-\(i)"))
            }
            if fails { throw ImportError(.malformed, Message("input.empty"), at: SourceLocation(file: input.name, line: count + 1)) }
            sink.statement(0, StatementInfo(account: iban, currency: eur))
            return ImportRecord(file: input.name, format: format)
        }
    }

    @Test(arguments: TransactionsFormat.allCases)
    func anAccountNamedAfterItsTransactionsIsReadAgainFromBeforeTheFileSmallOrLarge(_ format: TransactionsFormat) throws {
        let folder = try StagedFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = ReportSession(inputFormat: "late", registry: ImporterRegistry(importers: [LateAccountImporter()]))
        let small = try StagedFileTests.write("10", "small.late", in: folder)
        let large = try StagedFileTests.write("6000", "large.late", in: folder)
        let failing = try StagedFileTests.write("5000 fails", "failing.late", in: folder)
        let statements = try [small, large].flatMap { try session.importFile(.file($0)).statements }
        // The large file holds the small one's ten rows: they are written once.
        let result = try Self.export([small, failing, large], format, session: session)
        #expect(result.failed == [failing])
        #expect(result.duplicates == 10)
        var expected = statements
        let first = Set(statements[0].transactions.map(\.id))
        expected[1].transactions.removeAll { first.contains($0.id) }
        #expect(result.text == TransactionsStreamingTests.collected(expected, format, Categorizer()))
        if format == .csv { #expect(result.text.components(separatedBy: "FR7630006000011234567890189").count == 6001) }
    }

    /// Whatever the staging's limit, a file gives the bytes it gives straight into a sink; and a file
    /// abandoned at any point gives back a sink that then writes the file as a fresh one does.
    @Test(arguments: TransactionsFormat.allCases)
    func everyLimitAndEveryPointOfFailureGiveTheBytesOfASinkFedDirectly(_ format: TransactionsFormat) throws {
        let events = TransactionsStreamingTests.events(600, seed: 31)
        let categorizer = Categorizer()
        let pieces = TransactionsPieces(format: format, catalog: categorizer.catalog, language: .french)
        func fresh() -> ExportSink {
            ExportSink(source: "test.csv", format: "csv", pieces: pieces, categories: ExportCategories(categorizer: categorizer),
                       duplicates: DuplicateFilter(), memoryLimit: 1 << 20)
        }
        func feed<Sink: TransactionSink>(_ events: ArraySlice<TransactionsStreamingTests.Event>, into sink: inout Sink) {
            for e in events {
                switch e {
                case let .statement(i, info): sink.statement(i, info)
                case let .transaction(i, t): sink.transaction(i, t)
                }
            }
        }
        func text(_ sink: ExportSink) throws -> String {
            var document = ExportDocument(pieces: pieces, destination: Memory(), bodyMemory: 1 << 20)
            try document.add(sink)
            try document.finish()
            return document.result.text
        }
        var direct = fresh()
        direct.beginFile()
        feed(events[...], into: &direct)
        let expected = try text(direct)
        #expect(expected.count > 10_000)
        for limit in [1, 2, 5, 100, 603, 604, 605, 10_000] {
            var staged = StagedExport(fresh(), limit: limit)
            feed(events[...], into: &staged)
            #expect(try text((consume staged).finish()) == expected, "limit \(limit)")
            for cut in [0, 1, limit - 1, limit, limit + 1, events.count - 1] where cut >= 0 && cut < events.count {
                var failing = StagedExport(fresh(), limit: limit)
                feed(events[..<cut], into: &failing)
                var back = (consume failing).abandon()
                #expect(back.infos.isEmpty && back.duplicates?.dropped == 0, "limit \(limit), cut \(cut)")
                back.beginFile()
                feed(events[...], into: &back)
                #expect(try text(back) == expected, "limit \(limit), cut \(cut)")
            }
        }
    }
}
