import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Everything a report says, computed from the statements, exact and in no language yet.
///
/// Every renderer presents this one model; none computes anything of its own. Amounts are `Money`
/// (never added across currencies), days are `CalendarDay`, categories are keys or the user's own
/// names, and every message is a catalogue key. `ReportJSON` writes it for scripts.
public struct Report: Sendable {
    /// How many levels of category paths (`Housing:Rent`) the spending section shows (`--depth`); nil: all.
    public var categoryDepth: Int?
    public var title: String?
    /// The day the report was made (from `SOURCE_DATE_EPOCH` when set, for reproducible output).
    public var generatedOn: CalendarDay
    /// The days covered: the `from`/`to` period when one was asked, else from the first to the last
    /// day covered by any statement.
    public var period: DayRange?
    /// The sections to show, in order.
    public var sections: [ReportSection]
    /// What was left out on purpose (`--from`, `--to`, `--account`).
    public var filter: ReportFilter
    public var statements: [StatementSummary]
    /// One section per currency: amounts of different currencies are never added.
    public var currencies: [CurrencyFigures]
    /// The transactions listed, in date order (the earliest `maxTransactions`), each with its category.
    public var transactions: [CategorizedTransaction]
    /// How many transactions the list leaves out (`--max-transactions`).
    public var omittedTransactions: Int
    /// The people sharing expenses, in the configuration's order, then any other member of a
    /// Splitwise export in column order.
    public var people: [String]
    /// Per-person splits, one per currency (empty when nobody shares expenses).
    public var splits: [SplitBalances]
    /// Expenses a split rule applies to but that could not be shared, the first `SplitIssue.limit`.
    public var splitIssues: [SplitIssue]
    /// How many there were in all.
    public var splitIssueCount: Int
    /// How many transactions each kind of rule placed, and each of the user's rules.
    public var categorization: CategorizationSummary
    /// The configuration file used, if any.
    public var configFile: String?
    /// What happened to the rows of each input file (statements, then Splitwise exports).
    public var imports: [ImportRecord]
    /// The period's money out compared with earlier months, per currency (set by the pipeline from
    /// the history or the run's own earlier months; empty when no earlier month is known).
    public var comparisons: [PeriodComparison] = []
    /// The configured budgets against the period's spending (set by the pipeline; nil without budgets).
    public var budgets: BudgetReport?
    /// Money in, out and spending converted to the base currency (`--base-currency`, `--rates`), when
    /// some movement is in another currency; its `miss` says when one could not be converted.
    public var baseCurrency: BaseCurrencyFigures?

    public var rowsRead: Int { imports.reduce(0) { $0 + $1.rowsRead } }
    public var rowsImported: Int { imports.reduce(0) { $0 + $1.imported } }
    public var rowsSkipped: Int { imports.reduce(0) { $0 + $1.skipped.count } }
    public var rowsRejected: Int { imports.reduce(0) { $0 + $1.rejected.count } }
    /// Transactions left out as copies of those of a file read before (`ImportRecord.duplicates`).
    public var duplicatesDropped: Int { imports.reduce(0) { $0 + $1.duplicates } }

    /// Whether the report shows `section`.
    public func shows(_ section: ReportSection) -> Bool { sections.contains(section) }
}

/// The period and accounts a report was limited to.
public struct ReportFilter: Sendable, Hashable {
    public var from: CalendarDay?
    public var to: CalendarDay?
    /// The account patterns, as written.
    public var accounts: [String]
    /// Transactions read but outside the period or the accounts.
    public var excludedTransactions: Int

    public init(from: CalendarDay? = nil, to: CalendarDay? = nil, accounts: [String] = [], excludedTransactions: Int = 0) {
        self.from = from
        self.to = to
        self.accounts = accounts
        self.excludedTransactions = excludedTransactions
    }

    public var isEmpty: Bool { from == nil && to == nil && accounts.isEmpty }
}

public struct StatementSummary: Sendable {
    public var account: Account
    public var currency: Currency
    public var period: DayRange?
    public var openingBalance: Balance?
    public var closingBalance: Balance?
    /// Opening balance plus every booked movement of the statement (whatever the filters) against the closing balance.
    public var reconciliation: Reconciliation
    /// Every transaction of the statement, whatever the filters.
    public var transactionCount: Int
    public var source: String
    public var format: String
    /// Its booked movements day by day (net, in the order read), when the report draws daily charts
    /// and they are all in one currency; nil otherwise.
    public var bookedDays: [DayAmount]? = nil
}

