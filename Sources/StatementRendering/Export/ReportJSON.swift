import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The report as JSON, for scripts: `statement-report report FILE --format json`.
///
/// Like the HTML and Markdown reports, it names input files without their folder (reports travel by
/// mail) and shows card numbers masked (`•••• 1234`) in texts; ids and references are the source's.
///
/// The same model the HTML and Markdown reports present (`Report`), with exact values: amounts
/// are decimal strings with every digit and at least the currency's minor-unit digits (`"-12.50"`,
/// `"1200"` for JPY), never JSON numbers; days are `YYYY-MM-DD`; categories are built-in keys
/// (`groceries`) or names exactly as a rule or the source wrote them. Keys come in a fixed order, so
/// the same input gives the same bytes. A section not asked for (`--sections`) leaves its keys out.
/// Messages (why a row was rejected, why an expense could not be shared) are given as their
/// catalogue key and as text in the report's language. The contract is
/// `Resources/schema/report.schema.json`: keys are added, never renamed.
public enum ReportJSON {
    public static let version = 1

    /// `locale`, when given, is written as `"locale"`: the locale whose words and numbers the other
    /// reports of the run use (a region nobody gave follows the statements: `en-GB` for pounds).
    public static func encode(_ report: Report, language: Language = .english, locale: ReportLocale? = nil) -> String {
        let catalogue = Catalogue.of(language)
        var json = JSONText()
        json.beginObject()
        json.number("version", version)
        json.string("title", report.title)
        json.string("generatedOn", report.generatedOn.description)
        if let locale { json.string("locale", locale.tag) }
        range(&json, "period", report.period)
        json.beginArray("sections")
        for s in report.sections { json.string(nil, s.rawValue) }
        json.endArray()
        filter(&json, report.filter)
        json.string("configFile", report.configFile.map(AccountsSection.fileName))

        if report.shows(.accounts) || report.shows(.summary) {
            json.beginArray("statements")
            for s in report.statements { statement(&json, s) }
            json.endArray()
        }

        json.beginArray("currencies")
        for c in report.currencies { currency(&json, c, report) }
        json.endArray()
        if let b = report.baseCurrency, b.miss == nil { baseCurrency(&json, b, report) }

        if report.shows(.comparison) { comparisons(&json, report) }
        if report.shows(.budgets) { budgets(&json, report) }
        if report.shows(.splits) { splits(&json, report, catalogue) }
        if report.shows(.explain) || report.shows(.transactions) { transactions(&json, report) }
        imports(&json, report.imports, catalogue)
        json.endObject()
        return json.text + "\n"
    }

    private static func filter(_ json: inout JSONText, _ filter: ReportFilter) {
        json.beginObject("filter")
        json.string("from", filter.from?.description)
        json.string("to", filter.to?.description)
        json.beginArray("accounts")
        for a in filter.accounts { json.string(nil, a) }
        json.endArray()
        json.number("excludedTransactions", filter.excludedTransactions)
        json.endObject()
    }

    /// How transactions were categorized, then the listed transactions.
    private static func transactions(_ json: inout JSONText, _ report: Report) {
        let c = report.categorization
        json.beginObject("categorization")
        json.beginArray("rules")
        for r in c.rules {
            json.beginObject()
            json.number("index", r.index)
            json.number("line", r.line)
            json.string("category", r.category)
            json.number("matched", r.matched)
            json.endObject()
        }
        json.endArray()
        json.number("bySource", c.bySource)
        json.number("byDefaultRules", c.byDefaultRules)
        json.number("uncategorized", c.uncategorized)
        json.endObject()
        json.beginArray("transactions")
        for t in report.transactions { transaction(&json, t) }
        json.endArray()
        json.number("omittedTransactions", report.omittedTransactions)
    }

    private static func imports(_ json: inout JSONText, _ imports: [ImportRecord], _ catalogue: Catalogue) {
        json.beginArray("imports")
        for record in imports {
            json.beginObject()
            json.string("file", AccountsSection.fileName(record.file))
            json.string("format", record.format)
            json.number("rowsRead", record.rowsRead)
            json.number("imported", record.imported)
            if record.duplicates > 0 { json.number("duplicates", record.duplicates) }
            notes(&json, "skipped", record.skipped, catalogue)
            notes(&json, "rejected", record.rejected, catalogue)
            notes(&json, "warnings", record.warnings, catalogue)
            json.endObject()
        }
        json.endArray()
    }

