import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Walks a camt document node by node and sends its statements, reports or notifications and
/// their entries to a sink, as they come: nothing but the current entry is held in memory.
///
/// Element paths follow ISO 20022 (`BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls/...`) and are the
/// same in every `.001.xx` version the importer has met (02 through 13): where versions differ
/// (`Sts` as text or `Sts/Cd`, `Dbtr/Nm` or `Dbtr/Pty/Nm`, `TxDtls/Amt` or `AmtDtls/TxAmt/Amt`),
/// both forms are read.
package struct CamtStatementReader {
    package let reader: XMLStreamReader
    package let options: ImportOptions
    package let file: String
    package var record: ImportRecord
    private var sink = SinkBuffer()

    /// The open elements, root first.
    private var tags: [CamtTag] = []
    private var tagByName = InternedNameTable<CamtTag>()
    /// The last currency code read and its currency (a statement names one currency again and again).
    private var lastCurrency: (code: String, currency: Currency?)?
    /// The text of the element being read, when it holds a value.
    private var value: [UInt8] = []
    private var amountCurrency: String?
    /// Line and occurrence on that line of the last element whose value errors may point at.
    private var valueLine = 0
    private var valueOccurrence = 0
    private var valueName: UnsafePointer<xmlChar>?
    private var occurrenceLine = -1
    private var occurrences = [Int](repeating: 0, count: 6)
    private var prefix = ""

    private var messageDate: CalendarDay?
    private var messageName: String?
    private var statementCount = 0
    private var statement: CamtStatementState?
    private var balance: CamtBalanceState?
    private var entry: CamtEntry?
    private var detail: CamtDetail?
    private var detailAmountRank = 0

    package init(reader: XMLStreamReader, options: ImportOptions, file: String, format: String) {
        self.reader = reader
        self.options = options
        self.file = file
        self.record = ImportRecord(file: file, format: format)
        for tag in CamtTag.allCases where tag != .other {
            tagByName[UnsafeRawPointer(reader.intern(tag.rawValue))] = tag
        }
    }

    /// Reads the whole document, calling `drain` whenever the buffer of finished statements and
    /// transactions fills.
    package mutating func run(drain: (inout SinkBuffer) -> Void) throws(ImportError) -> ImportRecord {
        record.note("encoding", reader.encoding)
        defer { drain(&sink) }
        while let node = try reader.read() {
            if sink.isFull { drain(&sink) }
            switch node {
            case .element:
                let tag = lookUp(reader.localName)
                start(tag)
                if reader.isEmptyElement { try end() }
            case .endElement:
                try end()
            case .text:
                if !value.isEmpty || tags.last?.holdsValue == true { value.append(contentsOf: reader.text) }
            case .processingInstruction:
                break
            }
        }
        guard statementCount > 0 else {
            throw ImportError(.unsupported, Message("camt.noStatement"), at: SourceLocation(file: file))
        }
        record.note("statements", String(statementCount))
        return record
    }

    private mutating func lookUp(_ name: UnsafePointer<xmlChar>) -> CamtTag {
        let key = UnsafeRawPointer(name)
        if let tag = tagByName[key] { return tag }
        let tag = CamtTag(rawValue: String(cString: name)) ?? .other
        tagByName[key] = tag
        return tag
    }

    // MARK: Start tags

    private mutating func start(_ tag: CamtTag) {
        let parent = tags.last ?? .other
        tags.append(tag)
        value.removeAll(keepingCapacity: true)
        if tag.isPointable {
            let line = reader.line
            if line != occurrenceLine {
                occurrenceLine = line
                for k in occurrences.indices { occurrences[k] = 0 }
            }
            let k = tag.pointableIndex
            valueLine = line
            valueOccurrence = occurrences[k]
            valueName = reader.localName
            occurrences[k] += 1
        }
        switch tag {
        case .document where tags.count == 1:
            let qualified = reader.qualifiedName
            prefix = qualified.hasSuffix(":Document") ? String(qualified.dropLast("Document".count)) : ""
            if let uri = reader.namespaceURI, let range = uri.range(of: "camt.") {
                messageName = String(uri[range.lowerBound...])
                record.note("message", messageName!)
            }
        case .stmt where parent.isMessage, .rpt where parent.isMessage, .ntfctn where parent.isMessage:
            statement = CamtStatementState(index: statementCount, line: reader.line)
            statementCount += 1
            if statementCount == 1 { record.note("kind", tag == .stmt ? "statement" : tag == .rpt ? "report" : "notification") }
        case .bal where statement != nil && parent.isStatement:
            balance = CamtBalanceState()
        case .ntry where statement != nil && parent.isStatement:
            entry = CamtEntry(location: SourceLocation(file: file, line: valueLine))
        case .txDtls where entry != nil:
            detail = CamtDetail()
            detailAmountRank = 0
        case .amt:
            amountCurrency = reader.attribute("Ccy")
        default:
            break
        }
    }

    // MARK: End tags

    private mutating func end() throws(ImportError) {
        guard let tag = tags.last else { return }
        defer {
            tags.removeLast()
            value.removeAll(keepingCapacity: true)
        }
        let up = CamtAncestry(tags)

        if entry != nil {
            if detail != nil {
                if tag == .txDtls {
                    entry!.details.append(detail!)
                    detail = nil
                } else if tag.holdsValue {
                    readDetailValue(tag, up)
                }
                return
            }
            if tag == .ntry {
                finishEntry()
                entry = nil
            } else if tag.holdsValue {
                readEntryValue(tag, up)
            }
            return
        }
        if balance != nil {
            if tag == .bal {
                finishBalance()
                balance = nil
            } else if tag.holdsValue {
                readBalanceValue(tag, up)
            }
            return
        }
        if statement != nil {
            if tag.isStatement, up[1].isMessage {
                finishStatement()
                statement = nil
            } else if tag.holdsValue {
                readStatementValue(tag, up)
            }
            return
        }
        if tag == .creDtTm, up[1] == .grpHdr { messageDate = day() }
    }

    // MARK: Values

    private func text() -> String? {
        // Bytes first: the usual value is text with spaces, tabs or line feeds around. When a trimmed
        // space touches a non-ASCII byte (a combining mark or a prepended sign can make one Character
        // of the two), or a CR is at an edge (CR LF is one Character), the Character way below decides.
        let fast: String?? = value.withUnsafeBufferPointer { b in
            @inline(__always) func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 }
            var start = 0, end = b.count
            while start < end, isSpace(b[start]) { start += 1 }
            while end > start, isSpace(b[end - 1]) { end -= 1 }
            if start == end { return b.contains(0x0D) ? nil : .some(nil) }
            if b[start] == 0x0D || b[end - 1] == 0x0D || (start > 0 && b[start] >= 0x80) || (end < b.count && b[end - 1] >= 0x80) {
                return nil
            }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self))
        }
        if let fast { return fast }
        var s = String(decoding: value, as: UTF8.self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        if let first = s.firstIndex(where: { !isSpace($0) }) {
            let last = s.lastIndex(where: { !isSpace($0) })!
            if first != s.startIndex || s.index(after: last) != s.endIndex { s = String(s[first...last]) }
        } else {
            return nil
        }
        return s
    }

    /// A reference, or nil for the placeholders banks write when there is none (`NONREF`, `NOTPROVIDED`).
    private func reference() -> String? {
        guard let t = text() else { return nil }
        switch t.uppercased() {
        case "NONREF", "NOTPROVIDED", "NOT PROVIDED", "NONE", "N/A": return nil
        default: return t
        }
    }

    private func day() -> CalendarDay? { value.withUnsafeBufferPointer { CamtValues.day($0) } }

    /// A problem with the value just read, located at the value.
    private func problem(_ reason: Message) -> ValueProblem {
        var column = 0
        if let name = valueName {
            column = reader.valueColumn(line: valueLine, qualifiedName: prefix + String(cString: name), occurrence: valueOccurrence)
        }
        return ValueProblem(reason: reason, location: SourceLocation(file: file, line: valueLine, column: column), lineText: reader.lineText(valueLine))
    }

    private func amount() -> Result<Amount, ValueProblem> {
        let result: Result<Amount, CamtValues.AmountProblem> = value.withUnsafeBufferPointer { b in
            do throws(CamtValues.AmountProblem) { return .success(try CamtValues.amount(b)) } catch { return .failure(error) }
        }
        switch result {
        case let .success(a): return .success(a)
        case let .failure(.parse(error)): return .failure(problem(error.message))
        case let .failure(.notPlain(text)): return .failure(problem(Message("camt.amountNotPlain", ["text": .text(text)])))
        }
    }

    private func sign() -> Result<Int, ValueProblem> {
        switch text() {
        case "CRDT": return .success(1)
        case "DBIT": return .success(-1)
        case let other: return .failure(problem(Message("camt.badCreditDebit", ["text": .text(other ?? "")])))
        }
    }

    private func date() -> Result<CalendarDay, ValueProblem> {
        if let d = day() { return .success(d) }
        return .failure(problem(Message("camt.badDate", ["text": .text(text() ?? "")])))
    }

    private mutating func readStatementValue(_ tag: CamtTag, _ up: CamtAncestry) {
        let rel = tags.count - 1 - (tags.lastIndex(where: { $0.isStatement }) ?? 0)  // depth below the statement
        switch (rel, tag) {
        case (1, .id): if let t = text() { record.note("statement", t) }
        case (1, .creDtTm): statement!.created = day()
        case (2, .frDtTm) where up[1] == .frToDt: statement!.from = day()
        case (2, .toDtTm) where up[1] == .frToDt: statement!.to = day()
        case (3, .iban) where up[1] == .id && up[2] == .acct: statement!.account.iban = text()
        case (4, .id) where up[1] == .othr && up[2] == .id && up[3] == .acct: statement!.account.id = text()
        case (2, .ccy) where up[1] == .acct: statement!.accountCurrency = text()
        case (2, .nm) where up[1] == .acct: statement!.account.name = text()
        case (3, .nm) where up[1] == .ownr && up[2] == .acct: statement!.account.holder = text()
        case (4, .nm) where up[1] == .pty && up[2] == .ownr: statement!.account.holder = text()
        case (4, .bic), (4, .bicfi): if up[1] == .finInstnId, up[2] == .svcr { statement!.account.institution = text() }
        default: break
        }
    }

    private mutating func readBalanceValue(_ tag: CamtTag, _ up: CamtAncestry) {
        switch tag {
        case .cd where up[1] == .cdOrPrtry && up[2] == .tp && up[3] == .bal, .prtry where up[1] == .cdOrPrtry && up[2] == .tp && up[3] == .bal:
            balance!.code = text()?.uppercased()
        case .amt where up[1] == .bal:
            balance!.currency = amountCurrency
            switch amount() {
            case let .success(a): balance!.amount = a
            case let .failure(p): balance!.problem = balance!.problem ?? p
            }
        case .cdtDbtInd where up[1] == .bal:
            switch sign() {
            case let .success(s): balance!.sign = s
            case let .failure(p): balance!.problem = balance!.problem ?? p
            }
        case .dt where up[1] == .dt && up[2] == .bal, .dtTm where up[1] == .dt && up[2] == .bal:
            balance!.date = day()
        default: break
        }
    }

    private mutating func readEntryValue(_ tag: CamtTag, _ up: CamtAncestry) {
        let parent = up[1]
        switch tag {
        case .ntryRef where parent == .ntry: entry!.entryReference = reference()
        case .amt where parent == .ntry:
            entry!.currency = amountCurrency
            switch amount() {
            case let .success(a): entry!.amount = a
            case let .failure(p): entry!.fail(p)
            }
        case .cdtDbtInd where parent == .ntry:
            switch sign() {
            case let .success(s): entry!.sign = s
            case let .failure(p): entry!.fail(p)
            }
        case .rvslInd where parent == .ntry:
            let t = text()?.lowercased()
            entry!.reversal = t == "true" || t == "1"
        case .sts where parent == .ntry:
            if let t = text() { entry!.status = t }
        case .cd where parent == .sts && up[2] == .ntry:
            entry!.status = text()
        case .dt, .dtTm:
            if parent == .bookgDt, up[2] == .ntry {
                switch date() {
                case let .success(d): entry!.bookingDate = d
                case let .failure(p): entry!.fail(p)
                }
            } else if parent == .valDt, up[2] == .ntry {
                entry!.valueDate = day()
            }
        case .acctSvcrRef where parent == .ntry: entry!.servicerReference = reference()
        case .cd where parent == .domn && up[3] == .ntry: entry!.domain = text()
        case .cd where parent == .fmly && up[4] == .ntry: entry!.family = text()
        case .subFmlyCd where up[4] == .ntry: entry!.subFamily = text()
        case .cd where parent == .prtry && up[2] == .bkTxCd && up[3] == .ntry: entry!.proprietaryCode = text()
        case .addtlNtryInf where parent == .ntry: entry!.additionalInfo = text()
        default: break
        }
    }

    private mutating func readDetailValue(_ tag: CamtTag, _ up: CamtAncestry) {
        let parent = up[1]
        switch tag {
        case .endToEndId where parent == .refs: detail!.endToEndID = text()
        case .mndtId where parent == .refs: detail!.mandateID = text()
        case .txId where parent == .refs: detail!.transactionID = text()
        case .acctSvcrRef where parent == .refs: detail!.servicerReference = reference()
        case .amt:
            // TxDtls/Amt (2019 versions), else AmtDtls/TxAmt/Amt, else AmtDtls/InstdAmt/Amt.
            let rank = parent == .txDtls ? 3 : parent == .txAmt && up[2] == .amtDtls ? 2 : parent == .instdAmt && up[2] == .amtDtls ? 1 : 0
            guard rank > detailAmountRank else { return }
            switch amount() {
            case let .success(a):
                detail!.amount = a
                detail!.currency = amountCurrency
                detail!.amountProblem = false
            case .failure:
                detail!.amountProblem = true
            }
            detailAmountRank = rank
        case .cdtDbtInd where parent == .txDtls:
            if case let .success(s) = sign() { detail!.sign = s }
        case .nm:
            let party = parent == .pty ? up[2] : parent
            guard up[parent == .pty ? 3 : 2] == .rltdPties else { return }
            switch party {
            case .dbtr: detail!.debtor = text()
            case .cdtr: detail!.creditor = text()
            case .ultmtDbtr: detail!.ultimateDebtor = text()
            case .ultmtCdtr: detail!.ultimateCreditor = text()
            default: break
            }
        case .ustrd where parent == .rmtInf: if let t = text() { detail!.unstructured.append(t) }
        case .ref where parent == .cdtrRefInf && up[2] == .strd: detail!.creditorReference = text()
        case .addtlRmtInf where parent == .strd: if let t = text() { detail!.structuredInfo.append(t) }
        case .addtlTxInf where parent == .txDtls: detail!.additionalInfo = text()
        default: break
        }
    }

    // MARK: Balances and statements

    private mutating func finishBalance() {
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

    private func info(_ s: CamtStatementState) -> StatementInfo {
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

    private mutating func finishStatement() {
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
    private func fallbackDay(_ s: CamtStatementState) -> CalendarDay? {
        s.to ?? s.closing?.date ?? s.created ?? messageDate
    }

    // MARK: Entries

    private mutating func finishEntry() {
        guard var e = entry, statement != nil else { return }
        if let problem = e.problem {
            record.reject(at: problem.location, problem.reason, lineText: problem.lineText)
            return
        }
        guard let amount = e.amount else {
            record.reject(at: e.location, Message("camt.noAmount"), lineText: reader.lineText(e.location.line))
            return
        }
        guard let sign = e.sign else {
            record.reject(at: e.location, Message("camt.noCreditDebit"), lineText: reader.lineText(e.location.line))
            return
        }
        let currencyCode = e.currency ?? statement!.accountCurrency
        guard let currency = currencyCode.flatMap({ currency(code: $0) }) ?? (currencyCode == nil ? options.defaultCurrency : nil) else {
            record.reject(at: e.location, Message("camt.badCurrency", ["code": .text(currencyCode ?? "")]), lineText: reader.lineText(e.location.line))
            return
        }
        if e.bookingDate == nil {
            if let v = e.valueDate {
                e.bookingDate = v
            } else if let fallback = fallbackDay(statement!) {
                e.bookingDate = fallback
                statement!.undated += 1
                statement!.fallbackDay = fallback
                if statement!.firstUndated == nil { statement!.firstUndated = e.location }
            } else {
                record.reject(at: e.location, Message("camt.noDate"), lineText: reader.lineText(e.location.line))
                return
            }
        }
        if statement!.firstEntryCurrency == nil { statement!.firstEntryCurrency = currency }
        if !statement!.declared {
            sink.statement(statement!.index, info(statement!))
            statement!.declared = true
        }
        if e.reversal {
            record.warn(at: e.location, Message(sign > 0 ? "camt.reversalOfDebit" : "camt.reversalOfCredit"), lineText: reader.lineText(e.location.line))
        }
        if let reference = e.servicerReference { statement!.references.add(reference, line: e.location.line, column: 0) }

        let signed = sign < 0 ? amount.negated : amount
        let entryID = e.servicerReference ?? e.entryReference
        // A batch: one transaction per detail, when every detail has an amount in the entry's
        // currency and together they make the entry's amount exactly.
        if e.details.count > 1, e.details.allSatisfy({ $0.amount != nil && !$0.amountProblem }) {
            let sameCurrency = e.details.allSatisfy { ($0.currency ?? currency.code) == currency.code }
            var sum = Amount.zero
            for d in e.details { sum += (d.sign ?? sign) < 0 ? d.amount!.negated : d.amount! }
            if sameCurrency, sum == signed {
                for (k, d) in e.details.enumerated() {
                    let dSign = d.sign ?? sign
                    let id = d.servicerReference ?? d.transactionID ?? entryID.map { "\($0)/\(k + 1)" }
                    emit(e, detail: d, sign: dSign, amount: dSign < 0 ? d.amount!.negated : d.amount!, currency: currency,
                         id: id ?? contentID(e, signed: signed, part: k + 1))
                }
                return
            }
            if sameCurrency {
                record.warn(at: e.location, Message("camt.batchMismatch", ["count": .number(e.details.count), "sum": .text(sum.description),
                                                                         "total": .text(signed.description)]),
                            lineText: reader.lineText(e.location.line))
            }
        }
        emit(e, detail: e.details.count == 1 ? e.details[0] : nil, sign: sign, amount: signed, currency: currency,
             id: entryID ?? e.details.first?.servicerReference ?? contentID(e, signed: signed, part: 0))
    }

    private mutating func emit(_ e: CamtEntry, detail d: CamtDetail?, sign: Int, amount: Amount, currency: Currency, id: String) {
        let payee = d?.counterparty(sign: sign)
        let remittance = d?.remittance
        let description = remittance ?? e.additionalInfo ?? d?.additionalInfo ?? payee ?? e.proprietaryCode ?? ""
        var memo: String? = nil
        if let info = e.additionalInfo, info != description { memo = info } else if let info = d?.additionalInfo, info != description { memo = info }
        let transaction = Transaction(
            id: id, bookingDate: e.bookingDate!, valueDate: e.valueDate, amount: Money(options.invertSigns ? amount.negated : amount, currency),
            description: description, payee: payee, memo: memo, reference: d?.reference, kind: e.kind, status: e.transactionStatus,
            location: e.location)
        record.rowsRead += 1
        record.imported += 1
        sink.transaction(statement!.index, transaction)
    }

    private mutating func currency(code: String) -> Currency? {
        if let last = lastCurrency, last.code == code { return last.currency }
        let c = Currency(code: code)
        lastCurrency = (code, c)
        return c
    }

    /// A stable id for an entry without a reference: FNV-1a of its line, amount and day.
    private func contentID(_ e: CamtEntry, signed: Amount, part: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(e.location.line)|\(signed)|\(e.bookingDate?.description ?? "")|\(part)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "h" + String(hash, radix: 32)
    }
}

/// What is known of one statement, report or notification while it is read.
package struct CamtStatementState {
    package var index: Int
    package var line: Int
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

    package init(index: Int, line: Int) {
        self.index = index
        self.line = line
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

/// The innermost open elements: `[0]` is the current one, `[1]` its parent, up to `[5]`.
package struct CamtAncestry {
    private let tags: (CamtTag, CamtTag, CamtTag, CamtTag, CamtTag, CamtTag)

    package init(_ path: [CamtTag]) {
        let n = path.count
        func at(_ k: Int) -> CamtTag { n - 1 - k >= 0 ? path[n - 1 - k] : .other }
        tags = (at(0), at(1), at(2), at(3), at(4), at(5))
    }

    package subscript(_ k: Int) -> CamtTag {
        switch k {
        case 0: return tags.0
        case 1: return tags.1
        case 2: return tags.2
        case 3: return tags.3
        case 4: return tags.4
        default: return tags.5
        }
    }
}
