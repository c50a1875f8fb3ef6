import StatementResources

/// What makes two transactions read from different files the same movement.
///
/// The source's own id (`Transaction.hasSourceID`: OFX FITID, camt AcctSvcrRef/NtryRef, Starling
/// feedItemUid, GoCardless transactionId, a CSV or JSON id column) within one account; otherwise the
/// booking day, the exact amount and the normalised description within one account. A computed id
/// (content and position) is never an identity across files.
///
/// Content keys are matched as a multiset: two identical coffees on one day in one file are two
/// transactions, and only copies from another file are the same ones (for each key, keep as many as
/// the file holding the most of them).
public struct TransactionIdentity: Hashable, Sendable {
    public enum Key: Hashable, Sendable {
        /// The source's own id.
        case source(String)
        /// Booking day, signed amount and normalised description.
        case content(day: CalendarDay, amount: Money, text: String)
    }

    /// The account the transaction belongs to ("" when unknown).
    public var account: String
    public var key: Key

    public init(account: String, key: Key) {
        self.account = account
        self.key = key
    }

    /// `.source` when the transaction's id is the source's own, else `.content`.
    public init(_ transaction: Transaction, account: String) {
        self.account = account
        if transaction.hasSourceID {
            key = .source(transaction.id)
        } else {
            key = .content(day: transaction.bookingDate, amount: transaction.amount,
                           text: TransactionIdentity.normalised(transaction.description))
        }
    }

    /// A description reduced for matching: diacritics and case folded, every run of characters other
    /// than letters and digits as one space, trimmed (`TextFolding`): `"CB  Café-du-Port "` → `"cb cafe du port"`.
    public static func normalised(_ text: String) -> String { TextFolding.string(text) }

    /// A stable text form for storage and sorting:
    /// `s␟<account>␟<id>` or `c␟<account>␟<yyyy-mm-dd>␟<minor units> <ISO code>␟<text>` (␟ is U+001F).
    /// Amounts with more digits than the currency's minor unit are written as exact decimals.
    public var storageKey: String {
        let separator = "\u{1F}"
        switch key {
        case let .source(id):
            return "s" + separator + account + separator + id
        case let .content(day, amount, text):
            let units = amount.amount.exactly(scale: amount.currency.minorUnits).map { String($0.units) }
                ?? amount.amount.normalized.description
            return "c" + separator + account + separator + day.description + separator + units + " " + amount.currency.code
                + separator + text
        }
    }
}
