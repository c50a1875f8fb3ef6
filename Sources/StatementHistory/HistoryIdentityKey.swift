import StatementModel

/// The stored identity of a transaction: `TransactionIdentity.storageKey` (the rules shared with
/// issue 18's de-duplication within a run: the source's id within an account, else account + day + amount +
/// normalised text), and for a content key the occurrence within its statement file, so that two
/// identical coffees of one file are two rows and a third file with the same two adds none.
enum HistoryIdentityKey {
    /// The account a transaction belongs to, as the identity names it.
    static func account(_ transaction: Transaction, statement: StatementInfo) -> String {
        if let own = transaction.account, !own.isEmpty { return own }
        return account(of: statement)
    }

    /// A statement's account: its IBAN, else its number, else its name, else "".
    static func account(of statement: StatementInfo) -> String {
        statement.account.iban ?? statement.account.id ?? statement.account.name ?? ""
    }

    /// The key without the occurrence (`TransactionIdentity.storageKey`), and whether it is the source's own id.
    static func base(_ transaction: Transaction, account: String) -> (key: String, isSource: Bool) {
        (TransactionIdentity(transaction, account: account).storageKey, transaction.hasSourceID)
    }
}

/// Keeps transactions once across the files of a run by the history's identity: for each key,
/// as many as the file that has most of them (the multiset rule), never one copy per file.
public struct RunIdentityFilter: Sendable {
    private var counts: [String: [String: Int]] = [:]

    public init() {}

    /// Whether `transaction` of `file` is new: false for a copy of one another file already gave.
    public mutating func isNew(_ transaction: Transaction, statement: StatementInfo, file: String) -> Bool {
        let key = HistoryIdentityKey.base(transaction, account: HistoryIdentityKey.account(transaction, statement: statement)).key
        var perFile = counts[key, default: [:]]
        let mostElsewhere = perFile.filter { $0.key != file }.values.max() ?? 0
        let n = perFile[file, default: 0] + 1
        perFile[file] = n
        counts[key] = perFile
        return n > mostElsewhere
    }
}
