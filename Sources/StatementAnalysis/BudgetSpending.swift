import StatementConfig
import StatementModel

/// Money out per currency, category and person, over the report's period and over the year to date:
/// what the budgets of one person, and the yearly budgets, are measured against. Filled from the
/// run's statements read again, or from the history; sums are exact.
public struct BudgetSpending: Sendable {
    /// The report's period.
    public let period: DayRange
    /// From 1 January of the period's last year to the period's last day.
    public let yearToDate: DayRange
    public let source: ComparisonSource
    /// By currency, then `BudgetSpending.key(category:person:)`: money out (positive).
    public private(set) var inPeriod: [Currency: [String: Amount]] = [:]
    public private(set) var inYear: [Currency: [String: Amount]] = [:]
    private let people: [(name: String, accounts: [TextPattern])]
    private let accounts: [TextPattern]
    /// Which money in gives back money spent (made on the first transaction, from its categorizer).
    private var refunds: RefundMatcher?
    /// The earliest day read.
    public var earliest: CalendarDay { min(period.start, yearToDate.start) }
    /// The household's other accounts (`accounts:` of the configuration): money moved to them, like a
    /// QIF account transfer or a savings book, is not spending (`OwnTransfers`).
    public var ownAccounts: [String] = [] { didSet { own = OwnTransfers.patterns(ownAccounts) } }
    private var own: [[UInt8]] = []
    /// The debits the report paired with a credit of another loaded account, by account, day and
    /// amount, with how many are left to leave out.
    private var pairedDebits: [String: Int] = [:]

    /// `people` and their accounts; `accounts`: the report's `--account` patterns (none: every account).
    public init(period: DayRange, source: ComparisonSource, people: [Person], accounts: [TextPattern]) {
        self.period = period
        self.yearToDate = BudgetSpending.yearToDate(of: period)
        self.source = source
        self.people = people.filter { !$0.accounts.isEmpty }.map { ($0.name, $0.accounts) }
        self.accounts = accounts
    }

    public static func yearToDate(of period: DayRange) -> DayRange {
        DayRange(start: CalendarDay(year: period.end.year, month: 1, day: 1) ?? period.end, end: period.end)
    }

    static func key(category: String, person: String?) -> String { person.map { category + "\u{1F}" + $0 } ?? category }

    /// Adds a booked payment (money out) of a statement of `account` read from `source`, and takes a
    /// refund (money in of a spending category) off its category, as the spending section does;
    /// anything else, and any day outside both spans, is left out.
    public mutating func add(_ transaction: Transaction, account: Account, source file: String, categorizer: Categorizer) {
        guard transaction.status == .booked, !transaction.amount.isZero else { return }
        let day = transaction.bookingDate
        let periodDay = period.contains(day), yearDay = yearToDate.contains(day)
        guard periodDay || yearDay else { return }
        var subject = MatchSubject(transaction, account: AccountContext(account: account, source: file))
        if !accounts.isEmpty, !accounts.matchesAccount(&subject) { return }
        let (category, reason) = categorizer.categorize(&subject)
        if OwnTransfers.kind(of: transaction, category: category, own: own) != nil { return }
        if transaction.isMoneyOut, !pairedDebits.isEmpty,
           let left = pairedDebits[BudgetSpending.pairKey(account, source: file, day: day, amount: transaction.amount)], left > 0
        {
            pairedDebits[BudgetSpending.pairKey(account, source: file, day: day, amount: transaction.amount)] = left - 1
            return
        }
        if transaction.isMoneyIn {
            if refunds == nil { refunds = RefundMatcher(categorizer: categorizer) }
            guard refunds!.isSpending(category) || RefundMatcher.givesBack(&subject, sourceCategory: category, reason: reason)
            else { return }
        }
        // Money out adds, a refund takes off.
        let amount = transaction.amount.amount.negated, currency = transaction.currency
        var keys = [BudgetSpending.key(category: category, person: nil)]
        for person in people where person.accounts.matchesAccount(&subject) {
            keys.append(BudgetSpending.key(category: category, person: person.name))
        }
        for key in keys {
            if periodDay { inPeriod[currency, default: [:]][key, default: .zero] += amount }
            if yearDay { inYear[currency, default: [:]][key, default: .zero] += amount }
        }
    }

    /// Leaves out the debits of the report's transfers between two loaded accounts (`TransferPair`).
    public mutating func leaveOut(_ pairs: [TransferPair]) {
        for p in pairs {
            pairedDebits[BudgetSpending.pairKey(p.from, source: p.fromSource, day: p.sent, amount: Money(p.amount.amount.negated, p.amount.currency)),
                         default: 0] += 1
        }
    }

    private static func pairKey(_ account: Account, source: String, day: CalendarDay, amount: Money) -> String {
        "\(account.iban ?? account.id ?? account.name ?? "\u{0}" + source)|\(day)|\(amount.currency.code)|\(amount.amount)"
    }

    /// What `category` took in `currency` (of `person`, or everyone's), over the period or the year to date.
    public func spent(_ currency: Currency, category: String, person: String?, year: Bool) -> Amount {
        (year ? inYear : inPeriod)[currency]?[BudgetSpending.key(category: category, person: person)] ?? .zero
    }
}
