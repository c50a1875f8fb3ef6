import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Money out by category: amount, share, count, average, and a bar.
public struct SpendingSection: SectionContent {
    public static let name = "spending"

    public var heading: String
    public var blocks: [SpendingBlock]
    public var emptyText: String?
    /// The categories in the base currency (`--base-currency`), when some amount was converted.
    public var converted: ConvertedSpendingView?

    public struct SpendingBlock: Sendable {
        public var currencyHeading: String?
        /// `6 912,58 € spent in 74 transactions`.
        public var totalText: String
        /// `Bars: each █ stands for 143,75 €; the longest is 1 150,00 €.`: the scale of the bars drawn
        /// in characters (`barWidth` of them for the largest category).
        public var barScaleText: String
        public var rows: [CategoryRow]
        /// Whether a category has refunds: the table then shows what was paid, refunded and net.
        public var hasRefunds: Bool
        /// `€142.29 refunded (3 refunds): €6,912.58 paid, €6,770.29 net.`, when there are refunds.
        public var refundsText: String?
    }

    public struct CategoryRow: Sendable {
        public var icon: String
        public var name: String
        public var spent: String
        public var share: String
        public var count: String
        public var countText: String
        public var average: String
        /// `average 42,55 €`.
        public var averageText: String
        /// 1 through 100: the bar's length in percent of the largest category; 0 for a category whose
        /// refunds exceed its payments (no bar is drawn, `drawsBar`).
        public var bar: Int
        public var drawsBar = true
        /// What was paid before refunds and what came back, when the category has refunds (`spent` is net).
        public var gross: String?
        public var refunded: String?
        /// `paid €129.99 · refunded €129.99`.
        public var refundText: String?
        /// 0 for a category at the top; 1 for a child listed under its parent (`Housing:Rent` under `Housing`), and so on.
        public var level = 0
    }

    /// The length of the largest category's bar in characters (Markdown, text).
    public static let barWidth = 8

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.spending")
        blocks = report.currencies.filter { !$0.spending.isEmpty }.map { c in
            let largest = c.spending.map(\.spent.amount).max() ?? .zero
            let count = c.spending.reduce(0) { $0 + $1.count }
            return SpendingBlock(
                currencyHeading: x.currencyHeading(c.currency, multi),
                totalText: x.t("report.spending.total", ["amount": .text(x.money.string(c.moneyOut.magnitude)), "count": .number(count)]),
                barScaleText: x.t("charts.spending.scale", [
                    "unit": .text(x.money.string(Money(Ratio.divide(largest, by: SpendingSection.barWidth, scale: c.currency.minorUnits), c.currency))),
                    "top": .text(x.money.string(Money(largest, c.currency))),
                ]),
                rows: SpendingSection.rows(c, depth: report.categoryDepth, largest: largest, x),
                hasRefunds: c.refunds != nil,
                refundsText: c.refunds.map { r in
                    x.t("household.spending.refunds", [
                        "count": .number(r.count), "amount": .text(x.money.string(r.total)),
                        "gross": .text(x.money.string(Money(c.moneyOut.amount.magnitude + r.total.amount, c.currency))),
                        "net": .text(x.money.string(c.moneyOut.magnitude)),
                    ])
                })
        }
        emptyText = blocks.isEmpty ? x.t("report.spending.empty") : nil
        converted = report.baseCurrency.flatMap { ConvertedSpendingView($0, x) }
    }

    /// The rows, as a tree when categories are paths (`Housing:Rent` under `Housing`, `--depth` levels).
    private static func rows(_ c: CurrencyFigures, depth: Int?, largest: Amount, _ x: ViewText) -> [CategoryRow] {
        guard let lines = CategoryTree.lines(c.spending, depth: depth, moneyOut: c.moneyOut) else {
            return c.spending.map { SpendingSection.row($0, largest: largest, x) }
        }
        let top = lines.filter { $0.level == 0 }.map(\.row.spent.amount).max() ?? largest
        return lines.map { line in
            var row = SpendingSection.row(line.row, largest: top, x)
            // A top line is named by its key, as any category (a built-in one in the report's language).
            if line.level > 0 {
                // A parent's own payments (a category without a path) are named as the parent is.
                let name = line.row.category.contains(":") ? line.name : x.categoryName(line.row.category)
                row.name = String(repeating: "\u{00A0}\u{00A0}", count: line.level - 1) + "└\u{00A0}" + name
                row.level = line.level
                // A part of its parent: the parent's icon says what it is.
                row.icon = ""
            }
            return row
        }
    }

    private static func row(_ s: CategorySpending, largest: Amount, _ x: ViewText) -> CategoryRow {
        var row = CategoryRow(
            icon: x.icon(s.category), name: x.categoryName(s.category), spent: x.money.string(s.spent),
            share: SpendingSection.share(s.share, spent: s.spent.amount, x), count: x.integer(s.count),
            countText: x.t("count.payments", ["count": .number(s.count)]), average: x.money.string(s.average),
            averageText: x.t("report.spending.average", ["amount": .text(x.money.string(s.average))]),
            bar: s.spent.amount.isPositive ? max(1, ViewText.bar(s.spent.amount, of: largest)) : 0)
        row.drawsBar = row.bar > 0
        if let gross = s.gross, let refunded = s.refunded {
            row.gross = x.money.string(gross)
            row.refunded = x.money.string(refunded)
            row.refundText = x.t("household.spending.rowRefund", [
                "gross": .text(x.money.string(gross)), "refunded": .text(x.money.string(refunded)), "count": .number(s.refundCount),
            ])
        }
        return row
    }

    /// `12,5 %`; `< 0,1 %` for a share that is not nothing but rounds to `0,0 %`.
    package static func share(_ percent: Amount, spent: Amount, _ x: ViewText) -> String {
        guard percent.isZero, !spent.isZero else { return x.money.percent(percent, of: Amount(100)) }
        let tenth = Amount(units: 1, scale: 1)
        return x.t("layout.tinyShare", ["percent": .text(x.money.percent(tenth, of: Amount(100)))])
    }
}