    private static func statement(_ json: inout JSONText, _ s: StatementSummary) {
        json.beginObject()
        json.beginObject("account")
        json.string("id", s.account.id.map { CardNumberMask.masked($0, luhn: false) })
        json.string("iban", s.account.iban)
        json.string("name", s.account.name)
        json.string("holder", s.account.holder)
        json.string("institution", s.account.institution)
        json.string("type", s.account.type?.rawValue)
        json.endObject()
        json.string("currency", s.currency.code)
        range(&json, "period", s.period)
        balance(&json, "openingBalance", s.openingBalance)
        balance(&json, "closingBalance", s.closingBalance)
        reconciliation(&json, s.reconciliation)
        json.number("transactionCount", s.transactionCount)
        json.string("source", AccountsSection.fileName(s.source))
        json.string("format", s.format)
        json.endObject()
    }

    static func transaction(_ json: inout JSONText, _ ct: CategorizedTransaction) {
        let t = ct.transaction
        json.beginObject()
        json.string("id", t.id)
        json.string("bookingDate", t.bookingDate.description)
        json.string("valueDate", t.valueDate?.description)
        json.string("operationDate", t.operationDate?.description)
        json.string("amount", text(t.amount))
        json.string("currency", t.currency.code)
        json.string("description", CardNumberMask.masked(t.description))
        json.string("payee", t.payee.map { CardNumberMask.masked($0) })
        json.string("memo", t.memo.map { CardNumberMask.masked($0) })
        json.string("reference", t.reference)
        json.string("category", ct.category)
        json.beginObject("categorySource")
        switch ct.reason {
        case let .userRule(index):
            json.string("kind", "userRule")
            json.number("rule", index)
        case .source: json.string("kind", "source")
        case let .defaultRule(keyword):
            json.string("kind", "defaultRule")
            json.string("keyword", keyword)
        case .none: json.string("kind", "none")
        }
        json.endObject()
        json.string("kind", t.kind.rawValue)
        json.string("status", t.status.rawValue)
        json.string("account", t.account.map { CardNumberMask.masked($0, luhn: false) })
        if let o = t.originalAmount {
            json.beginObject("originalAmount")
            json.string("amount", text(o))
            json.string("currency", o.currency.code)
            json.endObject()
        }
        json.string("payer", t.payer)
        json.string("location", ImportSection.shown(t.location))
        json.endObject()
    }

    static func reconciliation(_ json: inout JSONText, _ r: Reconciliation) {
        json.beginObject("reconciliation")
        switch r {
        case .notPossible: json.string("status", "notPossible")
        case let .matched(closing):
            json.string("status", "matched")
            json.string("closing", text(closing))
        case let .mismatch(expected, computed):
            json.string("status", "mismatch")
            json.string("closing", text(expected))
            json.string("computed", text(computed))
            json.string("difference", text(r.difference!))
        }
        json.endObject()
    }

    private static func notes(_ json: inout JSONText, _ key: String, _ notes: [RowNote], _ catalogue: Catalogue) {
        json.beginArray(key)
        for n in notes {
            json.beginObject()
            json.string("kind", n.kind.rawValue)
            json.string("location", ImportSection.shown(n.location))
            message(&json, n.reason, catalogue)
            json.string("lineText", n.lineText.map { CardNumberMask.masked($0) })
            json.endObject()
        }
        json.endArray()
    }

    static func message(_ json: inout JSONText, _ message: Message, _ catalogue: Catalogue) {
        json.string("reasonKey", message.key)
        json.string("reason", catalogue.render(message))
    }

    private static func range(_ json: inout JSONText, _ key: String, _ range: DayRange?) {
        guard let range else { return }
        json.beginObject(key)
        json.string("start", range.start.description)
        json.string("end", range.end.description)
        json.endObject()
    }

    private static func balance(_ json: inout JSONText, _ key: String, _ balance: Balance?) {
        guard let balance else { return }
        json.beginObject(key)
        json.string("amount", text(balance.money))
        json.string("date", balance.date?.description)
        json.endObject()
    }

    /// `-12.50`: every digit, at least the currency's minor-unit digits.
    package static func text(_ money: Money) -> String { money.amount.plainText(minimumFractionDigits: money.currency.minorUnits) }
}

