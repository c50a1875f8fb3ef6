/// Everything a report says, computed from the statements, exact and in no language yet.
///
/// Every renderer presents this one model; none computes anything of its own.
public struct Report: Sendable {
    public var title: String?
    /// The day the report was made (from `SOURCE_DATE_EPOCH` when set, for reproducible output).
    public var generatedOn: CalendarDay
    /// From the first to the last day covered by any statement.
    public var period: DayRange?
    public var statements: [StatementSummary]
    /// One section per currency: amounts of different currencies are never added.
    public var currencies: [CurrencySection]
    /// The transactions listed, in date order, each with its category.
    public var transactions: [CategorizedTransaction]
    /// How many transactions the list leaves out (`--max-transactions`).
    public var omittedTransactions: Int
    /// What happened to the rows of each input file.
    public var imports: [ImportRecord]

    public var rowsRead: Int { imports.reduce(0) { $0 + $1.rowsRead } }
    public var rowsImported: Int { imports.reduce(0) { $0 + $1.imported } }
    public var rowsSkipped: Int { imports.reduce(0) { $0 + $1.skipped.count } }
    public var rowsRejected: Int { imports.reduce(0) { $0 + $1.rejected.count } }
}

public struct StatementSummary: Sendable {
    public var account: Account
    public var currency: Currency
    public var period: DayRange?
    public var openingBalance: Balance?
    public var closingBalance: Balance?
    public var reconciliation: Reconciliation
    public var transactionCount: Int
    public var source: String
    public var format: String
}

public struct CurrencySection: Sendable {
    public var currency: Currency
    /// Sum of money in (positive).
    public var moneyIn: Money
    /// Sum of money out (negative).
    public var moneyOut: Money
    /// In plus out.
    public var net: Money
    public var transactionCount: Int
    public var pendingCount: Int
    /// Money out by category, largest first.
    public var spending: [CategorySpending]
}

public struct CategorySpending: Sendable {
    public var category: String
    /// What went out (positive).
    public var spent: Money
    public var count: Int
    /// `spent / count`, rounded half-even to the currency's minor unit.
    public var average: Money
}

public struct CategorizedTransaction: Sendable {
    public var transaction: Transaction
    public var category: String
    public var reason: Categorizer.Reason
}
