import StatementLocalization
import StatementModel

/// Exchange rates read from a file (`ExchangeRatesReader`): for each currency and day, how many units
/// of it one unit of the file's reference currency bought (the ECB's direction: `USD 1.0821` on a day
/// means 1 EUR = 1.0821 USD). Rates are exact decimals as written, never binary floating point.
///
/// `convert(_:to:on:)` takes the rate of the day, or the latest one before it no older than `maxAge`
/// days; any pair of currencies goes through the reference (`amount × rate(base) / rate(currency)`,
/// worked out exactly and rounded once, half-even, to the base currency's minor unit).
public struct ExchangeRates: Sendable {
    /// The currency the rates are quoted against (EUR for the ECB's files; the base currency for ours).
    public let reference: Currency
    /// The file, as named on the command line (shown without its folder in reports).
    public let source: String
    /// Its form: `ecb-xml`, `ecb-csv` or `csv`.
    public let format: String
    /// How many days old a rate may be for a day without one: 7 for the ECB's daily files (it
    /// publishes every TARGET business day; the longest closure is four days), 31 for our own CSV
    /// (one rate a month is enough).
    public let maxAge: Int
    /// By currency, in day order: the day number, the rate and the line it was read from.
    private var table: [Currency: [Entry]]

    public struct Entry: Sendable, Hashable {
        public var day: Int
        public var rate: Amount
        public var line: Int
    }

    public init(reference: Currency, source: String, format: String, maxAge: Int, rates: [Currency: [Entry]]) {
        self.reference = reference
        self.source = source
        self.format = format
        self.maxAge = maxAge
        self.table = rates.mapValues { $0.sorted { $0.day < $1.day } }
    }

    /// The currencies the file gives rates for (the reference included), in code order.
    public var currencies: [Currency] { (Array(table.keys) + [reference]).sorted().reduce(into: []) { if $0.last != $1 { $0.append($1) } } }

    /// How many rates the file gives in all.
    public var count: Int { table.values.reduce(0) { $0 + $1.count } }

    /// The rate of `currency` for `day`: that day's, else the latest before it within `maxAge` days.
    /// The reference currency's rate is 1 on every day.
    public func rate(_ currency: Currency, on day: CalendarDay) -> Entry? {
        if currency == reference { return Entry(day: day.dayNumber, rate: Amount(1), line: 0) }
        guard let list = table[currency] else { return nil }
        let n = day.dayNumber
        // The last entry on or before `n` (binary search).
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].day <= n { low = mid + 1 } else { high = mid }
        }
        guard low > 0, n - list[low - 1].day <= maxAge else { return nil }
        return list[low - 1]
    }

    /// `money` in `base` on `day`, rounded half-even to `base`'s minor unit, with the day of the rate
    /// used; an amount already in `base` is kept as it is. Nil when no rate covers the day (or the
    /// result does not fit).
    public func convert(_ money: Money, to base: Currency, on day: CalendarDay) -> Conversion? {
        if money.currency == base { return Conversion(amount: money, rateDay: nil) }
        guard let from = rate(money.currency, on: day), let to = rate(base, on: day), !from.rate.isZero else { return nil }
        guard let product = money.amount.multiplied(exactly: to.rate),
              let converted = product.divided(by: from.rate, scale: base.minorUnits)
        else { return nil }
        let used = [from, to].filter { $0.line > 0 }.map(\.day).min() ?? day.dayNumber
        return Conversion(amount: Money(converted, base), rateDay: CalendarDay(dayNumber: used))
    }

    /// A converted amount and the day of the rate used (nil when nothing was converted).
    public struct Conversion: Sendable, Hashable {
        public var amount: Money
        public var rateDay: CalendarDay?

        public init(amount: Money, rateDay: CalendarDay?) {
            self.amount = amount
            self.rateDay = rateDay
        }
    }
}

extension Amount {
    /// The exact product of two amounts, or nil when it does not fit (its scale is the sum of theirs,
    /// trailing zeros dropped first).
    public func multiplied(exactly other: Amount) -> Amount? {
        let a = normalized, b = other.normalized
        guard a.scale + b.scale <= Amount.maxScale else { return nil }
        let (p, overflow) = a.units.multipliedReportingOverflow(by: b.units)
        return overflow ? nil : Amount(units: p, scale: a.scale + b.scale)
    }
}
