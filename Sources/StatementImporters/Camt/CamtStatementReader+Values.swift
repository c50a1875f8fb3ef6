import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The values of elements, read as text, days, amounts and signs into the statement, balance, entry or detail open.
extension CamtStatementReader {
    func text() -> String? {
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
    private func reference() -> String? { shown() }

    /// Text for people (a name, remittance information), or nil for the placeholders banks write when
    /// there is none (`NOTPROVIDED`, `NONREF`, `N/A`, `/`, `-`: see `CamtValues.isPlaceholder`).
    private func shown() -> String? {
        guard let t = text(), !CamtValues.isPlaceholder(t) else { return nil }
        return t
    }

    func day() -> CalendarDay? { value.withUnsafeBufferPointer { CamtValues.day($0) } }

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

    mutating func readStatementValue(_ tag: CamtTag, _ up: CamtAncestry) {
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

    mutating func readBalanceValue(_ tag: CamtTag, _ up: CamtAncestry) {
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

    mutating func readEntryValue(_ tag: CamtTag, _ up: CamtAncestry) {
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
        case .addtlNtryInf where parent == .ntry: entry!.additionalInfo = shown()
        default: break
        }
    }

    mutating func readDetailValue(_ tag: CamtTag, _ up: CamtAncestry) {
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
            case .dbtr: detail!.debtor = shown()
            case .cdtr: detail!.creditor = shown()
            case .ultmtDbtr: detail!.ultimateDebtor = shown()
            case .ultmtCdtr: detail!.ultimateCreditor = shown()
            default: break
            }
        case .ustrd where parent == .rmtInf: if let t = shown() { detail!.unstructured.append(t) }
        case .ref where parent == .cdtrRefInf && up[2] == .strd: detail!.creditorReference = shown()
        case .addtlRmtInf where parent == .strd: if let t = shown() { detail!.structuredInfo.append(t) }
        case .addtlTxInf where parent == .txDtls: detail!.additionalInfo = shown()
        default: break
        }
    }
}
