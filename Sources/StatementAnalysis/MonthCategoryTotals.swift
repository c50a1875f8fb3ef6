import StatementModel

/// Money out per month and category, per currency, net of refunds and without transfers between the
/// household's accounts (as the spending section counts it): what the comparison with earlier months
/// reads (from the history, or from the run's own transactions). Sums are exact.
public struct MonthCategoryTotals: Sendable, Hashable {
    /// By currency, then month (`year * 12 + month - 1`), then category key.
    public private(set) var sums: [Currency: [Int: [String: Amount]]] = [:]
    /// Where the figures come from.
    public var source: ComparisonSource

    public init(source: ComparisonSource) { self.source = source }

    /// Adds `amount` (money out of `category` in month `month`, `year * 12 + month - 1`, net of its
    /// refunds: positive, or negative when refunds exceed the payments).
    public mutating func add(_ amount: Amount, currency: Currency, month: Int, category: String) {
        sums[currency, default: [:]][month, default: [:]][category, default: .zero] += amount
    }

    /// Whether any payment of `currency` is booked in month `key`.
    func hasMonth(_ key: Int, currency: Currency) -> Bool { sums[currency]?[key] != nil }
}

/// What the comparison's earlier months come from.
public enum ComparisonSource: String, Sendable, Hashable {
    /// The history file (`--history`).
    case history
    /// The statements of this run, outside the report's period.
    case run
}
