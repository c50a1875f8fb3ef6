import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Writes a report in one output format: HTML, Markdown, the JSON report, an email. Every output
/// of the tool is one of these, given the same `ReportDocument` (the report, its locale, its view).
public protocol ReportRenderer: Sendable {
    /// The file extension of the output (`html`, `md`, `txt`, `json`, `eml`).
    var fileExtension: String { get }
    func render(_ document: ReportDocument) throws(RenderError) -> String
}

/// Why a report could not be rendered.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var message: Message
    public init(_ message: Message) { self.message = message }
    public var description: String { message.description }
}

/// The output formats.
public enum OutputFormat: String, Sendable, CaseIterable {
    case html, markdown, text, json, email

    /// `html`/`htm` → html, `md`/`markdown` → markdown, `txt`/`text` → text, `json`, `eml`/`email`.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "html", "htm": self = .html
        case "md", "markdown": self = .markdown
        case "txt", "text": self = .text
        case "json": self = .json
        case "eml", "email": self = .email
        default: return nil
        }
    }

    public var fileExtension: String {
        switch self {
        case .html: return "html"
        case .markdown: return "md"
        case .text: return "txt"
        case .json: return "json"
        case .email: return "eml"
        }
    }

    /// The renderer of a format that needs no settings (an email needs its addresses: `EmailRenderer`).
    public var renderer: (any ReportRenderer)? {
        switch self {
        case .html: return HTMLRenderer()
        case .markdown: return MarkdownRenderer()
        case .text: return PlainTextRenderer()
        case .json: return ReportJSONRenderer()
        case .email: return nil
        }
    }
}
