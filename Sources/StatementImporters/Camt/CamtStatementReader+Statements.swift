import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Balances and statements, when they end.
extension CamtStatementReader {
    mutating func finishBalance() {
        guard let b = balance else { return }
        if let problem = b.problem {
            record.warn(at: problem.location, Message("camt.badBalance", ["reason": .message(problem.reason)]), lineText: problem.lineText)
            return
        }
        guard let amount = b.amount, let code = b.code else { return }
        guard let currency = Currency(code: b.currency ?? statement!.accountCurrency ?? "") ?? options.defaultCurrency else { return }
        let balance = Balance(Money(b.sign == -1 ? amount.negated : amount, currency), date: b.date)
        statement!.take(balance, code: code)
    }

    private func statementCurrency(_ s: CamtStatementState) -> Currency {
        if let code = s.accountCurrency, let c = Currency(code: code) { return c }
        return s.closing?.money.currency ?? s.opening?.money.currency ?? s.firstEntryCurrency ?? options.defaultCurrency ?? .unspecified
    }

    func info(_ s: CamtStatementState) -> StatementInfo {
        var account = s.account
        if account.iban == nil, account.id == nil, let fallback = options.account { account = fallback }
        let period: DayRange? = {
            switch (s.from, s.to) {
            case let (f?, t?): return DayRange(start: f, end: t)
            case let (f?, nil): return DayRange(start: f, end: f)
            case let (nil, t?): return DayRange(start: t, end: t)
            default: return nil
            }
        }()
        return StatementInfo(account: account, currency: statementCurrency(s), period: period,
                             openingBalance: s.opening, closingBalance: s.closing, availableBalance: s.available)
    }

    mutating func finishStatement() {
        guard let s = statement else { return }
        sink.statement(s.index, info(s))
        if s.undated > 0, let first = s.firstUndated {
            record.warn(at: first, Message("camt.undatedEntries", ["count": .number(s.undated), "date": .text(s.fallbackDay?.description ?? "")]))
        }
        for (reference, again, first) in s.references.duplicates() {
            record.warn(at: SourceLocation(file: file, line: again.line), Message("camt.duplicateReference", ["reference": .text(reference), "line": .text(String(first.line))]),
                        lineText: reader.lineText(again.line))
        }
        if s.references.isSaturated {
            record.warn(at: SourceLocation(file: file, line: s.line), Message("camt.duplicateCheckLimited", ["count": .number(DuplicateTracker.capacity)]))
        }
        record.note("account", s.account.iban ?? s.account.id ?? "")
    }

    /// The day to book an entry that gives neither `BookgDt` nor `ValDt`: the end of the statement's
    /// period, else its closing balance's day, else when the statement or the message was made.
    func fallbackDay(_ s: CamtStatementState) -> CalendarDay? {
        s.to ?? s.closing?.date ?? s.created ?? messageDate
    }
}
