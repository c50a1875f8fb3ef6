import StatementImport
import StatementLocalization
import StatementModel

/// Drops the transactions a file shares with a file read before it (statements downloaded for
/// "the last 90 days" every month overlap), by `TransactionIdentity`: the source's id within one
/// account, else day, amount and normalised text.
///
/// Identities are counted as a multiset: two identical coffees on one day in one file both stay;
/// a later file keeps only the copies beyond what an earlier file held (for each identity, a run
/// keeps as many as the file holding the most). A source id matches only with the same amount too:
/// a bank that reuses an id for another movement (seen in CIC OFX files, across its card accounts)
/// never makes the tool drop a transaction that differs. Every identity is kept in memory, so it runs
/// only when several files are read.
package struct DuplicateFilter {
    private struct Key: Hashable {
        var identity: TransactionIdentity
        /// For a source id, the amount; nil for a content key (which holds it already).
        var amount: Money?
    }

    /// For each identity: the most copies one file held, and the first file (by reading order) that held it.
    private var seen: [Key: (count: Int32, file: Int32)] = [:]
    /// This file's copies so far.
    private var current: [Key: Int32] = [:]
    private var file: Int32 = -1
    /// What was dropped from this file: how many, and the earlier files that held them (reading order).
    package private(set) var dropped = 0
    package private(set) var earlierFiles: Set<Int32> = []

    package init() {}

    /// Starts the next file (0, 1, 2, ... in reading order).
    package mutating func beginFile() {
        file += 1
        current.removeAll(keepingCapacity: true)
        dropped = 0
        earlierFiles = []
    }

    /// Whether the transaction is a copy of one an earlier file held (then it is counted as dropped).
    package mutating func isDuplicate(_ transaction: Transaction, account: String) -> Bool {
        let id = TransactionIdentity(transaction, account: account)
        let identity = Key(identity: id, amount: transaction.hasSourceID ? transaction.amount : nil)
        let copies = (current[identity] ?? 0) + 1
        current[identity] = copies
        guard let earlier = seen[identity], copies <= earlier.count else { return false }
        dropped += 1
        earlierFiles.insert(earlier.file)
        return true
    }

    /// Ends the file: its identities count for the files after it.
    package mutating func endFile() {
        for (identity, copies) in current {
            if let earlier = seen[identity] {
                if copies > earlier.count { seen[identity] = (copies, earlier.file) }
            } else {
                seen[identity] = (copies, file)
            }
        }
        current.removeAll()
    }

    /// `releve.csv` for `/home/me/releve.csv`: reports never show folders.
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The account a statement's transaction belongs to, for its identity: the transaction's own
    /// (multi-account files), else the statement's IBAN, number or name; "" when none is known.
    package static func account(_ transaction: Transaction, statement: Account) -> String {
        transaction.account ?? statement.iban ?? statement.id ?? statement.name ?? ""
    }
}
