import StatementModel

/// The balance over time of one of the accounts that hold a currency, when several do (their
/// balances are never added: each account has its own): its opening balance, then its balance at the
/// end of each day with a booked movement, from its statements' opening balances and movements.
///
/// Known only when every statement of the account gives an opening balance in the currency, none
/// fails to reconcile, and its movements were kept day by day (the report draws daily charts). Where
/// two statements of the account overlap (downloaded twice), the one that starts later is followed
/// from its start.
public struct AccountBalances: Sendable {
    public var account: Account
    /// The file of its first statement (its name, without the folder, names an account that has none).
    public var source: String
    /// The balance at the start of `start`.
    public var opening: Money
    /// The days its statements cover.
    public var start: CalendarDay
    public var end: CalendarDay
    /// The balance at the end of each day with a movement (and the day before a later statement
    /// starts), in order.
    public var ends: [DayAmount]

    /// The balance at the end of `day` (`start...end`).
    public func balance(at day: CalendarDay) -> Amount {
        var low = 0, high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if ends[mid].day <= day { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? opening.amount : ends[low - 1].amount
    }

    /// Each account of `currency` whose balance over time is known, in the order met; empty when one
    /// account (or none) holds the currency.
    package static func of(currency: Currency, statements: [StatementSummary]) -> [AccountBalances] {
        let mine = statements.enumerated().filter { $0.element.currency == currency }
        var order: [String] = []
        var groups: [String: [StatementSummary]] = [:]
        for (i, s) in mine {
            let key = BalanceTotals.accountKey(s.account, statement: i)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(s)
        }
        guard order.count > 1 else { return [] }
        return order.compactMap { AccountBalances(currency: currency, statements: groups[$0]!) }
    }

    /// The balances of the account of `statements` (one account's, in `currency`), nil when unknown.
    init?(currency: Currency, statements: [StatementSummary]) {
        var pieces: [(period: DayRange, opening: Amount, days: [DayAmount])] = []
        for s in statements {
            guard let period = s.period, let opening = s.openingBalance?.money, opening.currency == currency,
                  let days = s.bookedDays else { return nil }
            if case .mismatch = s.reconciliation { return nil }
            pieces.append((period, opening.amount, days))
        }
        pieces.sort { $0.period.start < $1.period.start }
        guard let first = pieces.first else { return nil }
        var ends: [DayAmount] = []
        for (n, p) in pieces.enumerated() {
            if n > 0 {
                // From its start on, the later statement says what the balance is.
                while let last = ends.last, last.day >= p.period.start { ends.removeLast() }
                ends.append(DayAmount(day: p.period.start.adding(days: -1), amount: p.opening))
            }
            // Sorted by day (stable): a day listed in two places adds up once.
            let days = p.days.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
            _ = DayAmount.endsOfDays(from: p.opening, days, into: &ends)
        }
        account = statements[0].account
        source = statements[0].source
        opening = Money(first.opening, currency)
        start = first.period.start
        end = pieces.map(\.period.end).max()!
        self.ends = ends
    }
}
