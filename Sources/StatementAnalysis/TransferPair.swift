import StatementModel

/// One movement between two loaded accounts of the household (`TransferPairing`): the debit of one
/// and the credit of the other, shown together and counted neither as spending nor as income.
public struct TransferPair: Sendable {
    public var from: Account
    /// The file the debit was read from (shown without its folder).
    public var fromSource: String
    public var to: Account
    public var toSource: String
    /// The day the debit was booked, and the day the credit was.
    public var sent: CalendarDay
    public var received: CalendarDay
    /// Positive.
    public var amount: Money
    /// Whether the money went into a savings book from an account that is not one (saved), or the
    /// other way (taken out of savings); both false between two current accounts.
    public var toSavings: Bool
    public var fromSavings: Bool

    /// At most this many are listed per currency (the count says how many were paired).
    public static let listLimit = 30
}

/// The change of what the household holds in one currency: over each account, its last closing
/// balance minus its first opening balance, added up (never across currencies).
public struct NetWorthChange: Sendable {
    public var amount: Money
    public var accounts: Int
}
