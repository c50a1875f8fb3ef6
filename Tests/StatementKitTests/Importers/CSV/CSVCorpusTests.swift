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

/// Every CSV file of `../shared/corpus/csv`, imported with no option, gives the facts of
/// `expected.json`: transaction count, exact sum per currency, first and last booking day.
/// None of these files may be copied into the repository (GPL, AGPL or no licence: see
/// `Fixtures/corpus/SOURCES.md`), so the tests that read them are skipped, saying why, when
/// `../shared/corpus` is not beside the clone.
@Suite struct CSVCorpusTests {
    /// The CSV files of `../shared/corpus` (the real exports copied here are checked by `CorpusImportTests`).
    static let expectations = CorpusExpectation.all().filter { $0.path.hasPrefix("csv/") && $0.format == "csv" && !$0.isCopied }

    /// The CSV files of the corpus, as `SOURCES.md` lists them (known without the shared corpus).
    static let files = Corpus.notCopiedPaths(in: "csv")

    /// Why the tests over them are skipped on a clone without `../shared/corpus`.
    static let missing = Comment(rawValue: Corpus.notCopiedReason(in: "csv"))

    /// The facts an import gives, in expected.json's terms (`unspecified` for XXX).
    struct Facts: Equatable, CustomStringConvertible {
        var transactions: Int
        var sums: [String: Amount]
        var earliest: String?
        var latest: String?

        init(_ result: ImportResult) {
            let all = result.statements.flatMap(\.transactions)
            transactions = all.count
            var totals = CurrencyTotals()
            for t in all { totals.add(t.amount) }
            sums = Dictionary(uniqueKeysWithValues: totals.all.map { ($0.currency.isUnspecified ? "unspecified" : $0.currency.code, $0.amount) })
            earliest = all.map(\.bookingDate).min()?.description
            latest = all.map(\.bookingDate).max()?.description
        }

        init(_ e: CorpusExpectation) {
            transactions = e.transactions
            sums = e.sums.mapValues { Amount(exactly: $0)! }
            earliest = e.transactions == 0 ? nil : e.earliest
            latest = e.transactions == 0 ? nil : e.latest
        }

