import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// The daily spending chart: one bar per day, a chart per month, on one scale per currency.
public struct DaysSection: SectionContent {
    public static let name = "days"

    public var heading: String
    public var blocks: [DaysBlock]
    public var emptyText: String?

    /// Charts shown per currency: the latest months (a daily chart of years is not read).
    public static let monthLimit = 12
    /// The tallest bar, in CSS pixels.
    public static let chartHeight = 72

    public struct DaysBlock: Sendable {
        public var currencyHeading: String?
        public var charts: [DayChart]
        /// `14 earlier months are not charted`.
        public var earlierText: String?
    }

    public struct DayChart: Sendable {
        /// `septembre 2026`.
        public var name: String
        /// `Spending per day, September 2026`: the chart's accessible name.
        public var chartLabel: String
        /// `2 012,51 € spent; busiest day: Tuesday 1 September (1 260,00 €)`.
        public var totalText: String
        public var days: [DayBar]
        /// The days with a movement, for lists.
        public var activeDays: [DayBar]
    }

    public struct DayBar: Sendable {
        /// `Tue 1 September`.
        public var name: String
        /// The day of the month under the bar, on the 1st, 10th, 20th and the last day; else empty.
        public var tick: String
        /// `1 September: 1 260,00 € out, 1 500,00 € in`.
        public var title: String
        /// Whether the day had a movement (the others need no title).
        public var hasTitle: Bool
        public var moneyOut: String
        public var moneyIn: String
        public var count: String
        /// The bar's height in pixels (0 through `chartHeight`), at least 2 for a day with spending.
        public var height: Int
        /// 0 through 100: the bar's length in percent of the busiest day.
        public var bar: Int
        public var hasSpending: Bool
        public var isWeekend: Bool
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.days")
        blocks = report.currencies.compactMap { c in
            let months = c.months.filter { !$0.days.isEmpty }
            guard !months.isEmpty else { return nil }
            let shown = months.suffix(DaysSection.monthLimit)
            let largest = shown.flatMap(\.days).map { $0.moneyOut.amount.magnitude }.max() ?? .zero
            let earlier = months.count - shown.count
            return DaysBlock(
                currencyHeading: x.currencyHeading(c.currency, multi),
                charts: shown.map { DaysSection.chart($0, largest: largest, x) },
                earlierText: earlier > 0 ? x.t("report.days.earlier", ["count": .number(earlier)]) : nil)
        }
        emptyText = blocks.isEmpty ? x.t("report.days.empty") : nil
    }

    package static func chart(_ m: MonthSummary, largest: Amount, _ x: ViewText) -> DayChart {
        let last = m.days.last?.day.day ?? 31
        let bars = m.days.map { d -> DayBar in
            let out = d.moneyOut.magnitude
            let percent = ViewText.bar(out.amount, of: largest)
            var title = x.days.dayAndMonth(d.day) + x.locale.colon
            var parts: [String] = []
            // Money in before money out, as in every table (GLOSSARY.md).
            if !d.moneyIn.isZero { parts.append(x.t("report.days.in", ["amount": .text(x.money.string(d.moneyIn))])) }
            if !out.isZero { parts.append(x.t("report.days.out", ["amount": .text(x.money.string(out))])) }
            title += parts.isEmpty ? x.t("report.days.nothing") : parts.joined(separator: ", ")
            let n = d.day.day
            return DayBar(
                name: x.days.shortWeekdayName(d.day.weekday) + " " + x.days.dayAndMonth(d.day),
                tick: n == 1 || n == 10 || n == 20 || n == last ? String(n) : "", title: title, hasTitle: !parts.isEmpty,
                moneyOut: out.isZero ? "" : x.money.string(d.moneyOut), moneyIn: d.moneyIn.isZero ? "" : x.money.string(d.moneyIn),
                count: x.integer(d.count),
                height: percent == 0 ? 0 : max(2, percent * DaysSection.chartHeight / 100), bar: percent,
                hasSpending: percent > 0, isWeekend: d.day.weekday >= 6)
        }
        let out = m.moneyOut.magnitude
        var total = x.t("report.days.total", ["amount": .text(x.money.string(out))])
        // The busiest day: the most money out, the earliest of equals.
        if let peak = m.days.max(by: { a, b in a.moneyOut.amount.magnitude < b.moneyOut.amount.magnitude
            || (a.moneyOut.amount.magnitude == b.moneyOut.amount.magnitude && a.day > b.day) }), !peak.moneyOut.isZero
        {
            total += x.t("report.days.peak", [
                "day": .text(x.days.full(peak.day)), "amount": .text(x.money.string(peak.moneyOut.magnitude)),
            ])
        }
        let name = x.days.month(year: m.year, month: m.month)
        return DayChart(
            name: name, chartLabel: x.t("report.days.chartLabel", ["month": .text(name)]), totalText: total, days: bars,
            activeDays: bars.filter { !$0.moneyOut.isEmpty || !$0.moneyIn.isEmpty })
    }
}
