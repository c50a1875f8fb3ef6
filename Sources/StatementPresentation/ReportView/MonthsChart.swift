import StatementAnalysis
import StatementLocalization
import StatementModel

/// Months side by side: for each month a pair of bars, money in then money out, on one scale (the
/// largest monthly in or out of the currency). Drawn when the period has several months; the
/// amounts are exact in each bar's title and in the table under it, only the heights are scaled.
public struct MonthsChart: Sendable {
    /// The tallest bar, in CSS pixels.
    public static let chartHeight = 60
    /// Most months drawn (the latest): 18 pairs of bars stay within 78 columns of text.
    public static let monthLimit = 18

    /// `Money in and out, month by month`: the chart's accessible name.
    public var chartLabel: String
    /// `09 is September 2026 … : left bar money in, right bar money out; full height 3 000,00 €.`
    public var scaleText: String
    public var columns: [MonthColumn]
    /// The chart in block characters (Markdown and text): three rows, then the months' numbers.
    public var textLines: [String]

    public struct MonthColumn: Sendable {
        /// `09`: the month's number, under its bars.
        public var label: String
        /// `September 2026: 3 000,00 € in, 2 412,51 € out`.
        public var title: String
        public var inHeight: Int
        public var outHeight: Int
        public var hasIn: Bool
        public var hasOut: Bool
    }

    /// The chart of `months`, nil for fewer than two.
    package static func of(_ months: [MonthSummary], _ x: ViewText) -> MonthsChart? {
        guard months.count >= 2 else { return nil }
        return MonthsChart(Array(months.suffix(monthLimit)), earlier: max(0, months.count - monthLimit), x)
    }

    init(_ months: [MonthSummary], earlier: Int, _ x: ViewText) {
        let top = months.map { max($0.moneyIn.amount, $0.moneyOut.amount.magnitude) }.max() ?? .zero
        let height = { (a: Amount) in a.isZero ? 0 : max(1, DayChartScale.steps(a.magnitude, of: top, MonthsChart.chartHeight)) }
        let level = { (a: Amount) in a.isZero ? 0 : max(1, DayChartScale.steps(a.magnitude, of: top, DayChartScale.textRows * 8)) }
        chartLabel = x.t("anywhere3.months.chartLabel")
        columns = months.map { m in
            let title = x.days.month(year: m.year, month: m.month) + x.locale.colon
                + x.t("report.days.in", ["amount": .text(x.money.string(m.moneyIn))]) + ", "
                + x.t("report.days.out", ["amount": .text(x.money.string(m.moneyOut.magnitude))])
            let (i, o) = (height(m.moneyIn.amount), height(m.moneyOut.amount))
            return MonthColumn(label: MonthsChart.number(m), title: title, inHeight: i, outHeight: o, hasIn: i > 0, hasOut: o > 0)
        }
        let first = months.first!, last = months.last!
        let currency = first.moneyIn.currency
        scaleText = x.t("anywhere3.months.scale", [
            "first": .text(x.days.month(year: first.year, month: first.month)), "firstNumber": .text(MonthsChart.number(first)),
            "last": .text(x.days.month(year: last.year, month: last.month)), "lastNumber": .text(MonthsChart.number(last)),
            "top": .text(x.money.string(Money(top, currency))),
        ]) + (earlier > 0 ? " " + x.t("report.days.earlier", ["count": .number(earlier)]) : "")
        // Four columns a month: its in bar, its out bar, two spaces; the number under the pair.
        var levels: [Int] = [], ticks: [String] = []
        for m in months {
            levels += [level(m.moneyIn.amount), level(m.moneyOut.amount), 0, 0]
            ticks += [MonthsChart.number(m), "", "", ""]
        }
        let lines = DayChartScale.textLines(levels: levels, average: nil, weekdays: [], initials: [], ticks: ticks)
        textLines = lines.enumerated().filter { $0.offset != DayChartScale.textRows }.map { String($0.element[...].droppingTrailingSpaces) }
    }

    /// `09`.
    static func number(_ m: MonthSummary) -> String { m.month < 10 ? "0\(m.month)" : "\(m.month)" }
}