        var description: String { "\(transactions) tx, \(sums.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }), \(earliest ?? "-")..\(latest ?? "-")" }
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, missing)) func theWholeFolderIsCovered() throws {
        let folder = Corpus.shared.appending(path: "csv").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".csv") }
        #expect(files.count >= 20, "the shared corpus is missing: \(folder)")
        #expect(Set(files.map { "csv/" + $0 }) == Set(Self.expectations.map(\.path)))
        #expect(Set(files.map { "csv/" + $0 }) == Set(Self.files))
    }

    /// Files of the other formats (OFX, camt, JSON) are left to their importers, commas or not.
    @Test func theOtherFormatsOfTheCorpusAreNotClaimed() throws {
        let others = Corpus.copiedPaths().filter { !$0.hasPrefix("csv/") }
        #expect(!others.isEmpty)
        try Self.expectNotClaimed(others)
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "camt", "json", "ofx-sgml", "ofx-xml"))))
    func theOtherFormatsOfTheSharedCorpusAreNotClaimed() throws {
        let others = Corpus.notCopiedPaths().filter { !$0.hasPrefix("csv/") }
        #expect(!others.isEmpty)
        try Self.expectNotClaimed(others)
    }

    static func expectNotClaimed(_ paths: [String]) throws {
        for path in paths {
            let head = try InputFile.file(Corpus.url(path).path).head()
            #expect(CSVImporter().identify(head) == nil, "\(path)")
        }
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, missing), arguments: files)
    func importsWithNoOptionToTheExpectedFacts(_ path: String) throws {
        let expected = try #require(Self.expectations.first { $0.path == path })
        let input = InputFile.file(expected.url.path)
        #expect(ImporterRegistry.standard.claims(try input.head()).first?.importer.format == "csv")
        let result = try ReportSession().importFile(input)
        #expect(Facts(result) == Facts(expected))
        #expect(result.record.isBalanced)
        #expect(result.record.rejected.isEmpty, "\(result.record.rejected.map { "\($0.location): \($0.reason)" })")
    }

    /// `inspect` prints a profile; read back, it imports the file to the same transactions.
    @Test(.enabled(if: Corpus.sharedIsPresent, missing), arguments: files)
    func theInspectedProfileReadsTheFileAgain(_ path: String) throws {
        try Self.inspectedProfileReadsAgain(path)
    }

    /// The same for the real CSV exports copied here (headerless ones among them: the profile then
    /// names the columns by number, the running balance and the debit and credit columns too).
    @Test(arguments: Corpus.copiedPaths(in: "csv"))
    func theInspectedProfileReadsACopiedFileAgain(_ path: String) throws {
        try Self.inspectedProfileReadsAgain(path)
    }

    static func inspectedProfileReadsAgain(_ path: String) throws {
        let url = Corpus.url(path)
        let inspection = try CSVImporter().inspect(.file(url.path))
        let profile = try CSVProfile.load(yaml: inspection.text(catalogue: .english))
        var options = ImportOptions()
        options.csvProfile = profile
        let again = try CSVImporter().importFile(.file(url.path), options: options)
        #expect(again.statements.flatMap(\.transactions) == inspection.statements.flatMap(\.transactions))
        #expect(again.record.skipped.count == inspection.record.skipped.count)
    }

    /// The headerless ASN Bank file, read through a written profile, gives the same facts as detection.
    @Test(.enabled(if: Corpus.sharedIsPresent, missing)) func aWrittenProfileReadsTheHeaderlessASNFile() throws {
        let path = "csv/ofxstatement-dutch__transactie-historie_NL00ASNB9999999999_20220717204133.csv"
        let expected = try #require(Self.expectations.first { $0.path == path })
        let yaml = try String(contentsOf: Paths.fixtures().appending(path: "csv/asn-bank.yaml"), encoding: .utf8)
        var options = ImportOptions()
        options.csvProfile = try CSVProfile.load(yaml: yaml)
        let result = try CSVImporter().importFile(.file(expected.url.path), options: options)
        #expect(Facts(result) == Facts(expected))
        #expect(result.statements.map(\.account.iban) == ["NL00ASNB9999999999"])
        #expect(CSV.transactions(result).first?.payee == "XXXXXXXXX Z Z Z Z")
    }

    /// Where the peers disagree, the reading chosen (see the note in the report).
    @Test(.enabled(if: Corpus.sharedIsPresent, missing)) func pendingRevolutRowsCountAsPendingAndZeroHoldsAreKept() throws {
        let result = try CSVImporter().importFile(.file(Corpus.url("csv/ofxstatement-revolut__2022-january.csv").path))
        let t = CSV.transactions(result)
        #expect(t.filter { $0.status == .pending }.map(\.description) == ["store", "www.pending.com"])
        #expect(t.filter { $0.amount.isZero }.map(\.description) == ["Google *temporary Hold"])
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, missing)) func zeroAmountInformationRowsOfLivebankAreKept() throws {
        let result = try CSVImporter().importFile(.file(Corpus.url("csv/ofxstatement-austrian__livebank.csv").path))
        #expect(CSV.transactions(result).filter { $0.amount.isZero }.count == 3)
        #expect(CSV.transactions(result).first { $0.amount.isZero }?.memo?.contains("Bonuszins") == true)
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, missing)) func severalAccountsInOneFileAreSeveralStatements() throws {
        let boursorama = try CSVImporter().importFile(.file(Corpus.url("csv/finance-toolkit__export-operations-30-03-2019_08-50-51.csv").path))
        #expect(boursorama.statements.map(\.account.id) == ["001234", "003607"])
        #expect(boursorama.statements.map(\.account.name) == ["BOURSORAMA BANQUE", "COMPTE SUR LIVRET"])
        let odoo = try CSVImporter().importFile(.file(Corpus.url("csv/bank-statement-import__sample_statement_en.csv").path))
        #expect(CSV.transactions(odoo).map { $0.originalAmount?.description } == [nil, "1000.00 EUR"])
    }
}
