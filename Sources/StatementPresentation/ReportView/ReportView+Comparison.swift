import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Money out of the report's months by category, beside the months just before and the same months
/// a year earlier, with the change in percent; and which earlier months were read, from where.
public struct ComparisonSection: SectionContent {
    public static let name = "comparison"

    public var heading: String
    public var blocks: [ComparisonBlock]

    public struct ComparisonBlock: Sendable {
        public var currencyHeading: String?
        /// `Earlier months read from the history: October 2026, November 2025.`
        public var usedText: String
        /// The column headings: `November 2026`, `October 2026`, `November 2025`.
        public var currentLabel: String
        public var previousLabel: String
        public var lastYearLabel: String
        /// `Change` / `Évolution`: the heading of the percent columns.
        public var changeLabel: String
        /// Whether the months before / a year earlier hold a payment (else their columns are left out).
        public var hasPrevious: Bool
        public var hasLastYear: Bool
        public var rows: [ComparisonLine]
        public var totalLine: ComparisonLine
    }

    public struct ComparisonLine: Sendable {
        public var icon: String
        /// The category's name, or `Total`.
        public var label: String
        public var now: String
        /// `—` when that span holds no payment at all.
        public var before: String
        /// `+18 %`, `-5 %`; `—` when there is nothing to compare with.
        public var beforeChange: String
        public var yearAgo: String
        public var yearAgoChange: String
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("comparison.heading")
        blocks = report.comparisons.map { c in
            func span(_ s: MonthSpan) -> String {
                s.count == 1 ? x.days.month(year: s.first.year, month: s.first.month)
                    : x.t("comparison.span", ["first": .text(x.days.shortMonth(year: s.first.year, month: s.first.month)),
                                              "last": .text(x.days.shortMonth(year: s.last.year, month: s.last.month))])
            }
            let months = c.monthsUsed.map { x.days.month(year: $0.year, month: $0.month) }
            let used = x.t(c.source == .history ? "comparison.used.history" : "comparison.used.run", ["months": .text(x.list(months))])
            func line(_ row: ComparisonRow, icon: String, label: String) -> ComparisonLine {
                func amount(_ value: Amount?) -> String { value.map { x.money.string(Money($0, c.currency)) } ?? "—" }
                func change(_ earlier: Amount?) -> String {
                    guard let percent = ComparisonRow.change(from: earlier, to: row.current) else { return "—" }
                    return x.t("comparison.change", ["change": .text(percent > 0 ? "+\(percent)" : "\(percent)")])
                }
                return ComparisonLine(icon: icon, label: label, now: amount(row.current), before: amount(row.previous),
                                      beforeChange: change(row.previous), yearAgo: amount(row.lastYear), yearAgoChange: change(row.lastYear))
            }
            return ComparisonBlock(
                currencyHeading: x.currencyHeading(c.currency, multi), usedText: used,
                currentLabel: span(c.current), previousLabel: span(c.previous), lastYearLabel: span(c.lastYear),
                changeLabel: x.t("comparison.changeHeading"), hasPrevious: c.total.previous != nil, hasLastYear: c.total.lastYear != nil,
                rows: c.rows.map { line($0, icon: x.icon($0.category), label: x.categoryName($0.category)) },
                totalLine: line(c.total, icon: "", label: x.t("comparison.total")))
        }
    }
}
