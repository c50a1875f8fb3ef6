import StatementAnalysis
import StatementConfig
import StatementHistory
import StatementImport
import StatementModel

/// Money out per month and category for the comparison with earlier months, counted as the spending
/// section counts it: one `ReportAccumulator` per month, showing spending only, so the report's own
/// rules leave out transfers between the household's accounts (paired, named in `accounts:`, card
/// payoffs, `[Account]` categories) and net refunds against their category. The report's own months
/// are cut to its period (the first from the period's first day), the earlier ones are whole.
///
/// A transaction goes only to the month it falls in and to a neighbour it is near enough to pair
/// with (`TransferPairing.window` days), so each is read once or twice whatever the number of months.
struct ComparisonMonths {
    private struct Month {
        let key: Int
        let from: Int
        let to: Int
        var accumulator: ReportAccumulator
    }

    private var months: [Month] = []
    private let firstKey: Int

    /// The months from `earliest` through the end of `period`, each read with `options`'s accounts
    /// and duplicate handling; `files`: how many files will be given (from two on, transfers pair
    /// across them and copies are dropped as the report drops them).
    init(period: DayRange, earliest: CalendarDay, generatedOn: CalendarDay, options: ReportOptions, config: ReportConfig,
         categorizer: Categorizer, files: Int)
    {
        var base = options
        base.sections = [.spending]
        base.maxTransactions = 0
        base.title = nil
        base.baseCurrency = nil
        base.rates = nil
        let current = MonthSpan(from: period.start, through: period.end)
        firstKey = earliest.year * 12 + earliest.month - 1
        for key in firstKey..<(current.firstKey + current.count) {
            guard let first = CalendarDay(year: key / 12, month: key % 12 + 1, day: 1) else { continue }
            var options = base
            options.from = key == current.firstKey ? max(first, period.start) : first
            options.to = min(first.lastOfMonth, period.end)
            var accumulator = ReportAccumulator(generatedOn: generatedOn, options: options, config: config, categorizer: categorizer)
            accumulator.expectFiles(files)
            months.append(Month(key: key, from: options.from!.dayNumber, to: options.to!.dayNumber, accumulator: accumulator))
        }
    }

    /// Reads `files` (a run's files as the report read them, or the history's transactions grouped by file).
    mutating func read(_ files: [HistoryInput]) {
        for file in files {
            for i in months.indices { months[i].accumulator.beginFile(source: file.name, format: file.format) }
            for (index, statement) in file.statements.enumerated() {
                for i in months.indices { months[i].accumulator.statement(index, statement.info) }
                for transaction in statement.transactions { add(index, transaction) }
            }
            for i in months.indices { months[i].accumulator.endFile(ImportRecord(file: file.name, format: file.format)) }
        }
    }

    /// Gives `transaction` to the months it is in or near.
    private mutating func add(_ index: Int, _ transaction: Transaction) {
        let day = transaction.bookingDate
        let near = (day.year * 12 + day.month - 1) - firstKey
        let window = TransferPairing.window
        for i in max(0, near - 1)...max(0, near + 1) where i < months.count {
            let month = months[i]
            if day.dayNumber >= month.from - window, day.dayNumber <= month.to + window {
                months[i].accumulator.transaction(index, transaction)
            }
        }
    }

    /// Each month's spending by category, net of refunds, as its spending section would show it.
    func totals(source: ComparisonSource) -> MonthCategoryTotals {
        var totals = MonthCategoryTotals(source: source)
        for month in months {
            for figures in month.accumulator.report().currencies {
                for row in figures.spending {
                    totals.add(row.spent.amount, currency: figures.currency, month: month.key, category: row.category)
                }
            }
        }
        return totals
    }

    /// The history's transactions as files: each file's accounts one statement each, in the order read.
    static func files(_ items: [HistoryTransaction]) -> [HistoryInput] {
        var files: [HistoryInput] = []
        var fileIndex: [String: Int] = [:]
        var statementIndex: [String: Int] = [:]
        for item in items {
            let f = fileIndex[item.file] ?? {
                files.append(HistoryInput(name: item.file, format: "", statements: []))
                fileIndex[item.file] = files.count - 1
                return files.count - 1
            }()
            let key = item.file + "\u{0}" + item.account
            let s = statementIndex[key] ?? {
                files[f].statements.append(StatementModel.Statement(info: item.statement, source: item.file, format: ""))
                statementIndex[key] = files[f].statements.count - 1
                return files[f].statements.count - 1
            }()
            files[f].statements[s].transactions.append(item.transaction)
        }
        return files
    }
}
