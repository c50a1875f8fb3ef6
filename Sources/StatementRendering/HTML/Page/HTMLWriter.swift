import StatementModel

/// The bytes of an HTML page as it is written: markup as it stands in the source (`raw`), and every
/// value escaped (`text`): `<`, `>`, `&`, `"` and `'` become entities, as the Mustache templates
/// escape them (`{{value}}`), so a value is safe in text and in a quoted attribute alike.
///
/// Escaping is the default: a value can only be written through `text` (or as an integer), and
/// markup only from a string literal (`StaticString`), never from statement text.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 32_768) { bytes.reserveCapacity(capacity) }

    /// Markup, as written in the source.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup from an embedded resource (the stylesheet): not statement text.
    mutating func resource(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// A value, escaped.
    mutating func text(_ value: String) {
        TextBytes.read(value) { buffer in
            var start = 0
            for (i, byte) in buffer.enumerated() {
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<i]))
                entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// A whole number (a bar's width, a height in pixels).
    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `open`, the value and `close` when there is a value (`{{#value}}open{{value}}close{{/value}}`).
    mutating func optional(_ open: StaticString, _ value: String?, _ close: StaticString) {
        guard let value else { return }
        raw(open)
        text(value)
        raw(close)
    }

    /// `open`, the value and `close`.
    mutating func element(_ open: StaticString, _ value: String, _ close: StaticString) {
        raw(open)
        text(value)
        raw(close)
    }

    /// `markup` when `condition` holds (`{{#condition}}markup{{/condition}}`).
    mutating func when(_ condition: Bool, _ markup: StaticString) {
        if condition { raw(markup) }
    }

    /// The page as a `String`, made without validating its bytes again: each came from a `StaticString`,
    /// a `String` or an ASCII entity or digit, and `text` cuts a value only next to an ASCII byte, so
    /// they are valid UTF-8 (`String(decoding:)` checked them all again: 0.5 M instructions a
    /// 35-row report, a twentieth of a report's cost in `--each`). Debug builds check them all the same.
    var string: String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "the page is not valid UTF-8")
        if #available(macOS 26, *) {
            return String(copying: unsafe UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
