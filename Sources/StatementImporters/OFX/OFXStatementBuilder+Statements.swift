import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Statements: what they declare, their balances, and what is checked when they end.
extension OFXStatementBuilder {
    private func info(_ s: OFXStatementState) -> StatementInfo {
        var account = s.account
        if account.institution == nil { account.institution = institution }
        if account.id == nil, let fallback = options.account { account = fallback }
        let currency = s.currency ?? s.firstCurrency ?? options.defaultCurrency ?? .unspecified
        let period: DayRange? = {
            switch (s.start, s.end) {
            case let (a?, b?): return DayRange(start: a, end: b)
            case let (a?, nil): return DayRange(start: a, end: a)
            case let (nil, b?): return DayRange(start: b, end: b)
            default: return nil
            }
        }()
        func balance(_ b: (amount: Amount, date: CalendarDay?)?) -> Balance? {
            b.map { Balance(Money(options.invertSigns ? $0.amount.negated : $0.amount, currency), date: $0.date) }
        }
        return StatementInfo(account: account, currency: currency, period: period, closingBalance: balance(s.ledger),
                             availableBalance: balance(s.available))
    }

    mutating func declare() {
        emitted += 1
        sink.statement(statement!.index, info(statement!))
        statement!.declared = true
    }

    mutating func finishBalance(_ b: OFXBalanceState, _ source: inout some OFXLocating) {
        if let problem = b.problem {
            record.warn(at: problem.location, Message("ofx.badBalance", ["reason": .message(problem.reason)]), lineText: problem.lineText)
            return
        }
        guard let amount = b.amount else {
            record.warn(at: SourceLocation(file: file, line: source.currentLine()), Message(b.ledger ? "ofx.emptyLedgerBalance" : "ofx.emptyAvailableBalance"))
            return
        }
        if b.ledger { statement!.ledger = (amount, b.date) } else { statement!.available = (amount, b.date) }
        if statement!.declared { declare() }
    }

    mutating func finishStatement(_ source: inout some OFXLocating) {
        // Transactions held back for want of a currency go out now, in the statement's or their own.
        flushPending(force: true)
        declare()
        let s = statement!
        if !s.investment.isEmpty, let (location, lineText) = s.firstInvestment {
            let kinds = s.investment.sorted { $0.key < $1.key }.map { "\($0.key) × \($0.value)" }.joined(separator: ", ")
            record.warn(at: location, Message("ofx.investmentNotImported", ["count": .number(s.investment.values.reduce(0, +)), "kinds": .text(kinds)]),
                        lineText: lineText)
        }
        for (fitid, again, first) in s.fitids.duplicates() {
            let (location, lineText) = source.resolve(OFXMark(line: again.line, column: again.column, detail: again.detail, tag: .fitid, atValue: true))
            record.warn(at: location, Message("ofx.duplicateFITID", ["fitid": .text(fitid), "line": .text(String(first.line))]), lineText: lineText)
        }
        if s.fitids.isSaturated {
            record.warn(at: SourceLocation(file: file, line: s.line), Message("ofx.duplicateCheckLimited", ["count": .number(DuplicateTracker.capacity)]))
        }
        if let id = s.account.id { accounts.append(id) }
        statement = nil
    }

    /// Sends the held-back transactions once the statement's currency is known (or, with `force`,
    /// with the best currency there is).
    mutating func flushPending(force: Bool = false) {
        guard statement != nil, !statement!.pending.isEmpty, statement!.currency != nil || force else { return }
        let pending = statement!.pending
        statement!.pending = []
        for (t, amount, currency) in pending {
            emit(t, amount: amount, currency: currency ?? statement!.currency ?? statement!.firstCurrency ?? options.defaultCurrency ?? .unspecified)
        }
    }
}
