import StatementPresentation

extension ComparisonSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            md.paragraph(b.usedText)
            var table = MarkdownTable([
                (md.label("category"), .left), (md.e(b.currentLabel), .right), (md.e(b.previousLabel), .right), ("", .right),
                (md.e(b.lastYearLabel), .right), ("", .right),
            ])
            for r in b.rows + [b.totalLine] {
                let label = r.icon.isEmpty ? md.e(r.label) : "\(r.icon) \(md.e(r.label))"
                table.add([label, md.e(r.now), md.e(r.before), md.e(r.beforeChange), md.e(r.yearAgo), md.e(r.yearAgoChange)])
            }
            md.table(table)
        }
    }
}
