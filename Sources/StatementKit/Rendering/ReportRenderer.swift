/// Lays out a `ReportView` in one output format.
public protocol ReportRenderer: Sendable {
    /// The file extension of the output (`html`, `md`).
    var fileExtension: String { get }
    func render(_ view: ReportView) throws(RenderError) -> String
}

/// Why a report could not be rendered.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var message: Message
    public init(_ message: Message) { self.message = message }
    public var description: String { message.description }
}

/// The output formats.
public enum OutputFormat: String, Sendable, CaseIterable {
    case html, markdown

    /// `html`/`htm` → html, `md`/`markdown` → markdown.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "html", "htm": self = .html
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }

    public var renderer: any ReportRenderer {
        switch self {
        case .html: return HTMLRenderer()
        case .markdown: return MarkdownRenderer()
        }
    }
}
