import StatementPresentation


extension OmittedSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        md.heading(2, heading)
        md.paragraph(omittedText)
    }
}
