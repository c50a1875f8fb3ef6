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
    @inlinable public var payee: String? {
        get { optionals.payee }
        set { optionals = Optionals(payee: newValue, memo: optionals.memo, reference: optionals.reference, category: optionals.category, account: optionals.account, originalAmount: optionals.originalAmount, payer: optionals.payer, split: optionals.split) }
    }
    /// Further text (OFX MEMO, camt AddtlNtryInf when the description came from elsewhere).
    @inlinable public var memo: String? {
        get { optionals.memo }
        set { optionals = Optionals(payee: optionals.payee, memo: newValue, reference: optionals.reference, category: optionals.category, account: optionals.account, originalAmount: optionals.originalAmount, payer: optionals.payer, split: optionals.split) }
    }
    /// A reference: cheque number, end-to-end id, mandate.
    @inlinable public var reference: String? {
        get { optionals.reference }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: newValue, category: optionals.category, account: optionals.account, originalAmount: optionals.originalAmount, payer: optionals.payer, split: optionals.split) }
    }
    /// A category key (`groceries`) or a name the user or the source wrote.
    @inlinable public var category: String? {
        get { optionals.category }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: optionals.reference, category: newValue, account: optionals.account, originalAmount: optionals.originalAmount, payer: optionals.payer, split: optionals.split) }
    }
    public var kind: TransactionKind
    public var status: TransactionStatus
    /// The account id, when it differs per transaction in the source (multi-account CSV).
    @inlinable public var account: String? {
        get { optionals.account }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: optionals.reference, category: optionals.category, account: newValue, originalAmount: optionals.originalAmount, payer: optionals.payer, split: optionals.split) }
    }
    /// For a card payment abroad: the amount in the currency of the purchase.
    @inlinable public var originalAmount: Money? {
        get { optionals.originalAmount }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: optionals.reference, category: optionals.category, account: optionals.account, originalAmount: newValue, payer: optionals.payer, split: optionals.split) }
    }
    /// Who paid, for per-person splits (from the project's JSON form or a payer column).
    @inlinable public var payer: String? {
        get { optionals.payer }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: optionals.reference, category: optionals.category, account: optionals.account, originalAmount: optionals.originalAmount, payer: newValue, split: optionals.split) }
    }
    /// How the expense is shared among people, when the source says so for this transaction
    /// (the project's JSON form); nil leaves it to the configuration's rules.
    @inlinable public var split: SplitRule? {
        get { optionals.split }
        set { optionals = Optionals(payee: optionals.payee, memo: optionals.memo, reference: optionals.reference, category: optionals.category, account: optionals.account, originalAmount: optionals.originalAmount, payer: optionals.payer, split: newValue) }
    }
    /// Where the transaction was read, for messages.
    public var location: SourceLocation

    /// The fields that may be absent, stored together as constants. Stored one by one as `var`s
    /// (`public var payee: String?` …), they made Swift 6.3 copy the whole transaction inside its
    /// initializer — every text retained, then released: 577 M instructions for a million rows. A
    /// struct with optional `var`s among five or more stored properties triggers it; optional `let`s
    /// do not (BENCHMARKS.md, "The transaction built once"). A setter builds them anew: rare.
    @usableFromInline var optionals: Optionals

    @usableFromInline
    struct Optionals: Hashable, Sendable {
        @usableFromInline let payee: String?
        @usableFromInline let memo: String?
        @usableFromInline let reference: String?
        @usableFromInline let category: String?
        @usableFromInline let account: String?
        @usableFromInline let originalAmount: Money?
        @usableFromInline let payer: String?
        @usableFromInline let split: SplitRule?

        @inlinable
        init(
            payee: String?, memo: String?, reference: String?, category: String?, account: String?, originalAmount: Money?,
            payer: String?, split: SplitRule?
        ) {
            self.payee = payee
            self.memo = memo
            self.reference = reference
            self.category = category
            self.account = account
            self.originalAmount = originalAmount
            self.payer = payer
            self.split = split
        }
    }

    /// Every field, as stored: what the CSV rows call, and what the initializer with defaults
    /// below passes on to. Not inlinable: called, it writes the transaction once, where the caller
    /// wants it; inlined into a function as large as a CSV row's, the compiler kept a second copy.
    public init(
        id: String, hasSourceID: Bool, bookingDate: CalendarDay, valueDate: CalendarDay?, operationDate: CalendarDay?,
        amount: Money, description: String, payee: String?, memo: String?, reference: String?,
        category: String?, kind: TransactionKind, status: TransactionStatus,
        account: String?, originalAmount: Money?, payer: String?, split: SplitRule?, location: SourceLocation
    ) {
        self.id = id
        self.hasSourceID = hasSourceID
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.operationDate = operationDate
        self.amount = amount
        self.description = description
        self.kind = kind
        self.status = status
        self.optionals = Optionals(
            payee: payee, memo: memo, reference: reference, category: category, account: account,
            originalAmount: originalAmount, payer: payer, split: split)
        self.location = location
    }
}

// The initializer with defaults, for everything but the hot paths.
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
        self.init(
            id: id, hasSourceID: hasSourceID, bookingDate: bookingDate, valueDate: valueDate, operationDate: operationDate,
            amount: amount, description: description, payee: payee, memo: memo, reference: reference,
            category: category, kind: kind ?? (amount.isNegative ? .debit : .credit), status: status,
            account: account, originalAmount: originalAmount, payer: payer, split: split, location: location)
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
