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

/// What `transactions --format json` writes reads back, through the JSON importer, to the same model:
/// for every sample and for every corpus file some importer on this branch can read (the loop
/// grows by itself as importers are merged).
@Suite struct TransactionsJSONRoundTripTests {
    /// Every statement file of Samples/.
    static var samples: [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "README.md" && $0 != "expected.json" && !$0.hasSuffix(".yaml") }
            .map { Paths.samples.appending(path: $0) }
            .sorted { $0.path < $1.path }
    }

    /// Every statement file of Samples/ and of the corpus that can be read here (the copied files, and
    /// those of `../shared/corpus` when it is present).
    static var files: [URL] { samples + CorpusExpectation.all().map(\.url) }

    /// Reads `url` with whichever importer claims it, or nil when none can yet.
    static func original(_ url: URL) -> ImportResult? {
        try? ReportSession().importFile(.file(url.path))
    }

    @Test func everyReadableFileReadsBackToTheSameModel() throws {
        let checked = Self.roundTrip(Self.samples + Corpus.copied.map(\.url))
        // At least every sample and every copied corpus file with transactions went through.
        #expect(checked.count >= 5 + Corpus.copied.filter { $0.transactions > 0 }.count, "\(checked)")
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())))
    func everyReadableFileOfTheSharedCorpusReadsBackToTheSameModel() throws {
        let notCopied = Set(Corpus.notCopiedPaths())
        let checked = Self.roundTrip(CorpusExpectation.shared.filter { notCopied.contains($0.path) }.map(\.url))
        // At least every JSON file of the corpus went through.
        let jsonCorpus = CorpusExpectation.shared.filter { $0.format == "json" }.count
        #expect(checked.count >= jsonCorpus, "\(checked)")
    }

    /// Exports each file that imports, reads the export back and compares; returns the names checked.
    static func roundTrip(_ files: [URL]) -> [String] {
        var checked: [String] = []
        for url in files {
            guard let original = Self.original(url) else { continue }
            let text = TransactionsJSON.encode(original.statements)
            let back: ImportResult
            do {
                back = try importJSON(text, name: url.lastPathComponent + ".json")
            } catch {
                Issue.record("\(url.lastPathComponent): the export does not read back: \(error)")
                continue
            }
            #expect(back.record.rejected.isEmpty, "\(url.lastPathComponent): \(back.record.rejected.map(\.reason))")
            #expect(back.record.warnings.isEmpty, "\(url.lastPathComponent)")
            let a = JSONOwnFormTests.located(original.statements), b = JSONOwnFormTests.located(back.statements)
            #expect(a.count == b.count, "\(url.lastPathComponent)")
            for (x, y) in zip(a, b) {
                #expect(x.info == y.info, "\(url.lastPathComponent)")
                #expect(x.transactions.count == y.transactions.count, "\(url.lastPathComponent)")
                for (t, u) in zip(x.transactions, y.transactions) where t != u {
                    Issue.record("\(url.lastPathComponent): \(t) read back as \(u)")
                }
            }
            checked.append(url.lastPathComponent)
        }
        return checked
    }

    @Test func theCategorizedExportOfTheCommandReadsBackToo() throws {
        let original = try ReportSession().importFile(.file(Paths.samples.appending(path: "starling-2026-10.json").path))
        let categorizer = Categorizer()
        let text = TransactionsJSON.encode(original.statements) { categorizer.categorize($0).key }
        let back = try importJSON(text)
        let list = back.statements.flatMap(\.transactions)
        #expect(list.count == original.statements.flatMap(\.transactions).count)
        #expect(list.allSatisfy { $0.category != nil })
        #expect(zip(list, original.statements.flatMap(\.transactions)).allSatisfy { $0.amount == $1.amount && $0.id == $1.id })
    }
}
