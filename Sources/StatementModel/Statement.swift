import StatementResources

/// What an importer knows about one statement apart from its transactions.
public struct StatementInfo: Hashable, Sendable {
    public var account: Account
    /// The statement's currency (OFX CURDEF, camt Acct/Ccy, a CSV currency column).
    public var currency: Currency
    /// The period the bank says the statement covers (OFX DTSTART/DTEND, camt FrToDt), when given.
    public var period: DayRange?
    /// The balance at the start of the period (camt OPBD/PRCD), when given.
    public var openingBalance: Balance?
    /// The booked balance at the end (OFX LEDGERBAL, camt CLBD), when given.
    public var closingBalance: Balance?
    /// The available balance at the end (OFX AVAILBAL, camt CLAV), when given.
    public var availableBalance: Balance?

    public init(
        account: Account = Account(), currency: Currency, period: DayRange? = nil,
        openingBalance: Balance? = nil, closingBalance: Balance? = nil, availableBalance: Balance? = nil
    ) {
        self.account = account
        self.currency = currency
        self.period = period
        self.openingBalance = openingBalance
        self.closingBalance = closingBalance
        self.availableBalance = availableBalance
    }
}

/// A balance on a day.
public struct Balance: Hashable, Sendable {
    public var money: Money
    /// The day the balance is given for, when the source says.
    public var date: CalendarDay?

    public init(_ money: Money, date: CalendarDay? = nil) {
        self.money = money
        self.date = date
    }
}

/// One statement: an account's movements over a period, in one currency.
public struct Statement: Hashable, Sendable {
    public var info: StatementInfo
    public var transactions: [Transaction]
    /// The file it was read from, as named in messages.
    public var source: String
    /// The importer's format name (`csv`, `ofx-sgml`, `camt.053`, ...).
    public var format: String

    public init(info: StatementInfo, transactions: [Transaction] = [], source: String, format: String) {
        self.info = info
        self.transactions = transactions
        self.source = source
        self.format = format
    }

    public var account: Account { info.account }
    public var currency: Currency { info.currency }

    /// The days of the first and last transactions, or the stated period when there are none.
    public var transactionDays: DayRange? {
        guard let first = transactions.first?.bookingDate else { return info.period }
        var range = DayRange(start: first, end: first)
        for t in transactions {
            if t.bookingDate < range.start { range.start = t.bookingDate }
            if t.bookingDate > range.end { range.end = t.bookingDate }
        }
        return range
    }

    /// The period to show: the stated one widened to hold every transaction.
    public var period: DayRange? {
        switch (info.period, transactionDays) {
        case let (p?, t?): return p.union(t)
        case let (p, t): return p ?? t
        }
    }

    /// Whether opening balance plus booked movements equals the closing balance.
    public var reconciliation: Reconciliation {
        guard let opening = info.openingBalance?.money, let closing = info.closingBalance?.money else {
            return .notPossible
        }
        var sum = opening.amount
        for t in transactions where t.status == .booked && t.currency == opening.currency {
            sum += t.amount.amount
        }
        guard opening.currency == closing.currency else { return .notPossible }
        let difference = closing.amount - sum
        return difference.isZero
            ? .matched(closing)
            : .mismatch(expected: closing, computed: Money(sum, closing.currency))
    }
}

/// The result of checking opening balance + movements = closing balance.
public enum Reconciliation: Hashable, Sendable {
    /// The statement gives no opening or no closing balance.
    case notPossible
    /// The movements lead exactly to the closing balance.
    case matched(Money)
    /// They do not: what the bank says and what the movements give.
    case mismatch(expected: Money, computed: Money)

    /// Closing minus computed, for a mismatch.
    public var difference: Money? {
        if case let .mismatch(expected, computed) = self {
            return Money(expected.amount - computed.amount, expected.currency)
        }
        return nil
    }
}
