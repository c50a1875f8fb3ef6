import StatementImport
import StatementModel

/// The report's figures converted to one base currency (`--base-currency`, `--rates`): every movement
/// converted at the rate of its day (`ExchangeRates.convert`), rounded half-even to the base
/// currency's minor unit one amount at a time, then added. So every converted total is exactly the
/// sum of its converted parts, and money in, money out and the spending rows agree with each other
/// as they do per currency: transfers between own accounts are left out, refunds net their category.
///
/// Without a rates file, the statements' own original amounts give the rates (`OwnRates`): the
/// movements in other currencies wait until every file is read, then are converted at them.
package struct BaseCurrencyAccumulator {
    package let base: Currency
    package let rates: ExchangeRates?
    private var moneyIn = Amount.zero
    private var moneyOut = Amount.zero
    private var refunds = Amount.zero
    private var refundCount = 0
    /// By category number: what was paid (positive) and what came back.
    private var paid: [Amount] = []
    private var refunded: [Amount] = []
    private var counts: [Int] = []
    /// Per currency converted: how many movements, the first and last rate day used, and how many
    /// used a rate of an earlier day than their own.
    private var uses: [Currency: RateUse] = [:]
    /// The movement no rate covers that was read first (the report is then refused).
    package private(set) var miss: RateMiss?
    /// Without a rates file: the rates the statements' own original amounts give, and the movements
    /// in other currencies waiting for them.
    private var own: OwnRates
    private var waiting: [Waiting] = []

    private struct Waiting {
        var amount: Money
        var day: CalendarDay
        var role: Role
        var location: SourceLocation
    }

    package init(base: Currency, rates: ExchangeRates?) {
        self.base = base
        self.rates = rates
        self.own = OwnRates(base: base)
    }

    /// Notes the rate `t`'s original amount gives, when no rates file is given (every movement of
    /// the period, transfers between own accounts included: a top-up of a foreign account tells a rate).
    package mutating func observe(_ t: borrowing Transaction) {
        if rates == nil, t.originalAmount != nil { own.observe(t) }
    }

    /// What a movement is to the report.
    package enum Role {
        case movement(category: Int)
        case refund(category: Int)
    }

    /// Adds `t` (booked or pending, not a transfer between own accounts) in the base currency.
    package mutating func add(_ t: Transaction, role: Role) {
        guard !t.amount.isZero else { return }
        if t.currency == base { return book(t.amount.amount, role: role) }
        guard let rates else {
            waiting.append(Waiting(amount: t.amount, day: t.bookingDate, role: role, location: t.location))
            return
        }
        guard let converted = rates.convert(t.amount, to: base, on: t.bookingDate), let rateDay = converted.rateDay else {
            return missed(t.amount.currency, day: t.bookingDate, at: t.location)
        }
        note(t.currency, rateDay: rateDay, day: t.bookingDate)
        book(converted.amount.amount, role: role)
    }

    /// Keeps the first movement no rate covers, in reading order (movements held for pairing come
    /// after the others).
    private mutating func missed(_ currency: Currency, day: CalendarDay, at location: SourceLocation) {
        if miss.map({ location < $0.location }) ?? true {
            miss = RateMiss(location: location, currency: currency, day: day, base: base)
        }
    }

    /// The waiting movements converted at the statements' own rates.
    private mutating func convertWaiting() {
        guard !waiting.isEmpty else { return }
        let table = own.table()
        for w in waiting {
            guard let converted = table.convert(w.amount, on: w.day), let rateDay = converted.rateDay else {
                missed(w.amount.currency, day: w.day, at: w.location)
                continue
            }
            note(w.amount.currency, rateDay: rateDay, day: w.day)
            book(converted.amount.amount, role: w.role)
        }
        waiting = []
    }

    private mutating func book(_ amount: Amount, role: Role) {
        switch role {
        case let .refund(category: n):
            moneyOut += amount
            refunds += amount
            refundCount += 1
            grow(n)
            refunded[n] += amount
        case let .movement(category: n):
            if amount.isPositive { moneyIn += amount; return }
            moneyOut += amount
            grow(n)
            paid[n] -= amount
            counts[n] += 1
        }
    }

    private mutating func grow(_ n: Int) {
        guard n >= paid.count else { return }
        let extra = n + 1 - paid.count
        paid += Array(repeating: .zero, count: extra)
        refunded += Array(repeating: .zero, count: extra)
        counts += Array(repeating: 0, count: extra)
    }

    private mutating func note(_ currency: Currency, rateDay: CalendarDay, day: CalendarDay) {
        var use = uses[currency] ?? RateUse(currency: currency, count: 0, firstRateDay: rateDay, lastRateDay: rateDay, earlierDay: 0)
        use.count += 1
        use.firstRateDay = min(use.firstRateDay, rateDay)
        use.lastRateDay = max(use.lastRateDay, rateDay)
        if rateDay < day { use.earlierDay += 1 }
        uses[currency] = use
    }

    /// The converted figures, when some movement was in another currency than the base; nil otherwise.
    package func figures(categories: [String]) -> BaseCurrencyFigures? {
        var all = self
        all.convertWaiting()
        return all.made(categories: categories)
    }

    private func made(categories: [String]) -> BaseCurrencyFigures? {
        guard !uses.isEmpty || miss != nil else { return nil }
        func money(_ a: Amount) -> Money { Money(a, base) }
        var rows: [ConvertedSpending] = []
        for (n, key) in categories.enumerated() where n < paid.count && (counts[n] > 0 || !refunded[n].isZero) {
            let net = paid[n] - refunded[n]
            rows.append(ConvertedSpending(category: key, spent: money(net), count: counts[n],
                                          share: Ratio.percent(net, of: moneyOut.magnitude, scale: 1)))
        }
        rows.sort { a, b in a.spent.amount != b.spent.amount ? a.spent.amount > b.spent.amount : a.category < b.category }
        return BaseCurrencyFigures(
            currency: base, moneyIn: money(moneyIn), moneyOut: money(moneyOut), net: money(moneyIn + moneyOut),
            refunds: refundCount > 0 ? money(refunds) : nil, spending: rows,
            rates: uses.values.sorted { $0.currency < $1.currency },
            ratesSource: rates.map { DuplicateFilter.fileName($0.source) },
            // Without a rates file, every rate used is one of the statements' own.
            ratesFormat: rates?.format ?? (uses.isEmpty ? nil : OwnRates.format), miss: miss)
    }
}

