import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// A report written out for one reader: every heading, label, amount and date as the text to show,
/// section by section in the order the report asks for.
///
/// Built from a `Report` and a `ReportLocale`; this is the one place where the report becomes words
/// (catalogue), amounts (`MoneyFormat`) and dates (`DayFormat`). Renderers only lay it out (HTML
/// template, Markdown), so the two outputs always say the same thing. Each section's view is built
/// in its own file (`ReportView+Summary.swift`, ...).
///
/// Templates read this tree by name (Mustache). A value that is nil is looked up in the enclosing
/// views, so an optional field never shares its name with a field of a view that encloses it
/// (a test walks the tree to check).
public struct ReportView: Sendable {
    /// `fr-FR`: the `lang` attribute.
    public var lang: String
    public var title: String
    public var periodText: String?
    public var generatedText: String
    /// What the report was limited to (`--from`, `--to`, `--account`), when anything.
    public var filterText: String?
    /// Words the layout needs (`labels.moneyIn`), from the catalogue.
    public var labels: [String: String]
    /// `: ` in English, ` : ` with U+00A0 in French: between a label and its value.
    public var colon: String
    /// The sections, in the order of `Report.sections`.
    public var sections: [SectionView]

    public init(_ report: Report, locale: ReportLocale, catalog: CategoryCatalog = .standard) {
        let x = ViewText(locale, catalog: catalog)
        let t = x.t
        lang = locale.tag
        title = report.title ?? t("report.title")
        periodText = report.period.map { x.days.periodLabel($0) }
        generatedText = t("report.generated", ["date": .text(x.days.long(report.generatedOn))])
        filterText = ReportView.filterText(report.filter, x)
        colon = locale.colon
        labels = Dictionary(uniqueKeysWithValues: ReportView.labelKeys.map { ($0, t("report.label." + $0)) })
        let multi = report.currencies.count > 1
        sections = report.sections.map { section in
            switch section {
            case .summary: return SectionView(SummarySection(report, x, multi))
            case .accounts: return SectionView(AccountsSection(report, x))
            case .spending: return SectionView(SpendingSection(report, x, multi))
            case .budgets: return SectionView(BudgetsSection(report, x, multi))
            case .months: return SectionView(MonthsSection(report, x, multi))
            case .comparison: return SectionView(ComparisonSection(report, x, multi))
            case .days: return SectionView(DaysSection(report, x, multi))
            case .payees: return SectionView(PayeesSection(report, x, multi))
            case .largest: return SectionView(LargestSection(report, x, multi))
            case .recurring: return SectionView(RecurringSection(report, x, multi))
            case .splits: return SectionView(SplitsSection(report, x, multi))
            case .roundups: return SectionView(RoundUpsSection(report, x, multi))
            case .transactions: return SectionView(TransactionsSection(report, x))
            case .explain: return SectionView(ExplainSection(report, x))
            case .import: return SectionView(ImportSection(report, x))
            }
        }
    }

    /// `Only from 1 October 2026 to …, accounts matching “commun”; 12 transactions left out.`
    package static func filterText(_ filter: ReportFilter, _ x: ViewText) -> String? {
        guard !filter.isEmpty else { return nil }
        var parts: [String] = []
        switch (filter.from, filter.to) {
        case let (from?, to?): parts.append(x.t("report.filter.period", ["period": .text(x.days.period(DayRange(start: from, end: to)))]))
        case let (from?, nil): parts.append(x.t("report.filter.from", ["day": .text(x.days.long(from))]))
        case let (nil, to?): parts.append(x.t("report.filter.to", ["day": .text(x.days.long(to))]))
        case (nil, nil): break
        }
        if !filter.accounts.isEmpty {
            parts.append(x.t("report.filter.accounts", ["accounts": .text(filter.accounts.map { x.quoted($0) }.joined(separator: ", "))]))
        }
        let excluded = x.t("report.filter.excluded", ["count": .number(filter.excludedTransactions)])
        // "booked 5–20 October 2026 on accounts matching …": the parts follow one another, no "and".
        return x.t("report.filter", ["what": .text(parts.joined(separator: " ")), "excluded": .text(excluded)])
    }

    /// The `report.label.*` keys templates reach as `labels.<key>`.
    package static let labelKeys = [
        "moneyIn", "moneyOut", "net", "account", "period", "opening", "closing",
        "category", "spent", "share", "count", "average", "transactions", "date", "description",
        "amount", "problems", "location", "reason", "currency", "month", "payee", "payments", "typical",
        "yearly", "person", "paid", "owed", "settled", "balance", "total", "week", "roundUp", "rule", "matched",
        "placedBy", "file", "format", "rowsRead", "imported", "skipped", "rejected", "kind", "settleUp", "next", "unused", "interval",
        "byPerson", "byCategory", "issues", "byMonth", "byWeek", "rules", "day", "gross", "refunded", "netSpent",
    ]
}

/// What one section of the report shows, in the reader's words: its heading and its content.
/// Each renderer finds its own block for it by the section's name (the HTML template
/// `<name>.mustache`, reached as `{{#name}}…{{/name}}`) or by its type (the Markdown block), so
/// adding a section takes its model, this view and its blocks, and no change to any renderer.
public protocol SectionContent: Sendable {
    /// The name templates reach the section by (`summary`, `spending`, ..., `imports`).
    static var name: String { get }
}

/// One section of the report, in the order the report asks for.
public struct SectionView: Sendable {
    public let content: any SectionContent

    public init(_ content: any SectionContent) { self.content = content }

    /// The section's name: its template and key.
    public var name: String { type(of: content).name }

    /// The content, when it is a `T`.
    public func content<T: SectionContent>(as type: T.Type) -> T? { content as? T }
}

/// A signed amount of money in or out: `+1 500,00 €` or `-64,37 €`, with which of the two it is
/// (layouts colour it, and the sign already says it in words).
public struct SignedText: Sendable {
    public var text: String
    public var isIn: Bool
    public var isOut: Bool
    /// `in`, `out` or empty: a class name for layouts.
    public var tone: String

    package init(_ money: Money, _ x: ViewText) {
        text = x.money.string(money, sign: .always)
        let rounded = money.amount.rounded(toScale: money.currency.minorUnits)
        isIn = rounded.isPositive
        isOut = rounded.isNegative
        tone = isIn ? "in" : isOut ? "out" : ""
    }
}
