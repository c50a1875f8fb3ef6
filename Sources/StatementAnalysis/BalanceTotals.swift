import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The balances of one currency's statements: those of its one account, or none when several
/// accounts hold the currency (the balances of two accounts are never added: each account shows its own).
package struct BalanceTotals {
    package var opening: Money?
    package var closing: Money?
    /// How many accounts hold the currency (statements of one account overlap, never add up).
    package var accounts = 0
    /// Whether any of its statements gives an opening or closing balance.
    package var anyBalance = false
    package var reconciliation: Reconciliation = .notPossible
    package var withoutBalances = 0
    /// When several statements are checked: each one that does not reconcile, on its own.
    package var mismatches: [StatementMismatch] = []
}

extension BalanceTotals {
    /// The balances of the account holding `currency`, when there is one: the opening balance of its
    /// statement that starts first and the closing balance of the one that ends last (statements
    /// downloaded every month overlap: their balances never add up). How they reconcile together.
    package init(currency: Currency, statements: [StatementSummary]) {
        let mine = statements.filter { $0.currency == currency }
        var totals = BalanceTotals()
        totals.accounts = Set(mine.enumerated().map { BalanceTotals.accountKey($0.element.account, statement: $0.offset) }).count
        totals.anyBalance = mine.contains { $0.openingBalance != nil || $0.closingBalance != nil }
        if totals.accounts == 1 {
            let first = mine.min { ($0.period?.start.dayNumber ?? Int.max) < ($1.period?.start.dayNumber ?? Int.max) }
            let last = mine.max { ($0.period?.end.dayNumber ?? Int.min) < ($1.period?.end.dayNumber ?? Int.min) }
            totals.opening = first?.openingBalance.flatMap { $0.money.currency == currency ? $0.money : nil }
            totals.closing = last?.closingBalance.flatMap { $0.money.currency == currency ? $0.money : nil }
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
                totals.mismatches.append(StatementMismatch(account: s.account, source: s.source, expected: e, computed: c))
            }
        }
        if checked < 2 { totals.mismatches = [] }
        if checked > 0 {
            totals.reconciliation = mismatched
                ? .mismatch(expected: Money(expected, currency), computed: Money(computed, currency))
                : .matched(Money(expected, currency))
        }
        self = totals
    }
}

extension BalanceTotals {
    /// What tells accounts apart: the IBAN, else the number, else the name; a statement that names no
    /// account is an account of its own (two such statements may well be two accounts: never merged).
    package static func accountKey(_ account: Account, statement: Int) -> String {
        account.iban ?? account.id ?? account.name ?? "\u{0}\(statement)"
    }
}
