import PropertyBased
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

/// Random expenses, random split rules, random payers: in every currency the parts add up to the
/// expenses, what was paid equals what is owed, the balances add up to zero, and the settle-up
/// brings them all to zero in at most n − 1 transfers.
@Suite struct SplitBalanceProperties {
    @Test func balancesAlwaysAddUpToZero() async throws {
        let config = try Fixture.config("""
            people:
              - {name: Alex, accounts: [joint]}
              - {name: Camille, accounts: [joint, camille]}
              - {name: Sam, accounts: [sam]}
              - Zoé
            splits:
              - {category: housing, shares: {Camille: 2, Alex: 1}}
              - {category: groceries, equal: [Alex, Camille, Sam]}
              - {category: restaurants, percent: {Alex: 33.3, Camille: 33.3, Zoé: 33.4}}
              - {category: telecom, exact: {Sam: 1.99}, equal: [Sam, Zoé], adjust: {Zoé: 0.01, Sam: -0.01}}
              - {match: {direction: out}, paid_by: [Zoé, Sam]}
            """)
        let descriptions = ["LOYER", "CB LIDL", "CB RESTAURANT", "PRLV FREE MOBILE", "CB FNAC", "AVOIR CB LIDL"]
        let sources = ["joint.csv", "camille.csv", "sam.csv"]
        let expense = zip(Gen.int(in: -50_000...5_000), Gen.int(in: 0...5), Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.int(in: 1...28))
        await propertyCheck(count: 100, input: expense.array(of: 1...25)) { rows in
            var results: [ImportResult] = []
            for (source, name) in sources.enumerated() {
                let mine = rows.enumerated().filter { $0.element.2 == source }
                let transactions = mine.map { i, row in
                    let (cents, d, _, currency, day) = row
                    let code = ["EUR", "JPY", "BHD"][currency]
                    let digits = Currency(code: code)!.minorUnits
                    return Fixture.tx(String(format: "2026-10-%02d", day), Amount(units: Int128(cents), scale: digits).description,
                                      descriptions[d], currency: code, id: "t\(i)")
                }
                results.append(Fixture.result(Fixture.statement(transactions.sorted { $0.bookingDate < $1.bookingDate }, source: name)))
            }
            let report = Fixture.report(results, config: config)
            for split in report.splits {
                let paid = split.people.reduce(Amount.zero) { $0 + $1.paid.amount }
                let owed = split.people.reduce(Amount.zero) { $0 + $1.owed.amount }
                #expect(paid == split.expenseTotal.amount)
                #expect(owed == split.expenseTotal.amount)
                #expect(split.people.reduce(Amount.zero) { $0 + $1.balance.amount }.isZero)
                for category in split.categories {
                    #expect(category.shares.reduce(Amount.zero) { $0 + $1.amount.amount } == category.total.amount)
                }
                let open = split.people.filter { !$0.balance.isZero }.count
                #expect(split.transfers.count <= max(0, open - 1))
                var left = Dictionary(uniqueKeysWithValues: split.people.map { ($0.name, $0.balance.amount) })
                for t in split.transfers {
                    left[t.from]! += t.amount
                    left[t.to]! -= t.amount
                }
                #expect(left.values.allSatisfy { $0.isZero })
            }
        }
    }
}
