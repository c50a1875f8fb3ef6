import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// French reports of real files as their owners would read them (issue 17), byte for byte: a real
/// camt.053 whose descriptions are the bank's `NOTPROVIDED` (Subite-eu/camt-to-coda, MIT, copied in
/// `Fixtures/corpus`), and an OFX written as Banque Populaire writes it — a code in `NAME`
/// (`281026 CB****4821`: the card's day and masked number), the merchant in `MEMO`. The Banque
/// Populaire file of `../shared/corpus` is GPL-licensed, so this one is ours, with its structure and
/// made-up rows; `theSharedBanquePopulaireFileNamesItsMerchants` reads the real one when it is there.
@Suite struct RealFileGoldenTests {
    static let files = [
        ("corpus/camt/camt-to-coda__account_statement-3.xml", "camt-to-coda__account_statement-3"),
        ("ofx/banque-populaire-style.ofx", "banque-populaire-style"),
    ]

    static func report(_ url: URL) throws -> Report {
        let result = try ReportSession().importFile(.file(url.path))
        return ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
    }

    @Test(arguments: files)
    func frenchReportMatchesTheGoldenFile(_ file: (String, String)) throws {
        let url = Corpus.fixtures.deletingLastPathComponent().appending(path: file.0)
        let view = ReportView(try Self.report(url), locale: .french)
        let md = try MarkdownRenderer().render(view)
        let mdFailure = Golden.check(md, against: "Tests/StatementKitTests/Golden/\(file.1).fr.md")
        #expect(mdFailure == nil, "\(mdFailure ?? "")")
        let html = try HTMLRenderer().render(view)
        let htmlFailure = Golden.checkHTML(html, against: "Tests/StatementKitTests/Golden/\(file.1).fr.html")
        #expect(htmlFailure == nil, "\(htmlFailure ?? "")")
    }

    /// The merchant is the text, the code the memo; top payees are merchants, never a card number.
    @Test func theOFXMemoNamesTheMerchant() throws {
        let url = Corpus.fixtures.deletingLastPathComponent().appending(path: "ofx/banque-populaire-style.ofx")
        let result = try ReportSession().importFile(.file(url.path))
        let transactions = result.statements.flatMap(\.transactions)
        let carrefour = try #require(transactions.first { $0.amount.amount == Amount(units: -8437, scale: 2) })
        #expect(carrefour.description == "CARREFOUR MARKE33BORDEAUX")
        #expect(carrefour.memo == "281026 CB****4821")
        #expect(carrefour.kind == .card)
        // The card was used on 28 October, booked on the 30th.
        #expect(carrefour.bookingDate.description == "2026-10-30")
        #expect(carrefour.operationDate?.description == "2026-10-28")
        let refund = try #require(transactions.first { $0.amount.amount == Amount(units: 3150, scale: 2) })
        #expect(refund.kind == .refund)
        #expect(transactions.first { $0.description == "PRLV SEPA EDF CLIENTS" }?.kind == .directDebit)
        #expect(transactions.first { $0.description == "CHEQUE" }?.kind == .check)
        let md = try MarkdownRenderer().render(ReportView(try Self.report(url), locale: .french))
        #expect(!md.contains("CB****"), "a card code is shown")
        #expect(md.contains("CARREFOUR MARKE33BORDEAUX"))
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())))
    func theSharedBanquePopulaireFileNamesItsMerchants() throws {
        let url = Corpus.shared.appending(path: "ofx-sgml/ofxstatement-french__BPACA_OP_20220717.ofx")
        let result = try ReportSession().importFile(.file(url.path))
        let transactions = result.statements.flatMap(\.transactions)
        #expect(transactions.count == 63)
        #expect(transactions.contains { $0.description == "AUCHAN SUPER MA30BORDEAUX" && $0.memo == "130722 CB****6516" })
        #expect(!transactions.contains { $0.description.contains("CB****") })
    }
}
