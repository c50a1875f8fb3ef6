import StatementModel

/// A movement that may be one side of a transfer between two loaded accounts, held until every
/// file is read, or the end of its file when one file is read (`ReportAccumulator.settleHeld`).
/// The subject keeps the texts folded while categorizing, so taking it later folds nothing again.
struct HeldTransaction {
    var subject: MatchSubject
    var transaction: Transaction { subject.transaction }
    var statement: Int
    var category: String
    var number: Int
    var reason: Categorizer.Reason
    var order: ListOrder
    /// What `OwnTransfers` made of it alone.
    var transfer: OwnTransfers.Kind?
    /// Outside the period: only there to pair with one inside it.
    var outside: Bool
}

extension ReportAccumulator {
    /// Whether a booked movement may be one side of a transfer between accounts: not a card payment,
    /// a fee, interest, cash, a cheque or a refund. Inlined: called, it was handed a copy of the
    /// whole accumulator (1,913 bytes) and of the transaction on every row.
    @inline(__always)
    func isPairingCandidate(_ t: Transaction, category: String, transfer: OwnTransfers.Kind?) -> Bool {
        guard t.status == .booked, !t.amount.isZero else { return false }
        switch t.kind {
        case .card, .fee, .interest, .dividend, .withdrawal, .check, .refund: return false
        default: break
        }
        return transfer != nil || !t.amount.amount.isPositive || !refunds.isSpending(category)
    }

    /// Whether `day`, outside the period, is close enough to it to pair with a movement inside it.
    func nearPeriod(_ day: CalendarDay) -> Bool {
        if let from = options.from, day < from { return day.dayNumber >= from.dayNumber - TransferPairing.window }
        if let to = options.to, day > to { return day.dayNumber <= to.dayNumber + TransferPairing.window }
        return false
    }

    /// Holds a movement just outside the period when it may pair with one inside it; false when it may not.
    mutating func holdOutside(_ subject: inout MatchSubject, statement s: Int) -> Bool {
        let (category, reason) = categorizer.categorize(&subject)
        let transfer = OwnTransfers.kind(of: subject.transaction, category: category, own: ownAccounts)
        guard isPairingCandidate(subject.transaction, category: category, transfer: transfer) else { return false }
        sequence += 1
        let order = ListOrder(day: subject.transaction.bookingDate.dayNumber, statement: s, sequence: sequence)
        hold(HeldTransaction(subject: subject, statement: s, category: category, number: 0,
                             reason: reason, order: order, transfer: transfer, outside: true))
        return true
    }

    /// Pairs the held movements, then adds each: both sides of a pair as a transfer (into savings when
    /// it goes to a savings book), the others as they would have been.
    mutating func settleHeld() {
        guard !held.isEmpty else { return }
        let found = held
        held = []
        var items = namingOtherAccounts(found, statements: holdsAll ? 0..<statements.count : fileBase..<statements.count)
        let candidates = items.map {
            TransferPairing.Candidate(day: $0.transaction.bookingDate.dayNumber, money: $0.transaction.amount, account: accountKey($0),
                                      sequence: $0.order.sequence)
        }
        var kinds = [OwnTransfers.Kind?](repeating: nil, count: items.count)
        var paired = [Bool](repeating: false, count: items.count)
        for (d, c) in TransferPairing.pairs(candidates) where !(items[d].outside && items[c].outside) {
            paired[d] = true
            paired[c] = true
            let pair = makePair(debit: items[d], credit: items[c])
            kinds[d] = pair.toSavings ? .savings : .transfer
            kinds[c] = pair.fromSavings ? .savings : .transfer
            let money = items[d].transaction.amount
            let k = currencyIndex(of: money.currency)
            currencies[k].pairCount += 1
            currencies[k].pairs.append(pair)
        }
        for k in currencies.indices where currencies[k].pairs.count > 1 {
            currencies[k].pairs.sort { ($0.sent, $0.received) < ($1.sent, $1.received) }
            if currencies[k].pairs.count > TransferPair.listLimit { currencies[k].pairs.removeLast(currencies[k].pairs.count - TransferPair.listLimit) }
        }
        for i in items.indices {
            if paired[i], items[i].outside {
                if needs.recurring { recurring.saw(items[i].transaction.bookingDate) }
            } else {
                let transfer = paired[i] ? kinds[i] : items[i].transfer
                takeHeld(&items[i], transfer: transfer)
            }
        }
    }

    /// Adds a held movement as it comes: within the period, as `transfer` says; outside it, to the
    /// recurring payments only.
    mutating func takeHeld(_ item: inout HeldTransaction, transfer: OwnTransfers.Kind?) {
        if item.outside {
            if needs.recurring { track(&item.subject) }
        } else {
            take(&item.subject, statement: item.statement, category: item.category, number: item.number, reason: item.reason, order: item.order,
                 transfer: transfer)
        }
    }

    private func makePair(debit: HeldTransaction, credit: HeldTransaction) -> TransferPair {
        let from = statements[debit.statement], to = statements[credit.statement]
        let fromBook = TransferPairing.isSavings(from.info.account, source: from.source)
        let toBook = TransferPairing.isSavings(to.info.account, source: to.source)
        // The debit's own words ("VIR LIVRET A") say where it went when the account does not.
        let toSavings = toBook || (debit.category == "savings" && !fromBook)
        let fromSavings = fromBook || (credit.category == "savings" && !toBook)
        return TransferPair(
            from: from.info.account, fromSource: from.source, to: to.info.account, toSource: to.source,
            sent: debit.transaction.bookingDate, received: credit.transaction.bookingDate,
            amount: Money(debit.transaction.amount.amount.magnitude, debit.transaction.currency),
            toSavings: toSavings && !fromSavings, fromSavings: fromSavings && !toSavings)
    }
}