public struct CurrencyFigures: Sendable {
    public var currency: Currency
    /// Sum of money in (positive).
    public var moneyIn: Money
    /// Sum of money out (negative).
    public var moneyOut: Money
    /// In plus out.
    public var net: Money
    public var transactionCount: Int
    public var pendingCount: Int
    /// The opening balance of this currency's account (its statement that starts first), when one
    /// account holds the currency; nil for several accounts (balances of two accounts are never added).
    public var openingBalance: Money?
    /// The closing balance of its statement that ends last, likewise.
    public var closingBalance: Money?
    /// Movements between the household's accounts, left out of money in, money out and spending.
    public var transfers: TransferSummary?
    /// Closing minus opening balances over this currency's accounts, when every one gives both.
    public var netWorthChange: NetWorthChange?
    /// Money in that refunds spending (`RefundMatcher`): not in money in, netted in money out and spending.
    public var refunds: RefundSummary?
    /// How many accounts hold this currency.
    public var accountCount = 1
    /// Whether several accounts hold it and some of their statements give balances (shown per account).
    public var balancesPerAccount = false
    /// When several accounts hold it: the balance over time of each one whose balance is known (when
    /// the report draws daily charts).
    public var accountBalances: [AccountBalances] = []
    /// Over the statements of this currency that give both balances: matched when each one
    /// reconciles; a mismatch (sums of what the bank says and of what the movements give) as soon
    /// as one does not; not possible when none gives both.
    public var reconciliation: Reconciliation
    /// Statements of this currency without an opening or a closing balance.
    public var statementsWithoutBalances: Int
    /// When several statements of this currency give both balances: each one that does not
    /// reconcile, with its own figures (`reconciliation` adds them up).
    public var mismatches: [StatementMismatch] = []
    /// Money out by category, largest first.
    public var spending: [CategorySpending]
    /// Month by month, in order (with the days of each month when the `days` section is shown).
    public var months: [MonthSummary]
    /// The payees with the most money out, largest first.
    public var topPayees: [PayeeSummary]
    /// The largest payments (money out), largest first.
    public var largest: [CategorizedTransaction]
    /// Recurring payments, largest yearly cost first.
    public var recurring: [RecurringPayment]
    /// Round-ups, when the `roundups` section is shown.
    public var roundUps: RoundUpSummary?
}

/// Money moved between the household's own accounts (`OwnTransfers`): not spending, not income.
public struct TransferSummary: Sendable {
    /// Negative.
    public var moneyOut: Money
    public var moneyIn: Money
    public var count: Int
    /// Put into savings books, net (positive when more went in than came out).
    public var savings: Money
    /// Movements paired across two loaded accounts (each counts its two sides in `count`), and the first listed.
    public var paired = 0
    public var pairs: [TransferPair] = []
}

/// A statement whose opening balance plus movements is not its closing balance.
public struct StatementMismatch: Sendable {
    public var account: Account
    /// The file it was read from (shown without its folder).
    public var source: String
    /// The closing balance the statement gives.
    public var expected: Money
    /// Opening balance plus booked movements.
    public var computed: Money
}

/// Refunds of one currency, netted against the spending they give back.
public struct RefundSummary: Sendable {
    /// Positive.
    public var total: Money
    public var count: Int
}

public struct CategorySpending: Sendable {
    public var category: String
    /// What went out, net of refunds (positive, unless refunds exceed the payments of the period).
    public var spent: Money
    public var count: Int
    /// `spent / count`, rounded half-even to the currency's minor unit.
    public var average: Money
    /// Percent of the currency's money out, rounded half-even to one decimal (`44.3`).
    public var share: Amount
    /// When the category has refunds: what was paid (positive, before refunds), what came back
    /// (positive) and in how many refunds; `spent` is `gross - refunded`.
    public var gross: Money?
    public var refunded: Money?
    public var refundCount = 0
}

/// Money in and out during one month.
public struct MonthSummary: Sendable {
    public var year: Int
    public var month: Int
    public var moneyIn: Money
    /// Negative.
    public var moneyOut: Money
    public var net: Money
    public var count: Int
    /// Every day of the month within the report's period, in order, days without a movement
    /// included (zeros), when the `days` section is shown; else empty.
    public var days: [DaySummary]
}

/// Money in and out on one day.
public struct DaySummary: Sendable {
    public var day: CalendarDay
    public var moneyIn: Money
    /// Negative.
    public var moneyOut: Money
    public var count: Int
}

/// Money out to one payee (see `PayeeName`).
public struct PayeeSummary: Sendable {
    /// As the source writes it (first payment seen).
    public var name: String
    /// Positive.
    public var spent: Money
    public var count: Int
}

