import StatementResources

/// An exact amount in one currency. Money out is negative, money in positive.
public struct Money: Hashable, Sendable, CustomStringConvertible {
    public var amount: Amount
    public var currency: Currency

    public init(_ amount: Amount, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    public static func zero(_ currency: Currency) -> Money { Money(.zero, currency) }

    public var isZero: Bool { amount.isZero }
    public var isNegative: Bool { amount.isNegative }
    public var negated: Money { Money(amount.negated, currency) }
    public var magnitude: Money { Money(amount.magnitude, currency) }

    /// The sum of two amounts of the same currency. Different currencies are an error, never a sum.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        guard let sum = amount.adding(other.amount) else { throw .overflow }
        return Money(sum, currency)
    }

    public func subtracting(_ other: Money) throws(MoneyError) -> Money { try adding(other.negated) }

    /// The amount rounded half-even to the currency's minor unit: what a report shows.
    public var roundedForDisplay: Amount { amount.rounded(toScale: currency.minorUnits) }

    /// `-12.50 EUR`: the exact amount with at least the currency's minor-unit digits, then the code.
    public var description: String {
        amount.plainText(minimumFractionDigits: currency.minorUnits) + " " + currency.code
    }
}

/// Why two amounts of money could not be combined.
public enum MoneyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Adding or comparing amounts of two different currencies.
    case currencyMismatch(Currency, Currency)
    /// The result does not fit the exact representation.
    case overflow

    public var description: String {
        switch self {
        case let .currencyMismatch(a, b): return "cannot combine amounts in \(a.code) and \(b.code)"
        case .overflow: return "amount too large"
        }
    }
}

/// Sums kept apart by currency: adding never mixes two currencies.
public struct CurrencyTotals: Hashable, Sendable {
    package private(set) var sums: [Currency: Amount] = [:]

    public init() {}

    public mutating func add(_ money: Money) {
        sums[money.currency, default: .zero] += money.amount
    }

    public mutating func add(_ other: CurrencyTotals) {
        for (currency, amount) in other.sums { sums[currency, default: .zero] += amount }
    }

    /// The currencies present, in code order.
    public var currencies: [Currency] { sums.keys.sorted() }

    public subscript(currency: Currency) -> Money { Money(sums[currency] ?? .zero, currency) }

    /// One sum per currency, in code order.
    public var all: [Money] { currencies.map { self[$0] } }

    public var isEmpty: Bool { sums.isEmpty }
}
