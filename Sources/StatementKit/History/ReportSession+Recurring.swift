import StatementAnalysis
import StatementConfig
import StatementHistory
import StatementModel

extension ReportSession {
    /// The recurring payments of `report` found over the history's twelve months before its period
    /// and the period itself (which hold this run's transactions once recorded), in place of those
    /// of the run's own transactions; `report` as it is without a history, a period or the section.
    public func withRecurring(_ report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                              history: HistoryStore?) throws(HistoryError) -> Report
    {
        guard let history, options.shows(.recurring), let period = report.period else { return report }
        let start = MonthSpan(firstKey: period.start.year * 12 + period.start.month - 1 - 12, count: 1).first
        let own = OwnTransfers.patterns(config.accounts)
        var filter = HistoryAccountFilter(options.accounts)
        var tracker = RecurringTracker()
        for item in try history.transactions(from: start, to: period.end) {
            let t = item.transaction
            guard var subject = filter.subject(item) else { continue }
            guard t.status == .booked, t.amount.isNegative else { tracker.saw(t.bookingDate); continue }
            let category = categorizer.categorize(&subject).key
            guard OwnTransfers.kind(of: t, category: category, own: own) == nil else { tracker.saw(t.bookingDate); continue }
            tracker.add(subject.payeeKey(), name: PayeeName.display(t), currency: t.currency, day: t.bookingDate,
                        magnitude: t.amount.amount.magnitude, category: category, card: RecurrenceDetector.isCard(&subject))
        }
        var result = report
        for i in result.currencies.indices {
            result.currencies[i].recurring = tracker.payments(result.currencies[i].currency, period: period)
        }
        return result
    }
}
