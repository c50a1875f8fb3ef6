import StatementAnalysis
import StatementImport
import StatementModel
import StatementPresentation

extension ReportJSON {
    /// The transfers paired between two loaded accounts: how many, and the first listed, with both sides.
    static func transferPairs(_ json: inout JSONText, _ t: TransferSummary) {
        json.number("paired", t.paired)
        json.beginArray("pairs")
        for p in t.pairs {
            json.beginObject()
            json.string("from", CardNumberMask.masked(AccountsSection.names(p.from, source: p.fromSource).name))
            json.string("to", CardNumberMask.masked(AccountsSection.names(p.to, source: p.toSource).name))
            json.string("sent", p.sent.description)
            json.string("received", p.received.description)
            json.string("amount", text(p.amount))
            if p.toSavings { json.string("savings", "in") }
            if p.fromSavings { json.string("savings", "out") }
            json.endObject()
        }
        json.endArray()
    }
}

extension ReportJSON {
    /// When categories are paths (`Housing:Rent`): the spending section's tree, parents with their
    /// sums and children under them, `--depth` levels (`spending` keeps every category as read).
    static func categoryTree(_ json: inout JSONText, _ c: CurrencyFigures, depth: Int?) {
        guard let lines = CategoryTree.lines(c.spending, depth: depth, moneyOut: c.moneyOut) else { return }
        json.beginArray("categoryTree")
        for line in lines {
            json.beginObject()
            json.string("category", line.row.category)
            json.number("level", line.level)
            json.string("spent", text(line.row.spent))
            json.number("count", line.row.count)
            json.string("share", line.row.share.description)
            json.endObject()
        }
        json.endArray()
    }
}
