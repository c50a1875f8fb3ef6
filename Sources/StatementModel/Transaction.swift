import StatementResources

/// One money movement, whatever file it came from.
///
/// Every importer produces this one type; everything after import (categories, totals, splits,
/// rendering) reads only this. Money out is negative, money in positive.
public struct Transaction: Hashable, Sendable {
    /// The fields, shared by copies until one of them is written (`TransactionStorage`).
    @usableFromInline var storage: TransactionStorage

    /// A stable identifier: the source's own (OFX FITID, camt AcctSvcrRef, a reference column),
    /// else a hash of the row's content and position.
    public var id: String {
        @inlinable get { storage.id }
        @inlinable set { makeUnique(); storage.id = newValue }
        @inlinable _modify { makeUnique(); yield &storage.id }
    }
    /// Whether `id` is the source's own (OFX FITID, camt AcctSvcrRef/NtryRef, Starling feedItemUid,
    /// GoCardless transactionId, a CSV or JSON id column) rather than one computed from content and
    /// position. Only a source id identifies a transaction across files (`TransactionIdentity`).
    public var hasSourceID: Bool {
        @inlinable get { storage.hasSourceID }
        @inlinable set { makeUnique(); storage.hasSourceID = newValue }
        @inlinable _modify { makeUnique(); yield &storage.hasSourceID }
    }
    /// The day the bank booked the movement (OFX DTPOSTED, camt BookgDt).
    public var bookingDate: CalendarDay {
        @inlinable get { storage.bookingDate }
        @inlinable set { makeUnique(); storage.bookingDate = newValue }
        @inlinable _modify { makeUnique(); yield &storage.bookingDate }
    }
    /// The day the money counted for interest (OFX DTAVAIL, camt ValDt), when given.
    public var valueDate: CalendarDay? {
        @inlinable get { storage.valueDate }
        @inlinable set { makeUnique(); storage.valueDate = newValue }
        @inlinable _modify { makeUnique(); yield &storage.valueDate }
    }
    /// The day the operation was made, when the source tells it apart from the booking day: a card
    /// used on 25/11 and booked on 27/11 (`CB CARREFOUR 25/11`, a "Date opération" column, an OFX
    /// name `251126 CB****6516`). Nil when it is the booking day or unknown.
    public var operationDate: CalendarDay? {
        @inlinable get { storage.operationDate }
        @inlinable set { makeUnique(); storage.operationDate = newValue }
        @inlinable _modify { makeUnique(); yield &storage.operationDate }
    }
    /// The signed amount in the account's currency.
    public var amount: Money {
        @inlinable get { storage.amount }
        @inlinable set { makeUnique(); storage.amount = newValue }
        @inlinable _modify { makeUnique(); yield &storage.amount }
    }
    /// The main text the bank shows for the movement.
    public var description: String {
        @inlinable get { storage.description }
        @inlinable set { makeUnique(); storage.description = newValue }
        @inlinable _modify { makeUnique(); yield &storage.description }
    }
    /// Who was paid or who paid (OFX NAME/PAYEE, camt Cdtr/Dbtr by direction).
    public var payee: String? {
        @inlinable get { storage.payee }
        @inlinable set { makeUnique(); storage.payee = newValue }
        @inlinable _modify { makeUnique(); yield &storage.payee }
    }
    /// Further text (OFX MEMO, camt AddtlNtryInf when the description came from elsewhere).
    public var memo: String? {
        @inlinable get { storage.memo }
        @inlinable set { makeUnique(); storage.memo = newValue }
        @inlinable _modify { makeUnique(); yield &storage.memo }
    }
    /// A reference: cheque number, end-to-end id, mandate.
    public var reference: String? {
        @inlinable get { storage.reference }
        @inlinable set { makeUnique(); storage.reference = newValue }
        @inlinable _modify { makeUnique(); yield &storage.reference }
    }
    /// A category key (`groceries`) or a name the user or the source wrote.
    public var category: String? {
        @inlinable get { storage.category }
        @inlinable set { makeUnique(); storage.category = newValue }
        @inlinable _modify { makeUnique(); yield &storage.category }
    }
    public var kind: TransactionKind {
        @inlinable get { storage.kind }
        @inlinable set { makeUnique(); storage.kind = newValue }
        @inlinable _modify { makeUnique(); yield &storage.kind }
    }
    public var status: TransactionStatus {
        @inlinable get { storage.status }
        @inlinable set { makeUnique(); storage.status = newValue }
        @inlinable _modify { makeUnique(); yield &storage.status }
    }
    /// The account id, when it differs per transaction in the source (multi-account CSV).
    public var account: String? {
        @inlinable get { storage.account }
        @inlinable set { makeUnique(); storage.account = newValue }
        @inlinable _modify { makeUnique(); yield &storage.account }
    }
    /// For a card payment abroad: the amount in the currency of the purchase.
    public var originalAmount: Money? {
        @inlinable get { storage.originalAmount }
        @inlinable set { makeUnique(); storage.originalAmount = newValue }
        @inlinable _modify { makeUnique(); yield &storage.originalAmount }
    }
    /// Who paid, for per-person splits (from the project's JSON form or a payer column).
    public var payer: String? {
        @inlinable get { storage.payer }
        @inlinable set { makeUnique(); storage.payer = newValue }
        @inlinable _modify { makeUnique(); yield &storage.payer }
    }
    /// How the expense is shared among people, when the source says so for this transaction
    /// (the project's JSON form); nil leaves it to the configuration's rules.
    public var split: SplitRule? {
        @inlinable get { storage.split }
        @inlinable set { makeUnique(); storage.split = newValue }
        @inlinable _modify { makeUnique(); yield &storage.split }
    }
    /// Where the transaction was read, for messages.
    public var location: SourceLocation {
        @inlinable get { storage.location }
        @inlinable set { makeUnique(); storage.location = newValue }
        @inlinable _modify { makeUnique(); yield &storage.location }
    }

    /// Makes `storage` this value's own before a write, so that no other copy sees it.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasSameFields(as: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.hashFields(into: &hasher)
    }
}

// The initializer every importer uses: it builds the one storage box, moving the values in.
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
        storage = TransactionStorage(
            id: id, hasSourceID: hasSourceID, bookingDate: bookingDate, valueDate: valueDate,
            operationDate: operationDate, amount: amount, description: description, payee: payee, memo: memo,
            reference: reference, category: category, kind: kind ?? (amount.isNegative ? .debit : .credit),
            status: status, account: account, originalAmount: originalAmount, payer: payer, split: split,
            location: location)
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
