import StatementPresentation

/// The balance over time in Markdown: a heading, the balances written out, and three rows of bars
/// with their scale.
extension BalanceChart {
    func markdown(_ md: inout MarkdownWriter, level: Int) {
        md.heading(level, heading)
        md.paragraph(scaleText)
        md.paragraph(textScaleText)
        md.code(textLines)
    }
}

/// Months side by side in Markdown: the scale written out, then the pairs of bars.
extension MonthsChart {
    func markdown(_ md: inout MarkdownWriter) {
        md.paragraph(scaleText)
        md.code(textLines)
    }
}
