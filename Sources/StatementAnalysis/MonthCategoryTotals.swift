import StatementModel

/// Money out per month and category, per currency: what the comparison with earlier months reads
/// (from the history, or from the run's own transactions). Sums are exact.
public struct MonthCategoryTotals: Sendable, Hashable {
    /// By currency, then month (`year * 12 + month - 1`), then category key.
    public private(set) var sums: [Currency: [Int: [String: Amount]]] = [:]
    /// Where the figures come from.
    public var source: ComparisonSource

    public init(source: ComparisonSource) { self.source = source }

    /// Adds a booked payment (money out); anything else is not spending and is left out.
    public mutating func add(_ transaction: Transaction, category: String) {
        guard transaction.status == .booked, transaction.amount.isNegative else { return }
        let day = transaction.bookingDate
        sums[transaction.currency, default: [:]][day.year * 12 + day.month - 1, default: [:]][category, default: .zero]
            += transaction.amount.amount.magnitude
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
