import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The project's own JSON form of imported statements: what `statement-report transactions
/// --format json` writes, and what the JSON importer reads back.
///
/// Amounts are signed decimal strings with every digit (`"-12.50"`), never JSON numbers; dates
/// are `YYYY-MM-DD`. Keys are written in a fixed order, so the same statements give the same bytes.
/// The names are a contract (`Resources/schema/statements.schema.json`): add, never rename.
public enum TransactionsJSON {
    public static let version = StatementsJSONForm.version

    public static func encode(_ statements: [Statement], categorize: ((Transaction) -> String?)? = nil) -> String {
        encode(statements, categorizeIn: categorize.map { f in { t, _ in f(t) } })
    }

    /// Categorized as a report does: the user's account rules see each statement's account.
    public static func encode(_ statements: [Statement], categorizer: Categorizer) -> String {
        encode(statements) { t, s in categorizer.categorize(t, account: s.account, source: s.source).key }
    }

    package static func encode(_ statements: [Statement], categorizeIn categorize: ((Transaction, Statement) -> String?)?) -> String {
        var json = JSONText()
        json.beginObject()
        json.number("version", version)
        json.beginArray("statements")
        for s in statements {
            head(&json, s.info, source: s.source, format: s.format)
            for t in s.transactions { transaction(&json, t, category: categorize?(t, s) ?? t.category) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    /// A statement's start, up to its `"transactions": [`.
    package static func head(_ json: inout JSONText, _ info: StatementInfo, source: String, format: String) {
        json.beginObject()
        json.beginObject("account")
        json.string("id", info.account.id)
        json.string("iban", info.account.iban)
        json.string("name", info.account.name)
        json.string("holder", info.account.holder)
        json.string("institution", info.account.institution)
        json.string("type", info.account.type?.rawValue)
        json.endObject()
        json.string("currency", info.currency.code)
        if let p = info.period {
            json.beginObject("period")
            json.string("start", p.start.description)
            json.string("end", p.end.description)
            json.endObject()
        }
        balance(&json, "openingBalance", info.openingBalance, statementCurrency: info.currency)
        balance(&json, "closingBalance", info.closingBalance, statementCurrency: info.currency)
        balance(&json, "availableBalance", info.availableBalance, statementCurrency: info.currency)
        json.string("source", source)
        json.string("format", format)
        json.beginArray("transactions")
    }

    /// One transaction's object.
    package static func transaction(_ json: inout JSONText, _ t: Transaction, category: String?) {
        json.beginObject()
        json.string("id", t.id)
        // An id we computed (from the row's content and place) is no bank's: read back, it must
        // not identify the transaction across files (`TransactionIdentity`).
        if !t.hasSourceID { json.bool("computedId", true) }
        json.day("bookingDate", t.bookingDate)
        json.day("valueDate", t.valueDate)
        json.day("operationDate", t.operationDate)
        json.amount("amount", t.amount)
        json.string("currency", t.currency.code)
        json.string("description", t.description)
        json.string("payee", t.payee)
        json.string("memo", t.memo)
        json.string("reference", t.reference)
        json.string("category", category)
        json.string("kind", t.kind.rawValue)
        json.string("status", t.status.rawValue)
        json.string("account", t.account)
        if let o = t.originalAmount {
            json.beginObject("originalAmount")
            json.string("amount", text(o))
            json.string("currency", o.currency.code)
            json.endObject()
        }
        json.string("payer", t.payer)
        if let split = t.split { self.split(&json, split) }
        json.string("location", t.location.description)
        json.endObject()
    }

    /// `-12.50`: every digit, at least the currency's minor-unit digits.
    package static func text(_ money: Money) -> String { money.amount.plainText(minimumFractionDigits: money.currency.minorUnits) }

    /// `"split": {"shares": {"alice": 2, "bob": 1}, "adjust": {"alice": "5.00"}}`: weights as JSON
    /// numbers, percentages and amounts as decimal strings; people in the rule's order.
    private static func split(_ json: inout JSONText, _ rule: SplitRule) {
        json.beginObject("split")
        switch rule.method {
        case .equal:
            json.beginArray("equal")
            for part in rule.parts { json.string(nil, part.person) }
            json.endArray()
        case .shares:
            json.beginObject("shares")
            for part in rule.parts { json.decimal(part.person, part.value) }
            json.endObject()
        case .percent, .exact:
            json.beginObject(rule.method.rawValue)
            for part in rule.parts { json.string(part.person, part.value.description) }
            json.endObject()
        }
        if !rule.adjustments.isEmpty {
            json.beginObject("adjust")
            for part in rule.adjustments { json.string(part.person, part.value.description) }
            json.endObject()
        }
        json.endObject()
    }

    /// A balance; its currency is written only when it is not the statement's (camt allows that).
    private static func balance(_ json: inout JSONText, _ key: String, _ balance: Balance?, statementCurrency: Currency) {
        guard let balance else { return }
        json.beginObject(key)
        json.string("amount", text(balance.money))
        if balance.money.currency != statementCurrency { json.string("currency", balance.money.currency.code) }
        json.string("date", balance.date?.description)
        json.endObject()
    }
}
