/// The fields of one `Transaction`, held once and shared by its copies.
///
/// `Transaction` is a copy-on-write value over this box: handing a transaction from the reader to the
/// pipe, the accumulator and the exports moves one reference instead of eighteen fields (most of them
/// texts, each retained and released on every copy). The measured effect is in BENCHMARKS.md
/// ("Ninth pass: copy-on-write transactions").
///
/// `@unchecked Sendable`: the `var`s are written only through `Transaction`'s setters, and every one of
/// them first makes the box unique (`isKnownUniquelyReferenced`, else a fresh copy). A box reachable
/// from two values, or from another thread, is therefore never written: once shared it is immutable.
///
/// `@exclusivity(unchecked)` for the same reason: a class's stored `var`s are otherwise checked at run
/// time on every access (`swift_beginAccess`), which cost more than the copies the box saves (measured
/// +4.4 % instructions on a 100k-row report). No access can overlap: a read goes through a value the
/// caller holds, a write through a unique box of a value the caller holds `inout`.
@usableFromInline
final class TransactionStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var id: String
    @exclusivity(unchecked) @usableFromInline var hasSourceID: Bool
    @exclusivity(unchecked) @usableFromInline var bookingDate: CalendarDay
    @exclusivity(unchecked) @usableFromInline var valueDate: CalendarDay?
    @exclusivity(unchecked) @usableFromInline var operationDate: CalendarDay?
    @exclusivity(unchecked) @usableFromInline var amount: Money
    @exclusivity(unchecked) @usableFromInline var description: String
    @exclusivity(unchecked) @usableFromInline var payee: String?
    @exclusivity(unchecked) @usableFromInline var memo: String?
    @exclusivity(unchecked) @usableFromInline var reference: String?
    @exclusivity(unchecked) @usableFromInline var category: String?
    @exclusivity(unchecked) @usableFromInline var kind: TransactionKind
    @exclusivity(unchecked) @usableFromInline var status: TransactionStatus
    @exclusivity(unchecked) @usableFromInline var account: String?
    @exclusivity(unchecked) @usableFromInline var originalAmount: Money?
    @exclusivity(unchecked) @usableFromInline var payer: String?
    @exclusivity(unchecked) @usableFromInline var split: SplitRule?
    @exclusivity(unchecked) @usableFromInline var location: SourceLocation

    @inlinable
    init(
        id: String, hasSourceID: Bool, bookingDate: CalendarDay, valueDate: CalendarDay?, operationDate: CalendarDay?,
        amount: Money, description: String, payee: String?, memo: String?, reference: String?,
        category: String?, kind: TransactionKind, status: TransactionStatus,
        account: String?, originalAmount: Money?, payer: String?, split: SplitRule?,
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
        self.kind = kind
        self.status = status
        self.account = account
        self.originalAmount = originalAmount
        self.payer = payer
        self.split = split
        self.location = location
    }

    /// A fresh box with the same fields, for a write to a shared one.
    @inlinable
    func copy() -> TransactionStorage {
        TransactionStorage(
            id: id, hasSourceID: hasSourceID, bookingDate: bookingDate, valueDate: valueDate,
            operationDate: operationDate, amount: amount, description: description, payee: payee, memo: memo,
            reference: reference, category: category, kind: kind, status: status, account: account,
            originalAmount: originalAmount, payer: payer, split: split, location: location)
    }

    /// Field-by-field equality: two transactions are equal by value, whichever boxes hold them.
    @usableFromInline
    func hasSameFields(as other: TransactionStorage) -> Bool {
        id == other.id && hasSourceID == other.hasSourceID && bookingDate == other.bookingDate
            && valueDate == other.valueDate && operationDate == other.operationDate && amount == other.amount
            && description == other.description && payee == other.payee && memo == other.memo
            && reference == other.reference && category == other.category && kind == other.kind
            && status == other.status && account == other.account && originalAmount == other.originalAmount
            && payer == other.payer && split == other.split && location == other.location
    }

    /// Hashes every field, in declaration order.
    @usableFromInline
    func hashFields(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(hasSourceID)
        hasher.combine(bookingDate)
        hasher.combine(valueDate)
        hasher.combine(operationDate)
        hasher.combine(amount)
        hasher.combine(description)
        hasher.combine(payee)
        hasher.combine(memo)
        hasher.combine(reference)
        hasher.combine(category)
        hasher.combine(kind)
        hasher.combine(status)
        hasher.combine(account)
        hasher.combine(originalAmount)
        hasher.combine(payer)
        hasher.combine(split)
        hasher.combine(location)
    }
}
