import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Entries, when they end: checked, then sent to the sink as one transaction or one per detail of a batch.
extension CamtStatementReader {
    mutating func finishEntry() {
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
                         id: id ?? contentID(e, signed: signed, part: k + 1), hasSourceID: id != nil)
                }
                return
            }
            if sameCurrency {
                record.warn(at: e.location, Message("camt.batchMismatch", ["count": .number(e.details.count), "sum": .text(sum.description),
                                                                         "total": .text(signed.description)]),
                            lineText: reader.lineText(e.location.line))
            }
        }
        let sourceID = entryID ?? e.details.first?.servicerReference
        emit(e, detail: e.details.count == 1 ? e.details[0] : nil, sign: sign, amount: signed, currency: currency,
             id: sourceID ?? contentID(e, signed: signed, part: 0), hasSourceID: sourceID != nil)
    }

    private mutating func emit(_ e: CamtEntry, detail d: CamtDetail?, sign: Int, amount: Amount, currency: Currency, id: String,
                              hasSourceID: Bool) {
        let payee = d?.counterparty(sign: sign)
        let remittance = d?.remittance
        let description = remittance ?? e.additionalInfo ?? d?.additionalInfo ?? payee ?? e.proprietaryCode ?? ""
        var memo: String? = nil
        if let info = e.additionalInfo, info != description { memo = info } else if let info = d?.additionalInfo, info != description { memo = info }
        // A French bank's text (`CB CARREFOUR 25/11`) tells the card's day, and the kind when no code does.
        let booked = e.bookingDate!
        let label = BankLabel(description)
        let operation = label.operationDay(bookedOn: booked)
        let signed = options.invertSigns ? amount.negated : amount
        let transaction = Transaction(
            id: id, hasSourceID: hasSourceID, bookingDate: booked, valueDate: e.valueDate, operationDate: operation == booked ? nil : operation,
            amount: Money(signed, currency), description: description, payee: payee, memo: memo, reference: d?.reference,
            kind: e.kind ?? label.kind.map { BankLabel(kind: $0).kind(negative: signed.isNegative) }, status: e.transactionStatus,
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
