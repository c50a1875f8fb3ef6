import Testing

@testable import StatementKit

/// Splits as the report computes them: who paid (a rule, the transaction, the account's owners),
/// what each owes, the balances and the transfers.
@Suite struct SplitLedgerTests {
    typealias F = Fixture

    static let config = """
        people:
          - {name: Camille, accounts: [joint, carte-camille]}
          - {name: Alex, accounts: [joint]}
          - Zoé
        splits:
          - category: housing
            shares: {Camille: 2, Alex: 1}
          - category: groceries
            equal: [Camille, Alex]
          - match: {description: cadeau}
            paid_by: Zoé
            equal: [Camille, Alex, Zoé]
          - match: {description: forfait}
            exact: {Camille: 30.00}
            equal: [Camille]
        """

    @Test func sharesAndSettlesWhatEachAccountPaid() throws {
        let joint = F.statement([
            F.tx("2026-10-01", "-900.00", "VIR SEPA LOYER"), F.tx("2026-10-02", "-10.01", "CB LIDL"),
            F.tx("2026-10-03", "2.00", "AVOIR CB LIDL"), F.tx("2026-10-04", "-5.00", "CB FNAC"),
        ], source: "joint.csv")
        let card = F.statement([F.tx("2026-10-05", "-40.00", "CB CARREFOUR")], source: "carte-camille.csv")
        let report = F.report([F.result(joint), F.result(card)], config: try F.config(Self.config))
        let split = try #require(report.splits.first)
        #expect(report.people == ["Camille", "Alex", "Zoé"])
        #expect(split.expenseCount == 4)  // the FNAC payment has no rule
        #expect(split.expenseTotal == F.money("948.01"))
        let byName = Dictionary(uniqueKeysWithValues: split.people.map { ($0.name, $0) })
        #expect(byName["Zoé"] == nil)  // not involved in euros
        #expect(byName["Camille"]!.paid.amount + byName["Alex"]!.paid.amount == Amount(exactly: "948.01")!)
        #expect(byName["Camille"]!.owed.amount + byName["Alex"]!.owed.amount == Amount(exactly: "948.01")!)
        #expect(split.people.reduce(Amount.zero) { $0 + $1.balance.amount }.isZero)
        let housing = try #require(split.categories.first { $0.category == "housing" })
        #expect(housing.shares.map(\.amount) == [F.money("600.00"), F.money("300.00")])
        // Camille owes 600 of the rent but the joint account paid it half each: she owes Alex 150,
        // less half of the groceries she paid alone with her card (20).
        #expect(split.transfers.count == 1)
        #expect(split.transfers[0].from == "Camille" && split.transfers[0].to == "Alex")
        #expect(split.transfers[0].amount == Amount(exactly: "130.00")!)
    }

    @Test func saysWhyAnExpenseCouldNotBeShared() throws {
        let statement = F.statement([
            F.tx("2026-10-01", "-9.99", "CB LIDL"),  // nobody owns this account
            F.tx("2026-10-02", "-9.99", "CB LIDL", payer: "Bob"),  // not declared
            F.tx("2026-10-03", "-20.00", "FORFAIT MOBILE", payer: "Camille"),  // exact 30 > 20
            F.tx("2026-10-04", "-30.00", "CADEAU"),  // paid_by Zoé
            F.tx("2026-10-05", "-8.00", "CB LIDL", payer: "Alex"),
        ], source: "other.csv")
        let report = F.report([F.result(statement)], config: try F.config(Self.config))
        #expect(report.splitIssueCount == 3)
        #expect(report.splitIssues.map(\.reason.key) == ["split.noPayer", "split.unknownPayer", "split.exactExceedsExpense"])
        #expect(report.splitIssues[1].reason.arguments["person"] == .text("Bob"))
        let split = try #require(report.splits.first)
        #expect(split.expenseCount == 2)
        let zoe = try #require(split.people.first { $0.name == "Zoé" })
        #expect(zoe.paid == F.money("30.00"))
        #expect(zoe.balance == F.money("20.00"))
    }

    @Test func readsASplitwiseExportAsSharedExpenses() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Sam,Priya
            
            2026-10-01,Tesco,Groceries,30.00,GBP,-15.00,15.00
            2026-10-02,Pizza,Dining out,20.00,GBP,10.00,-10.00
            2026-10-03,Priya paid Sam,Payment,5.00,GBP,-5.00,5.00
            2026-12-01,Too late,Groceries,9.00,GBP,4.50,-4.50
            
            2026-12-01,Total balance, , ,GBP,-5.50,5.50
            """
        let export = try SplitwiseExport.read(.bytes(Array(text.utf8), name: "group.csv"))
        let config = try F.config("people: [Sam, Priya]")
        let options = ReportOptions(config: config, sections: ReportSection.allCases, to: F.day("2026-11-30"))
        let report = F.report([], config: config, options: options, splitwise: [export])
        let split = try #require(report.splits.first)
        #expect(split.currency.code == "GBP")
        #expect(split.expenseCount == 2)
        #expect(split.people.map(\.name) == ["Sam", "Priya"])
        #expect(split.people.map(\.paid.amount) == [Amount(exactly: "20.00")!, Amount(exactly: "30.00")!])
        #expect(split.people.map(\.owed.amount) == [Amount(exactly: "25.00")!, Amount(exactly: "25.00")!])
        #expect(split.people.map(\.settled.amount) == [Amount(exactly: "-5.00")!, Amount(exactly: "5.00")!])
        #expect(split.people.map(\.balance.amount) == [Amount(exactly: "-10.00")!, Amount(exactly: "10.00")!])
        #expect(split.categories.map(\.category) == ["groceries", "restaurants"])
        #expect(split.transfers == [SettleUp.Transfer(from: "Sam", to: "Priya", amount: Amount(exactly: "10.00")!)])
        #expect(report.imports.map(\.file) == ["group.csv"])
    }
}
