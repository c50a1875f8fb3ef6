import StatementImport
import StatementModel

/// What is known of one statement, report or notification while it is read.
package struct CamtStatementState {
    package var index: Int
    package var line: Int
    /// How deep its element lies (`tags.count` at its start): only its own end tag ends it.
    package let depth: Int
    package var account = Account()
    package var accountCurrency: String?
    package var from: CalendarDay?
    package var to: CalendarDay?
    package var created: CalendarDay?
    package var opening: Balance?
    package var openingRank = 0
    package var closing: Balance?
    package var closingRank = 0
    package var available: Balance?
    package var availableRank = 0
    package var firstEntryCurrency: Currency?
    package var declared = false
    /// `AcctSvcrRef` values met, with their line, to report duplicates.
    package var references = DuplicateTracker()
    package var undated = 0
    package var firstUndated: SourceLocation?
    package var fallbackDay: CalendarDay?

    package init(index: Int, line: Int, depth: Int) {
        self.index = index
        self.line = line
        self.depth = depth
    }

    /// Keeps a balance by its ISO 20022 type code (`BalanceType12Code`): opening booked (OPBD), else
    /// previously closed booked (PRCD); closing booked (CLBD), else the last interim booked (ITBD);
    /// closing available (CLAV), else interim available (ITAV).
    package mutating func take(_ balance: Balance, code: String) {
        switch code {
        case "OPBD": if openingRank < 2 { opening = balance; openingRank = 2 }
        case "PRCD": if openingRank < 1 { opening = balance; openingRank = 1 }
        case "CLBD": if closingRank < 2 { closing = balance; closingRank = 2 }
        case "ITBD": if closingRank < 2 { closing = balance; closingRank = 1 }
        case "CLAV": if availableRank < 2 { available = balance; availableRank = 2 }
        case "ITAV": if availableRank < 2 { available = balance; availableRank = 1 }
        default: break
        }
    }
}

/// One `Bal` while it is read.
package struct CamtBalanceState {
    package var code: String?
    package var amount: Amount?
    package var currency: String?
    package var sign: Int?
    package var date: CalendarDay?
    package var problem: ValueProblem?
}
