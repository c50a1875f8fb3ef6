import StatementImport
import StatementModel

/// Exchange rates the statements give themselves, for `--base-currency` without a rates file: a
/// movement booked in one currency with its original amount in another (a card payment in dollars
/// booked in euros, a top-up in euros booked in dollars) tells how much of the base currency the
/// other bought that day. The amounts of one day are added up and the day's rate is their ratio;
/// only pairs with the base currency count. An amount is converted at the rate of the nearest day
/// that has one, at most `maxAge` days away (the earlier of two days as near), worked out exactly
/// and rounded once, half-even, to the base currency's minor unit.
package struct OwnRates: Sendable {
    package let base: Currency
    /// How many days away a rate may be from the amount it converts.
    package static let maxAge = 31
    /// The figures' `ratesFormat` when these rates were used.
    package static let format = "own"
    /// Per other currency, per day number: the base amount and the other amount seen that day.
    private var days: [Currency: [Int: Pair]] = [:]

    private struct Pair: Sendable {
        var base = Amount.zero
        var other = Amount.zero
    }

    package init(base: Currency) {
        self.base = base
    }

    /// Notes what `t` tells of a rate: its amount and its original amount, when one of them is in
    /// the base currency and the other is not.
    package mutating func observe(_ t: borrowing Transaction) {
        guard let original = t.originalAmount else { return }
        let booked = t.amount
        guard original.currency != booked.currency, !original.amount.isZero, !booked.amount.isZero else { return }
        let inBase: Money, other: Money
        if booked.currency == base {
            (inBase, other) = (booked, original)
        } else if original.currency == base {
            (inBase, other) = (original, booked)
        } else {
            return
        }
        let day = t.bookingDate.dayNumber
        var pair = days[other.currency]?[day] ?? Pair()
        pair.base += inBase.amount.magnitude
        pair.other += other.amount.magnitude
        days[other.currency, default: [:]][day] = pair
    }

    /// The rates seen, sorted by day, ready to convert.
    package func table() -> Table {
        Table(base: base, rates: days.mapValues { byDay in
            byDay.map { Table.Entry(day: $0.key, base: $0.value.base, other: $0.value.other) }.sorted { $0.day < $1.day }
        })
    }

    /// The rates of each currency in day order.
    package struct Table: Sendable {
        package let base: Currency
        package let rates: [Currency: [Entry]]

        package struct Entry: Sendable {
            var day: Int
            var base: Amount
            var other: Amount
        }

        /// `money` in the base currency at the nearest day's rate, with that day; nil when no rate
        /// of its currency is within `maxAge` days (or the result does not fit).
        package func convert(_ money: Money, on day: CalendarDay) -> ExchangeRates.Conversion? {
            if money.currency == base { return ExchangeRates.Conversion(amount: money, rateDay: nil) }
            guard let list = rates[money.currency], let entry = Table.nearest(in: list, to: day.dayNumber),
                  let product = money.amount.multiplied(exactly: entry.base),
                  let converted = product.divided(by: entry.other, scale: base.minorUnits)
            else { return nil }
            return ExchangeRates.Conversion(amount: Money(converted, base), rateDay: CalendarDay(dayNumber: entry.day))
        }

        /// The entry nearest `n`, the earlier of two as near, within `maxAge` days.
        static func nearest(in list: [Entry], to n: Int) -> Entry? {
            // The first entry after `n` (binary search).
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid].day <= n { low = mid + 1 } else { high = mid }
            }
            let before = low > 0 ? list[low - 1] : nil
            let after = low < list.count ? list[low] : nil
            let best: Entry?
            switch (before, after) {
            case let (b?, a?): best = n - b.day <= a.day - n ? b : a
            case let (b?, nil): best = b
            case let (nil, a?): best = a
            case (nil, nil): best = nil
            }
            guard let best, abs(best.day - n) <= OwnRates.maxAge else { return nil }
            return best
        }
    }
}