/// A movement no rate covers: where it was read, its currency and day.
public struct RateMiss: Sendable, Hashable {
    public var location: SourceLocation
    public var currency: Currency
    public var day: CalendarDay
    public var base: Currency
}

/// How the rates of one currency were used.
public struct RateUse: Sendable, Hashable {
    public var currency: Currency
    /// Movements converted.
    public var count: Int
    public var firstRateDay: CalendarDay
    public var lastRateDay: CalendarDay
    /// Movements of a day without a rate, converted at the latest rate before it.
    public var earlierDay: Int
}

/// The report's totals in the base currency (`--base-currency`), each movement converted at its day's rate.
public struct BaseCurrencyFigures: Sendable {
    public var currency: Currency
    public var moneyIn: Money
    /// Negative, net of refunds.
    public var moneyOut: Money
    public var net: Money
    public var refunds: Money?
    /// Money out by category, net of refunds, largest first; they add up to `moneyOut` exactly.
    public var spending: [ConvertedSpending]
    /// The currencies converted, in code order.
    public var rates: [RateUse]
    /// The rates file (without its folder) and its form (`ecb-xml`, `ecb-csv`, `csv`).
    public var ratesSource: String?
    public var ratesFormat: String?
    /// Set when a movement could not be converted: the report must not be written.
    public var miss: RateMiss?
}

public struct ConvertedSpending: Sendable {
    public var category: String
    /// Positive (net of refunds).
    public var spent: Money
    public var count: Int
    /// Percent of the converted money out, one decimal.
    public var share: Amount
}
