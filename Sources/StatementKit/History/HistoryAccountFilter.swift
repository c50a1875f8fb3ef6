import StatementAnalysis
import StatementConfig
import StatementHistory
import StatementModel

/// The report's `--account` filter over the history's transactions: a statement's account passes
/// when a pattern matches one of its names (decided once per file and account), else a transaction
/// passes when a pattern matches its own account. No filter: everything passes.
struct HistoryAccountFilter {
    let patterns: [TextPattern]
    private var contexts: [String: (context: AccountContext, passes: Bool)] = [:]

    init(_ patterns: [TextPattern]) { self.patterns = patterns }

    /// What rules read of `item`, or nil when the filter leaves it out.
    mutating func subject(_ item: HistoryTransaction) -> MatchSubject? {
        let key = item.file + "\u{0}" + item.account
        let known = contexts[key] ?? {
            let context = AccountContext(account: item.statement.account, source: item.file)
            return (context, patterns.passes(context))
        }()
        contexts[key] = known
        var subject = MatchSubject(item.transaction, account: known.context)
        if !known.passes {
            guard item.transaction.account != nil, patterns.matchesAccount(&subject) else { return nil }
        }
        return subject
    }
}
