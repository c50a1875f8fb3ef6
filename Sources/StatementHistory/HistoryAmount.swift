import StatementModel

/// How an amount is stored: an integer count of units at a scale (the currency's minor unit when the
/// amount is exact at it, which is nearly always), and the ISO 4217 code. Never a REAL.
struct HistoryAmount: Hashable, Sendable {
    var units: Int64
    var scale: Int
    var currency: String

    /// Nil when the amount has more than 18 digits (the importers read at most 15 before the point).
    init?(_ money: Money) {
        // Nearly always at the minor unit already: no Int128 arithmetic then.
        let amount = money.amount, minor = money.currency.minorUnits
        let chosen = amount.scale == minor ? amount : amount.exactly(scale: minor) ?? amount
        guard let units = Int64(exactly: chosen.units) else { return nil }
        self.units = units
        self.scale = chosen.scale
        self.currency = money.currency.code
    }

    init(units: Int64, scale: Int, currency: String) {
        self.units = units
        self.scale = scale
        self.currency = currency
    }

    var money: Money { Money(Amount(units: Int128(units), scale: scale), Currency(code: currency) ?? .unspecified) }
}
