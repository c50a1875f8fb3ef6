import StatementModel

/// The report's months compared with the months just before and the same months a year earlier:
/// money out per category and in all, in one currency.
public struct PeriodComparison: Sendable, Hashable {
    public var currency: Currency
    /// The months compared: the report period's, the ones just before (as many), a year earlier.
    public var current: MonthSpan
    public var previous: MonthSpan
    public var lastYear: MonthSpan
    /// The months of the earlier spans that hold at least one payment (the months of history used).
    public var monthsUsed: [CalendarDay]
    public var source: ComparisonSource
    /// One row per category with money out in any of the three spans, the largest now first.
    public var rows: [ComparisonRow]
    public var total: ComparisonRow

    /// One comparison per currency with money out both now and in an earlier span; none when no
    /// earlier month holds a payment.
    public static func compare(_ totals: MonthCategoryTotals, period: DayRange) -> [PeriodComparison] {
        let current = MonthSpan(from: period.start, through: period.end)
        let previous = MonthSpan(firstKey: current.firstKey - current.count, count: current.count)
        let lastYear = MonthSpan(firstKey: current.firstKey - 12, count: current.count)
        var list: [PeriodComparison] = []
        for currency in totals.sums.keys.sorted() {
            let used = (Set(previous.keys).union(lastYear.keys)).filter { totals.hasMonth($0, currency: currency) }.sorted()
            guard !used.isEmpty, let months = totals.sums[currency] else { continue }
            let hasPrevious = previous.keys.contains { totals.hasMonth($0, currency: currency) }
            let hasLastYear = lastYear.keys.contains { totals.hasMonth($0, currency: currency) }
            func sums(_ span: MonthSpan) -> [String: Amount] {
                var result: [String: Amount] = [:]
                for key in span.keys { for (category, amount) in months[key] ?? [:] { result[category, default: .zero] += amount } }
                return result
            }
            let now = sums(current), before = sums(previous), yearAgo = sums(lastYear)
            var rows: [ComparisonRow] = []
            for category in Set(now.keys).union(before.keys).union(yearAgo.keys) {
                rows.append(ComparisonRow(category: category, current: now[category] ?? .zero,
                                          previous: hasPrevious ? before[category] ?? .zero : nil,
                                          lastYear: hasLastYear ? yearAgo[category] ?? .zero : nil))
            }
            rows.sort { $0.current != $1.current ? $0.current > $1.current : $0.category < $1.category }
            func total(_ values: [String: Amount]) -> Amount { values.values.reduce(Amount.zero, +) }
            let all = ComparisonRow(category: "", current: total(now), previous: hasPrevious ? total(before) : nil,
                                    lastYear: hasLastYear ? total(yearAgo) : nil)
            list.append(PeriodComparison(currency: currency, current: current, previous: previous, lastYear: lastYear,
                                         monthsUsed: used.map(MonthSpan.firstDay), source: totals.source, rows: rows, total: all))
        }
        return list
    }
}

/// Money out of one category (or all, `category` empty) now and in the earlier spans; nil where
/// the earlier span holds no payment at all (nothing to compare with).
public struct ComparisonRow: Sendable, Hashable {
    public var category: String
    public var current: Amount
    public var previous: Amount?
    public var lastYear: Amount?

    /// The change from `earlier` to `current` in percent, rounded to a whole number; nil when
    /// `earlier` is nil or zero.
    public static func change(from earlier: Amount?, to current: Amount) -> Int? {
        guard let earlier, !earlier.isZero else { return nil }
        let difference = current - earlier
        guard let hundred = difference.multiplied(by: 100), let ratio = hundred.divided(by: earlier, scale: 0) else { return nil }
        return Int(exactly: ratio.units)
    }
}

/// Whole calendar months, from a first one.
public struct MonthSpan: Sendable, Hashable {
    /// `year * 12 + month - 1` of the first month.
    public var firstKey: Int
    public var count: Int

    public init(firstKey: Int, count: Int) {
        self.firstKey = firstKey
        self.count = max(1, count)
    }

    /// The months that `from` and `through` fall in, and those between.
    public init(from: CalendarDay, through: CalendarDay) {
        let first = from.year * 12 + from.month - 1
        self.init(firstKey: first, count: through.year * 12 + through.month - first)
    }

    public var keys: Range<Int> { firstKey..<(firstKey + count) }
    public var first: CalendarDay { MonthSpan.firstDay(firstKey) }
    public var last: CalendarDay { MonthSpan.firstDay(firstKey + count - 1) }

    static func firstDay(_ key: Int) -> CalendarDay {
        CalendarDay(year: key / 12, month: key % 12 + 1, day: 1) ?? CalendarDay(dayNumber: 0)
    }
}

extension Report {
    /// The report with its comparison with earlier months: the `comparison` section comes back in
    /// the place `options` gives it when there is something to compare (the accumulator leaves it
    /// out, as it knows no earlier month).
    public func with(comparisons: [PeriodComparison], options: ReportOptions) -> Report {
        var report = self
        report.comparisons = comparisons
        report.sections = options.sections.filter { $0 != .comparison || !comparisons.isEmpty }
        return report
    }
}
