import Foundation
import StatementKitTestSupport

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Reports to render in tests, and readers of the rendered text: HTML tags and attributes,
/// Markdown tables.
enum RenderingFixtures {
    /// A household of `Samples/` (configuration, statements, Splitwise exports) with every section,
    /// `explain` included, generated on 1 December 2026.
    static func household(_ name: String) throws -> Report {
        let (config, results, splitwise) = try SamplesTests.household(name)
        let options = ReportOptions(config: config, explain: true)
        return ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 12, day: 1)!, config: config, options: options)
            .build(results, splitwise: splitwise)
    }

    static func render(_ report: Report, _ locale: ReportLocale, html: Bool) throws -> String {
        let view = ReportView(report, locale: locale)
        return html ? try HTMLRenderer().render(view) : try MarkdownRenderer().render(view)
    }

    // MARK: - HTML

    /// The tags of an HTML text, in order: name (lower case), whether it closes, its attributes' names.
    struct Tag: Hashable {
        var name: String
        var closing: Bool
        var attributes: [String]
    }

    static func tags(_ html: String) -> [Tag] {
        let tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/
        let attribute = /([a-zA-Z][a-zA-Z0-9-]*)(?:="[^"]*")?/
        return html.matches(of: tag).map { m in
            Tag(name: m.2.lowercased(), closing: !m.1.isEmpty, attributes: m.3.matches(of: attribute).map { String($0.1).lowercased() })
        }
    }

    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "table", "thead", "tbody", "tr", "td", "th", "caption",
        "h1", "h2", "h3", "p", "div", "span", "em", "code",
    ]
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "name", "content", "class", "style", "role", "width", "height", "cellpadding", "cellspacing",
        "border", "align", "valign", "scope", "nowrap", "title", "aria-label", "aria-hidden", "colspan",
    ]
    static let voidTags: Set<String> = ["meta"]

    /// Problems with the document's structure: a tag or attribute outside the templates' own set, an
    /// element closed that was not open, or left open.
    static func structureProblems(_ html: String) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        for t in tags(html) {
            if !allowedTags.contains(t.name) { problems.append("tag <\(t.name)>") }
            for a in t.attributes where !allowedAttributes.contains(a) { problems.append("attribute \(a) on <\(t.name)>") }
            if voidTags.contains(t.name) { continue }
            if t.closing {
                if open.last == t.name { open.removeLast() } else { problems.append("</\(t.name)> closes <\(open.last ?? "nothing")>") }
            } else {
                open.append(t.name)
            }
        }
        if !open.isEmpty { problems.append("left open: \(open)") }
        return problems
    }

    // MARK: - Markdown

    /// The tables of a Markdown text: each a list of rows (header first, the separator left out),
    /// each a list of cells as written (escapes kept), trimmed.
    static func markdownTables(_ markdown: String) -> [[[String]]] {
        var tables: [[[String]]] = []
        var current: [[String]] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if !current.isEmpty { tables.append(current); current = [] }
                continue
            }
            let cells = markdownCells(String(line))
            if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } && !$0.isEmpty }) { continue }  // |:---|---:|
            current.append(cells)
        }
        if !current.isEmpty { tables.append(current) }
        return tables
    }

    /// The cells of a table line: split at each `|` not escaped with a backslash.
    static func markdownCells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for c in line.dropFirst() {
            if escaped { cell.append(c); escaped = false; continue }
            if c == "\\" { cell.append(c); escaped = true; continue }
            if c == "|" { cells.append(cell.trimmingCharacters(in: .whitespaces)); cell = ""; continue }
            cell.append(c)
        }
        return cells
    }

    /// The text a Markdown cell shows: backslash escapes resolved, the `**`/`*` of emphasis removed.
    static func shownText(ofMarkdown cell: String) -> String {
        var out = ""
        var escaped = false
        for c in cell {
            if escaped { out.append(c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if c == "*" { continue }
            out.append(c)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}
