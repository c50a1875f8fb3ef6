/// A GitHub-flavoured Markdown report: headings, and tables with right-aligned amounts.
///
/// Every piece of statement text goes through `MarkdownEscaping`, so `|`, `*`, `_`, `<`, backticks
/// or a leading `#` in a description cannot break a table or turn into markup.
public struct MarkdownRenderer: ReportRenderer {
    public let fileExtension = "md"

    public init() {}

    public func render(_ view: ReportView) throws(RenderError) -> String {
        let e = { MarkdownEscaping.escape($0, atLineStart: false) }  // cells, inline text
        let p = { MarkdownEscaping.escape($0, atLineStart: true) }  // text that begins a line
        let l = view.labels
        var out = "# \(e(view.title))\n\n"
        if let period = view.periodText { out += "**\(e(l["period"]!))**\(view.colon)\(e(period))  \n" }
        out += "\(p(view.generatedText))\n\n"

        out += "## \(e(l["summary"]!))\n\n"
        out += "| \(e(l["currency"]!)) | \(e(l["moneyIn"]!)) | \(e(l["moneyOut"]!)) | \(e(l["net"]!)) | \(e(l["transactions"]!)) |\n"
        out += "|:---|---:|---:|---:|---:|\n"
        for c in view.currencies {
            out += "| \(e(c.code.isEmpty ? "—" : c.code)) | \(e(c.moneyIn)) | \(e(c.moneyOut)) | **\(e(c.net))** | \(e(c.countText)) |\n"
        }
        out += "\n"

        if !view.accounts.isEmpty {
            out += "## \(e(l["accounts"]!))\n\n"
            out += "| \(e(l["account"]!)) | \(e(l["period"]!)) | \(e(l["opening"]!)) | \(e(l["closing"]!)) | \(e(l["transactions"]!)) |\n"
            out += "|:---|:---|---:|---:|---:|\n"
            for a in view.accounts {
                var name = e(a.name)
                if let d = a.detail { name += " (\(e(d)))" }
                out += "| \(name) | \(e(a.periodText ?? "")) | \(e(a.opening ?? "")) | \(e(a.closing ?? "")) | \(e(a.countText)) |\n"
            }
            out += "\n"
            for a in view.accounts {
                if let r = a.reconciliationText { out += "- \(e(a.name))\(view.colon)\(e(r))\n" }
            }
            if view.accounts.contains(where: { $0.reconciliationText != nil }) { out += "\n" }
        }

        for c in view.currencies where c.hasCategories {
            out += "## \(e(l["spending"]!))\(c.code.isEmpty ? "" : " (\(e(c.code)))")\n\n"
            out += "| \(e(l["category"]!)) | \(e(l["spent"]!)) | \(e(l["share"]!)) | \(e(l["count"]!)) | \(e(l["average"]!)) |\n"
            out += "|:---|---:|---:|---:|---:|\n"
            for s in c.categories {
                out += "| \(s.icon) \(e(s.name)) | \(e(s.spent)) | \(e(s.share)) | \(e(s.count)) | \(e(s.average)) |\n"
            }
            out += "\n"
        }

        out += "## \(e(l["transactions"]!))\n\n"
        out += "| \(e(l["date"]!)) | \(e(l["description"]!)) | \(e(l["category"]!)) | \(e(l["amount"]!)) |\n"
        out += "|:---|:---|:---|---:|\n"
        for t in view.transactions {
            var text = e(t.description)
            if let p = t.payee { text += " — \(e(p))" }
            if let s = t.statusText { text += " *(\(e(s)))*" }
            out += "| \(e(t.date)) | \(text) | \(t.categoryIcon) \(e(t.category)) | \(e(t.amount)) |\n"
        }
        if let omitted = view.omittedText { out += "\n\(p(omitted))\n" }
        out += "\n## \(e(l["import"]!))\n\n\(p(view.importText))\n"
        if view.hasProblems {
            out += "\n| \(e(l["location"]!)) | \(e(l["reason"]!)) |\n|:---|:---|\n"
            for p in view.problems { out += "| \(e(p.location)) | \(e(p.reason)) |\n" }
        }
        return out
    }
}
