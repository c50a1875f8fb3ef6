import StatementModel

/// The payments that recurring payments are found among: every booked payment read, whatever the
/// report's period (`--from`/`--to` choose what is shown, not what is looked at), or the history's
/// months before it. The period then decides which series are shown and what is flagged: a price
/// rise, a new subscription, a payment that did not come (`RecurringPayment`).
public struct RecurringTracker: Sendable {
    struct Payee: Sendable {
        var name: String
        var category: String
        var lastDay: CalendarDay
        /// Nil once past `CurrencyAccumulator.occurrenceLimit`: paid too often to be a subscription.
        var occurrences: [RecurrenceDetector.Occurrence]? = []
    }

    /// The payees of each currency met, `payees[i]` those of `currencies[i]`: hashing a currency (its
    /// code, through SipHash) for a dictionary look-up costs more than comparing it with the few a file
    /// holds, the last one first.
    private var currencies: [Currency] = []
    private var payees: [PayeeTable<Payee>] = []
    private var lastCurrency = 0
    /// The first and the last day of any transaction read (payments or not).
    public private(set) var firstDay: CalendarDay?
    public private(set) var lastDay: CalendarDay?

    public init() {}

    /// A transaction of `day` was read, whatever it is: the days read bound what can be said to be
    /// new or missing.
    @inline(__always)
    public mutating func saw(_ day: CalendarDay) {
        if firstDay.map({ day < $0 }) ?? true { firstDay = day }
        if lastDay.map({ day > $0 }) ?? true { lastDay = day }
    }

    /// A booked payment of `magnitude` (positive) to the payee `key`.
    package mutating func add(_ key: PayeeKey, name: @autoclosure () -> String, currency: Currency, day: CalendarDay,
                              magnitude: Amount, category: String, card: Bool)
    {
        saw(day)
        let c = index(of: currency)
        if let i = payees[c].index(of: key) {
            RecurringTracker.record(&payees[c].values[i], day, magnitude, category, card)
        } else {
            var payee = Payee(name: name(), category: category, lastDay: day)
            RecurringTracker.record(&payee, day, magnitude, category, card)
            payees[c].append(key, payee)
        }
    }

    /// The index of `currency` in `currencies` (and `payees`), added when new.
    @inline(__always)
    private mutating func index(of currency: Currency) -> Int {
        if lastCurrency < currencies.count, currencies[lastCurrency] == currency { return lastCurrency }
        if let known = currencies.firstIndex(of: currency) {
            lastCurrency = known
        } else {
            lastCurrency = currencies.count
            currencies.append(currency)
            payees.append(PayeeTable())
        }
        return lastCurrency
    }

    /// A booked payment read without a subject (from the history): its payee key is made here.
    public mutating func add(_ transaction: Transaction, category: String) {
        guard transaction.status == .booked, transaction.amount.isNegative else {
            saw(transaction.bookingDate)
            return
        }
        var subject = MatchSubject(transaction, account: .none)
        add(subject.payeeKey(), name: PayeeName.display(transaction), currency: transaction.currency,
            day: transaction.bookingDate, magnitude: transaction.amount.amount.magnitude, category: category,
            card: RecurrenceDetector.isCard(&subject))
    }

    private static func record(_ payee: inout Payee, _ day: CalendarDay, _ magnitude: Amount, _ category: String, _ card: Bool) {
        if day >= payee.lastDay {
            payee.lastDay = day
            payee.category = category
        }
        guard payee.occurrences != nil else { return }
        if payee.occurrences!.count >= CurrencyAccumulator.occurrenceLimit {
            payee.occurrences = nil
        } else {
            payee.occurrences!.append(RecurrenceDetector.Occurrence(day: day, amount: magnitude, card: card))
        }
    }

    /// The recurring payments of `currency` to show for `period` (every series found when nil),
    /// costliest per year first.
    public func payments(_ currency: Currency, period: DayRange?) -> [RecurringPayment] {
        var recurring: [RecurringPayment] = []
        guard let c = currencies.firstIndex(of: currency) else { return [] }
        for payee in payees[c].values {
            guard let occurrences = payee.occurrences else { continue }
            for series in RecurrenceDetector.detect(occurrences) {
                if let payment = payment(series, payee: payee, currency: currency, period: period) { recurring.append(payment) }
            }
        }
        recurring.sort { a, b in
            if a.yearlyCost.amount != b.yearlyCost.amount { return a.yearlyCost.amount > b.yearlyCost.amount }
            if a.payee != b.payee { return a.payee < b.payee }
            return a.typicalAmount.amount < b.typicalAmount.amount
        }
        return recurring
    }

    /// The series as shown for `period`: nil when it has no payment in it and none was expected in it.
    private func payment(_ series: RecurrenceDetector.Series, payee: Payee, currency: Currency, period: DayRange?) -> RecurringPayment? {
        func money(_ a: Amount) -> Money { Money(a, currency) }
        let o = series.occurrences
        let amounts = o.map(\.amount).sorted()
        let typical = amounts[(amounts.count - 1) / 2]
        let last = o.last!
        let next = series.interval.after(last.day)
        var payment = RecurringPayment(
            payee: payee.name, category: payee.category, interval: series.interval, count: o.count,
            typicalAmount: money(typical), lastAmount: money(last.amount), first: o.first!.day, last: last.day, next: next,
            yearlyCost: money(typical.multiplied(by: series.interval.perYear) ?? typical),
            total: money(o.reduce(Amount.zero) { $0 + $1.amount }))
        guard let period else { return payment }
        let inPeriod = o.contains { period.contains($0.day) }
        let grace = (series.interval.days.upperBound - series.interval.days.lowerBound) / 2
        if next >= period.start, next.adding(days: grace) <= period.end, let lastDay, next.adding(days: grace) <= lastDay {
            payment.missed = next
        }
        guard inPeriod || payment.missed != nil else { return nil }
        if let firstDay, period.contains(o[RecurrenceDetector.minimumCount - 1].day),
            firstDay.dayNumber <= o[0].day.dayNumber - series.interval.days.upperBound
        {
            payment.isNew = true
        }
        if let rise = RecurringTracker.rise(o, period: period) {
            // The new price is what it costs from now on.
            payment.priceRise = PriceRise(previous: money(rise.previous), current: money(rise.current), day: rise.day)
            payment.typicalAmount = money(rise.current)
            payment.yearlyCost = money(rise.current.multiplied(by: series.interval.perYear) ?? rise.current)
        }
        return payment
    }

    /// The latest change of amount, when it is a rise within `period` after at least three payments
    /// of one amount (two could be a variable bill's), and the payments since are all of the new amount.
    static func rise(_ o: [RecurrenceDetector.Occurrence], period: DayRange) -> (previous: Amount, current: Amount, day: CalendarDay)? {
        guard let k = o.indices.dropFirst().last(where: { o[$0].amount != o[$0 - 1].amount }), k >= 3 else { return nil }
        let before = o[0], after = o[k]
        guard o[..<k].allSatisfy({ $0.amount == before.amount }), o[k...].allSatisfy({ $0.amount == after.amount }),
            before.amount < after.amount, period.contains(after.day)
        else { return nil }
        return (before.amount, after.amount, after.day)
    }
}
