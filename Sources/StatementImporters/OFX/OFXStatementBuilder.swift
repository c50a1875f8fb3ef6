import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The OFX aggregate logic, for SGML and XML alike: reads element events (`OFXElementEvents`)
/// and sends statements and transactions to a sink as they complete.
///
/// What it reads (OFX 2.2 section numbers):
/// - status (§3.1.5): `STATUS/CODE`, `SEVERITY`, `MESSAGE` of the signon and of each
///   `STMTTRNRS`/`CCSTMTTRNRS`/`INVSTMTTRNRS`; a wrapper with an error and no statement is the bank's
///   error response, which fails the import with the bank's own `MESSAGE` when no statement came;
/// - statements: `STMTRS` (bank, §11.4.2), `CCSTMTRS` (credit card, §11.4.3), `INVSTMTRS`
///   (investment, §13.9.2; only its cash lines `INVBANKTRAN` are imported, the trades are counted in
///   a warning); any number of them in one file; `CURDEF`; `BANKACCTFROM` (`BANKID`, `BRANCHID`,
///   `ACCTID`, `ACCTTYPE`), `CCACCTFROM`, `INVACCTFROM` (`BROKERID`, `ACCTID`); `DTSTART`/`DTEND`;
///   `LEDGERBAL` → closing balance, `AVAILBAL` → available balance (OFX gives no opening balance, so
///   OFX statements cannot be reconciled);
/// - transactions (`STMTTRN`, §11.4.4.1, one row each; `STMTTRNP` and `BANKTRANLISTP` are pending):
///   `TRNTYPE` → kind; `DTPOSTED` → booking day (required); `DTAVAIL` → value day; `TRNAMT`
///   (decimal point or comma); `FITID` → id (duplicates within a statement are warned about, both
///   kept); `NAME` (or `PAYEE/NAME`) → description and payee; `MEMO`; `CHECKNUM`, else `REFNUM` →
///   reference; `SIC` → category where the code is a known merchant category; `CURRENCY`
///   (`CURSYM`: the amount is in that currency, kept as written) and `ORIGCURRENCY` (`CURSYM` and
///   `CURRATE`: the original amount, TRNAMT / CURRATE rounded to that currency's minor unit).
package struct OFXStatementBuilder {
    /// What is ready for the caller's sink; the importer drains it as it goes.
    package var sink = SinkBuffer()
    package var record: ImportRecord
    package let options: ImportOptions
    package let file: String

    private var path: [OFXTag] = []
    private var sawOFX = false
    private var institution: String?
    private var status: OFXStatus?
    private var wrapperError: OFXStatus?
    private var wrapperHasStatement = false
    private var bankErrors: [OFXStatus] = []
    private var statementCount = 0
    private var statement: OFXStatementState?
    private var transaction: OFXTransactionState?
    private var currencyBlock: OFXCurrencyBlock?
    private var balance: OFXBalanceState?
    package private(set) var accounts: [String] = []

    package static var maxDepth: Int { 256 }

    package init(record: ImportRecord, options: ImportOptions) {
        self.record = record
        self.options = options
        self.file = record.file
    }

    /// Whether anything was sent to the sink yet.
    package var hasEmitted: Bool { emitted > 0 }
    private var emitted = 0
    /// Statements met so far.
    package var statements: Int { statementCount }

    // MARK: Events

    package mutating func begin(_ tag: OFXTag, _ source: inout some OFXLocating) throws(ImportError) {
        let parent = path.last ?? .other
        path.append(tag)
        if path.count > Self.maxDepth {
            let mark = source.mark()
            let (location, lineText) = source.resolve(mark)
            throw ImportError(.limit, Message("ofx.tooDeep", ["limit": .number(Self.maxDepth)]), at: location, lineText: lineText)
        }
        switch tag {
        case .ofx:
            sawOFX = true
        case .status:
            status = OFXStatus()
        case .stmttrnrs, .ccstmttrnrs, .invstmttrnrs:
            wrapperError = nil
            wrapperHasStatement = false
        case .stmtrs, .ccstmtrs, .invstmtrs:
            // A statement inside another (a broken file): the open one ends here, with its transaction.
            if let open = transaction.take() { finishTransaction(open, &source) }
            if statement != nil { finishStatement(&source) }
            statement = OFXStatementState(index: statementCount, kind: tag, line: source.currentLine())
            statementCount += 1
            wrapperHasStatement = true
        case .stmttrn, .stmttrnp:
            guard statement != nil else { break }
            // A STMTTRN left open by the previous one's missing end tag ends where the next begins.
            let open = transaction.take()
            if let open { finishTransaction(open, &source) }
            let pending = tag == .stmttrnp || parent == .banktranlistp || parent.isTransaction && open?.pending == true
            transaction = OFXTransactionState(mark: source.mark(), pending: pending)
        case .currency, .origcurrency:
            if transaction != nil { currencyBlock = OFXCurrencyBlock(original: tag == .origcurrency) }
        case .ledgerbal, .availbal:
            if statement != nil, parent.isStatement { balance = OFXBalanceState(ledger: tag == .ledgerbal) }
        default:
            if statement != nil, parent == .invtranlist, tag != .invbanktran {
                // An investment transaction (BUYSTOCK, INCOME, REINVEST, ...): not a cash line.
                statement!.investment[source.elementName().uppercased(), default: 0] += 1
                if statement!.firstInvestment == nil { statement!.firstInvestment = source.resolve({ source.mark() }()) }
            }
        }
    }

    package mutating func leaf(_ tag: OFXTag, _ value: UnsafeBufferPointer<UInt8>, _ source: inout some OFXLocating) throws(ImportError) {
        let parent = path.last ?? .other
        if transaction != nil {
            transactionLeaf(tag, parent: parent, value, &source)
            return
        }
        if balance != nil, parent == .ledgerbal || parent == .availbal {
            switch tag {
            case .balamt:
                if value.isEmpty { break }
                do throws(AmountParseError) { balance!.amount = try OFXValues.amount(value) } catch {
                    let (location, lineText) = source.resolve({ source.mark() }())
                    balance!.problem = ValueProblem(reason: error.message, location: location, lineText: lineText)
                }
            case .dtasof: balance!.date = OFXValues.day(value)
            default: break
            }
            return
        }
        if status != nil, parent == .status {
            switch tag {
            case .code:
                status!.code = source.string(value)
                status!.mark = source.mark()
            case .severity: status!.severity = source.string(value)
            case .message: status!.message = source.string(value)
            default: break
            }
            return
        }
        if tag == .org, parent == .fi {
            institution = source.string(value)
            return
        }
        guard statement != nil else { return }
        switch tag {
        case .curdef where parent.isStatement:
            let code = source.string(value)
            statement!.curdefSeen = true
            if let currency = Currency(code: code) {
                statement!.currency = currency
                flushPending()
            } else if !code.isEmpty {
                let (location, lineText) = source.resolve({ source.mark() }())
                record.warn(at: location, Message("ofx.unknownCurrency", ["code": .text(code)]), lineText: lineText)
            }
        case .acctid where parent == .bankacctfrom || parent == .ccacctfrom || parent == .invacctfrom:
            let id = source.string(value)
            statement!.account.id = id.isEmpty ? nil : id
        case .bankid where parent == .bankacctfrom, .brokerid where parent == .invacctfrom:
            let id = source.string(value)
            if !id.isEmpty { statement!.account.institution = id }
        case .accttype where parent == .bankacctfrom:
            switch source.string(value).uppercased() {
            case "CHECKING": statement!.account.type = .checking
            case "SAVINGS", "CD": statement!.account.type = .savings
            case "MONEYMRKT": statement!.account.type = .moneyMarket
            case "CREDITLINE": statement!.account.type = .creditLine
            case "": break
            default: statement!.account.type = .other
            }
        case .dtstart where parent == .banktranlist || parent == .invtranlist:
            statement!.start = OFXValues.day(value)
        case .dtend where parent == .banktranlist || parent == .invtranlist:
            statement!.end = OFXValues.day(value)
        default:
            break
        }
    }

    private mutating func transactionLeaf(_ tag: OFXTag, parent: OFXTag, _ value: UnsafeBufferPointer<UInt8>, _ source: inout some OFXLocating) {
        if currencyBlock != nil, parent == .currency || parent == .origcurrency {
            if tag == .cursym { currencyBlock!.symbol = source.string(value) }
            if tag == .currate { currencyBlock!.rate = try? OFXValues.amount(value) }
            return
        }
        switch tag {
        case .trntype: transaction!.type = source.string(value)
        case .dtposted:
            if value.isEmpty {
                let mark = source.mark()
                let (location, lineText) = source.resolve(mark)
                transaction!.fail(ValueProblem(reason: Message("ofx.noDatePosted"), location: location, lineText: lineText))
            } else if let day = OFXValues.day(value) {
                transaction!.posted = day
            } else {
                let (location, lineText) = source.resolve({ source.mark() }())
                transaction!.fail(ValueProblem(reason: Message("ofx.badDate", ["text": .text(source.string(value))]), location: location, lineText: lineText))
            }
        case .dtuser: transaction!.user = OFXValues.day(value)
        case .dtavail: transaction!.available = OFXValues.day(value)
        case .trnamt:
            do throws(AmountParseError) { transaction!.amount = try OFXValues.amount(value) } catch {
                var (location, lineText) = source.resolve({ source.mark() }())
                if location.column > 0 { location.column += error.position }
                transaction!.fail(ValueProblem(reason: error.message, location: location, lineText: lineText))
            }
        case .fitid:
            transaction!.fitid = source.string(value)
            transaction!.fitidMark = source.mark()
        case .name:
            if parent == .payee { transaction!.payeeName = source.string(value) } else { transaction!.name = source.string(value) }
        case .payee: transaction!.payeeName = source.string(value)
        case .memo: transaction!.memo = source.string(value)
        case .checknum: transaction!.checkNumber = source.string(value)
        case .refnum: transaction!.referenceNumber = source.string(value)
        case .sic: transaction!.sic = source.string(value)
        default: break
        }
    }

    package mutating func end(_ tag: OFXTag, _ source: inout some OFXLocating) throws(ImportError) {
        guard !path.isEmpty else { return }
        path.removeLast()
        let parent = path.last ?? .other
        switch tag {
        case .status:
            guard let s = status else { break }
            status = nil
            guard let code = s.code, code != "0", !code.isEmpty else { break }
            if parent == .sonrs {
                bankErrors.append(s)
            } else if parent.isTransactionWrapper {
                wrapperError = s
            }
        case .stmttrnrs, .ccstmttrnrs, .invstmttrnrs:
            if let e = wrapperError {
                if wrapperHasStatement {
                    let (location, lineText) = e.mark.map { source.resolve($0) } ?? (SourceLocation(file: file), nil)
                    record.warn(at: location, Message("ofx.statusWarning", ["code": .text(e.code ?? ""), "message": .text(e.message ?? "")]), lineText: lineText)
                } else {
                    bankErrors.append(e)
                }
            }
            wrapperError = nil
        case .stmttrn, .stmttrnp:
            if let t = transaction.take() { finishTransaction(t, &source) }
        case .currency, .origcurrency:
            if let block = currencyBlock, transaction != nil {
                if block.original { transaction!.original = block } else { transaction!.currency = block }
            }
            currencyBlock = nil
        case .ledgerbal, .availbal:
            if let b = balance, statement != nil {
                balance = nil
                finishBalance(b, &source)
            }
        case .stmtrs, .ccstmtrs, .invstmtrs:
            // A transaction still open ends with its statement, not after it.
            if statement != nil, let open = transaction.take() { finishTransaction(open, &source) }
            if statement != nil { finishStatement(&source) }
        default:
            break
        }
    }

    /// At the end of the body: checks nothing is left open, fails with the bank's message when
    /// the file is an error response, and returns the record.
    package mutating func finish(_ source: inout some OFXLocating) throws(ImportError) -> ImportRecord {
        let lastLine = source.currentLine()
        if transaction != nil || statement != nil {
            let open = transaction != nil ? "STMTTRN" : (statement!.kind.rawValue)
            let line = transaction?.mark.line ?? statement!.line
            let mark = source.mark()
            let (location, lineText) = source.resolve(mark)
            throw ImportError(.malformed, Message("ofx.truncated", ["element": .text(open), "line": .text(String(line))]),
                              at: location.line > 0 ? location : SourceLocation(file: file, line: lastLine), lineText: lineText)
        }
        if statementCount == 0 {
            if let e = bankErrors.first {
                let (location, lineText) = e.mark.map { source.resolve($0) } ?? (SourceLocation(file: file), nil)
                let message = e.message.map { Message("ofx.bankError", ["code": .text(e.code ?? ""), "message": .text($0)]) }
                    ?? Message("ofx.bankErrorWithoutMessage", ["code": .text(e.code ?? "")])
                throw ImportError(.bankError, message, at: location, lineText: lineText)
            }
            if !sawOFX { throw ImportError(.malformed, Message("ofx.noOFX"), at: SourceLocation(file: file)) }
            throw ImportError(.unsupported, Message("ofx.noStatement"), at: SourceLocation(file: file))
        }
        for e in bankErrors {
            let (location, lineText) = e.mark.map { source.resolve($0) } ?? (SourceLocation(file: file), nil)
            record.warn(at: location, Message("ofx.statusWarning", ["code": .text(e.code ?? ""), "message": .text(e.message ?? "")]), lineText: lineText)
        }
        if !path.isEmpty {
            record.warn(at: SourceLocation(file: file, line: lastLine), Message("ofx.unclosed", ["element": .text(path.first == .ofx ? "OFX" : "?")]))
        }
        return record
    }

    // MARK: Statements

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

    private mutating func declare() {
        emitted += 1
        sink.statement(statement!.index, info(statement!))
        statement!.declared = true
    }

    private mutating func finishBalance(_ b: OFXBalanceState, _ source: inout some OFXLocating) {
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

    private mutating func finishStatement(_ source: inout some OFXLocating) {
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
    private mutating func flushPending(force: Bool = false) {
        guard statement != nil, !statement!.pending.isEmpty, statement!.currency != nil || force else { return }
        let pending = statement!.pending
        statement!.pending = []
        for (t, amount, currency) in pending {
            emit(t, amount: amount, currency: currency ?? statement!.currency ?? statement!.firstCurrency ?? options.defaultCurrency ?? .unspecified)
        }
    }

    // MARK: Transactions

    private mutating func finishTransaction(_ t: OFXTransactionState, _ source: inout some OFXLocating) {
        if let problem = t.problem {
            record.reject(at: problem.location, problem.reason, lineText: problem.lineText)
            return
        }
        guard let amount = t.amount else {
            let (location, lineText) = source.resolve(t.mark)
            record.reject(at: location, Message("ofx.noAmount"), lineText: lineText)
            return
        }
        guard t.posted != nil else {
            let (location, lineText) = source.resolve(t.mark)
            record.reject(at: location, Message(t.user != nil ? "ofx.noDatePostedButUser" : "ofx.noDatePosted"), lineText: lineText)
            return
        }
        var own: Currency? = nil
        if let symbol = t.currency?.symbol, !symbol.isEmpty {
            guard let c = Currency(code: symbol) else {
                let (location, lineText) = source.resolve(t.mark)
                record.reject(at: location, Message("ofx.unknownCurrency", ["code": .text(symbol)]), lineText: lineText)
                return
            }
            own = c
            if statement!.firstCurrency == nil { statement!.firstCurrency = c }
        }
        if let fitid = t.fitid, !fitid.isEmpty {
            let mark = t.fitidMark ?? t.mark
            statement!.fitids.add(fitid, line: mark.line, column: mark.column, detail: mark.detail)
        }
        guard let currency = own ?? statement!.currency else {
            // No CURDEF yet (out of spec order): hold the transaction until the statement says.
            statement!.pending.append((t, amount, nil))
            return
        }
        emit(t, amount: amount, currency: currency)
    }

    private mutating func emit(_ t: OFXTransactionState, amount: Amount, currency: Currency) {
        if !statement!.declared { declare() }
        let signed = options.invertSigns ? amount.negated : amount
        let description = t.name ?? t.payeeName ?? t.memo ?? ""
        var original: Money? = nil
        if let o = t.original, let symbol = o.symbol, let c = Currency(code: symbol), let rate = o.rate {
            original = OFXStatementBuilder.divide(signed, by: rate, scale: c.minorUnits).map { Money($0, c) }
        }
        let transaction = Transaction(
            id: t.fitid.flatMap { $0.isEmpty ? nil : $0 } ?? OFXStatementBuilder.contentID(t, amount: amount, statement: statement!.index),
            bookingDate: t.posted!, valueDate: t.available, amount: Money(signed, currency), description: description,
            payee: t.payeeName ?? t.name, memo: t.memo == description ? nil : t.memo,
            reference: t.checkNumber.flatMap { $0.isEmpty ? nil : $0 } ?? t.referenceNumber.flatMap { $0.isEmpty ? nil : $0 },
            category: t.sic.flatMap(OFXMerchantCategories.category(sic:)), kind: OFXStatementBuilder.kind(t.type),
            status: t.pending ? .pending : .booked, originalAmount: original,
            location: SourceLocation(file: file, line: t.mark.line))
        record.rowsRead += 1
        record.imported += 1
        emitted += 1
        sink.transaction(statement!.index, transaction)
    }

    /// OFX 2.2 §11.4.4.3 transaction types.
    package static func kind(_ type: String?) -> TransactionKind? {
        guard let type else { return nil }
        if let kind = kindOfUpperCase(type) { return kind }
        return kindOfUpperCase(type.uppercased())
    }

    private static func kindOfUpperCase(_ type: String) -> TransactionKind? {
        switch type {
        case "CREDIT": return .credit
        case "DEBIT": return .debit
        case "INT": return .interest
        case "DIV": return .dividend
        case "FEE", "SRVCHG": return .fee
        case "DEP", "DIRECTDEP": return .deposit
        case "ATM", "CASH": return .withdrawal
        case "POS": return .card
        case "XFER": return .transfer
        case "CHECK": return .check
        case "PAYMENT": return .payment
        case "DIRECTDEBIT": return .directDebit
        case "REPEATPMT": return .standingOrder
        case "OTHER", "HOLD": return .other
        default: return nil
        }
    }

    /// `amount / rate` rounded half-even to `scale` fraction digits; nil when it does not fit.
    package static func divide(_ amount: Amount, by rate: Amount, scale: Int) -> Amount? {
        guard !rate.isZero else { return nil }
        // amount.units / 10^a ÷ (rate.units / 10^r) = amount.units × 10^(r + scale + 1 - a) / rate.units / 10^(scale + 1)
        let shift = rate.scale + scale + 1 - amount.scale
        var numerator = amount.units
        var denominator = rate.units
        if shift >= 0 {
            let (n, overflow) = numerator.multipliedReportingOverflow(by: Amount.power(shift))
            if overflow { return nil }
            numerator = n
        } else {
            let (d, overflow) = denominator.multipliedReportingOverflow(by: Amount.power(-shift))
            if overflow { return nil }
            denominator = d
        }
        return Amount(units: numerator / denominator, scale: scale + 1).rounded(toScale: scale)
    }

    /// A stable id for a transaction without FITID: FNV-1a of its statement, line, day and amount.
    package static func contentID(_ t: OFXTransactionState, amount: Amount, statement: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(statement)|\(t.mark.line)|\(t.posted?.description ?? "")|\(amount)|\(t.name ?? "")".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "h" + String(hash, radix: 32)
    }
}

/// One `STATUS` aggregate.
package struct OFXStatus {
    package var code: String?
    package var severity: String?
    package var message: String?
    package var mark: OFXMark?
}

/// One `CURRENCY` or `ORIGCURRENCY` aggregate.
package struct OFXCurrencyBlock {
    package var original: Bool
    package var symbol: String?
    package var rate: Amount?
}

/// One `LEDGERBAL` or `AVAILBAL` while it is read.
package struct OFXBalanceState {
    package var ledger: Bool
    package var amount: Amount?
    package var date: CalendarDay?
    package var problem: ValueProblem?
}

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

/// One `STMTTRN` while it is read.
package struct OFXTransactionState {
    package var mark: OFXMark
    package var pending: Bool
    package var type: String?
    package var posted: CalendarDay?
    package var user: CalendarDay?
    package var available: CalendarDay?
    package var amount: Amount?
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
