import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The project's own JSON form (`Resources/schema/statements.schema.json`), as
/// `statement-report transactions --format json` writes it (`TransactionsJSON`), read back to the
/// same model.
///
/// Strict where the form is a contract: amounts are decimal strings (`"-12.50"`) or JSON numbers
/// read from their literal, never `"12,50"`; dates are `YYYY-MM-DD`; `status` is one of the model's.
/// Keys it does not know are ignored (a later version 1 may add keys; it never renames them), and
/// `version` above 1 is refused. `location` says where a transaction was first read: it is not
/// read back (a transaction read from this file is located in this file).
package enum JSONOwnForm {
    package static let supportedVersion = StatementsJSONForm.version

    /// Reads the whole document into the session.
    package static func read<Sink: TransactionSink>(_ reader: inout JSONReader, _ session: inout JSONSession<Sink>) throws(ImportError) {
        do throws(JSONError) {
            guard try reader.next() == .beginObject else {
                throw JSONError(.expectedValue, line: reader.tokenLine, column: reader.tokenColumn, offset: reader.tokenOffset, found: nil)
            }
            var sawVersion = false
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    try checkVersion(try reader.readValue())
                    sawVersion = true
                case "statements":
                    guard reader.peekValueStart() == 0x5B else {
                        let node = try reader.readValue()
                        throw JSONError(.structure(JSONField.wrongType(node, "statements", expected: "json.type.array").message), at: node)
                    }
                    _ = try reader.next()
                    while try reader.hasNextElement() { try statement(&reader, &session) }
                default:
                    try reader.skipValue()
                }
            }
            guard try reader.next() == .end else { throw JSONError(.trailingContent, line: reader.tokenLine, column: reader.tokenColumn, offset: reader.tokenOffset, found: nil) }
            if sawVersion { session.record.note("version", String(supportedVersion)) } else { session.record.note("version", Message("inspectNote.value.noVersion", ["version": .text(String(supportedVersion))])) }
        } catch {
            throw session.importError(error)
        }
    }

    private static func checkVersion(_ node: JSONNode) throws(JSONError) {
        guard case let .number(literal) = node.value, let v = Amount(jsonNumber: literal), v.normalized.scale == 0, v.units > 0 else {
            throw JSONError(.structure(Message("json.badVersion", ["text": .text(node.scalarText ?? "")])), at: node)
        }
        guard v == Amount(supportedVersion) else {
            throw JSONError(.unsupported(Message("json.unsupportedVersion", ["version": .text(v.description), "supported": .number(supportedVersion)])), at: node)
        }
    }

    /// One element of `statements`: its fields in any order, its transactions streamed.
    private static func statement<Sink: TransactionSink>(_ reader: inout JSONReader, _ session: inout JSONSession<Sink>) throws(JSONError) {
        guard reader.peekValueStart() == 0x7B else {
            let node = try reader.readValue()
            throw JSONError(.structure(JSONField.wrongType(node, "statements[]", expected: "json.type.object").message), at: node)
        }
        _ = try reader.next()
        var info = StatementInfo(account: session.options.account ?? Account(), currency: session.options.defaultCurrency ?? .unspecified)
        var currencyKnown = false
        var index: Int? = nil
        var balances: [(key: String, node: JSONNode)] = []
        var problems: [JSONRecordProblem] = []
        while let key = try reader.nextKey() {
            switch key {
            case "transactions":
                guard reader.peekValueStart() == 0x5B else {
                    problems.append(JSONField.wrongType(try reader.readValue(), "transactions", expected: "json.type.array"))
                    continue
                }
                _ = try reader.next()
                while try reader.hasNextElement() {
                    let node = try reader.readValue()
                    if index == nil { index = session.declare(info) }
                    let currency = currencyKnown ? info.currency : nil
                    session.take(node, statement: index) { n, env throws(JSONRecordProblem) in
                        try transaction(n, statementCurrency: currency, env)
                    }
                }
            case "account", "currency", "period", "openingBalance", "closingBalance", "availableBalance":
                let node = try reader.readValue()
                do throws(JSONRecordProblem) {
                    switch key {
                    case "account":
                        let read = try account(node)
                        info.account = session.options.account ?? read
                    case "currency":
                        if let c = try JSONField.currency(node, "currency") {
                            info.currency = c
                            currencyKnown = true
                        }
                    case "period": info.period = try period(node)
                    default: balances.append((key, node))
                    }
                } catch {
                    problems.append(error)
                }
            default:
                try reader.skipValue()
            }
        }
        for (key, node) in balances {
            do throws(JSONRecordProblem) {
                let b = try balance(node, key, currency: info.currency)
                switch key {
                case "openingBalance": info.openingBalance = b
                case "closingBalance": info.closingBalance = b
                default: info.availableBalance = b
                }
            } catch {
                problems.append(error)
            }
        }
        // A statement whose own fields are wrong is still read; each wrong field is a warning.
        for p in problems {
            session.record.warn(at: SourceLocation(file: session.file, line: p.line, column: p.column), p.message, lineText: session.lineText(at: p.offset))
        }
        if let index { session.update(index, info) } else { _ = session.declare(info) }
    }

    /// One transaction object.
    package static func transaction(_ t: JSONNode, statementCurrency: Currency?, _ env: JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome {
        guard t.members != nil else { throw JSONRecordProblem(Message("json.recordNotObject", ["found": .message(t.typeMessage)]), at: t) }
        func text(_ key: String) throws(JSONRecordProblem) -> String? { try JSONField.exactText(t[key], key) }
        let day = try strictDay(JSONField.required(t, "bookingDate"), "bookingDate")
        let valueDay = try t["valueDate"].flatMap { n throws(JSONRecordProblem) in n.isNull ? nil : try strictDay(n, "valueDate") }
        let operationDay = try t["operationDate"].flatMap { n throws(JSONRecordProblem) in n.isNull ? nil : try strictDay(n, "operationDate") }
        let amount = try JSONField.decimal(JSONField.required(t, "amount"), "amount")
        guard let currency = try JSONField.currency(t["currency"], "currency") ?? statementCurrency else {
            throw JSONRecordProblem(Message("json.missingField", ["field": "currency"]), at: t)
        }
        var status = TransactionStatus.booked
        if let raw = try text("status") {
            guard let s = TransactionStatus(rawValue: raw) else {
                throw JSONRecordProblem(Message("json.badStatus", ["field": "status", "text": .text(raw)]), at: t["status"]!)
            }
            status = s
        }
        var kind: TransactionKind? = nil
        var warning: (Message, JSONNode)? = nil
        if let raw = try text("kind") {
            kind = TransactionKind(rawValue: raw)
            if kind == nil { warning = (Message("json.unknownKind", ["text": .text(raw)]), t["kind"]!) }
        }
        var original: Money? = nil
        if let o = t["originalAmount"], !o.isNull {
            guard o.members != nil else { throw JSONField.wrongType(o, "originalAmount", expected: "json.type.object") }
            let a = try JSONField.decimal(JSONField.required(o, "amount"), "originalAmount.amount")
            guard let c = try JSONField.currency(JSONField.required(o, "currency"), "originalAmount.currency") else {
                throw JSONRecordProblem(Message("json.missingField", ["field": "originalAmount.currency"]), at: o)
            }
            original = Money(a, c)
        }
        let money = Money(amount, currency)
        var split: SplitRule? = nil
        if let node = t["split"], !node.isNull { split = try JSONOwnForm.split(node, for: money) }
        let sourceID = try text("id")
        // `"computedId": true`: the id is one we made from a row's content, not the bank's.
        var computed = false
        if let node = t["computedId"], case let .bool(value) = node.value { computed = value }
        let transaction = Transaction(
            id: sourceID ?? env.contentID, hasSourceID: sourceID != nil && !computed, bookingDate: day, valueDate: valueDay,
            operationDate: operationDay == day ? nil : operationDay, amount: money,
            description: try text("description") ?? "", payee: try text("payee"), memo: try text("memo"),
            reference: try text("reference"), category: try text("category"), kind: kind, status: status,
            account: try text("account"), originalAmount: original, payer: try text("payer"), split: split, location: env.location)
        if let (message, node) = warning { return .importedWithWarning(transaction, message, at: node) }
        return .imported(transaction)
    }

    /// Exactly `YYYY-MM-DD`.
    package static func strictDay(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> CalendarDay {
        guard let text = try JSONField.text(node, field) else { throw JSONRecordProblem(Message("json.missingField", ["field": .text(field)]), at: node) }
        guard let day = CalendarDay(iso: text) else {
            throw JSONRecordProblem(Message("json.badDate", ["field": .text(field), "text": .text(text)]), at: node)
        }
        return day
    }

    package static func account(_ node: JSONNode) throws(JSONRecordProblem) -> Account {
        guard node.members != nil else { throw JSONField.wrongType(node, "account", expected: "json.type.object") }
        func text(_ key: String) throws(JSONRecordProblem) -> String? { try JSONField.exactText(node[key], "account." + key) }
        var type: AccountType? = nil
        if let raw = try text("type") {
            guard let t = AccountType(rawValue: raw) else {
                throw JSONRecordProblem(Message("json.badAccountType", ["text": .text(raw)]), at: node["type"]!)
            }
            type = t
        }
        return Account(id: try text("id"), iban: try text("iban"), name: try text("name"), holder: try text("holder"),
                       institution: try text("institution"), type: type)
    }

    package static func period(_ node: JSONNode) throws(JSONRecordProblem) -> DayRange {
        guard node.members != nil else { throw JSONField.wrongType(node, "period", expected: "json.type.object") }
        let start = try strictDay(JSONField.required(node, "start"), "period.start")
        let end = try strictDay(JSONField.required(node, "end"), "period.end")
        return DayRange(start: start, end: end)
    }

    package static func balance(_ node: JSONNode, _ key: String, currency: Currency) throws(JSONRecordProblem) -> Balance {
        guard node.members != nil else { throw JSONField.wrongType(node, key, expected: "json.type.object") }
        let amount = try JSONField.decimal(JSONField.required(node, "amount"), key + ".amount")
        let date = try node["date"].flatMap { n throws(JSONRecordProblem) in n.isNull ? nil : try strictDay(n, key + ".date") }
        let own = try JSONField.currency(node["currency"], key + ".currency")
        return Balance(Money(amount, own ?? currency), date: date)
    }

    // MARK: Splits

    /// `{"equal": ["alice", "bob"]}`, `{"shares": {"alice": 2, "bob": 1}}`, `{"percent": {"alice": "60",
    /// "bob": "40"}}` or `{"exact": {"alice": "30.00", "bob": "12.50"}}`, with an optional
    /// `"adjust": {"alice": "5.00"}`; checked against the expense.
    package static func split(_ node: JSONNode, for expense: Money) throws(JSONRecordProblem) -> SplitRule {
        guard let members = node.members else { throw JSONField.wrongType(node, "split", expected: "json.type.object") }
        let methods = members.filter { SplitRule.Method(rawValue: $0.key) != nil }
        let unknown = members.first { SplitRule.Method(rawValue: $0.key) == nil && $0.key != "adjust" }
        guard methods.count == 1, unknown == nil else {
            throw JSONRecordProblem(Message("json.split.shape"), at: unknown?.node ?? node)
        }
        let method = SplitRule.Method(rawValue: methods[0].key)!
        let body = methods[0].node
        var parts: [SplitRule.Part] = []
        if method == .equal {
            guard let people = body.elements else { throw JSONField.wrongType(body, "split.equal", expected: "json.type.array") }
            for p in people {
                guard case let .string(name) = p.value else { throw JSONField.wrongType(p, "split.equal", expected: "json.type.string") }
                parts.append(SplitRule.Part(name, Amount(1)))
            }
        } else {
            parts = try values(body, "split." + method.rawValue)
        }
        var adjustments: [SplitRule.Part] = []
        if let adjust = node["adjust"], !adjust.isNull { adjustments = try values(adjust, "split.adjust") }
        let rule = SplitRule(method, parts, adjustments: adjustments)
        if let problem = rule.validate(for: expense) { throw JSONRecordProblem(message(problem, currency: expense.currency), at: node) }
        return rule
    }

    private static func values(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> [SplitRule.Part] {
        guard let members = node.members else { throw JSONField.wrongType(node, field, expected: "json.type.object") }
        var parts: [SplitRule.Part] = []
        for m in members { parts.append(SplitRule.Part(m.key, try JSONField.decimal(m.node, field + "." + m.key))) }
        return parts
    }

    package static func message(_ problem: SplitRule.Problem, currency: Currency) -> Message {
        func money(_ a: Amount) -> MessageArgument { .text(Money(a, currency).description) }
        switch problem {
        case .noPeople: return Message("json.split.noPeople")
        case .emptyName: return Message("json.split.emptyName")
        case let .duplicatePerson(p): return Message("json.split.duplicatePerson", ["person": .text(p)])
        case let .notPositive(p): return Message("json.split.notPositive", ["person": .text(p)])
        case let .percentSum(sum): return Message("json.split.percentSum", ["sum": .text(sum.description)])
        case let .exactSum(sum, expected): return Message("json.split.exactSum", ["sum": money(sum), "expected": money(expected)])
        case let .adjustmentsTooLarge(sum, expected): return Message("json.split.adjustmentsTooLarge", ["sum": money(sum), "expected": money(expected)])
        }
    }
}
