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
    /// this run's transactions once recorded), else from the run's own statements (`run`: the files as
    /// the report read them).
    public func budgets(for report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                        history: HistoryStore?, run: RunFiles) throws(HistoryError) -> BudgetReport?
    {
        guard options.sections.contains(.budgets), let period = report.period, !config.budgets.isEmpty else { return nil }
        var spending: BudgetSpending?
        if needsRun(options: options, config: config) {
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
                run.replay(into: &sink)
            }
            spending = sink.spending
        }
        return BudgetReport.make(config.budgets, report: report, catalog: categorizer.catalog, spending: spending)
    }

    /// The same, reading `inputs` again.
    public func budgets(for report: Report, options: ReportOptions, config: ReportConfig, categorizer: Categorizer,
                        history: HistoryStore?, inputs: [InputSource]) throws(HistoryError) -> BudgetReport?
    {
        try budgets(for: report, options: options, config: config, categorizer: categorizer, history: history,
                    run: history == nil && needsRun(options: options, config: config) ? runFiles(inputs) : RunFiles())
    }

    /// Whether the budgets read the run's transactions again (a yearly or a person's budget).
    func needsRun(options: ReportOptions, config: ReportConfig) -> Bool {
        options.sections.contains(.budgets) && config.budgets.contains(where: { $0.period == .year || $0.person != nil })
    }
}

/// Sums the run's money out, net of refunds, for the budgets: each transaction once, however many
/// files give it.
struct BudgetSpendingSink: RunFileSink {
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
        // Money in too: a refund takes its amount off its category (`BudgetSpending.add`).
        guard identities.isNew(transaction, statement: info, file: file) else { return }
        spending.add(transaction, account: info.account, source: file, categorizer: categorizer)
    }
}
