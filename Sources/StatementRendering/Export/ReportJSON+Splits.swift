import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The splits: who paid, who owes, and how to settle, by currency.
extension ReportJSON {
    /// The splits: people, each currency's sharing, and the expenses that could not be shared.
    static func splits(_ json: inout JSONText, _ report: Report, _ catalogue: Catalogue) {
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
            json.string("description", CardNumberMask.masked(issue.description))
            json.string("amount", text(issue.amount))
            json.string("currency", issue.amount.currency.code)
            json.string("location", ImportSection.shown(issue.location))
            message(&json, issue.reason, catalogue)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func split(_ json: inout JSONText, _ s: SplitBalances) {
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
        json.beginArray("expenses")
        for e in s.expenses { expense(&json, e) }
        json.endArray()
        json.endObject()
    }

    private static func expense(_ json: inout JSONText, _ e: SharedExpense) {
        json.beginObject()
        json.string("date", e.day.description)
        json.string("description", CardNumberMask.masked(e.description))
        json.string("category", e.category)
        json.string("cost", text(e.cost))
        for (key, parts) in [("paid", e.paid), ("owed", e.owed)] {
            json.beginArray(key)
            for p in parts {
                json.beginObject()
                json.string("person", p.person)
                json.string("amount", text(p.amount))
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }
}
