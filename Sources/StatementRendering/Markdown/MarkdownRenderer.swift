import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// A GitHub-flavoured Markdown report: a heading per section, in the report's order, and tables
/// whose amount columns are right-aligned (and padded, so they line up in the text too).
///
/// Every piece of text — statement text, names from the configuration, the catalogue's own
/// words — goes through `MarkdownEscaping`, so `|`, `*`, `_`, `<`, backticks or a leading `#` in a
/// description cannot break a table or turn into markup. Each section is written by its own
/// block: the section's view conforms to `MarkdownBlock` (`MarkdownRenderer+Overview.swift`,
/// `+Lists.swift`, `+Sharing.swift`, `+Records.swift`).
public struct MarkdownRenderer: ReportRenderer {
    public let fileExtension = "md"

    /// Whether the Markdown is to become plain text (`PlainTextRenderer`): a cell may then hold
    /// lines (`PlainText.cellBreak`) where Markdown has a separator.
    let forText: Bool

    public init() { forText = false }

    package init(forText: Bool) { self.forText = forText }

    public func render(_ document: ReportDocument) throws(RenderError) -> String { try render(document.view) }

    public func render(_ view: ReportView) throws(RenderError) -> String {
        var md = MarkdownWriter(view)
        md.forText = forText
        md.line("# \(view.title)")
        md.blank()
        var header: [Markdown] = []
        if let period = view.periodText { header.append("**\(md.labels["period"]!)**\(Markdown.raw(view.colon))\(period)") }
        header.append(md.e(view.generatedText))
        md.line(header.joined(separator: "  \n"))
        if let filter = view.filterText { md.blank(); md.paragraph(filter) }
        for section in view.sections {
            md.blank()
            (section.content as? any MarkdownBlock)?.markdown(&md)
        }
        // Every piece of statement text was escaped on its way in; this catches any that was not.
        return ReportText.inert(md.text)
    }
}

/// A section's view written as Markdown: each section's view conforms in the file of its block
/// (`MarkdownRenderer+Overview.swift`, ...). A section without a block is left out of the Markdown.
package protocol MarkdownBlock {
    func markdown(_ md: inout MarkdownWriter)
}

/// The Markdown text being written, with the escaping shortcuts every section uses.
package struct MarkdownWriter {
    package private(set) var text = ""
    package let labels: [String: String]
    package let colon: String
    /// Written for `PlainText` (see `MarkdownRenderer.forText`).
    package var forText = false

    package init(_ view: ReportView) {
        labels = view.labels
        colon = view.colon
    }

    /// Text inside a line (a cell, after a heading's `#`): escaped, a leading `-` kept.
    package func e(_ text: String) -> Markdown { Markdown(escaping: text) }

    /// A label of the catalogue, escaped for a cell or a heading.
    package func label(_ key: String) -> Markdown { e(labels[key] ?? key) }

    /// A line of Markdown.
    package mutating func line(_ s: Markdown) { text += s.text + "\n" }

    /// One empty line, never two in a row.
    package mutating func blank() { if !text.hasSuffix("\n\n") { text += "\n" } }

    /// `## Heading`, `### Heading`, followed by an empty line.
    package mutating func heading(_ level: Int, _ title: String) {
        line(.raw(String(repeating: "#", count: level)) + " \(title)")
        blank()
    }

    /// A paragraph that begins a line: escaped as such (a leading `#`, `-` or `1.` stays text).
    package mutating func paragraph(_ s: String) {
        line(.raw(MarkdownEscaping.escape(s, atLineStart: true)))
        blank()
    }

    package mutating func table(_ table: MarkdownTable) {
        text += table.text
        blank()
    }

    /// A fenced code block of our own drawing (charts): its lines as they are, in a monospaced font.
    /// Never statement text: a code block escapes nothing.
    package mutating func code(_ lines: [String]) {
        line(.raw(MarkdownWriter.fence))
        for l in lines { line(.raw(String(l[...].droppingTrailingSpaces))) }
        line(.raw(MarkdownWriter.fence))
        blank()
    }

    /// The fence of a code block.
    package static let fence = "```"

    /// A bullet list item whose text is escaped as the start of a block (`1. x` inside an item
    /// would open a list of its own).
    package mutating func item(_ s: String) { line("- " + .raw(MarkdownEscaping.escape(s, atLineStart: true))) }

    /// The heading level under a currency's part of a section: one deeper when there is a
    /// currency heading.
    package static func level(_ currencyHeading: String?) -> Int { currencyHeading == nil ? 3 : 4 }

    /// A bar of `percent` (0 through 100) drawn with block characters, at most `width` long, in
    /// eighths: `██████▍`.
    package static func bar(_ percent: Int, width: Int = 16) -> Markdown {
        let eighths = (percent * width * 8 + 99) / 100
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return .raw(String(repeating: "█", count: eighths / 8) + partial[eighths % 8])
    }
}
