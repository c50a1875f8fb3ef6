/// Markdown text that is safe by construction: plain text put into it is escaped
/// (`MarkdownEscaping`, as inside a line), and only markup written in this module's own string
/// literals, or wrapped on purpose with `raw`, goes through as is. Table cells, headers and lines
/// take this type, so a statement's description cannot reach the output unescaped: passing a
/// `String` where `Markdown` is expected does not compile.
///
/// ```swift
/// let cell: Markdown = "**\(row.amount)**"   // the amount is escaped, the ** are markup
/// ```
package struct Markdown: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The Markdown source.
    package private(set) var text: String

    /// Plain text, escaped for the inside of a line (a leading `-` stays as written).
    package init(escaping plain: String) { text = MarkdownEscaping.escape(plain, atLineStart: false) }

    /// A literal of this module's code: markup, written as is.
    package init(stringLiteral markup: String) { text = markup }

    package init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Markup made by the renderer itself (never text from a statement or the catalogue).
    package static func raw(_ markup: String) -> Markdown { Markdown(stringLiteral: markup) }

    package var description: String { text }

    package static func + (a: Markdown, b: Markdown) -> Markdown { Markdown(stringLiteral: a.text + b.text) }
    package static func += (a: inout Markdown, b: Markdown) { a.text += b.text }

    /// Literal parts are markup; interpolated text is escaped, interpolated `Markdown` kept.
    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""
        package init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 16 * interpolationCount) }
        package mutating func appendLiteral(_ literal: String) { text += literal }
        package mutating func appendInterpolation(_ plain: String) { text += MarkdownEscaping.escape(plain, atLineStart: false) }
        package mutating func appendInterpolation(_ markdown: Markdown) { text += markdown.text }
    }
}

extension Array where Element == Markdown {
    package func joined(separator: Markdown) -> Markdown {
        Markdown.raw(map(\.text).joined(separator: separator.text))
    }
}
