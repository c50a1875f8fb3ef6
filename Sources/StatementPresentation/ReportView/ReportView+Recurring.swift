import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Payments that come back at a regular interval for a similar amount: subscriptions, rent, bills.
public struct RecurringSection: SectionContent {
    public static let name = "recurring"

    public var heading: String
    public var blocks: [RecurringBlock]
    public var emptyText: String?

    public struct RecurringBlock: Sendable {
        public var currencyHeading: String?
        /// `8 recurring payments, about 19 400,28 € a year`.
        public var totalText: String
        public var rows: [RecurringRow]
    }

    public struct RecurringRow: Sendable {
        public var payee: String
        public var icon: String
        public var category: String
        /// `monthly`.
        public var interval: String
        /// `3 payments since 1 September 2026`.
        public var historyText: String
        /// `2 Dec 2026`: one interval after the last payment.
        public var next: String
        /// The usual amount (the median), positive.
        public var typical: String
        /// `last: 14,99 €`, when the last payment differs from the usual amount.
        public var lastText: String?
        public var yearly: String
        /// What the period says of it: `price up from 13,49 € on 10 Nov 2026 · new this period`, or nil.
        public var notesText: String?
        /// Whether a payment that was expected did not come.
        public var isMissed: Bool
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.recurring")
        blocks = report.currencies.filter { !$0.recurring.isEmpty }.map { c in
            var yearly = Amount.zero
            for r in c.recurring { yearly += r.yearlyCost.amount }
            return RecurringBlock(
                currencyHeading: x.currencyHeading(c.currency, multi),
                totalText: x.t("report.recurring.total", [
                    "count": .number(c.recurring.count), "amount": .text(x.money.whole(Money(yearly, c.currency))),
                ]),
                rows: c.recurring.map { r in
                    RecurringRow(
                        payee: CardNumberMask.masked(r.payee), icon: x.icon(r.category), category: x.categoryName(r.category),
                        interval: RecurringSection.interval(r.interval, x),
                        historyText: x.t("report.recurring.history", ["count": .number(r.count), "day": .text(x.days.long(r.first))]),
                        next: x.days.abbreviated(r.next), typical: x.money.string(r.typicalAmount),
                        lastText: r.lastAmount.amount == r.typicalAmount.amount ? nil
                            : x.t("report.recurring.last", ["amount": .text(x.money.string(r.lastAmount))]),
                        yearly: x.money.string(r.yearlyCost), notesText: RecurringSection.notes(r, x), isMissed: r.missed != nil)
                })
        }
        emptyText = blocks.isEmpty ? x.t("report.recurring.empty") : nil
    }

    /// The price rise, the new subscription and the missed payment, in that order; nil for none.
    package static func notes(_ r: RecurringPayment, _ x: ViewText) -> String? {
        var notes: [String] = []
        if let rise = r.priceRise {
            notes.append(x.t("report.recurring.rise", [
                "previous": .text(x.money.string(rise.previous)), "day": .text(x.days.abbreviated(rise.day)),
            ]))
        }
        if r.isNew { notes.append(x.t("report.recurring.new")) }
        if let missed = r.missed { notes.append(x.t("report.recurring.missed", ["day": .text(x.days.abbreviated(missed))])) }
        return notes.isEmpty ? nil : notes.joined(separator: " · ")
    }

    /// `monthly`, `mensuel`.
    package static func interval(_ interval: RecurrenceInterval, _ x: ViewText) -> String {
        switch interval {
        case .weekly: return x.t("report.interval.weekly")
        case .biweekly: return x.t("report.interval.biweekly")
        case .monthly: return x.t("report.interval.monthly")
        case .quarterly: return x.t("report.interval.quarterly")
        case .yearly: return x.t("report.interval.yearly")
        }
    }
}
