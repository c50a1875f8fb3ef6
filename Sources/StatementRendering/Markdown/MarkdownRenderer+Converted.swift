import StatementPresentation

/// The base currency's blocks of the summary and the spending section (`--base-currency`).
extension ConvertedTotalsView {
    /// `### Converted to EUR`, a one-row table of money in, out and net, then how and at which rates.
    func markdown(_ md: inout MarkdownWriter) {
        md.heading(3, heading)
        var table = MarkdownTable([(md.label("moneyIn"), .right), (md.label("moneyOut"), .right), (md.label("net"), .right)])
        table.add([md.e(moneyIn), md.e(moneyOut), "**\(md.e(net.text))**"])
        md.table(table)
        for n in notes { md.item(n.text) }
        md.blank()
    }
}

extension ConvertedSpendingView {
    func markdown(_ md: inout MarkdownWriter) {
        md.heading(3, heading)
        md.paragraph(totalText)
        var table = MarkdownTable([(md.label("category"), .left), (md.label("spent"), .right), (md.label("share"), .right)])
        for r in rows { table.add(["\(r.icon) \(md.e(r.name))", md.e(r.spent), md.e(r.share)]) }
        md.table(table)
    }
}
