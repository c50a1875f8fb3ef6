import StatementPresentation

extension BudgetsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let t = s.monthsText { md.paragraph(t) }
        if let t = s.yearText { md.paragraph(t) }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            var table = MarkdownTable([
                (md.label("category"), .left), (md.e(s.budgetLabel), .right), (md.e(s.spentLabel), .right),
                (md.e(s.remainingLabel), .right), (md.e(s.usedLabel), .right),
            ])
            for r in b.rows {
                var name: Markdown = r.icon.isEmpty ? md.e(r.label) : "\(r.icon) \(md.e(r.label))"
                if let scope = r.scope { name += " (\(md.e(scope)))" }
                let used: Markdown = r.isOver ? "⚠ **\(md.e(r.used))**" : md.e(r.used)
                table.add([name, md.e(r.budget), md.e(r.spent), md.e(r.remaining), used])
            }
            md.table(table)
            if let t = b.overSummary { md.paragraph(t) }
        }
    }
}
