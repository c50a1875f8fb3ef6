import StatementImport
import StatementModel

/// What is known of one statement while it is read.
package struct OFXStatementState {
    package var index: Int
    package var kind: OFXTag
    package var line: Int
    package var account = Account()
    package var curdefSeen = false
    package var currency: Currency?
    /// The currency of the first transaction that names its own (`CURRENCY/CURSYM`).
    package var firstCurrency: Currency?
    package var start: CalendarDay?
    package var end: CalendarDay?
    package var ledger: (amount: Amount, date: CalendarDay?)?
    package var available: (amount: Amount, date: CalendarDay?)?
    package var declared = false
    package var pending: [(OFXTransactionState, Amount, Currency?)] = []
    package var fitids = DuplicateTracker()
    package var investment: [String: Int] = [:]
    package var firstInvestment: (SourceLocation, String?)?

    package init(index: Int, kind: OFXTag, line: Int) {
        self.index = index
        self.kind = kind
        self.line = line
        switch kind {
        case .ccstmtrs: account.type = .creditCard
        case .invstmtrs: account.type = .investment
        default: break
        }
    }
}

/// One `LEDGERBAL` or `AVAILBAL` while it is read.
package struct OFXBalanceState {
    package var ledger: Bool
    package var amount: Amount?
    package var date: CalendarDay?
    package var problem: ValueProblem?
}
