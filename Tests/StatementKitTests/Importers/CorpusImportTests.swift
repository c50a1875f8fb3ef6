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

/// Every OFX and camt file of the corpus, and every CSV file copied here, imports to the facts of
/// `expected.json` (transaction count, exact sum per currency, first and last booking day, and the
/// statement count and account ids where the facts give them), except where our reading differs
/// from the peers' on purpose: those files are listed in `ourReading` with the reason. The copied files (`Fixtures/corpus`) are checked on every
/// clone; the others when `../shared/corpus` is beside it (else that test is skipped and says why).
@Suite struct CorpusImportTests {
    /// Where we read a file differently from the expected facts, and why.
    struct OurReading: Sendable {
        var transactions: Int? = nil
        var sums: [String: String]? = nil
        var earliest: String?? = nil
        var latest: String?? = nil
        var statements: Int? = nil
        var rejected = 0
        var why: String
    }

    static let ourReading: [String: OurReading] = [
        // The ABN AMRO batch entry has two TxDtls, each with its amount, adding up to the entry: one
        // transaction per detail (the issue asks for it), so 4 transactions where camt-etree counts
        // 3 Ntry; the sum is the same.
        "camt/bank-statement-import__test-camt053.xml": OurReading(transactions: 4, why: "batch entry split into its two details"),
        // No DTPOSTED on two STMTTRN, an impossible day (2012-02-31) on the third: all three are
        // rejected with their line and reason (rows read 3, imported 0), as ofxparse(fail_fast=False).
        "ofx-sgml/ofxparse__date_missing.ofx": OurReading(rejected: 3, why: "three STMTTRN rejected: missing or impossible DTPOSTED"),
        // The one STMTTRN is complete (DTPOSTED 20180507, TRNAMT 12.34); CURDEF is empty but the
        // transaction's own CURRENCY/CURSYM says AUD, so it is imported as AUD 12.34 (scan reads it
        // too, with no currency; ofxparse drops it after crashing on the empty tags).
        "ofx-sgml/ofxparse__ofx-v102-empty-tags.ofx": OurReading(transactions: 1, sums: ["AUD": "12.34"], earliest: "2018-05-07", latest: "2018-05-07",
                                                                 why: "complete STMTTRN in AUD (its CURRENCY aggregate)"),
        // TRNAMT is blanks and a dot: the row is rejected with its reason, not dropped silently.
        "ofx-sgml/annacruz-ofx__cef_malformed_decimal.ofx": OurReading(rejected: 1, why: "TRNAMT “.” rejected"),
        // Batch entries whose TxDtls each carry an amount adding up to the entry: one transaction per
        // detail, as for the ABN AMRO file (the facts give this count too: transactions_counting_TxDtls),
        // each with its own id (`ref/1`, `ref/2` or the detail's reference). Sums and days are the facts'.
        "camt/camt_parser__053-valid_example.xml": OurReading(transactions: 5, why: "one batch entry of 2 TxDtls split"),
        "camt/camt_parser__054-valid_example.xml": OurReading(transactions: 5, why: "one batch entry of 2 TxDtls split"),
        "camt/camt_parser__valid_example_v4.xml": OurReading(transactions: 32, why: "batch entries split into their 32 TxDtls in all"),
    ]

    /// The copied files of a folder, which every clone has (`Fixtures/corpus`).
    static func copied(_ folder: String) -> [String] { Corpus.copiedPaths(in: folder) }

    @Test(arguments: copied("camt")) func camtFileImportsToTheExpectedFacts(_ path: String) throws {
        try check(path, format: "camt")
    }

    @Test(arguments: copied("ofx-sgml")) func sgmlOFXFileImportsToTheExpectedFacts(_ path: String) throws {
        try check(path, format: "ofx")
    }

    @Test(arguments: copied("ofx-xml").filter { !$0.hasSuffix("error_message.ofx") })
    func xmlOFXFileImportsToTheExpectedFacts(_ path: String) throws {
        try check(path, format: "ofx")
    }

    /// The real CSV exports copied here (issue 17), read with no option: no profile, no currency given.
    @Test(arguments: copied("csv")) func csvFileImportsToTheExpectedFacts(_ path: String) throws {
        try check(path, format: "csv")
    }

    /// The files whose licence does not allow copying them here, read from `../shared/corpus`.
    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "camt", "ofx-sgml", "ofx-xml"))),
          arguments: Corpus.notCopiedPaths(in: "camt", "ofx-sgml", "ofx-xml"))
    func sharedOFXOrCamtFileImportsToTheExpectedFacts(_ path: String) throws {
        try check(path, format: path.hasPrefix("camt/") ? "camt" : "ofx")
    }

    /// The bank's error response (STMTTRNRS with CODE 2000 and no STMTRS): no statement, and the
    /// message quotes the bank's own MESSAGE.
    @Test func anOFXErrorResponseFailsWithTheBanksMessage() throws {
        let input = InputFile.file(Corpus.url("ofx-xml/ofxparse__error_message.ofx").path)
        #expect(throws: ImportError.self) { try ReportSession().importFile(input) }
        do {
            _ = try ReportSession().importFile(input)
        } catch {
            #expect(error.kind == .bankError)
            #expect(error.message.key == "ofx.bankError")
            #expect(error.location.line == 23)
            #expect(error.description.hasSuffix("error: the bank answered with an error instead of a statement (code 2000): “General Server Error”"))
        }
    }

    func check(_ path: String, format: String) throws {
        let expected = try #require(CorpusExpectation.named(path))
        let reading = Self.ourReading[path]
        let input = InputFile.file(expected.url.path)
        let claim = try ImporterRegistry.standard.detect(input)
        #expect(claim.importer.format == format, "\(path) claimed by \(claim.importer.format)")
        let result = try ReportSession().importFile(input)
        let transactions = result.statements.flatMap(\.transactions)
        #expect(result.record.isBalanced)
        #expect(result.record.rejected.count == (reading?.rejected ?? 0), "\(result.record.rejected.map { "\($0.location): \($0.reason)" })")
        #expect(transactions.count == (reading?.transactions ?? expected.transactions))
        var sums = CurrencyTotals()
        for t in transactions { sums.add(t.amount) }
        let ours = Dictionary(uniqueKeysWithValues: sums.all.map { ($0.currency.code, $0.amount) })
        let theirs = Dictionary(uniqueKeysWithValues: (reading?.sums ?? expected.sums).map {
            ($0.key == "unspecified" ? "XXX" : $0.key, Amount(exactly: $0.value)!)
        })
        #expect(ours == theirs)
        let days = transactions.map(\.bookingDate)
        #expect(days.min()?.description == (reading?.earliest ?? expected.earliest))
        #expect(days.max()?.description == (reading?.latest ?? expected.latest))
        if let statements = reading?.statements ?? expected.statements { #expect(result.statements.count == statements) }
        if let ids = expected.accountIDs {
            let accounts = Set(result.statements.compactMap { $0.account.iban ?? $0.account.id })
            #expect(accounts == Set(ids))
        }
    }
}
