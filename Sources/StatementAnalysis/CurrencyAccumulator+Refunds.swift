import StatementModel

extension CurrencyAccumulator {
    /// Adds money in that refunds category `number` (`RefundMatcher`): not income, it reduces the money
    /// out of the currency, of its month and day, of its category and of its payee, so that the net
    /// (in + out) is what it would be counted as income.
    package mutating func addRefund(_ subject: inout MatchSubject, number: Int, needs: Needs) {
        count += 1
        let status = subject.transaction.status
        if status == .pending { pending += 1 }
        guard status != .information else { return }
        let amount = subject.transaction.amount.amount
        let day = subject.transaction.bookingDate
        moneyOut += amount
        refundTotal += amount
        refundCount += 1
        if number >= refunds.count { refunds += Array(repeating: Tally(), count: number + 1 - refunds.count) }
        CurrencyAccumulator.tally(&refunds[number], amount)
        if needs.months {
            CurrencyAccumulator.running(&currentMonth, day.year * 12 + day.month - 1, &months)
            CurrencyAccumulator.flow(&currentMonth.flow, out: amount)
        }
        if needs.days {
            CurrencyAccumulator.running(&currentDay, day.dayNumber, &days)
            CurrencyAccumulator.flow(&currentDay.flow, out: amount)
        }
        if needs.payees {
            let key = subject.payeeKey()
            if let i = payees.index(of: key) {
                payees.values[i].spent -= amount
            } else {
                // Its payment may come later (held for pairing, or a later file): taken off at the end.
                earlyRefunds[key, default: .zero] += amount
            }
        }
    }

    /// Spending by category, net of refunds, largest first; a category with refunds only is listed too.
    package func spendingList(_ categories: [String]) -> [CategorySpending] {
        let c = currency
        func money(_ a: Amount) -> Money { Money(a, c) }
        let totalOut = moneyOut.magnitude
        var list: [CategorySpending] = []
        for (number, key) in categories.enumerated() {
            let paid = number < spending.count ? spending[number] : Tally()
            let refunded = number < refunds.count ? refunds[number] : Tally()
            guard paid.count > 0 || refunded.count > 0 else { continue }
            let net = paid.amount - refunded.amount
            var row = CategorySpending(
                category: key, spent: money(net), count: paid.count,
                average: money(Ratio.divide(paid.amount, by: paid.count, scale: c.minorUnits)),
                share: Ratio.percent(net, of: totalOut, scale: 1))
            if refunded.count > 0 {
                row.gross = money(paid.amount)
                row.refunded = money(refunded.amount)
                row.refundCount = refunded.count
            }
            list.append(row)
        }
        return list.sorted { a, b in a.spent.amount != b.spent.amount ? a.spent.amount > b.spent.amount : a.category < b.category }
    }
}
