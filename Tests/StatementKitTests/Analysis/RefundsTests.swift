import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Money in that gives back a purchase reduces its category instead of counting as income.
@Suite struct RefundsTests {
    typealias F = Fixture

    @Test func aRefundOfTheSameMerchantAndACPAMRefundReduceTheirCategories() throws {
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-02", "2845.16", "VIR SALAIRE ACME SAS OCTOBRE"),
            F.tx("2026-10-08", "-23.60", "CB PHARMACIE DE LA GARE"),
            F.tx("2026-10-13", "-129.99", "CB FNAC PARIS BASTILLE"),
            F.tx("2026-10-15", "18.20", "VIR REMBOURSEMENT CPAM"),
            F.tx("2026-10-20", "129.99", "REMBOURSEMENT FNAC PARIS BASTILLE"),
        ]))])
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyIn == F.money("2845.16"))  // the salary only
        #expect(eur.moneyOut == F.money("-5.40"))
        #expect(eur.net == F.money("2839.76"))
        #expect(eur.refunds?.total == F.money("148.19") && eur.refunds?.count == 2)
        let shopping = try #require(eur.spending.first { $0.category == "shopping" })
        #expect(shopping.spent == F.money("0.00") && shopping.gross == F.money("129.99") && shopping.refunded == F.money("129.99"))
        let health = try #require(eur.spending.first { $0.category == "health" })
        #expect(health.spent == F.money("5.40") && health.count == 1 && health.refundCount == 1)
    }

    @Test func aUserCategoryIsRefundedUnlessItsRulesSayMoneyIn() throws {
        let config = try F.config("""
        rules:
          - match: {description: darty}
            category: Maison
          - match: {description: participation, direction: in}
            category: Participation
        """)
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-01", "1500.00", "VIR SEPA CAMILLE PARTICIPATION"),
            F.tx("2026-10-11", "-40.00", "CB DARTY"),
            F.tx("2026-10-12", "40.00", "DARTY AVOIR"),
            F.tx("2026-10-13", "30.00", "VIR ACME ELECTRO"),  // uncategorized: income
            F.tx("2026-10-14", "2.00", "INTERETS"),  // income
        ]))], config: config)
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyIn == F.money("1532.00"))
        #expect(eur.spending.first { $0.category == "Maison" }?.spent == F.money("0.00"))
        #expect(eur.refunds?.count == 1)
    }

    @Test func splitsAndSpendingAgreeOnARefundedCategory() throws {
        let config = try F.config("people: [{name: A}, {name: B}]\nsplits:\n  - category: groceries\n    equal: [A, B]\n    paid_by: A\n")
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-03", "-64.37", "CB CARREFOUR MARKET"),
            F.tx("2026-10-26", "12.30", "AVOIR CB CARREFOUR MARKET 23/10"),
        ]))], config: config, options: ReportOptions(config: config, sections: [.spending, .splits]))
        let spent = report.currencies.first?.spending.first { $0.category == "groceries" }?.spent
        let shared = report.splits.first?.categories.first { $0.category == "groceries" }?.total
        #expect(spent == F.money("52.07") && shared == spent)
    }

    /// Boursobank's own categories (`Multimédia`): a credit in one of them that says it gives a
    /// purchase back nets the category in the report and in the journal; one that does not stays income.
    @Test func aBankCategoryIsRefundedWhenTheCreditSaysSo() throws {
        let s = F.statement([
            F.tx("2026-10-07", "-149.99", "CARTE 05/10/26 FNAC", category: "Multimédia"),
            F.tx("2026-10-16", "149.99", "AVOIR CARTE 15/10/26 FNAC", category: "Multimédia"),
            F.tx("2026-10-20", "30.00", "VIR LEBONCOIN VENTE CASQUE", category: "Multimédia"),
            F.tx("2026-10-21", "3120.00", "VIR SEPA EMPLOYEUR SAS", category: "Salaires"),
        ])
        let eur = try #require(F.report([F.result(s)]).currencies.first)
        #expect(eur.moneyIn == F.money("3150.00"))  // the salary and the sale, not the credit note
        #expect(eur.refunds?.total == F.money("149.99") && eur.refunds?.count == 1)
        let multimedia = try #require(eur.spending.first { $0.category == "Multimédia" })
        #expect(multimedia.spent == F.money("0.00") && multimedia.gross == F.money("149.99"))
        let journal = TransactionsLedger.encode([s], categorizer: Categorizer(), language: .french)
        #expect(journal.split(separator: "\n").filter { $0.contains("income:Multimédia") }.count == 1)  // the sale
        #expect(journal.split(separator: "\n").contains { $0.contains("expenses:Multimédia") && $0.hasSuffix("-149.99 EUR") })
    }

    @Test func theLedgerBooksARefundAgainstTheExpense() throws {
        let s = F.statement([
            F.tx("2026-10-13", "-129.99", "CB FNAC PARIS BASTILLE"),
            F.tx("2026-10-20", "129.99", "REMBOURSEMENT FNAC PARIS BASTILLE"),
            F.tx("2026-10-21", "2000.00", "VIR SALAIRE"),
        ])
        let journal = TransactionsLedger.encode([s], categorizer: Categorizer(), language: .french)
        #expect(journal.contains("expenses:Achats                 -129.99 EUR") || journal.contains("expenses:Achats  -129.99 EUR")
            || journal.split(separator: "\n").contains { $0.contains("expenses:Achats") && $0.hasSuffix("-129.99 EUR") })
        #expect(!journal.contains("income:Achats"))
        #expect(journal.contains("income:Revenus"))
    }

    /// Whatever is taken for a refund, the net (in + out) is the sum of every movement.
    @Test func refundsNettedNeverChangeTheTotalNet() async {
        let texts = ["CB FNAC", "REMBOURSEMENT FNAC", "VIR SALAIRE", "CB PHARMACIE", "VIR CPAM", "AVOIR CARREFOUR", "CB CARREFOUR"]
        let input = zip(Gen.int(in: -50_000...50_000).array(of: 1...20), Gen.int(in: 0...6).array(of: 20))
        await propertyCheck(count: 200, input: input) { cents, which in
            let txs = cents.enumerated().map { k, c in F.tx("2026-10-\(10 + k)", Amount(units: Int128(c), scale: 2).description, texts[which[k]]) }
            let eur = F.report([F.result(F.statement(txs))]).currencies.first
            let total = Amount(units: Int128(cents.reduce(0, +)), scale: 2)
            #expect(eur?.net.amount == total)
            let spent = eur?.spending.reduce(Amount.zero) { $0 + $1.spent.amount } ?? .zero
            #expect(spent == (eur?.moneyOut.amount.negated ?? .zero))
        }
    }
}
