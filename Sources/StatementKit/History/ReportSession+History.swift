import Foundation
import StatementAnalysis
import StatementHistory
import StatementImport
import StatementModel

extension ReportSession {
    /// Reads `inputs` whole and records them in `store`, in one write: every transaction the
    /// history does not hold yet (the multiset identity of `HistoryStore.record`). A file that cannot
    /// be read is told to `outcome` and left out; nothing is written when the history fails.
    public func record(_ inputs: [InputSource], in store: HistoryStore, importedAt: Int64,
                       outcome: (String, Outcome) -> Void) throws(HistoryError) -> [HistoryRecordOutcome]
    {
        var files: [HistoryInput] = []
        for source in inputs {
            do throws(ImportError) {
                let input = try source.open()
                let result = try importFile(input)
                outcome(source.name, .read(result.record))
                files.append(HistoryInput(name: source.name, format: result.statements.first?.format ?? "",
                                          statements: result.statements))
            } catch {
                outcome(source.name, .failed(error))
            }
        }
        return try store.record(files, importedAt: importedAt)
    }

    /// The report's comparison with earlier months: from `history` when given (which holds this
    /// run's transactions once they are recorded), else from the run's own transactions before the
    /// report's period (read again, in a stream); none when the report does not show the section,
    /// has no period, or no earlier month holds a payment.
    public func comparisons(for report: Report, options: ReportOptions, categorizer: Categorizer, history: HistoryStore?,
                            inputs: [InputSource]) throws(HistoryError) -> [PeriodComparison]
    {
        guard options.sections.contains(.comparison), let period = report.period else { return [] }
        let span = MonthSpan(from: period.start, through: period.end)
        let earliest = MonthSpan(firstKey: span.firstKey - max(12, span.count), count: 1).first
        var sink = MonthTotalsSink(period: period, earliest: earliest, categorizer: categorizer,
                                   totals: MonthCategoryTotals(source: history == nil ? .run : .history))
        if let history {
            var filter = HistoryAccountFilter(options.accounts)
            for item in try history.transactions(from: earliest, to: period.end) where filter.subject(item) != nil {
                sink.add(item.transaction, account: item.statement.account, file: item.file)
            }
        } else {
            guard options.from != nil else { return [] }
            for source in inputs {
                do throws(ImportError) {
                    let input = try source.open()
                    sink.file = source.name
                    _ = try read(input, into: &sink)
                } catch {
                    continue
                }
            }
        }
        return PeriodComparison.compare(sink.totals, period: period)
    }
}

/// Sums money out per month and category, for the months the comparison reads: from `earliest` up
/// to the end of the period, leaving out the days of the period's first month before the period.
struct MonthTotalsSink: TransactionSink {
    let period: DayRange
    let earliest: CalendarDay
    let categorizer: Categorizer
    var totals: MonthCategoryTotals
    var file = ""
    private var statements: [Int: StatementInfo] = [:]
    /// The run's own files: a transaction that another file of the run gave already counts once.
    private var identities = RunIdentityFilter()

    init(period: DayRange, earliest: CalendarDay, categorizer: Categorizer, totals: MonthCategoryTotals) {
        self.period = period
        self.earliest = earliest
        self.categorizer = categorizer
        self.totals = totals
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) { statements[index] = info }

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        let info = statements[index] ?? StatementInfo(currency: transaction.currency)
        guard transaction.amount.isNegative, identities.isNew(transaction, statement: info, file: file) else { return }
        add(transaction, account: info.account, file: file)
    }

    mutating func add(_ transaction: Transaction, account: Account, file: String) {
        let day = transaction.bookingDate
        guard transaction.amount.isNegative, day >= earliest, day <= period.end else { return }
        if day < period.start, day >= period.start.firstOfMonth { return }
        let category = categorizer.categorize(transaction, account: account, source: file).key
        totals.add(transaction, category: category)
    }
}
