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
    var institution: String?
    private var status: OFXStatus?
    private var wrapperError: OFXStatus?
    private var wrapperHasStatement = false
    private var bankErrors: [OFXStatus] = []
    private var statementCount = 0
    var statement: OFXStatementState?
    private var transaction: OFXTransactionState?
    private var currencyBlock: OFXCurrencyBlock?
    private var balance: OFXBalanceState?
    package internal(set) var accounts: [String] = []

    package static var maxDepth: Int { 256 }

    package init(record: ImportRecord, options: ImportOptions) {
        self.record = record
        self.options = options
        self.file = record.file
    }

    /// Whether anything was sent to the sink yet.
    package var hasEmitted: Bool { emitted > 0 }
    var emitted = 0
    /// What NAME labels say (a code such as `130722 CB****6516`, or a channel), read once per text.
    var labels = TextMemo<BankLabel>(limit: 1 << 15)
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
            guard statement != nil else {
                // Outside any statement (one that ended early, in a broken file): said, not lost.
                let (location, lineText) = source.resolve(source.mark())
                record.reject(at: location, Message("ofx.outsideStatement"), lineText: lineText)
                break
            }
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
            do throws(AmountParseError) {
                let parsed = try OFXValues.parsedAmount(value)
                transaction!.amount = parsed.amount
                if parsed.currencyText != nil { transaction!.amountCurrency = (source.string(value), parsed.currencyCode, source.mark()) }
            } catch {
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
}
