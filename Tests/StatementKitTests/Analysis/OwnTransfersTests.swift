import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementResources

/// Money moved between the household's own accounts is neither spending nor income.
@Suite struct OwnTransfersTests {
    typealias F = Fixture

    @Test func aQIFAccountTransferAndASavingsBookAreNotSpending() throws {
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-01", "-1650.00", "Riverside Apartments", category: "housing"),
            F.tx("2026-10-12", "-500.00", "Transfer to Savings", category: "transfers", kind: .transfer),
            F.tx("2026-10-20", "-1200.00", "Chase Card Services", category: "transfers", kind: .transfer),
            F.tx("2026-10-25", "-200.00", "VIR LIVRET A EPARGNE"),
            F.tx("2026-10-26", "-20.00", "VIR SEPA A UN AMI"),
        ]))])
        let usd = try #require(report.currencies.first)
        #expect(usd.moneyOut == F.money("-1670.00"))
        #expect(usd.spending.map(\.category).sorted() == ["housing", "transfers"])  // the friend: a transfer to someone else
        #expect(usd.spending.first { $0.category == "transfers" }?.spent == F.money("20.00"))
        let t = try #require(usd.transfers)
        #expect(t.count == 3 && t.moneyOut == F.money("-1900.00") && t.moneyIn == F.money("0"))
        #expect(t.savings == F.money("200.00"))
        #expect(usd.transactionCount == 5)
        let text = SummarySection.transfers(t, ViewText(.english, catalog: .standard))
        #expect(text.contains("Transfers between your accounts: 3"))
        #expect(text.contains("Put into savings: €200.00."))
    }

    @Test func anAccountTheConfigurationListsIsTheHouseholds() throws {
        let config = try F.config("accounts: [FR76 3000 4000 0312 3456 7890 143, Livret Camille]")
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-05", "-300.00", "VIR SEPA FR7630004000031234567890143"),
            F.tx("2026-10-06", "150.00", "VIR DE LIVRET CAMILLE"),
            F.tx("2026-10-07", "-30.00", "CB PHARMACIE"),
        ]))], config: config)
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyOut == F.money("-30.00") && eur.moneyIn == F.money("0"))
        #expect(eur.transfers?.count == 2)
    }

    /// Whatever is taken for a transfer, nothing is lost: in + out + transfers is every movement's sum.
    @Test func transfersNeverChangeTheTotal() async {
        let texts = ["VIR LIVRET A", "CB CAFE", "VIR SALAIRE", "Transfer", "EPARGNE PEL"]
        let input = zip(Gen.int(in: -50_000...50_000).array(of: 1...20), Gen.int(in: 0...4).array(of: 20), Gen.bool.array(of: 20))
        await propertyCheck(count: 200, input: input) { cents, which, source in
            let txs = cents.enumerated().map { k, c in
                F.tx("2026-10-\(10 + k)", Amount(units: Int128(c), scale: 2).description, texts[which[k]],
                     category: source[k] ? "transfers" : nil, kind: source[k] ? .transfer : nil)
            }
            let eur = F.report([F.result(F.statement(txs))]).currencies.first
            let total = cents.reduce(0, +)
            let t = eur?.transfers
            let sum = (eur?.moneyIn.amount ?? .zero) + (eur?.moneyOut.amount ?? .zero) + (t?.moneyIn.amount ?? .zero) + (t?.moneyOut.amount ?? .zero)
            #expect(sum == Amount(units: Int128(total), scale: 2))
        }
    }
}
