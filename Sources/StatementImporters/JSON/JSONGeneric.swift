import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Any JSON whose records are objects with a date and an amount, keys matched to roles by
/// `JSONKeys` (`Resources/import/json-keys.yaml`, or a profile's).
///
/// - Amount: `amount` as a JSON number (exact from its literal) or a string read by `AmountParser`
///   (`"12,50"`, `"-1 234,56 €"`); an object `{"value"|"amount": ..., "currency": ...}` or
///   `{"minorUnits": 1250, "currency": "GBP"}`; `amountMinor` (`1250` with a minor-units key) in
///   the currency's minor unit; or `debit` and `credit` (magnitudes: credit minus debit).
/// - `direction` (`IN`/`OUT`, `credit`/`debit`, `CRDT`/`DBIT`, `C`/`D`, `+`/`-`) sets the sign of an unsigned amount.
/// - `status`: settled/booked/completed... are booked, pending/authorised... pending, and
///   declined/failed/cancelled/reversed rows are skipped with their status; another value is
///   imported as booked with a warning.
/// - Currency: the record's `currency`, else the one the amount text names (`€`, `EUR`), else the
///   document's top-level `currency`, else `--currency`, else none (XXX).
/// - Dates: `YYYY-MM-DD`, or ISO 8601 date-times (the date part as written); other forms
///   (`13/10/2026`, `Oct 13, 2026`) by the pattern all of the file's dates allow (`DateInference`),
///   or `--date-format`.
package struct JSONGenericReader {
    package let keys: JSONKeys
    package let defaultCurrency: Currency?
    /// The document's own `currency`, when it gives one above the records.
    package var documentCurrency: Currency?
    /// The decimal mark seen in the file's amounts so far: resolves `"1,234"` once `"12,50"` was seen.
    private var decimalMark: AmountParser.DecimalMark = .auto
    private var roles: [String: (JSONKeys.Role, Int)?] = [:]
    private var keyCache = JSONKeyCache()
    /// How the file writes dates that are not ISO 8601 (`dd/MM/yyyy`), decided from all of them.
    package var datePattern: DatePattern?

    package init(keys: JSONKeys, defaultCurrency: Currency?) {
        self.keys = keys
        self.defaultCurrency = defaultCurrency
    }

    /// The role of a key, with a cache: records repeat the same keys.
    private mutating func role(of key: String) -> (JSONKeys.Role, Int)? {
        if let cached = roles[key] { return cached }
        let found = keys.role(ofNormalized: JSONField.normalized(key)).map { ($0.role, $0.rank) }
        roles[key] = found
        return found
    }

    /// Each role's value in a record (the best-ranked key present), with the key's name.
    package struct Fields {
        private var slots: [(key: String, node: JSONNode, rank: Int)?] = Array(repeating: nil, count: JSONKeys.Role.allCases.count)

        package subscript(role: JSONKeys.Role) -> (key: String, node: JSONNode, rank: Int)? {
            get { slots[role.index] }
            set { slots[role.index] = newValue }
        }
    }

    private mutating func fields(_ item: JSONNode) -> Fields {
        var out = Fields()
        for m in item.members ?? [] {
            guard let (role, rank) = role(of: m.key) else { continue }
            if let current = out[role], current.rank <= rank, !current.node.isBlank { continue }
            if m.node.isBlank, out[role] != nil { continue }
            out[role] = (m.key, m.node, rank)
        }
        return out
    }

    package mutating func convert(_ item: JSONNode, _ env: JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome {
        guard item.members != nil else { throw JSONRecordProblem(Message("json.recordNotObject", ["found": .message(item.typeMessage)]), at: item) }
        let f = fields(item)
        func text(_ role: JSONKeys.Role) throws(JSONRecordProblem) -> String? {
            guard let field = f[role] else { return nil }
            return try JSONField.text(field.node, field.key)
        }

        // Status first: a declined row needs no amount.
        var status = TransactionStatus.booked
        var warning: Message? = nil
        if let field = f[.status], let raw = try JSONField.text(field.node, field.key) {
            switch JSONGenericReader.status(raw) {
            case .booked?: status = .booked
            case .pending?: status = .pending
            case .information?: status = .information
            case nil:
                if JSONGenericReader.notMoney.contains(JSONField.normalized(raw)) {
                    return .skipped(.declined, Message("json.statusNotMoney", ["field": .text(field.key), "text": .text(raw)]), at: field.node)
                }
                warning = Message("json.unknownStatus", ["field": .text(field.key), "text": .text(raw)])
            }
        }

        guard let dateField = f[.date] else {
            throw JSONRecordProblem(Message("json.noDate"), at: item)
        }
        let day = try date(dateField.node, dateField.key)
        var valueDay: CalendarDay? = nil
        if let field = f[.valueDate], !field.node.isBlank { valueDay = try date(field.node, field.key) }

        let parsed = try self.amount(f, item)
        var amount = parsed.amount
        let currency = parsed.currency

        if let field = f[.direction], let raw = try JSONField.text(field.node, field.key) {
            guard let out = JSONGenericReader.direction(raw) else {
                throw JSONRecordProblem(Message("json.badDirection", ["field": .text(field.key), "text": .text(raw)]), at: field.node)
            }
            amount = out ? amount.magnitude.negated : amount.magnitude
        }

        let finalCurrency = currency ?? documentCurrency ?? defaultCurrency ?? .unspecified
        var kind: TransactionKind? = nil
        if let raw = try text(.kind) { kind = TransactionKind(rawValue: raw.lowercased()) }
        let payee = try text(.payee)
        let description = try text(.description) ?? payee ?? ""
        // The label's channel gives the kind when no field does (`CB CARREFOUR 25/11`: a card, used on the 25th).
        let label = BankLabel(description)
        if kind == nil, let channel = label.kind { kind = BankLabel(kind: channel).kind(negative: amount.isNegative) }
        let operation = label.operationDay(bookedOn: day)
        var split: SplitRule? = nil
        if let node = item["split"], !node.isNull {
            split = try JSONOwnForm.split(node, for: Money(amount, finalCurrency))
        }
        let sourceID = try text(.id)
        let transaction = Transaction(
            id: sourceID ?? env.contentID, hasSourceID: sourceID != nil, bookingDate: day, valueDate: valueDay,
            operationDate: operation == day ? nil : operation, amount: Money(amount, finalCurrency), description: description, payee: payee, memo: try text(.memo),
            reference: try text(.reference), category: try text(.category), kind: kind, status: status,
            account: try text(.account), payer: try text(.payer), split: split, location: env.location)
        if let warning { return .importedWithWarning(transaction, warning, at: f[.status]!.node) }
        return .imported(transaction)
    }

    /// The record's amount (`amount`, `amountMinor`, or `debit` and `credit`), and the currency the
    /// record names (its `currency`, else the one the amount names), if any.
    private mutating func amount(_ f: Fields, _ item: JSONNode) throws(JSONRecordProblem) -> (amount: Amount, currency: Currency?) {
        var currency = try f[.currency].flatMap { field throws(JSONRecordProblem) in try JSONField.currency(field.node, field.key) }
        var amount: Amount
        if let field = f[.amount], !field.node.isBlank {
            if field.node.members != nil {
                let (a, c) = try nestedAmount(field.node, field.key)
                amount = a
                currency = currency ?? c
            } else {
                let (a, code) = try parse(field.node, field.key)
                amount = a
                if currency == nil, let code { currency = Currency(code: code) }
            }
        } else if let field = f[.amountMinor], !field.node.isBlank {
            let c = currency ?? documentCurrency ?? defaultCurrency ?? .unspecified
            amount = try minorUnits(field.node, field.key, currency: c)
        } else if f[.debit] != nil || f[.credit] != nil {
            var debit = Amount.zero, credit = Amount.zero
            var code: String? = nil
            if let field = f[.debit], !field.node.isBlank {
                let (a, c) = try parse(field.node, field.key)
                debit = a.magnitude
                code = c
            }
            if let field = f[.credit], !field.node.isBlank {
                let (a, c) = try parse(field.node, field.key)
                credit = a.magnitude
                code = code ?? c
            }
            amount = credit - debit
            if currency == nil, let code { currency = Currency(code: code) }
        } else {
            throw JSONRecordProblem(Message("json.noAmount"), at: item)
        }
        return (amount, currency)
    }

    /// An ISO 8601 date (or date-time), else a date in the file's pattern.
    private func date(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> CalendarDay {
        guard let text = try JSONField.text(node, field) else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(field)]), at: node)
        }
        guard let day = JSONField.isoDay(text) ?? datePattern?.parse(text) else {
            throw JSONRecordProblem(Message("json.badDate", ["field": .text(field), "text": .text(text)]), at: node)
        }
        return day
    }

    /// The text of a record's date, for the first pass that decides the file's date pattern.
    package mutating func dateText(_ item: JSONNode) -> String? {
        guard item.members != nil, let field = fields(item)[.date] else { return nil }
        return field.node.string.map(JSONField.trimmed)
    }

    /// A number, or a string through `AmountParser` with the decimal mark the file has shown so far.
    private mutating func parse(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> (Amount, String?) {
        if case let .string(s) = node.value, decimalMark == .auto {
            if let parsed = try? AmountParser().parse(s) {
                if parsed.decimalMark == "," { decimalMark = .comma } else if parsed.decimalMark == "." { decimalMark = .point }
                return (parsed.amount, parsed.currencyCode)
            }
        }
        return try JSONField.amount(node, field, parser: AmountParser(decimalMark: decimalMark))
    }

    /// `{"value": "12.50", "currency": "EUR"}`, `{"amount": -8.43, "currency": "EUR"}`, `{"minorUnits": 1250, "currency": "GBP"}`.
    private mutating func nestedAmount(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> (Amount, Currency?) {
        let inner = JSONField.normalizedMembers(node, &keyCache)
        let currency = try JSONField.currency(inner["currency"] ?? inner["currencycode"] ?? inner["ccy"], field + ".currency")
        for key in ["minorunits", "amountminor", "amountinminorunits", "valueinminorunits", "cents"] {
            if let n = inner[key], !n.isBlank {
                return (try minorUnits(n, field + "." + key, currency: currency ?? documentCurrency ?? defaultCurrency ?? .unspecified), currency)
            }
        }
        for key in ["value", "amount"] {
            if let n = inner[key], !n.isBlank {
                let (a, code) = try parse(n, field + "." + key)
                return (a, currency ?? code.flatMap { Currency(code: $0) })
            }
        }
        throw JSONRecordProblem(Message("json.missingField", ["field": .text(field + ".value")]), at: node)
    }

    /// `1250` in EUR → 12.50: an integer, as a number or a string.
    private func minorUnits(_ node: JSONNode, _ field: String, currency: Currency) throws(JSONRecordProblem) -> Amount {
        let raw = try JSONField.decimal(node, field)
        guard raw.normalized.scale == 0 else {
            throw JSONRecordProblem(Message("json.notMinorUnits", ["field": .text(field), "text": .text(node.scalarText ?? "")]), at: node)
        }
        return Amount(minorUnits: raw.normalized.units, digits: currency.minorUnits)
    }

    package static func status(_ raw: String) -> TransactionStatus? {
        switch JSONField.normalized(raw) {
        case "booked", "settled", "completed", "complete", "posted", "cleared", "done", "executed", "success", "successful",
            "processed", "comptabilise", "comptabilisee", "effectue", "effectuee", "gebucht":
            return .booked
        case "pending", "authorised", "authorized", "upcoming", "processing", "inprogress", "enattente", "avenir", "scheduled",
            "vorgemerkt":
            return .pending
        case "info", "information":
            return .information
        default: return nil
        }
    }

    /// Statuses of rows that moved no money.
    package static let notMoney: Set<String> = [
        "declined", "rejected", "failed", "cancelled", "canceled", "reverted", "reversed", "refused", "void", "voided",
        "expired", "refuse", "refusee", "annule", "annulee", "echoue", "echouee",
    ]

    /// True for money out, false for money in, nil when the text says neither.
    package static func direction(_ raw: String) -> Bool? {
        let text = JSONField.trimmed(raw)
        if text == "-" { return true }
        if text == "+" { return false }
        switch JSONField.normalized(text) {
        case "out", "debit", "dbit", "dr", "d", "outgoing", "outbound", "sortie", "sortant": return true
        case "in", "credit", "crdt", "cr", "c", "incoming", "inbound", "entree", "entrant": return false
        default: return nil
        }
    }
}
