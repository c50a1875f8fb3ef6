import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Charles Schwab's JSON export: `BrokerageTransactions` (brokerage history) and
/// `PostedTransactions` (Schwab Bank checking), with `FromDate`/`ToDate` for the period.
///
/// - Amounts are US dollars as written for people (`"-$134.77"`, `"$5,555.00"`); the export names
///   no currency, and Schwab accounts are in USD, so USD it is.
/// - Brokerage: `Amount`; an empty `Amount` is a movement of securities without cash (a journal of
///   shares, a stock split) and is imported as 0.00, so the list shows it and no total changes.
///   Posted: `Deposit` minus `Withdrawal`.
/// - `Date` is `MM/DD/YYYY`, or `MM/DD/YYYY as of MM/DD/YYYY`: the first day is the booking date,
///   the "as of" day the value date.
package enum JSONSchwab {
    package static let currency = Currency(code: "USD")!
    package static let parser = AmountParser(decimalMark: .point)

    package static func convert(_ item: JSONNode, posted: Bool, _ env: JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome {
        guard item.members != nil else { throw JSONRecordProblem(Message("json.recordNotObject", ["found": .message(item.typeMessage)]), at: item) }
        let dateNode = try JSONField.required(item, "Date")
        let (day, asOf) = try dates(dateNode)
        let description = try JSONField.text(item["Description"], "Description") ?? ""
        var amount = Amount.zero
        var kind: TransactionKind? = nil
        var memo: String? = nil
        var reference: String? = nil
        if posted {
            let deposit = try money(item["Deposit"], "Deposit")
            let withdrawal = try money(item["Withdrawal"], "Withdrawal")
            amount = (deposit?.magnitude ?? .zero) - (withdrawal?.magnitude ?? .zero)
            reference = try JSONField.text(item["CheckNumber"], "CheckNumber")
            let type = try JSONField.text(item["Type"], "Type")
            kind = type.flatMap(postedKind)
            memo = type
        } else {
            amount = try money(item["Amount"], "Amount") ?? Amount(units: 0, scale: 2)
            let action = try JSONField.text(item["Action"], "Action")
            let symbol = try JSONField.text(item["Symbol"], "Symbol")
            memo = [action, symbol].compactMap { $0 }.joined(separator: " ").nilIfEmpty
            kind = action.flatMap(brokerageKind)
        }
        return .imported(Transaction(
            id: env.contentID, bookingDate: day, valueDate: asOf, amount: Money(amount, currency), description: description,
            memo: memo, reference: reference, kind: kind ?? (amount.isNegative ? .debit : .credit), location: env.location))
    }

    /// `"-$134.77"`, or nil for an empty field.
    package static func money(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> Amount? {
        guard let node, !node.isBlank else { return nil }
        return try JSONField.amount(node, field, parser: parser).0
    }

    /// `MM/DD/YYYY` or `MM/DD/YYYY as of MM/DD/YYYY`.
    package static func dates(_ node: JSONNode) throws(JSONRecordProblem) -> (CalendarDay, CalendarDay?) {
        let text = try JSONField.text(node, "Date") ?? ""
        let parts = text.components(separatedBy: " as of ")
        guard (1...2).contains(parts.count), let first = usDay(parts[0]) else {
            throw JSONRecordProblem(Message("json.badDate", ["field": "Date", "text": .text(text)]), at: node)
        }
        guard parts.count == 2 else { return (first, nil) }
        guard let asOf = usDay(parts[1]) else {
            throw JSONRecordProblem(Message("json.badDate", ["field": "Date", "text": .text(text)]), at: node)
        }
        return (first, asOf)
    }

    /// `MM/DD/YYYY`.
    package static func usDay(_ text: some StringProtocol) -> CalendarDay? {
        let p = text.split(separator: "/", omittingEmptySubsequences: false)
        guard p.count == 3, p[2].count == 4, (1...2).contains(p[0].count), (1...2).contains(p[1].count),
            let m = Int(p[0]), let d = Int(p[1]), let y = Int(p[2])
        else { return nil }
        return CalendarDay(year: y, month: m, day: d)
    }

    /// The period of `FromDate` and `ToDate` (`MM/DD/YYYY`).
    package static func period(from: String?, to: String?) -> DayRange? {
        guard let a = from.flatMap(usDay), let b = to.flatMap(usDay) else { return nil }
        return DayRange(start: a, end: b)
    }

    package static func brokerageKind(_ action: String) -> TransactionKind? {
        let a = action.lowercased()
        if a.contains("div") { return .dividend }
        if a.contains("interest") || a.contains("int adj") { return .interest }
        if a.contains("fee") { return .fee }
        if a.contains("wire") || a.contains("transfer") || a.contains("journal") || a.contains("funds") { return .transfer }
        if a.contains("check") { return .check }
        return nil
    }

    package static func postedKind(_ type: String) -> TransactionKind? {
        switch type.uppercased() {
        case "CHECK": return .check
        case "WIRE", "TRANSFER": return .transfer
        case "ATM": return .withdrawal
        case "DEPOSIT": return .deposit
        case "VISA": return .card
        case "INTADJUST": return .interest
        case "ATMREBATE": return .refund
        default: return nil
        }
    }
}

extension String {
    package var nilIfEmpty: String? { isEmpty ? nil : self }
}
