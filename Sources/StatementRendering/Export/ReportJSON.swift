import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The report as JSON, for scripts: `statement-report report FILE --format json`.
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

    public static func encode(_ report: Report, language: Language = .english) -> String {
        let catalogue = Catalogue.of(language)
        var json = JSONText()
        json.beginObject()
        json.number("version", version)
        json.string("title", report.title)
        json.string("generatedOn", report.generatedOn.description)
        range(&json, "period", report.period)
        json.beginArray("sections")
        for s in report.sections { json.string(nil, s.rawValue) }
        json.endArray()
        json.beginObject("filter")
        json.string("from", report.filter.from?.description)
        json.string("to", report.filter.to?.description)
        json.beginArray("accounts")
        for a in report.filter.accounts { json.string(nil, a) }
        json.endArray()
        json.number("excludedTransactions", report.filter.excludedTransactions)
        json.endObject()
        json.string("configFile", report.configFile)

        if report.shows(.accounts) || report.shows(.summary) {
            json.beginArray("statements")
            for s in report.statements { statement(&json, s) }
            json.endArray()
        }

        json.beginArray("currencies")
        for c in report.currencies { currency(&json, c, report) }
        json.endArray()

        if report.shows(.splits) {
            json.beginObject("splits")
            json.beginArray("people")
            for p in report.people { json.string(nil, p) }
            json.endArray()
            json.beginArray("currencies")
            for s in report.splits { split(&json, s) }
            json.endArray()
            json.number("issueCount", report.splitIssueCount)
            json.beginArray("issues")
            for issue in report.splitIssues {
                json.beginObject()
                json.string("date", issue.day.description)
                json.string("description", issue.description)
                json.string("amount", text(issue.amount))
                json.string("currency", issue.amount.currency.code)
                json.string("location", issue.location.description)
                message(&json, issue.reason, catalogue)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }

        if report.shows(.explain) || report.shows(.transactions) {
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

        json.beginArray("imports")
        for record in report.imports {
            json.beginObject()
            json.string("file", record.file)
            json.string("format", record.format)
            json.number("rowsRead", record.rowsRead)
            json.number("imported", record.imported)
            notes(&json, "skipped", record.skipped, catalogue)
            notes(&json, "rejected", record.rejected, catalogue)
            notes(&json, "warnings", record.warnings, catalogue)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    private static func currency(_ json: inout JSONText, _ c: CurrencySection, _ report: Report) {
        json.beginObject()
        json.string("currency", c.currency.code)
        json.string("moneyIn", text(c.moneyIn))
        json.string("moneyOut", text(c.moneyOut))
        json.string("net", text(c.net))
        json.number("transactionCount", c.transactionCount)
        json.number("pendingCount", c.pendingCount)
        if let o = c.openingBalance { json.string("openingBalance", text(o)) }
        if let o = c.closingBalance { json.string("closingBalance", text(o)) }
        reconciliation(&json, c.reconciliation)
        json.number("statementsWithoutBalances", c.statementsWithoutBalances)
        if report.shows(.spending) {
            json.beginArray("spending")
            for s in c.spending {
                json.beginObject()
                json.string("category", s.category)
                json.string("spent", text(s.spent))
                json.number("count", s.count)
                json.string("average", text(s.average))
                json.string("share", s.share.description)
                json.endObject()
            }
            json.endArray()
        }
        if report.shows(.months) || report.shows(.days) {
            json.beginArray("months")
            for m in c.months {
                json.beginObject()
                json.string("month", m.year.description.leftPadded(4) + "-" + m.month.description.leftPadded(2))
                json.string("moneyIn", text(m.moneyIn))
                json.string("moneyOut", text(m.moneyOut))
                json.string("net", text(m.net))
                json.number("count", m.count)
                if report.shows(.days) {
                    json.beginArray("days")
                    for d in m.days {
                        json.beginObject()
                        json.string("day", d.day.description)
                        json.string("moneyIn", text(d.moneyIn))
                        json.string("moneyOut", text(d.moneyOut))
                        json.number("count", d.count)
                        json.endObject()
                    }
                    json.endArray()
                }
                json.endObject()
            }
            json.endArray()
        }
        if report.shows(.payees) {
            json.beginArray("topPayees")
            for p in c.topPayees {
                json.beginObject()
                json.string("name", p.name)
                json.string("spent", text(p.spent))
                json.number("count", p.count)
                json.endObject()
            }
            json.endArray()
        }
        if report.shows(.largest) {
            json.beginArray("largest")
            for t in c.largest { transaction(&json, t) }
            json.endArray()
        }
        if report.shows(.recurring) {
            json.beginArray("recurring")
            for r in c.recurring {
                json.beginObject()
                json.string("payee", r.payee)
                json.string("category", r.category)
                json.string("interval", r.interval.rawValue)
                json.number("count", r.count)
                json.string("typicalAmount", text(r.typicalAmount))
                json.string("lastAmount", text(r.lastAmount))
                json.string("first", r.first.description)
                json.string("last", r.last.description)
                json.string("next", r.next.description)
                json.string("yearlyCost", text(r.yearlyCost))
                json.string("total", text(r.total))
                json.endObject()
            }
            json.endArray()
        }
        if let r = c.roundUps {
            json.beginObject("roundUps")
            json.number("step", r.step)
            json.string("total", text(r.total))
            json.number("count", r.count)
            for (key, list) in [("weeks", r.weeks), ("months", r.months)] {
                json.beginArray(key)
                for p in list {
                    json.beginObject()
                    json.string("start", p.start.description)
                    json.string("total", text(p.total))
                    json.number("count", p.count)
                    json.endObject()
                }
                json.endArray()
            }
            json.endObject()
        }
        json.endObject()
    }

    private static func split(_ json: inout JSONText, _ s: SplitSection) {
        json.beginObject()
        json.string("currency", s.currency.code)
        json.number("expenseCount", s.expenseCount)
        json.string("expenseTotal", text(s.expenseTotal))
        json.beginArray("people")
        for p in s.people {
            json.beginObject()
            json.string("name", p.name)
            json.string("paid", text(p.paid))
            json.string("owed", text(p.owed))
            json.string("settled", text(p.settled))
            json.string("balance", text(p.balance))
            json.endObject()
        }
        json.endArray()
        json.beginArray("categories")
        for c in s.categories {
            json.beginObject()
            json.string("category", c.category)
            json.string("total", text(c.total))
            json.beginArray("shares")
            for share in c.shares {
                json.beginObject()
                json.string("person", share.person)
                json.string("amount", text(share.amount))
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.beginArray("transfers")
        for t in s.transfers {
            json.beginObject()
            json.string("from", t.from)
            json.string("to", t.to)
            json.string("amount", text(Money(t.amount, s.currency)))
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func statement(_ json: inout JSONText, _ s: StatementSummary) {
        json.beginObject()
        json.beginObject("account")
        json.string("id", s.account.id)
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
        json.string("source", s.source)
        json.string("format", s.format)
        json.endObject()
    }

    private static func transaction(_ json: inout JSONText, _ ct: CategorizedTransaction) {
        let t = ct.transaction
        json.beginObject()
        json.string("id", t.id)
        json.string("bookingDate", t.bookingDate.description)
        json.string("valueDate", t.valueDate?.description)
        json.string("amount", text(t.amount))
        json.string("currency", t.currency.code)
        json.string("description", t.description)
        json.string("payee", t.payee)
        json.string("memo", t.memo)
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
        json.string("account", t.account)
        if let o = t.originalAmount {
            json.beginObject("originalAmount")
            json.string("amount", text(o))
            json.string("currency", o.currency.code)
            json.endObject()
        }
        json.string("payer", t.payer)
        json.string("location", t.location.description)
        json.endObject()
    }

    private static func reconciliation(_ json: inout JSONText, _ r: Reconciliation) {
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
            json.string("location", n.location.description)
            message(&json, n.reason, catalogue)
            json.string("lineText", n.lineText)
            json.endObject()
        }
        json.endArray()
    }

    private static func message(_ json: inout JSONText, _ message: Message, _ catalogue: Catalogue) {
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

