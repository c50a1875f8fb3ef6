import StatementAnalysis
import StatementLocalization
import StatementModel

/// The balance over time of a currency's account: the opening balance plus the running sum of each
/// day's movements, at the end of each day (each week, or each month, for longer periods, so that
/// the chart stays within a phone's width and 78 columns of text).
///
/// Shown only when the balance is known: one account holds the currency, its statement gives an
/// opening balance, and the running sum ends on its closing balance (or, without one, no filter left
/// movements out). The balances are exact; only the bars' heights are scaled.
public struct BalanceChart: Sendable {
    /// The tallest bar (above and below the zero line together), in CSS pixels.
    public static let chartHeight = 60
    /// Most points a chart draws: then weeks, then months.
    public static let pointLimit = 62

    /// `Balance over time`.
    public var heading: String
    /// `Balance at the end of each day`: the chart's accessible name.
    public var chartLabel: String
    /// `Opening balance 1 200,00 €, closing balance 3 021,59 €; lowest 412,10 € (1 October), highest …`
    public var scaleText: String
    /// `Bars under the line: the account was overdrawn.`, when it was; `Bars start at 8 082,13 €, not
    /// at 0.` when they do.
    public var belowText: String?
    public var points: [BalancePoint]
    public var pointCount: Int
    /// Pixels above the zero line and below it.
    public var upperHeight: Int
    public var lowerHeight: Int
    public var hasUpper: Bool
    public var hasLower: Bool
    /// The chart in block characters (Markdown and text): three rows of bars from `bottom`, then the
    /// first and last days; and the sentence that gives the bars' scale.
    public var textLines: [String]
    public var textScaleText: String

    public struct BalancePoint: Sendable {
        /// `31 October: 3 021,59 €`.
        public var title: String
        public var up: Int
        public var down: Int
        public var hasUp: Bool
        public var hasDown: Bool
        public var tick: String
    }

    /// The chart of `c`, nil when its balance is not known.
    package static func of(_ c: CurrencyFigures, filter: ReportFilter, _ x: ViewText) -> BalanceChart? {
        guard let opening = c.openingBalance, let ends = endsOfDays(c, filter: filter) else { return nil }
        return BalanceChart(opening: opening, ends: ends, x)
    }

    /// The balance of `c`'s account at the end of each day of the period, in order, when it is
    /// known (see above; the JSON report's `balances`), else nil.
    public static func endsOfDays(_ c: CurrencyFigures, filter: ReportFilter) -> [(day: CalendarDay, balance: Amount)]? {
        guard let opening = c.openingBalance, c.accountCount == 1 else { return nil }
        let days = c.months.flatMap(\.days)
        guard !days.isEmpty else { return nil }
        var ends: [DayAmount] = []
        let running = DayAmount.endsOfDays(from: opening.amount, days.map { DayAmount(day: $0.day, amount: $0.moneyIn.amount + $0.moneyOut.amount) },
                                           into: &ends)
        if let closing = c.closingBalance {
            guard closing.amount == running else { return nil }
        } else if !filter.isEmpty {
            return nil
        }
        return ends.map { ($0.day, $0.amount) }
    }

    init(opening: Money, ends: [(day: CalendarDay, balance: Amount)], _ x: ViewText) {
        let currency = opening.currency
        let (picked, per) = BalanceChart.pick(ends)
        let money = { (a: Amount) in x.money.string(Money(a, currency)) }
        let low = ends.min { $0.balance < $1.balance }!, high = ends.max { $0.balance < $1.balance }!
        heading = x.t("anywhere3.balance.heading")
        chartLabel = x.t("anywhere3.balance.per." + per)
        scaleText = chartLabel + x.locale.colon + x.t("anywhere3.balance.scale", [
            "opening": .text(money(opening.amount)), "closing": .text(money(ends.last!.balance)),
            "low": .text(money(low.balance)), "lowDay": .text(x.days.dayAndMonth(low.day)),
            "high": .text(money(high.balance)), "highDay": .text(x.days.dayAndMonth(high.day)),
        ])
        let top = max(Amount.zero, high.balance), bottom = BalanceChart.bottom(low: low.balance, high: high.balance, scale: currency.minorUnits)
        let span = top - bottom
        // Overdrawn: bars go down from a zero line. Else they rise from `bottom` (0, or just under the
        // lowest balance when every balance is in the upper half: a flat chart says nothing).
        let base = bottom.isNegative ? Amount.zero : bottom
        let upperHeight = DayChartScale.steps(top - base, of: span, BalanceChart.chartHeight)
        let lowerHeight = BalanceChart.chartHeight - upperHeight
        self.upperHeight = upperHeight
        self.lowerHeight = lowerHeight
        hasUpper = upperHeight > 0
        hasLower = bottom.isNegative && lowerHeight > 0
        belowText = hasLower ? x.t("anywhere3.balance.below")
            : bottom.isPositive ? x.t("anywhere3.balance.start", ["bottom": .text(money(bottom))]) : nil
        let ticks = DayChartScale.ticks(picked.map(\.day.day))
        points = picked.enumerated().map { i, p in
            let up = p.balance > base ? max(1, DayChartScale.steps(p.balance - base, of: span, BalanceChart.chartHeight)) : 0
            let down = p.balance.isNegative ? max(1, DayChartScale.steps(p.balance.magnitude, of: span, BalanceChart.chartHeight)) : 0
            return BalancePoint(title: x.days.dayAndMonth(p.day) + x.locale.colon + money(p.balance),
                                up: min(up, upperHeight), down: min(down, lowerHeight), hasUp: up > 0, hasDown: down > 0, tick: ticks[i])
        }
        pointCount = picked.count
        // Text: bars from the lowest balance (or 0) to the highest (or 0), on 24 steps.
        let levels = picked.map { p in p.balance == bottom ? 0 : max(1, DayChartScale.steps(p.balance - bottom, of: span, 24)) }
        textLines = Array(DayChartScale.textLines(levels: levels, average: nil, weekdays: [], initials: [], ticks: ticks)
            .enumerated().filter { $0.offset != DayChartScale.textRows }.map(\.element))
        textScaleText = x.t("anywhere3.balance.textScale", ["bottom": .text(money(bottom)), "top": .text(money(top))])
    }

    /// Where the bars start: the lowest balance when overdrawn; 0 when the balances spread over more
    /// than half the top; else a tenth of their range under the lowest.
    static func bottom(low: Amount, high: Amount, scale: Int) -> Amount {
        if low.isNegative { return low }
        guard high > low, let twice = low.multiplied(by: 2), twice >= high else { return .zero }
        let tenth = Ratio.divide(high - low, by: 10, scale: scale)
        return max(.zero, low - tenth)
    }

    /// The points drawn: every day when they are few enough, else the last day of each week (weeks
    /// end on Sunday), else of each month; the last day always.
    static func pick(_ ends: [(day: CalendarDay, balance: Amount)]) -> ([(day: CalendarDay, balance: Amount)], String) {
        if ends.count <= pointLimit { return (ends, "day") }
        let weekly = ends.enumerated().filter { i, e in e.day.weekday == 7 || i == ends.count - 1 }.map(\.element)
        if weekly.count <= pointLimit { return (weekly, "week") }
        let monthly = ends.enumerated().filter { i, e in i == ends.count - 1 || ends[i + 1].day.month != e.day.month }.map(\.element)
        return (Array(monthly.suffix(pointLimit)), "month")
    }
}
