import StatementImport
import StatementModel

extension CSVRowReader {
    /// Fills the statement's balances and period with what the lines around the table state, where the
    /// rows (a running balance) gave none. A balance stated for a day is the opening balance when the
    /// day is before the first booking, the closing balance when it is on or after the last one.
    package func applyStated(_ info: inout StatementInfo) {
        let pattern = bookingPattern
        for balance in stated {
            let money = Money(balance.amount, info.currency)
            switch balance.side {
            case .opening where info.openingBalance == nil:
                info.openingBalance = Balance(money, date: nil)
            case .closing where info.closingBalance == nil:
                info.closingBalance = Balance(money, date: nil)
            case let .on(text):
                guard let day = pattern?.parse(text), let days else { continue }
                if day < days.start, info.openingBalance == nil {
                    info.openingBalance = Balance(money, date: day)
                } else if day >= days.end, days.start < days.end || day > days.end, info.closingBalance == nil {
                    info.closingBalance = Balance(money, date: day)
                }
            default: break
            }
        }
        if info.period == nil, let (start, end) = plan.statedPeriod, let first = pattern?.parse(start), let last = pattern?.parse(end) {
            info.period = DayRange(start: first, end: last)
        }
    }
}
