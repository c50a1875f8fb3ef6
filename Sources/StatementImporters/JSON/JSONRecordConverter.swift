import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Turns one record into a transaction by the file's dialect, and keeps what the document said
/// above the records (its currency, account, period).
package struct JSONRecordConverter {
    package let dialect: JSONShape.Dialect
    package var generic: JSONGenericReader
    /// What enclosing objects said: a currency and an account for the records inside them.
    package var scope = Scope()
    /// Normal forms of the keys met (GoCardless keys come in camelCase or snake_case).
    package var keyCache = JSONKeyCache()
    /// Set for the first pass over a generic file: records only give their date text.
    package var dates: DateInference?
    /// The first pass has seen enough (the first date is ISO 8601: no pattern to decide).
    package private(set) var isStopped = false

    package struct Scope {
        package var currency: Currency?
        package var account: String?
    }

    /// Arrays that hold records by the dialect's own definition.
    package func isRecordPath(_ path: [String]) -> Bool {
        switch dialect {
        case .starling: return path.last == "feedItems"
        case .goCardless:
            return path == ["transactions", "booked"] || path == ["transactions", "pending"] || path == ["pending"] || path == ["booked"]
                || path == ["transactions"]
        case .schwab: return path == ["BrokerageTransactions"] || path == ["PostedTransactions"]
        default: return false
        }
    }

    /// Whether an element found elsewhere is a record of this dialect.
    package func isRecord(_ node: JSONNode) -> Bool {
        switch dialect {
        case .schwab, .statementReport, .unknown: return false
        default: return JSONShape.recordDialect(node, keys: generic.keys)?.0 == dialect
        }
    }

    package mutating func convert(_ node: JSONNode, path: [String], _ env: JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome {
        switch dialect {
        case .starling: return try JSONStarling.convert(node, env)
        case .goCardless: return try JSONGoCardless.convert(node, pending: path.last?.lowercased() == "pending", env, keys: &keyCache)
        case .schwab: return try JSONSchwab.convert(node, posted: path.last == "PostedTransactions", env)
        default:
            if dates != nil {
                if let text = generic.dateText(node) {
                    if dates!.valueCount == 0, JSONField.isoDay(text) != nil { isStopped = true }
                    dates!.add(text, position: node.line)
                }
                return .skipped(.summary, Message(""), at: node)
            }
            generic.documentCurrency = scope.currency
            let outcome = try generic.convert(node, env)
            if let account = scope.account, case var .imported(t) = outcome, t.account == nil {
                t.account = account
                return .imported(t)
            }
            return outcome
        }
    }

    /// A scalar member above the records: the document's currency and account (generic JSON) or
    /// its period (Schwab's `FromDate`/`ToDate`).
    package mutating func scalar<Sink>(_ node: JSONNode, key: String, path: [String], _ session: inout JSONSession<Sink>) {
        switch dialect {
        case .schwab:
            if key == "FromDate" || key == "ToDate" {
                schwabDates[key] = node.string
                if let p = JSONSchwab.period(from: schwabDates["FromDate"], to: schwabDates["ToDate"]) { session.documentPeriod = p }
            }
        case .generic:
            guard let text = node.scalarText.map(JSONField.trimmed), !text.isEmpty else { return }
            switch generic.keys.role(ofNormalized: JSONField.normalized(key))?.role {
            case .currency?:
                if let c = Currency(code: text) {
                    scope.currency = c
                    let note = Detection(name: "currency", value: "\(c.code) (\"\(key)\")")
                    if path.count == 1, !session.record.detected.contains(note) { session.record.detected.append(note) }
                }
            case .account?:
                scope.account = text
            default: break
            }
        default: break
        }
    }

    private var schwabDates: [String: String] = [:]

    package init(dialect: JSONShape.Dialect, generic: JSONGenericReader) {
        self.dialect = dialect
        self.generic = generic
    }

    /// Searches a container already read as a tree (the first element of an array of containers).
    package mutating func search<Sink: TransactionSink>(_ node: JSONNode, path: [String], _ session: inout JSONSession<Sink>) {
        guard let members = node.members else { return }
        for m in members {
            let here = path + [m.key]
            switch m.node.value {
            case let .array(elements):
                guard !elements.isEmpty else { continue }
                if isRecordPath(here) || elements.prefix(JSONShape.lookahead).contains(where: isRecord) {
                    session.record.note("records", "\"" + here.joined(separator: ".") + "\"")
                    for e in elements {
                        session.take(e) { n, env throws(JSONRecordProblem) in try convert(n, path: here, env) }
                    }
                } else {
                    let saved = scope
                    for e in elements {
                        search(e, path: here, &session)
                        scope = saved
                    }
                }
            case .object:
                let saved = scope
                search(m.node, path: here, &session)
                scope = saved
            default:
                scalar(m.node, key: m.key, path: here, &session)
            }
        }
    }
}
