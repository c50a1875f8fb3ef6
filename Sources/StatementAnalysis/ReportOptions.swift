import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// What a report shows and which transactions it looks at: the configuration's `report:` section
/// with the command line's options over it.
public struct ReportOptions: Sendable {
    public var title: String?
    /// The sections, in order.
    public var sections: [ReportSection]
    /// At most this many transactions in the list; nil for all.
    public var maxTransactions: Int?
    /// Only transactions booked on or after this day.
    public var from: CalendarDay?
    /// Only transactions booked on or before this day.
    public var to: CalendarDay?
    /// Only transactions of accounts matching one of these (see `TransactionMatch.account`).
    public var accounts: [TextPattern]
    /// How many payees and largest payments to list.
    public var top: Int
    /// The round-up step, in whole units of each currency (1, 5 or 10).
    public var roundUpStep: Int
    /// Keep transactions that a file shares with a file read before it (`--keep-duplicates`);
    /// by default a run of several files counts each once (`DuplicateFilter`).
    public var keepDuplicates = false
    /// How many levels of category paths (`Housing:Rent`) the spending section shows (`--depth`,
    /// `depth:` of the configuration); nil: every level.
    public var depth: Int?
    /// The currency totals are also given in (`--base-currency`, `base_currency:`), with the rates
    /// that convert to it (`--rates`, `rates:`); nil: each currency stays apart.
    public var baseCurrency: Currency?
    public var rates: ExchangeRates?

    public static let defaultTop = 10

    public init(
        title: String? = nil, sections: [ReportSection] = ReportSection.defaults(splits: false, roundUps: false, explain: false),
        maxTransactions: Int? = nil, from: CalendarDay? = nil, to: CalendarDay? = nil, accounts: [TextPattern] = [],
        top: Int = ReportOptions.defaultTop, roundUpStep: Int = 1
    ) {
        self.title = title
        self.sections = sections
        self.maxTransactions = maxTransactions
        self.from = from
        self.to = to
        self.accounts = accounts
        self.top = top
        self.roundUpStep = roundUpStep
    }

    /// The configuration's settings, then each option given on the command line in their place.
    /// `explain` adds the `explain` section (after `transactions`) when it is not there.
    public init(
        config: ReportConfig, title: String? = nil, sections: [ReportSection]? = nil, maxTransactions: Int? = nil,
        from: CalendarDay? = nil, to: CalendarDay? = nil, accounts: [TextPattern]? = nil, explain: Bool = false
    ) {
        let settings = config.report
        var list = sections ?? settings.sections
            ?? ReportSection.defaults(
                splits: !config.people.isEmpty || !config.splitwise.isEmpty, roundUps: config.roundUps != nil, explain: explain)
        // Budgets (issue 18), shown by default after spending when some are configured.
        if sections == nil, settings.sections == nil, !config.budgets.isEmpty, !list.contains(.budgets) {
            list.insert(.budgets, at: list.firstIndex(of: .spending).map { $0 + 1 } ?? 0)
        }
        if explain, !list.contains(.explain) {
            if let t = list.firstIndex(of: .transactions) { list.insert(.explain, at: t + 1) } else { list.append(.explain) }
        }
        self.init(
            title: title ?? settings.title, sections: list, maxTransactions: maxTransactions ?? settings.maxTransactions,
            from: from ?? settings.from, to: to ?? settings.to, accounts: accounts ?? settings.accounts,
            top: settings.top ?? ReportOptions.defaultTop, roundUpStep: config.roundUps?.step ?? 1)
        depth = settings.depth
        baseCurrency = settings.baseCurrency
    }

    package func shows(_ section: ReportSection) -> Bool { sections.contains(section) }
}
