import StatementConfig
import StatementModel

/// The budgets of the configuration set against what each category took: per currency, one line
/// per budget, monthly budgets pro-rated to the days of the report's period, yearly budgets against
/// the year to date.
public struct BudgetReport: Sendable {
    /// The report's period.
    public var period: DayRange
    /// Each month the period touches, with how many of its days: a monthly budget counts
    /// `days / daysInMonth` of its amount for each.
    public var months: [MonthPart]
    /// Set when a yearly budget is shown: the days its spending covers, and where they were read.
    public var yearToDate: DayRange?
    public var yearSource: ComparisonSource?
    /// One block per currency, in code order.
    public var blocks: [BudgetBlock]

    /// Whether some month of the period is partial (the monthly budgets are pro-rated).
    public var isProRated: Bool { months.contains { $0.days < $0.daysInMonth } }
}

/// The days of one month within the report's period.
public struct MonthPart: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var days: Int
    public var daysInMonth: Int
}

public struct BudgetBlock: Sendable {
    public var currency: Currency
    public var lines: [BudgetLine]
}

/// One budget over the report's period (a monthly budget) or the year to date (a yearly one).
public struct BudgetLine: Sendable, Hashable {
    /// The category key (built-in) or the user's own name.
    public var category: String
    public var person: String?
    public var per: BudgetSetting.Period
    /// As configured: per month or per year.
    public var amount: Amount
    /// For the span: a monthly amount pro-rated to the period's days, a yearly amount as is.
    public var budget: Amount
    /// Money out of the category over the span (positive).
    public var spent: Amount

    /// What is left; negative when over budget.
    public var remaining: Amount { budget - spent }
    public var isOver: Bool { spent > budget }

    /// `spent / budget` in percent, rounded half-even to a whole number; nil for a budget of zero.
    public var percentUsed: Int? {
        guard !budget.isZero, let hundred = spent.multiplied(by: 100), let ratio = hundred.divided(by: budget, scale: 0) else { return nil }
        return Int(exactly: ratio.units)
    }
}

extension BudgetReport {
    /// The months of `period`, each with the days the period covers.
    public static func months(of period: DayRange) -> [MonthPart] {
        var parts: [MonthPart] = []
        var day = period.start
        while day <= period.end {
            let last = min(day.lastOfMonth, period.end)
            parts.append(MonthPart(year: day.year, month: day.month, days: last.dayNumber - day.dayNumber + 1,
                                   daysInMonth: CalendarDay.daysInMonth(year: day.year, month: day.month)))
            day = last.adding(days: 1)
        }
        return parts
    }

    /// A monthly `amount` over `months`: for each month its `days / daysInMonth` share, rounded
    /// half-even to the currency's minor unit, and the shares added (a whole month is the amount).
    public static func proRated(_ amount: Amount, over months: [MonthPart], currency: Currency) -> Amount {
        var total = Amount.zero
        for m in months {
            if m.days == m.daysInMonth { total += amount; continue }
            let share = amount.multiplied(by: m.days).flatMap { $0.divided(by: Amount(m.daysInMonth), scale: currency.minorUnits) }
            total += share ?? .zero
        }
        return total
    }

    /// The budgets of `settings` for `report`: a monthly budget of everyone against the spending
    /// section's figure for its category; a person's budget and a yearly budget against `spending`
    /// (nil: they are left out). A budget without a currency holds in each currency of the report;
    /// one in a currency the report does not hold is left out.
    public static func make(_ settings: [BudgetSetting], report: Report, catalog: CategoryCatalog,
                            spending: BudgetSpending?) -> BudgetReport?
    {
        guard let period = report.period, !settings.isEmpty else { return nil }
        let months = BudgetReport.months(of: period)
        var blocks: [BudgetBlock] = []
        for figures in report.currencies.sorted(by: { $0.currency < $1.currency }) {
            let currency = figures.currency
            var lines: [BudgetLine] = []
            for setting in settings where setting.currency == nil || setting.currency == currency {
                let category = catalog.normalized(setting.category)
                let year = setting.period == .year
                let spent: Amount
                if !year && setting.person == nil {
                    spent = figures.spending.first { $0.category == category }?.spent.amount ?? .zero
                } else if let spending {
                    spent = spending.spent(currency, category: category, person: setting.person, year: year)
                } else {
                    continue
                }
                let budget = year ? setting.amount : proRated(setting.amount, over: months, currency: currency)
                lines.append(BudgetLine(category: category, person: setting.person, per: setting.period, amount: setting.amount,
                                        budget: budget, spent: spent))
            }
            if !lines.isEmpty { blocks.append(BudgetBlock(currency: currency, lines: lines)) }
        }
        let hasYear = blocks.contains { $0.lines.contains { $0.per == .year } }
        return BudgetReport(period: period, months: months, yearToDate: hasYear ? spending?.yearToDate : nil,
                            yearSource: hasYear ? spending?.source : nil, blocks: blocks)
    }
}

extension Report {
    /// The report with its budgets: the `budgets` section comes back in the place `options` gives it
    /// when there is a budget to show (the accumulator leaves it out, as it knows no budget).
    public func with(budgets: BudgetReport?, options: ReportOptions) -> Report {
        var report = self
        report.budgets = budgets
        let shown = !(budgets?.blocks.isEmpty ?? true)
        report.sections = options.sections.filter { $0 == .budgets ? shown : sections.contains($0) }
        return report
    }
}
