import Foundation
import StatementAnalysis
import StatementConfig
import StatementHistory
import StatementImport
import StatementModel

extension ReportSession {
    /// The report's budgets (`budgets:` of `config`), when the report shows the section. A monthly
    /// budget of everyone is set against the spending section; a person's budget and a yearly one
    /// need the spending per person and since 1 January: read from `history` when given (which holds
    /// this run's transactions once recorded), else from the run's own statements, read again.
    public func budgets(for report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                        history: HistoryStore?, inputs: [InputSource]) throws(HistoryError) -> BudgetReport?
    {
        guard options.sections.contains(.budgets), let period = report.period, !config.budgets.isEmpty else { return nil }
        var spending: BudgetSpending?
        if config.budgets.contains(where: { $0.period == .year || $0.person != nil }) {
            var sink = BudgetSpendingSink(categorizer: categorizer, spending: BudgetSpending(
                period: period, source: history == nil ? .run : .history, people: config.people, accounts: options.accounts))
            // Own transfers are not spending (issue 18): those the configuration names, and those the report paired.
            sink.spending.ownAccounts = config.accounts
            sink.spending.leaveOut(report.currencies.flatMap { $0.transfers?.pairs ?? [] })
            if let history {
                for item in try history.transactions(from: sink.spending.earliest, to: period.end) {
                    sink.spending.add(item.transaction, account: item.statement.account, source: item.file, categorizer: categorizer)
                }
            } else {
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
            spending = sink.spending
        }
        return BudgetReport.make(config.budgets, report: report, catalog: categorizer.catalog, spending: spending)
    }
}

/// Sums the run's money out for the budgets: each transaction once, however many files give it.
struct BudgetSpendingSink: TransactionSink {
    let categorizer: Categorizer
    var spending: BudgetSpending
    var file = ""
    private var statements: [Int: StatementInfo] = [:]
    private var identities = RunIdentityFilter()

    init(categorizer: Categorizer, spending: BudgetSpending) {
        self.categorizer = categorizer
        self.spending = spending
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) { statements[index] = info }

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        let info = statements[index] ?? StatementInfo(currency: transaction.currency)
        guard transaction.amount.isNegative, identities.isNew(transaction, statement: info, file: file) else { return }
        spending.add(transaction, account: info.account, source: file, categorizer: categorizer)
    }
}
