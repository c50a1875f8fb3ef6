import StatementResources

/// One money movement, whatever file it came from.
///
/// Every importer produces this one type; everything after import (categories, totals, splits,
/// rendering) reads only this. Money out is negative, money in positive.
public struct Transaction: Hashable, Sendable {
    /// A stable identifier: the source's own (OFX FITID, camt AcctSvcrRef, a reference column),
    /// else a hash of the row's content and position.
    public var id: String
    /// Whether `id` is the source's own (OFX FITID, camt AcctSvcrRef/NtryRef, Starling feedItemUid,
    /// GoCardless transactionId, a CSV or JSON id column) rather than one computed from content and
    /// position. Only a source id identifies a transaction across files (`TransactionIdentity`).
    public var hasSourceID: Bool = false
    /// The day the bank booked the movement (OFX DTPOSTED, camt BookgDt).
    public var bookingDate: CalendarDay
    /// The day the money counted for interest (OFX DTAVAIL, camt ValDt), when given.
    public var valueDate: CalendarDay?
    /// The day the operation was made, when the source tells it apart from the booking day: a card
    /// used on 25/11 and booked on 27/11 (`CB CARREFOUR 25/11`, a "Date opération" column, an OFX
    /// name `251126 CB****6516`). Nil when it is the booking day or unknown.
    public var operationDate: CalendarDay? = nil
    /// The signed amount in the account's currency.
    public var amount: Money
    /// The main text the bank shows for the movement.
    public var description: String
    /// Who was paid or who paid (OFX NAME/PAYEE, camt Cdtr/Dbtr by direction).
    public var payee: String?
    /// Further text (OFX MEMO, camt AddtlNtryInf when the description came from elsewhere).
    public var memo: String?
    /// A reference: cheque number, end-to-end id, mandate.
    public var reference: String?
    /// A category key (`groceries`) or a name the user or the source wrote.
    public var category: String?
    public var kind: TransactionKind
    public var status: TransactionStatus
    /// The account id, when it differs per transaction in the source (multi-account CSV).
    public var account: String?
    /// For a card payment abroad: the amount in the currency of the purchase.
    public var originalAmount: Money?
    /// Who paid, for per-person splits (from the project's JSON form or a payer column).
    public var payer: String?
    /// How the expense is shared among people, when the source says so for this transaction
    /// (the project's JSON form); nil leaves it to the configuration's rules.
    public var split: SplitRule?
    /// Where the transaction was read, for messages.
    public var location: SourceLocation
}

// The initializer lives in an extension so that the type keeps its memberwise initializer for the
// importers' hot paths (`kind` given, no defaults to decide): building through it moves the values
// in, where this one was measured to copy the whole transaction once more.
extension Transaction {
    /// Inlinable: the importers, in another target, build every transaction through it.
    @inlinable
    public init(
        id: String, hasSourceID: Bool = false, bookingDate: CalendarDay, valueDate: CalendarDay? = nil, operationDate: CalendarDay? = nil,
        amount: Money, description: String, payee: String? = nil, memo: String? = nil, reference: String? = nil,
        category: String? = nil, kind: TransactionKind? = nil, status: TransactionStatus = .booked,
        account: String? = nil, originalAmount: Money? = nil, payer: String? = nil, split: SplitRule? = nil,
        location: SourceLocation
    ) {
        self.id = id
        self.hasSourceID = hasSourceID
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.operationDate = operationDate
        self.amount = amount
        self.description = description
        self.payee = payee
        self.memo = memo
        self.reference = reference
        self.category = category
        self.kind = kind ?? (amount.isNegative ? .debit : .credit)
        self.status = status
        self.account = account
        self.originalAmount = originalAmount
        self.payer = payer
        self.split = split
        self.location = location
    }

    public var currency: Currency { amount.currency }
    public var isMoneyOut: Bool { amount.isNegative }
    public var isMoneyIn: Bool { amount.amount.isPositive }
}

/// What kind of movement a transaction is, as far as the source says.
public enum TransactionKind: String, Hashable, Sendable, Codable, CaseIterable {
    case debit, credit, fee, interest, dividend, transfer, payment, deposit, withdrawal = "cash"
    case check, directDebit = "direct-debit", standingOrder = "standing-order", card, refund, other
}

/// Whether the bank has booked the movement.
public enum TransactionStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Booked: part of the balance.
    case booked
    /// Announced but not booked yet; reports show it apart.
    case pending
    /// Information only (camt `INFO`): not a movement of the balance.
    case information = "info"
}
