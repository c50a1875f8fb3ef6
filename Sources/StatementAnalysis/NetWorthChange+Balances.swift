import StatementModel

extension NetWorthChange {
    /// Over the accounts of `currency`: each one's last closing balance minus its first opening
    /// balance, added up. Nil for one account (its opening and closing balances say it already), when
    /// an account lacks either, or when `from`/`to` cut a statement (its balances would not be the period's).
    package init?(currency: Currency, statements: [StatementSummary], from: CalendarDay?, to: CalendarDay?) {
        let mine = statements.filter { $0.currency == currency }
        guard !mine.isEmpty else { return nil }
        var first: [String: (day: Int, amount: Amount)] = [:]
        var last: [String: (day: Int, amount: Amount)] = [:]
        for (i, s) in mine.enumerated() {
            guard let opening = s.openingBalance?.money, let closing = s.closingBalance?.money,
                  opening.currency == currency, closing.currency == currency else { return nil }
            if let from, s.period.map({ $0.start < from }) ?? true { return nil }
            if let to, s.period.map({ $0.end > to }) ?? true { return nil }
            let key = BalanceTotals.accountKey(s.account, statement: i)
            let start = s.period?.start.dayNumber ?? Int.max, end = s.period?.end.dayNumber ?? Int.min
            if first[key].map({ start < $0.day }) ?? true { first[key] = (start, opening.amount) }
            if last[key].map({ end > $0.day }) ?? true { last[key] = (end, closing.amount) }
        }
        guard first.count > 1 else { return nil }
        var total = Amount.zero
        for (key, open) in first { total += last[key]!.amount - open.amount }
        self.init(amount: Money(total, currency), accounts: first.count)
    }
}
