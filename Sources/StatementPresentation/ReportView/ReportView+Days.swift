import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// The daily spending chart: one bar per day, a chart per month, on one scale per currency, with
/// the scale written out (its top and the month's average a day, drawn as a dotted line), weekends
/// shaded, and the days numbered (the first and last charted, the 10th and the 20th).
public struct DaysSection: SectionContent {
    public static let name = "days"

    public var heading: String
    public var blocks: [DaysBlock]
    public var emptyText: String?

    /// Charts shown per currency: the latest months (a daily chart of years is not read).
    public static let monthLimit = 12
    /// The tallest bar, in CSS pixels.
    public static let chartHeight = 72
    /// The dark cap of a bar cut, in CSS pixels.
    public static let capHeight = 3

    public struct DaysBlock: Sendable {
        public var currencyHeading: String?
        public var charts: [DayChart]
        /// `14 earlier months are not charted`.
        public var earlierText: String?
        /// How many earlier months are not charted (the email's budget may chart fewer).
        public var earlierCount: Int
        /// The balance at the end of each day, when it is known: of the currency's account, or of each
        /// account when several hold the currency (never added together).
        public var balanceCharts: [BalanceChart]
        /// `The balance over time of 2 more accounts is in the attached report ….html.`: an email's cut.
        public var balanceText: String? = nil
    }

