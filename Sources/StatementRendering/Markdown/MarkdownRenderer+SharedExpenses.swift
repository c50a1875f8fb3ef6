import StatementPresentation

/// The shared expenses of a splits block in Markdown: a row each, each person's part in a column.
extension SplitsSection.SplitBlock {
    func markdownExpenses(_ md: inout MarkdownWriter, level: Int) {
        guard hasExpenses else {
            // The email's budget may have cut every row: it says so.
            if let more = expensesMoreText { md.paragraph(more) }
            return
        }
        md.heading(level, expensesHeading)
        var table = MarkdownTable(
            [(md.label("date"), .left), (md.label("description"), .left), (md.label("amount"), .right)] + names.map { (md.e($0), .right) })
        for e in expenses {
            var what = md.e(e.description) + " · \(e.icon) " + md.e(e.category)
            // Three people or more: in text, a line each under the description (it would wrap tall).
            if md.forText, e.lentParts.count >= 3 {
                for part in e.lentParts { what += Markdown.raw(String(PlainText.cellBreak)) + md.e(part) }
            } else if let lent = e.lentText {
                what += " · " + md.e(lent)
            }
            table.add([md.e(e.date), what, md.e(e.cost)] + e.shares.map { md.e($0) })
        }
        md.table(table)
        if let more = expensesMoreText { md.paragraph(more) }
    }
}
