import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The balances of one currency's statements, added up.
package struct BalanceTotals {
    package var opening: Money?
    package var closing: Money?
    package var reconciliation: Reconciliation = .notPossible
    package var withoutBalances = 0
}

extension BalanceTotals {
    /// The balances of the statements in `currency` added up, and how they reconcile together.
    package init(currency: Currency, statements: [StatementSummary]) {
        let mine = statements.filter { $0.currency == currency }
        var totals = BalanceTotals()
        if !mine.isEmpty, mine.allSatisfy({ $0.openingBalance?.money.currency == currency }) {
            totals.opening = Money(mine.reduce(Amount.zero) { $0 + $1.openingBalance!.money.amount }, currency)
        }
        if !mine.isEmpty, mine.allSatisfy({ $0.closingBalance?.money.currency == currency }) {
            totals.closing = Money(mine.reduce(Amount.zero) { $0 + $1.closingBalance!.money.amount }, currency)
        }
        var expected = Amount.zero, computed = Amount.zero, checked = 0, mismatched = false
        for s in mine {
            switch s.reconciliation {
            case .notPossible: totals.withoutBalances += 1
            case let .matched(closing):
                guard closing.currency == currency else { totals.withoutBalances += 1; continue }
                checked += 1
                expected += closing.amount
                computed += closing.amount
            case let .mismatch(e, c):
                guard e.currency == currency else { totals.withoutBalances += 1; continue }
                checked += 1
                mismatched = true
                expected += e.amount
                computed += c.amount
            }
        }
        if checked > 0 {
            totals.reconciliation = mismatched
                ? .mismatch(expected: Money(expected, currency), computed: Money(computed, currency))
                : .matched(Money(expected, currency))
        }
        self = totals
    }
}
