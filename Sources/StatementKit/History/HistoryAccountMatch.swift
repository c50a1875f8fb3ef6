import StatementAnalysis
import StatementConfig
import StatementHistory

/// The accounts `history forget --account TEXT` names. TEXT equal to an account's key (its IBAN or
/// number as recorded, or "" for the accounts no statement named) picks exactly those; otherwise it
/// matches as the report's `--account` does: contained, ignoring case and accents, in the account's
/// number, IBAN (with or without spaces), name, holder or the name of the file it was recorded from
/// (`compte-joint` for `compte-joint-2026-10.csv`), or in the transactions' own account.
public struct HistoryAccountMatch: Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// The groups of `known` that `text` names.
    public func pick(_ known: [HistoryAccountGroup]) -> [HistoryAccountGroup] {
        let exact = known.filter { $0.account == text }
        if !exact.isEmpty || text.isEmpty { return exact }
        guard let pattern = try? TextPattern(.contains, text) else { return [] }
        let patterns = [pattern]
        return known.filter { group in
            let context = AccountContext(account: group.statement, source: group.file)
            if patterns.passes(context) { return true }
            let own = AccountContext(account: Account(id: group.account), source: "")
            return !group.account.isEmpty && patterns.passes(own)
        }
    }
}
