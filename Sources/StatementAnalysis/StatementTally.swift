import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// What a report keeps of one statement while its transactions come: how many, its booked movements
/// and the days they cover (to widen its period and reconcile it), and whether the account filter
/// lets it through.
package struct StatementTally {
    package private(set) var info: StatementInfo
    package let source: String
    package let format: String
    package private(set) var context: AccountContext
    package private(set) var count = 0
    /// Booked movements by currency, whatever the filters (for reconciliation): the first currency
    /// met apart (nearly every statement has one), any other in `otherBooked`.
    private var firstCurrency: Currency?
    private var firstBooked = Amount.zero
    private var otherBooked: [Currency: Amount] = [:]
    private var days: DayRange?
    /// The booked movements in the first currency, day by day, when the report draws daily charts
    /// (an account's balance over time, when several accounts hold its currency).
    private var bookedDays = DayBuckets()
    private let tracksDays: Bool
    /// Whether the account filter lets the statement's own account through.
    package private(set) var accountPasses: Bool
    /// Whether a transaction of it was taken into the report.
    package var used = false

    /// `accounts` is the report's account filter (empty: every account passes); `days`: whether the
    /// booked movements are kept day by day.
    package init(info: StatementInfo, source: String, format: String, accounts: [TextPattern], days: Bool = false) {
        self.info = info
        tracksDays = days
        self.source = source
        self.format = format
        context = AccountContext(account: info.account, source: source)
        accountPasses = accounts.passes(context)
    }

    /// Takes what the importer now says of the statement; a new account is filtered again. Whether
    /// the account changed.
    package mutating func update(_ info: StatementInfo, accounts: [TextPattern]) -> Bool {
        defer { self.info = info }
        guard self.info.account != info.account else { return false }
        context = AccountContext(account: info.account, source: source)
        accountPasses = accounts.passes(context)
        return true
    }

    /// Counts a transaction of the statement, whatever the filters; `number` is the day's `dayNumber`.
    @inline(__always)
    package mutating func add(day: CalendarDay, number: Int, money: Money, status: TransactionStatus) {
        count += 1
        if status == .booked { addBooked(money, dayNumber: number) }
        if let d = days {
            if day < d.start { days!.start = day }
            if day > d.end { days!.end = day }
        } else {
            days = DayRange(start: day, end: day)
        }
    }

    private mutating func addBooked(_ money: Money, dayNumber number: Int) {
        if firstCurrency == nil { firstCurrency = money.currency }
        if firstCurrency == money.currency {
            firstBooked += money.amount
            if tracksDays { bookedDays.add(dayNumber: number, money.amount) }
        } else {
            otherBooked[money.currency, default: .zero] += money.amount
        }
    }

    /// The booked movements in `currency`.
    private func booked(_ currency: Currency) -> Amount? {
        if firstCurrency == currency { return firstBooked }
        return otherBooked[currency]
    }

    /// Whether the report's filters leave the statement in: its account passes (or one of its
    /// transactions did), and its days meet the period.
    package func isKept(from: CalendarDay?, to: CalendarDay?) -> Bool {
        guard used || accountPasses else { return false }
        guard from != nil || to != nil else { return true }
        if used { return true }
        guard let days = period else { return false }
        return !(from.map { days.end < $0 } ?? false) && !(to.map { days.start > $0 } ?? false)
    }

    /// The stated period widened to hold every transaction, as `Statement.period`.
    package var period: DayRange? {
        switch (info.period, days) {
        case let (p?, d?): return p.union(d)
        case let (p, d): return p ?? d
        }
    }

    /// As `Statement.reconciliation`, from the running sums.
    package var reconciliation: Reconciliation {
        guard let opening = info.openingBalance?.money, let closing = info.closingBalance?.money,
            opening.currency == closing.currency
        else { return .notPossible }
        let sum = opening.amount + (booked(opening.currency) ?? .zero)
        return (closing.amount - sum).isZero ? .matched(closing) : .mismatch(expected: closing, computed: Money(sum, closing.currency))
    }

    package var summary: StatementSummary {
        StatementSummary(
            account: info.account, currency: info.currency, period: period,
            openingBalance: info.openingBalance, closingBalance: info.closingBalance,
            reconciliation: reconciliation, transactionCount: count, source: source, format: format,
            bookedDays: tracksDays && otherBooked.isEmpty ? bookedDays.days : nil)
    }
}

extension Array where Element == TextPattern {
    /// Whether an account filter lets a statement's account through: no filter, or a pattern that
    /// matches one of its names.
    package func passes(_ context: AccountContext) -> Bool {
        isEmpty || contains { p in context.names.contains { p.matches(raw: $0.raw, folded: $0.folded) } }
    }
}
