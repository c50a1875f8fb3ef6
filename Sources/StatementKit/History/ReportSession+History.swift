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
    /// show the section, has no period, or no earlier month holds a payment. Every month is counted
    /// as the spending section counts (`ComparisonMonths`): the report's own month(s) give its net spending.
    public func comparisons(for report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                            history: HistoryStore?, run: RunFiles) throws(HistoryError) -> [PeriodComparison]
    {
        guard options.sections.contains(.comparison), let period = report.period else { return [] }
        let span = MonthSpan(from: period.start, through: period.end)
        let earliest = MonthSpan(firstKey: span.firstKey - max(12, span.count), count: 1).first
        var options = options
        let files: [HistoryInput]
        if let history {
            // Recorded once already: nothing is a copy; the days just around are read to pair transfers at the edges.
            options.keepDuplicates = true
            let window = TransferPairing.window
            files = ComparisonMonths.files(try history.transactions(from: earliest.adding(days: -window),
                                                                    to: period.end.adding(days: window)))
        } else {
            guard options.from != nil else { return [] }
            files = run.files
        }
        var months = ComparisonMonths(period: period, earliest: earliest, generatedOn: report.generatedOn, options: options,
                                      config: config, categorizer: categorizer, files: files.count)
        months.read(files)
        return PeriodComparison.compare(months.totals(source: history == nil ? .run : .history), period: period)
    }

    /// The same, reading `inputs` again.
    public func comparisons(for report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                            history: HistoryStore?, inputs: [InputSource]) throws(HistoryError) -> [PeriodComparison]
    {
        let needed = history == nil && options.from != nil && options.sections.contains(.comparison)
        return try comparisons(for: report, options: options, config: config, categorizer: categorizer, history: history,
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
