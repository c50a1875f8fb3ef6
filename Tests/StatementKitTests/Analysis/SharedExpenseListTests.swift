import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation

/// The shared expenses a splits section lists: the first in date order, each person's part and who
/// lent or borrowed what, and how many more there are.
@Suite struct SharedExpenseListTests {
    static let eur = Currency(code: "EUR")!

    static func ledger(expenses: Int) -> SplitLedger {
        var ledger = SplitLedger(people: ["Alex", "Sam"])
        // Given latest first: the list must still be the earliest.
        for i in (1...expenses).reversed() {
            let day = CalendarDay(year: 2026, month: 10, day: 1)!.adding(days: i)
            ledger.addExpense(Amount(units: 6000, scale: 2), currency: eur, category: "groceries",
                              paid: [PersonAmount("Alex", Amount(units: 6000, scale: 2))],
                              owed: [PersonAmount("Alex", Amount(units: 3000, scale: 2)), PersonAmount("Sam", Amount(units: 3000, scale: 2))],
                              day: day, description: "SHOP \(i)")
        }
        return ledger
    }

    @Test func theFirstInDateOrderAreListedAndTheRestCounted() throws {
        let balances = try #require(Self.ledger(expenses: SharedExpense.limit + 5).balances().first)
        #expect(balances.expenseCount == SharedExpense.limit + 5)
        #expect(balances.expenses.count == SharedExpense.limit)
        #expect(balances.expenses.first?.description == "SHOP 1")
        #expect(balances.expenses.map(\.day) == balances.expenses.map(\.day).sorted())
        let block = SplitsSection.block(balances, people: ["Alex", "Sam"], ViewText(.english, catalog: .standard), false)
        #expect(block.expensesMoreText == "5 later shared expenses are not listed.")
        let row = try #require(block.expenses.first)
        #expect(row.shares == ["€30.00", "€30.00"])
        #expect(row.lentText == "Alex lent €30.00 · Sam borrowed €30.00")
        #expect(row.cost == "€60.00" && row.description == "SHOP 1")
    }

    @Test func aFewExpensesAreAllListed() throws {
        let balances = try #require(Self.ledger(expenses: 3).balances().first)
        let block = SplitsSection.block(balances, people: ["Alex", "Sam"], ViewText(.french, catalog: .standard), false)
        #expect(block.expenses.count == 3 && block.expensesMoreText == nil)
        #expect(block.expenses.first?.lentText == "Alex a prêté 30,00\u{00A0}€ · Sam a emprunté 30,00\u{00A0}€")
    }
}