    public struct DayChart: Sendable {
        /// `septembre 2026`.
        public var name: String
        /// `Spending per day, September 2026`: the chart's accessible name.
        public var chartLabel: String
        /// `2 012,51 € spent; busiest day: Tuesday 1 September (1 260,00 €)`.
        public var totalText: String
        /// `Scale: 0 to 1 260,00 €; dotted line: average 64,92 € a day.`
        public var scaleText: String
        public var days: [DayBar]
        /// The days with a movement, for lists.
        public var activeDays: [DayBar]
        /// How many days are charted (the columns the average line spans).
        public var dayCount: Int
        /// Pixels above the average line, and below it (`chartHeight` in all): the chart is two rows of
        /// cells around a one-pixel line, so mail clients that drop CSS still draw it.
        public var upperHeight: Int
        public var lowerHeight: Int
        public var hasUpper: Bool
        /// Whether anything was spent (the average line is drawn).
        public var hasAverage: Bool
        /// Whether the chart is drawn: not for a month in which nothing was spent (its total says
        /// so; the days with money in are still listed in Markdown and text).
        public var hasChart: Bool
        /// The chart in block characters for Markdown and text: its rows top to bottom, the weekday
        /// initials, then the day numbers.
        public var textLines: [String]
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
        /// The part of the bar above the average line, in pixels (0: none).
        public var upper: Int
        public var hasUpperBar: Bool
        /// The part below it, when shorter than the row (`fillsLower` when the bar fills the row).
        public var lower: Int
        public var hasLowerBar: Bool
        public var fillsLower: Bool
        /// Taller than the scale: drawn to the top with a dark cap (in the upper row, or in the lower
        /// one when the chart has only that), its amount in the scale's text.
        public var isCut: Bool
        public var capsUpper: Bool
        public var capsLower: Bool
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
            let largest = DayChartScale.top(of: shown.flatMap(\.days).map(\.spent.amount))
            let earlier = months.count - shown.count
            return DaysBlock(
                currencyHeading: x.currencyHeading(c.currency, multi),
                charts: shown.map { DaysSection.chart($0, largest: largest, x) },
                earlierText: earlier > 0 ? x.t("report.days.earlier", ["count": .number(earlier)]) : nil, earlierCount: earlier,
                balanceCharts: BalanceChart.of(c, filter: report.filter, x).map { [$0] } ?? BalanceChart.perAccount(c, x))
        }
        emptyText = blocks.isEmpty ? x.t("report.days.empty") : nil
    }

    package static func chart(_ m: MonthSummary, largest: Amount, _ x: ViewText) -> DayChart {
        let average = Ratio.divide(m.moneyOut.amount.magnitude, by: m.days.count, scale: m.moneyOut.currency.minorUnits)
        let scale = DayChartScale(top: largest, average: average, height: DaysSection.chartHeight)
        let ticks = DayChartScale.ticks(m.days.map(\.day.day))
        // The text of a day without movement is the same for every such day: looked up once a chart.
        let nothing = x.t("report.days.nothing")
        let bars = m.days.enumerated().map { i, d in DaysSection.bar(d, tick: ticks[i], nothing: nothing, scale, x) }
        let out = m.moneyOut.magnitude
        var total = x.t("report.days.total", ["amount": .text(x.money.string(out))])
        // The busiest day: the most money out, the earliest of equals.
        if let peak = m.days.max(by: { a, b in a.spent.amount < b.spent.amount
            || (a.spent.amount == b.spent.amount && a.day > b.day) }), !peak.spent.isZero
        {
            total += x.t("report.days.peak", [
                "day": .text(x.days.full(peak.day)), "amount": .text(x.money.string(peak.spent)),
            ])
        }
        let top = MessageArgument.text(x.money.string(Money(largest, m.moneyOut.currency)))
        let averageText = MessageArgument.text(x.money.string(Money(average, m.moneyOut.currency)))
        var scaleText = average.isZero ? x.t("charts.days.scaleTop", ["top": top])
            : scale.averageLevel == nil ? x.t("charts.days.scaleOver", ["top": top, "average": averageText])
            : x.t("charts.days.scale", ["top": top, "average": averageText])
        let cut = m.days.filter { scale.isCut($0.spent.amount) }
        if !cut.isEmpty {
            let days = cut.map { x.t("charts.days.cutDay", ["day": .text(x.days.dayAndMonth($0.day)), "amount": .text(x.money.string($0.spent))]) }
            scaleText += " " + x.t("charts.days.cut", ["count": .number(cut.count), "days": .text(x.list(days))])
        }
        let name = DaysSection.chartName(m, x)
        let lines = DayChartScale.textLines(
            levels: m.days.map { scale.level($0.spent.amount) }, average: scale.averageLevel,
            weekdays: m.days.map(\.day.weekday), initials: Array(x.t("charts.weekdayInitials")), ticks: ticks)
        return DayChart(
            name: name, chartLabel: x.t("report.days.chartLabel", ["month": .text(name)]), totalText: total, scaleText: scaleText,
            days: bars, activeDays: bars.filter { !$0.moneyOut.isEmpty || !$0.moneyIn.isEmpty }, dayCount: bars.count,
            upperHeight: scale.upperHeight, lowerHeight: scale.lowerHeight, hasUpper: scale.upperHeight > 0,
            hasAverage: scale.averageLevel != nil, hasChart: m.days.contains { !$0.spent.isZero }, textLines: lines)
    }

    /// `September 2026`, or the days charted when they are not the whole month (`15–30 September 2026`).
    static func chartName(_ m: MonthSummary, _ x: ViewText) -> String {
        guard let first = m.days.first?.day, let last = m.days.last?.day,
              first.day != 1 || last.day != CalendarDay.daysInMonth(year: m.year, month: m.month)
        else { return x.days.month(year: m.year, month: m.month) }
        return x.days.periodLabel(DayRange(start: first, end: last))
    }

    static func bar(_ d: DaySummary, tick: String, nothing: String, _ scale: DayChartScale, _ x: ViewText) -> DayBar {
        let out = d.spent
        var title = x.days.dayAndMonth(d.day) + x.locale.colon
        var parts: [String] = []
        // Money in before money out, as in every table (GLOSSARY.md).
        if !d.moneyIn.isZero { parts.append(x.t("report.days.in", ["amount": .text(x.money.string(d.moneyIn))])) }
        if !out.isZero { parts.append(x.t("report.days.out", ["amount": .text(x.money.string(out))])) }
        title += parts.isEmpty ? nothing : parts.joined(separator: ", ")
        let height = scale.pixels(out.amount)
        let upper = max(0, height - scale.lowerHeight), lower = min(height, scale.lowerHeight)
        let isCut = scale.isCut(out.amount)
        let capsUpper = isCut && upper > DaysSection.capHeight, capsLower = isCut && scale.upperHeight == 0
        let lowerBar = capsLower ? lower - DaysSection.capHeight : lower
        return DayBar(
            name: x.days.weekdayAndDay(d.day),
            tick: tick, title: title, hasTitle: !parts.isEmpty,
            // A day whose refunds exceed its payments draws no bar and shows its net with its sign.
            moneyOut: d.moneyOut.isZero ? "" : x.money.string(d.moneyOut, sign: d.moneyOut.amount.isPositive ? .always : .automatic), moneyIn: d.moneyIn.isZero ? "" : x.money.string(d.moneyIn),
            count: x.integer(d.count), height: height, upper: capsUpper ? upper - DaysSection.capHeight : upper, hasUpperBar: upper > 0,
            lower: lowerBar, hasLowerBar: lower > 0 && (lower < scale.lowerHeight || capsLower),
            fillsLower: lower > 0 && lower == scale.lowerHeight && !capsLower, isCut: isCut, capsUpper: capsUpper, capsLower: capsLower,
            bar: ViewText.bar(out.amount, of: scale.top), hasSpending: height > 0, isWeekend: d.day.weekday >= 6)
    }
}

extension DaySummary {
    /// What the day spent, net of refunds: nothing when its refunds exceed its payments.
    package var spent: Money { moneyOut.amount.isNegative ? moneyOut.magnitude : Money(.zero, moneyOut.currency) }
}
