import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementResources

/// A statement that does not reconcile is told on its own, with its own account's figures.
@Suite struct ReconciliationPerAccountTests {
    typealias F = Fixture

    @Test func eachMismatchIsToldWithItsAccountsOwnFigures() throws {
        let current = F.statement([F.tx("2026-10-02", "-10.00", "CB CAFE")], account: Account(name: "Compte courant"),
                                  source: "/home/me/courant.csv", opening: "100.00", closing: "80.00")
        let card = F.statement([F.tx("2026-10-03", "-5.00", "CB PAIN")], account: Account(name: "Carte"),
                               source: "/home/me/carte.csv", opening: "0.00", closing: "-5.00")
        let livret = F.statement([F.tx("2026-10-04", "3.00", "INTERETS")], account: Account(name: "Livret"),
                                 source: "/home/me/livret.csv", opening: "50.00", closing: "50.00")
        let report = F.report([F.result(current, card, livret)])
        let eur = try #require(report.currencies.first)
        #expect(eur.mismatches.map(\.account.name) == ["Compte courant", "Livret"])
        let view = ReconciliationView(mismatches: eur.mismatches, ViewText(.english, catalog: .standard))
        #expect(view.text.contains("Balances do not agree for Compte courant: the closing balance is €80.00, but opening balance + transactions = €90.00"))
        #expect(view.text.contains("for Livret: the closing balance is €50.00, but opening balance + transactions = €53.00"))
        #expect(!view.text.contains("/home/me"))
    }

    @Test func oneStatementKeepsTheUsualMessage() throws {
        let one = F.statement([F.tx("2026-10-02", "-10.00", "CB CAFE")], account: Account(name: "Compte courant"),
                              opening: "100.00", closing: "80.00")
        let eur = try #require(F.report([F.result(one)]).currencies.first)
        #expect(eur.mismatches.isEmpty)
        #expect(eur.reconciliation.difference == F.money("-10.00"))
    }
}
