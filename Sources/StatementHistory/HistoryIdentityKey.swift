import StatementModel

/// The stored identity of a transaction: `TransactionIdentity.storageKey` (the shared rules of
/// /work/coord/IDENTITY.md: the source's id within an account, else account + day + amount +
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

    /// The key without the occurrence, and whether it is the source's own id.
    static func base(_ transaction: Transaction, account: String) -> (key: String, isSource: Bool) {
        let separator = "\u{1F}"
        if transaction.hasSourceIDForHistory {
            return ("s" + separator + account + separator + transaction.id, true)
        }
        let amount = HistoryAmount(transaction.amount)
        let money = amount.map { "\($0.units)" + ($0.scale == transaction.amount.currency.minorUnits ? "" : "e-\($0.scale)") }
            ?? transaction.amount.amount.description
        let text = normalised(transaction.description)
        return ("c" + separator + account + separator + transaction.bookingDate.description + separator
            + money + " " + transaction.amount.currency.code + separator + text, false)
    }

    /// Diacritics and case folded, runs of spaces as one, trimmed.
    static func normalised(_ text: String) -> String { TextFolding.string(text) }
}

extension Transaction {
    /// Whether `id` is the source's own: until the shared `hasSourceID` lands, no id counts as one
    /// (every transaction is matched by its content, which the multiset rule keeps exact).
    var hasSourceIDForHistory: Bool { false }
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
