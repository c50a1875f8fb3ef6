import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// What rounding every payment up to the next step would have set aside, per month and per week.
public struct RoundUpsSection: SectionContent {
    public static let name = "roundups"

    public var heading: String
    public var blocks: [RoundUpBlock]
    public var emptyText: String?

    /// Weeks listed per currency: the latest ones.
    public static let weekLimit = 26

    public struct RoundUpBlock: Sendable {
        public var currencyHeading: String?
        /// `Rounding each payment up to the next €1 would have set aside €26.42 (66 payments).`
        public var introText: String
        public var months: [RoundUpRow]
        public var weeks: [RoundUpRow]
        /// `12 earlier weeks not listed`.
        public var earlierWeeksText: String?
    }

    public struct RoundUpRow: Sendable {
        /// `septembre 2026`, or the week's days.
        public var name: String
        public var total: String
        public var count: String
        public var countText: String
        /// 0 through 100, in percent of the largest of the list.
        public var bar: Int
        public var hasBar: Bool
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.roundups")
        blocks = report.currencies.compactMap { c in
            guard let r = c.roundUps, r.count > 0 else { return nil }
            let step = Money(Amount(r.step), c.currency)
            let weeks = r.weeks.suffix(RoundUpsSection.weekLimit)
            let earlier = r.weeks.count - weeks.count
            return RoundUpBlock(
                currencyHeading: x.currencyHeading(c.currency, multi),
                introText: x.t("report.roundups.intro", [
                    "step": .text(x.money.whole(step)), "total": .text(x.money.string(r.total)), "count": .number(r.count),
                ]),
                months: RoundUpsSection.rows(r.months, x) { x.days.month(year: $0.year, month: $0.month) },
                weeks: RoundUpsSection.rows(Array(weeks), x) { x.days.period(DayRange(start: $0, end: $0.adding(days: 6))) },
                earlierWeeksText: earlier > 0 ? x.t("report.roundups.earlierWeeks", ["count": .number(earlier)]) : nil)
        }
        emptyText = blocks.isEmpty ? x.t("report.roundups.empty") : nil
    }

    package static func rows(_ periods: [RoundUpPeriod], _ x: ViewText, name: (CalendarDay) -> String) -> [RoundUpRow] {
        let largest = periods.map(\.total.amount).max() ?? .zero
        return periods.map { p in
            let bar = ViewText.bar(p.total.amount, of: largest)
            return RoundUpRow(
                name: name(p.start), total: x.money.string(p.total), count: x.integer(p.count),
                countText: x.t("count.payments", ["count": .number(p.count)]), bar: bar, hasBar: bar > 0)
        }
    }
}
