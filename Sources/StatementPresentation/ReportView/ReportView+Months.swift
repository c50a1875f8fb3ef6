import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Money in and out month by month, with bars on one scale for the whole table.
public struct MonthsSection: SectionContent {
    public static let name = "months"

    public var heading: String
    public var blocks: [MonthsBlock]
    public var emptyText: String?

    public struct MonthsBlock: Sendable {
        public var currencyHeading: String?
        public var rows: [MonthRow]
        /// The months side by side, when there are several.
        public var monthsChart: MonthsChart?
        /// `The chart of the months side by side is in the attached report ….html.`: the email's budget cut it.
        public var monthsChartNote: String?
    }

    public struct MonthRow: Sendable {
        /// `septembre 2026`.
        public var name: String
        public var moneyIn: String
        public var moneyOut: String
        public var net: SignedText
        public var countText: String
        /// 0 through 100, in percent of the largest monthly in or out of the table.
        public var inBar: Int
        public var outBar: Int
        public var hasInBar: Bool
        public var hasOutBar: Bool
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.months")
        blocks = report.currencies.filter { !$0.months.isEmpty }.map { c in
            let largest = c.months.map { max($0.moneyIn.amount, $0.moneyOut.amount.magnitude) }.max() ?? .zero
            return MonthsBlock(currencyHeading: x.currencyHeading(c.currency, multi), rows: c.months.map { m in
                let inBar = ViewText.bar(m.moneyIn.amount, of: largest), outBar = ViewText.bar(m.moneyOut.amount, of: largest)
                return MonthRow(
                    name: x.days.month(year: m.year, month: m.month), moneyIn: x.money.string(m.moneyIn),
                    moneyOut: x.money.string(m.moneyOut), net: SignedText(m.net, x),
                    countText: x.t("count.transactions", ["count": .number(m.count)]),
                    inBar: inBar, outBar: outBar, hasInBar: inBar > 0, hasOutBar: outBar > 0)
            }, monthsChart: MonthsChart.of(c.months, x), monthsChartNote: nil)
        }
        emptyText = blocks.isEmpty ? x.t("report.months.empty") : nil
    }
}