/// A payment that comes back at a regular interval for a similar amount (see `RecurrenceDetector`).
public struct RecurringPayment: Sendable {
    public var payee: String
    /// The category of the latest payment.
    public var category: String
    public var interval: RecurrenceInterval
    public var count: Int
    /// The median amount (the lower middle one for an even count), positive; after a price rise
    /// in the period, the new price.
    public var typicalAmount: Money
    /// The latest payment's amount, positive.
    public var lastAmount: Money
    public var first: CalendarDay
    public var last: CalendarDay
    /// One interval after the last payment.
    public var next: CalendarDay
    /// The typical amount times the payments in a year (12 for monthly).
    public var yearlyCost: Money
    /// All payments of the series, added up.
    public var total: Money
    /// The price rise of the report's period: the series' earlier payments, all of one amount, then
    /// a higher one within the period (nil otherwise).
    public var priceRise: PriceRise? = nil
    /// Whether the series became recurring within the period (its third payment is in it) while the
    /// transactions read go back at least one interval before its first payment.
    public var isNew = false
    /// The payment expected within the period (one interval after the last, give or take a few
    /// days) that did not come, when the transactions read go past it.
    public var missed: CalendarDay? = nil
}

/// A recurring payment that went up: from `previous` to `current` on `day`.
public struct PriceRise: Sendable, Hashable {
    public var previous: Money
    public var current: Money
    public var day: CalendarDay
}

/// Round-ups of one currency.
public struct RoundUpSummary: Sendable {
    /// In whole units of the currency.
    public var step: Int
    public var total: Money
    /// Payments rounded up (booked money out).
    public var count: Int
    /// Per ISO week (starting on Monday), in order.
    public var weeks: [RoundUpPeriod]
    /// Per month, in order (`start` is the first of the month).
    public var months: [RoundUpPeriod]
}

public struct RoundUpPeriod: Sendable {
    /// The week's Monday, or the month's first day.
    public var start: CalendarDay
    public var total: Money
    public var count: Int
}

/// What people paid and owe in one currency, and how to settle.
public struct SplitBalances: Sendable {
    public var currency: Currency
    /// Expenses shared (payments between people not counted).
    public var expenseCount: Int
    /// Their total.
    public var expenseTotal: Money
    /// One line per person, in the order of `Report.people`; the balances add up to zero.
    public var people: [PersonBalance]
    /// Per category, largest first: what each person owes of it.
    public var categories: [CategoryShares]
    /// The transfers that settle every balance (`SettleUp`), at most one fewer than the people.
    public var transfers: [SettleUp.Transfer]
    /// The expenses listed, with each person's part: the first in date order, as many as the report
    /// lists transactions (`--max-transactions`; `expenseCount` in all). An email lists `SharedExpense.limit`.
    public var expenses: [SharedExpense] = []
}

public struct PersonBalance: Sendable {
    public var name: String
    /// What they paid for shared expenses.
    public var paid: Money
    /// Their parts of the shared expenses.
    public var owed: Money
    /// Payments made to others (positive) minus payments received (from a Splitwise export).
    public var settled: Money
    /// paid − owed + settled: positive when the others owe them.
    public var balance: Money
}

public struct CategoryShares: Sendable {
    public var category: String
    public var total: Money
    /// What each person owes of it, in the order of `Report.people` (people with nothing left out).
    public var shares: [PersonShare]
}

public struct PersonShare: Sendable {
    public var person: String
    public var amount: Money
}

/// An expense a split rule applies to but that could not be shared.
public struct SplitIssue: Sendable {
    public static let limit = 100

    public var day: CalendarDay
    public var description: String
    public var amount: Money
    public var location: SourceLocation
    /// `split.noPayer`, `split.unknownPayer`, `split.exactExceedsExpense`, `split.nobodyForRest`.
    public var reason: Message
}

/// How transactions got their categories.
public struct CategorizationSummary: Sendable {
    /// Each of the user's rules, in file order, with how many transactions it placed.
    public var rules: [RuleUsage]
    public var bySource: Int
    public var byDefaultRules: Int
    public var uncategorized: Int

    public init(rules: [RuleUsage] = [], bySource: Int = 0, byDefaultRules: Int = 0, uncategorized: Int = 0) {
        self.rules = rules
        self.bySource = bySource
        self.byDefaultRules = byDefaultRules
        self.uncategorized = uncategorized
    }
}

public struct RuleUsage: Sendable {
    /// 0-based, in file order (`Categorizer.Reason.userRule(index:)`).
    public var index: Int
    /// Its line in the configuration file.
    public var line: Int
    public var category: String
    /// How many transactions it placed: 0 is worth a look (a rule that never matches).
    public var matched: Int
}

public struct CategorizedTransaction: Sendable {
    public var transaction: Transaction
    public var category: String
    public var reason: Categorizer.Reason
}
