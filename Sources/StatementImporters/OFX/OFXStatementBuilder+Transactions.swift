import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Transactions: checked when they end, then sent to the sink with their kind, original amount and id.
extension OFXStatementBuilder {
    mutating func finishTransaction(_ t: OFXTransactionState, _ source: inout some OFXLocating) {
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
        // `$120`, `EUR120`: taken when it names the statement's currency (said), refused otherwise.
        if let written = t.amountCurrency {
            let (location, lineText) = source.resolve(written.mark)
            let values: [String: MessageArgument] = ["text": .text(written.text), "currency": .text(currency.code)]
            guard written.code == currency.code else {
                record.reject(at: location, Message("ofx.amountOtherCurrency", values), lineText: lineText)
                return
            }
            record.warn(at: location, Message("ofx.amountWithCurrency", values), lineText: lineText)
        }
        emit(t, amount: amount, currency: currency)
    }

    mutating func emit(_ t: OFXTransactionState, amount: Amount, currency: Currency) {
        if !statement!.declared { declare() }
        let signed = options.invertSigns ? amount.negated : amount
        // NAME is what banks fill first, but some (Banque Populaire) write a code there — the card's
        // day and masked number, `130722 CB****6516` — and the merchant in MEMO: then MEMO is the text
        // and NAME the memo. NAME's channel words give the kind when TRNTYPE says no more than the sign,
        // and the payee is the name they lead to (`EDF CLIENTS` in `PRLV SEPA EDF CLIENTS`).
        let label = t.name.map { name in labels.value(for: name) { BankLabel($0) } }
        let memoText = t.memo.flatMap { $0.isEmpty ? nil : $0 }
        let nameIsCode = label?.isCode == true && memoText != nil && t.payeeName == nil
        let description = nameIsCode ? memoText! : t.name ?? t.payeeName ?? t.memo ?? ""
        var kind = OFXStatementBuilder.kind(t.type)
        if let channel = label?.kind, kind == nil || kind == .debit || kind == .credit || kind == .other {
            kind = BankLabel(kind: channel).kind(negative: signed.isNegative)
        }
        var original: Money? = nil
        if let o = t.original, let symbol = o.symbol, let c = Currency(code: symbol), let rate = o.rate {
            original = OFXStatementBuilder.divide(signed, by: rate, scale: c.minorUnits).map { Money($0, c) }
        }
        let fitid = t.fitid.flatMap { $0.isEmpty ? nil : $0 }
        let transaction = Transaction(
            id: fitid ?? OFXStatementBuilder.contentID(t, amount: amount, statement: statement!.index), hasSourceID: fitid != nil,
            bookingDate: t.posted!, valueDate: t.available,
            operationDate: (t.user ?? label?.operationDay(bookedOn: t.posted!)).flatMap { $0 == t.posted! ? nil : $0 }, amount: Money(signed, currency), description: description,
            payee: t.payeeName ?? (nameIsCode ? nil : label?.kind != nil ? label?.payee : t.name), memo: nameIsCode ? t.name.flatMap { $0.isEmpty ? nil : $0 } : t.memo == description ? nil : t.memo,
            reference: t.checkNumber.flatMap { $0.isEmpty ? nil : $0 } ?? t.referenceNumber.flatMap { $0.isEmpty ? nil : $0 },
            category: t.sic.flatMap(OFXMerchantCategories.category(sic:)), kind: kind,
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
