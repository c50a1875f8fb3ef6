import StatementPresentation

extension ComparisonSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            md.paragraph(b.usedText)
            var columns: [(Markdown, MarkdownTable.Alignment)] = [(md.label("category"), .left), (md.e(b.currentLabel), .right)]
            if b.hasPrevious { columns += [(md.e(b.previousLabel), .right), (md.e(b.changeLabel), .right)] }
            if b.hasLastYear { columns += [(md.e(b.lastYearLabel), .right), (md.e(b.changeLabel), .right)] }
            var table = MarkdownTable(columns)
            for r in b.rows + [b.totalLine] {
                var cells = [r.icon.isEmpty ? md.e(r.label) : "\(r.icon) \(md.e(r.label))", md.e(r.now)]
                if b.hasPrevious { cells += [md.e(r.before), md.e(r.beforeChange)] }
                if b.hasLastYear { cells += [md.e(r.yearAgo), md.e(r.yearAgoChange)] }
                table.add(cells)
            }
            md.table(table)
        }
    }
}
