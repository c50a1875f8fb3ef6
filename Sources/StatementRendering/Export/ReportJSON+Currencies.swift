import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Each currency's part of the report: totals and balances, then the sections asked for.
extension ReportJSON {
    static func currency(_ json: inout JSONText, _ c: CurrencyFigures, _ report: Report) {
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
        if !c.mismatches.isEmpty {
            json.beginArray("mismatches")
            for m in c.mismatches {
                json.beginObject()
                json.string("file", DuplicateFilter.fileName(m.source))
                json.string("expected", text(m.expected))
                json.string("computed", text(m.computed))
                json.endObject()
            }
            json.endArray()
        }
        if c.accountCount > 1 { json.number("accountCount", c.accountCount) }
        if let t = c.transfers {
            json.beginObject("transfers")
            json.string("moneyOut", text(t.moneyOut))
            json.string("moneyIn", text(t.moneyIn))
            json.number("count", t.count)
            json.string("savings", text(t.savings))
            if t.paired > 0 { transferPairs(&json, t) }
            json.endObject()
        }
        if let w = c.netWorthChange {
            json.beginObject("netWorthChange")
            json.string("amount", text(w.amount))
            json.number("accounts", w.accounts)
            json.endObject()
        }
        if let r = c.refunds {
            json.beginObject("refunds")
            json.string("total", text(r.total))
            json.number("count", r.count)
            json.endObject()
        }
        if report.shows(.spending) {
            spending(&json, c.spending)
            categoryTree(&json, c, depth: report.categoryDepth)
        }
        if report.shows(.months) || report.shows(.days) { months(&json, c.months, days: report.shows(.days)) }
        if report.shows(.days), let ends = BalanceChart.endsOfDays(c, filter: report.filter) {
            json.beginArray("balances")
            for e in ends {
                json.beginObject()
                json.string("day", e.day.description)
                json.string("balance", text(Money(e.balance, c.currency)))
                json.endObject()
            }
            json.endArray()
        }
        if report.shows(.days), !c.accountBalances.isEmpty { accountBalances(&json, c) }
        if report.shows(.payees) { payees(&json, c.topPayees) }
        if report.shows(.largest) {
            json.beginArray("largest")
            for t in c.largest { transaction(&json, t) }
            json.endArray()
        }
        if report.shows(.recurring) { recurring(&json, c.recurring) }
        if let r = c.roundUps { roundUps(&json, r) }
        json.endObject()
    }

    private static func spending(_ json: inout JSONText, _ spending: [CategorySpending]) {
        json.beginArray("spending")
        for s in spending {
            json.beginObject()
            json.string("category", s.category)
            json.string("spent", text(s.spent))
            json.number("count", s.count)
            json.string("average", text(s.average))
            json.string("share", s.share.description)
            if let gross = s.gross, let refunded = s.refunded {
                json.string("gross", text(gross))
                json.string("refunded", text(refunded))
                json.number("refundCount", s.refundCount)
            }
            json.endObject()
        }
        json.endArray()
    }

    private static func months(_ json: inout JSONText, _ months: [MonthSummary], days: Bool) {
        json.beginArray("months")
        for m in months {
            json.beginObject()
            json.string("month", m.year.description.leftPadded(4) + "-" + m.month.description.leftPadded(2))
            json.string("moneyIn", text(m.moneyIn))
            json.string("moneyOut", text(m.moneyOut))
            json.string("net", text(m.net))
            json.number("count", m.count)
            if days {
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

    private static func payees(_ json: inout JSONText, _ payees: [PayeeSummary]) {
        json.beginArray("topPayees")
        for p in payees {
            json.beginObject()
            json.string("name", CardNumberMask.masked(p.name))
            json.string("spent", text(p.spent))
            json.number("count", p.count)
            json.endObject()
        }
        json.endArray()
    }

    private static func recurring(_ json: inout JSONText, _ recurring: [RecurringPayment]) {
        json.beginArray("recurring")
        for r in recurring {
            json.beginObject()
            json.string("payee", CardNumberMask.masked(r.payee))
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
            if let rise = r.priceRise {
                json.beginObject("priceRise")
                json.string("previous", text(rise.previous))
                json.string("current", text(rise.current))
                json.string("date", rise.day.description)
                json.endObject()
            }
            if r.isNew { json.bool("new", true) }
            if let missed = r.missed { json.string("missed", missed.description) }
            json.endObject()
        }
        json.endArray()
    }

    private static func roundUps(_ json: inout JSONText, _ r: RoundUpSummary) {
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
}
