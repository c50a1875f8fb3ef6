import StatementModel

extension CurrencyAccumulator {
    /// Adds a movement between the household's accounts (`OwnTransfers`): counted among the
    /// transactions, and in its month's and day's counts, never as spending or income.
    package mutating func addTransfer(_ amount: Amount, day: CalendarDay, kind: OwnTransfers.Kind, status: TransactionStatus, needs: Needs) {
        count += 1
        if status == .pending { pending += 1 }
        guard status != .information else { return }
        transferCount += 1
        if amount.isNegative { transfersOut += amount } else { transfersIn += amount }
        if kind == .savings { savings -= amount }
        if needs.months {
            CurrencyAccumulator.running(&currentMonth, day.year * 12 + day.month - 1, &months)
            currentMonth.flow.count += 1
        }
        if needs.days {
            CurrencyAccumulator.running(&currentDay, day.dayNumber, &days)
            currentDay.flow.count += 1
        }
    }
}
