import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// The configured budgets against the period's spending: budget, spent, remaining and percent used,
/// over-budget lines marked; how the monthly budgets were pro-rated and where the yearly ones' year
/// to date was read.
public struct BudgetsSection: SectionContent {
    public static let name = "budgets"

    public var heading: String
    /// `Monthly budgets are pro-rated to the days of the period: 10 of 31 days of October 2026.`
    public var monthsText: String?
    /// `Yearly budgets: spending from 1 January 2026 to 14 October 2026, read from the history.`
    public var yearText: String?
    public var budgetLabel: String
    public var spentLabel: String
    public var remainingLabel: String
    public var usedLabel: String
    public var blocks: [BudgetsBlock]

    public struct BudgetsBlock: Sendable {
        public var currencyHeading: String?
        public var rows: [BudgetRow]
        /// `⚠ Over budget: Groceries (Camille) by 0,30 €, Restaurants by 8,67 €.`; nil when none is.
        public var overSummary: String?
    }

    public struct BudgetRow: Sendable {
        public var icon: String
        /// The category's name.
        public var label: String
        /// `Camille · 400,00 € a month`: whose budget, and the amount as configured.
        public var detail: String
        /// `Camille`, `yearly`, `Camille, yearly`: what tells the line apart in a narrow table; nil for
        /// a monthly budget of everyone.
        public var scope: String?
        public var budget: String
        public var spent: String
        public var remaining: String
        /// `85 %`; `—` for a budget of zero.
        public var used: String
        /// 0 through 100: the bar's length (full when over).
        public var bar: Int
        public var isOver: Bool
        /// `Over by 12,00 €`, when over budget.
        public var overText: String?
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("budgets.heading")
        budgetLabel = x.t("budgets.label.budget")
        spentLabel = x.t("budgets.label.spent")
        remainingLabel = x.t("budgets.label.remaining")
        usedLabel = x.t("budgets.label.used")
        guard let b = report.budgets else {
            blocks = []
            return
        }
        let hasMonthly = b.blocks.contains { $0.lines.contains { $0.per == .month } }
        monthsText = hasMonthly ? BudgetsSection.monthsText(b, x) : nil
        if let ytd = b.yearToDate {
            yearText = x.t(b.yearSource == .history ? "budgets.year.history" : "budgets.year.run",
                           ["start": .text(x.days.long(ytd.start)), "end": .text(x.days.long(ytd.end))])
        }
        blocks = b.blocks.map { block in
            let rows = block.lines.map { BudgetsSection.row($0, block.currency, x) }
            let over = zip(block.lines, rows).filter { $0.0.isOver }.map { line, row in
                x.t("budgets.overItem", ["category": .text(row.scope.map { "\(row.label) (\($0))" } ?? row.label),
                                         "amount": .text(x.money.string(Money(line.remaining.magnitude, block.currency)))])
            }
            return BudgetsBlock(currencyHeading: x.currencyHeading(block.currency, multi), rows: rows,
                                overSummary: over.isEmpty ? nil : x.t("budgets.overList", ["items": .text(x.list(over))]))
        }
    }

    static func monthsText(_ b: BudgetReport, _ x: ViewText) -> String {
        let names = b.months.map { x.days.month(year: $0.year, month: $0.month) }
        guard b.isProRated else { return x.t("budgets.months.whole", ["count": .number(b.months.count), "months": .text(x.list(names))]) }
        let parts = zip(b.months, names).map { m, name in
            x.t("budgets.months.part", ["count": .number(m.days), "of": .number(m.daysInMonth), "month": .text(name)])
        }
        return x.t("budgets.months.proRated", ["parts": .text(x.list(parts))])
    }

    static func row(_ line: BudgetLine, _ currency: Currency, _ x: ViewText) -> BudgetRow {
        func money(_ amount: Amount) -> String { x.money.string(Money(amount, currency)) }
        let per = x.t(line.per == .month ? "budgets.perMonth" : "budgets.perYear", ["amount": .text(money(line.amount))])
        let detail = line.person.map { x.t("budgets.person", ["person": .text($0), "budget": .text(per)]) } ?? per
        let parts = [line.person, line.per == .year ? x.t("budgets.scope.year") : nil].compactMap { $0 }
        let used = line.percentUsed.map { x.t("budgets.percent", ["percent": .text(x.integer($0))]) } ?? "—"
        return BudgetRow(
            icon: x.icon(line.category), label: x.categoryName(line.category), detail: detail,
            scope: parts.isEmpty ? nil : parts.joined(separator: ", "), budget: money(line.budget),
            spent: money(line.spent), remaining: money(line.remaining), used: used,
            bar: line.isOver ? 100 : min(100, max(0, line.percentUsed ?? 0)), isOver: line.isOver,
            overText: line.isOver ? x.t("budgets.over", ["amount": .text(money(line.remaining.magnitude))]) : nil)
    }
}
