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

    /// Whether a report read with these settings needs its files' statements after the report
    /// (`read(_:into:keeping:)`): to record them in `history`, to compare with earlier months without
    /// a history, or for the budgets' pass per person and since 1 January.
    public func needsRunFiles(options: ReportOptions, config: ReportConfig, history: HistoryStore?) -> Bool {
        history != nil || (options.sections.contains(.comparison) && options.from != nil) || needsRun(options: options, config: config)
    }

    /// The report's comparison with earlier months: from `history` when given (which holds this
    /// run's transactions once they are recorded), else from the run's own transactions before the
    /// report's period (`run`: the files as the report read them); none when the report does not
    /// show the section, has no period, or no earlier month holds a payment.
    public func comparisons(for report: Report, options: ReportOptions, categorizer: Categorizer, history: HistoryStore?,
                            run: RunFiles) throws(HistoryError) -> [PeriodComparison]
    {
        guard options.sections.contains(.comparison), let period = report.period else { return [] }
        let span = MonthSpan(from: period.start, through: period.end)
        let earliest = MonthSpan(firstKey: span.firstKey - max(12, span.count), count: 1).first
        var sink = MonthTotalsSink(period: period, earliest: earliest, categorizer: categorizer,
                                   totals: MonthCategoryTotals(source: history == nil ? .run : .history))
        if let history {
            var filter = HistoryAccountFilter(options.accounts)
            for item in try history.transactions(from: earliest, to: period.end) {
                guard var subject = filter.subject(item) else { continue }
                sink.add(&subject)
            }
        } else {
            guard options.from != nil else { return [] }
            run.replay(into: &sink)
        }
        return PeriodComparison.compare(sink.totals, period: period)
    }

    /// The same, reading `inputs` again.
    public func comparisons(for report: Report, options: ReportOptions, categorizer: Categorizer, history: HistoryStore?,
                            inputs: [InputSource]) throws(HistoryError) -> [PeriodComparison]
    {
        let needed = history == nil && options.from != nil && options.sections.contains(.comparison)
        return try comparisons(for: report, options: options, categorizer: categorizer, history: history,
                               run: needed ? runFiles(inputs) : RunFiles())
    }

    /// `inputs` read into memory (those that cannot be read are left out).
    func runFiles(_ inputs: [InputSource]) -> RunFiles {
        let run = RunFiles()
        for source in inputs {
            do throws(ImportError) {
                let result = try importFile(try source.open())
                run.append(HistoryInput(name: source.name, format: result.statements.first?.format ?? "", statements: result.statements))
            } catch {
                continue
            }
        }
        return run
    }
}

/// Sums money out per month and category, for the months the comparison reads: from `earliest` up
/// to the end of the period, leaving out the days of the period's first month before the period.
struct MonthTotalsSink: RunFileSink {
    let period: DayRange
    let earliest: CalendarDay
    let categorizer: Categorizer
    var totals: MonthCategoryTotals
    var file = ""
    /// Each statement's info and what rules read of its account (made once per statement).
    private var statements: [Int: (info: StatementInfo, context: AccountContext)] = [:]
    /// The run's own files: a transaction that another file of the run gave already counts once.
    private var identities = RunIdentityFilter()

    init(period: DayRange, earliest: CalendarDay, categorizer: Categorizer, totals: MonthCategoryTotals) {
        self.period = period
        self.earliest = earliest
        self.categorizer = categorizer
        self.totals = totals
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) {
        statements[index] = (info, AccountContext(account: info.account, source: file))
    }

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        let currency = transaction.currency
        let known = statements[index] ?? {
            let info = StatementInfo(currency: currency)
            return (info, AccountContext(account: info.account, source: file))
        }()
        guard transaction.amount.isNegative, identities.isNew(transaction, statement: known.info, file: file) else { return }
        var subject = MatchSubject(transaction, account: known.context)
        add(&subject)
    }

    /// Adds the transaction of `subject` (what rules read of it, its account's context made once).
    mutating func add(_ subject: inout MatchSubject) {
        let transaction = subject.transaction
        let day = transaction.bookingDate
        guard transaction.amount.isNegative, day >= earliest, day <= period.end else { return }
        if day < period.start, day >= period.start.firstOfMonth { return }
        let category = categorizer.categorize(&subject).key
        totals.add(transaction, category: category)
    }
}
