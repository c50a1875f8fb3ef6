import StatementImport
import StatementModel

/// One `STMTTRN` while it is read.
package struct OFXTransactionState {
    package var mark: OFXMark
    package var pending: Bool
    package var type: String?
    package var posted: CalendarDay?
    package var user: CalendarDay?
    package var available: CalendarDay?
    package var amount: Amount?
    /// TRNAMT as written when it names a currency (`$120`, `EUR120`), the code it names, and where.
    package var amountCurrency: (text: String, code: String?, mark: OFXMark)?
    package var fitid: String?
    package var fitidMark: OFXMark?
    package var name: String?
    package var payeeName: String?
    package var memo: String?
    package var checkNumber: String?
    package var referenceNumber: String?
    package var sic: String?
    package var currency: OFXCurrencyBlock?
    package var original: OFXCurrencyBlock?
    package var problem: ValueProblem?

    package init(mark: OFXMark, pending: Bool) {
        self.mark = mark
        self.pending = pending
    }

    package mutating func fail(_ p: ValueProblem) {
        if problem == nil { problem = p }
    }
}

/// One `CURRENCY` or `ORIGCURRENCY` aggregate.
package struct OFXCurrencyBlock {
    package var original: Bool
    package var symbol: String?
    package var rate: Amount?
}
