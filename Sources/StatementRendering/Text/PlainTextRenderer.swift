import StatementPresentation

/// The report as plain text (`--format text`, `.txt`, and the text part of every email): the
/// Markdown report's sections and numbers, without Markdown syntax, in columns for a monospaced
/// font, no line over 78 characters (`PlainText`).
public struct PlainTextRenderer: ReportRenderer {
    public let fileExtension = "txt"

    public init() {}

    public func render(_ document: ReportDocument) throws(RenderError) -> String { try render(document.view) }

    public func render(_ view: ReportView) throws(RenderError) -> String {
        PlainText.from(markdown: try MarkdownRenderer(forText: true).render(view), colon: view.colon)
    }
}
