import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The layer between the two OFX syntaxes and the aggregate logic: both the SGML tokenizer
/// (`OFXSGMLSource`) and libxml2 (`OFXXMLSource`) turn a body into the same events —
/// an aggregate begins, a leaf element has a value, an aggregate ends — which
/// `OFXStatementBuilder` reads, once for both.
///
/// The source is passed along with each event (`OFXLocating`): it says where the event happened,
/// shows the line, and turns a value's bytes into text.
package protocol OFXLocating {
    /// Where the current event's element (its start tag) or value is.
    mutating func mark() -> OFXMark
    /// The line of the current event (cheap: a transaction's location).
    func currentLine() -> Int
    /// The location and the line's text of an earlier mark, as far as the line is still in memory.
    func resolve(_ mark: OFXMark) -> (location: SourceLocation, lineText: String?)
    /// The text of a value's bytes (charset and character references decoded).
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String
    /// The current element's name as written (for aggregates the importer does not read).
    func elementName() -> String
}

/// A place in the file, cheap to take for every transaction and resolved only when a message needs it.
package struct OFXMark {
    package var line: Int
    /// The column when the source knows it at once (SGML); 0 otherwise.
    package var column: Int
    /// SGML: the absolute offset where the line starts. XML: the occurrence of `tag` on the line.
    package var detail: Int
    package var tag: OFXTag
    /// Whether the mark is at a value (after the start tag) rather than at the start tag.
    package var atValue: Bool
}

/// Turns the bytes of SGML OFX values into text.
///
/// The encoding is decided by the bytes, not by the header: `CHARSET:1252` over a UTF-8 body and
/// `CHARSET:NONE` are common. At the first value with a non-ASCII byte, well-formed UTF-8 makes the
/// file UTF-8, anything else makes it Windows-1252 (which covers ISO-8859-1 text). A later value
/// of a UTF-8 file that is not UTF-8 is read as Windows-1252 and counted (`reinterpreted`).
///
/// Character references: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` and numeric ones
/// (`&#233;`, `&#xE9;`) are replaced; any other `&` stays as written (`AT&T`, `CAFE & CO`).
package struct OFXTextDecoder {
    package enum Mode: String {
        case undecided = "ascii"
        case utf8 = "utf-8"
        case windows1252 = "windows-1252"
    }

    package private(set) var mode: Mode
    package private(set) var reinterpreted = 0

    package init(mode: Mode = .undecided) { self.mode = mode }

    package mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var ascii = true
        var ampersand = false
        for b in bytes {
            if b >= 0x80 { ascii = false } else if b == 0x26 { ampersand = true }
        }
        var text: String
        if ascii {
            text = String(decoding: bytes, as: UTF8.self)
        } else {
            if mode == .undecided { mode = Windows1252.evidence(bytes) == .utf8 ? .utf8 : .windows1252 }
            if mode == .utf8 {
                if let valid = String(validating: bytes, as: UTF8.self) {
                    text = valid
                } else {
                    reinterpreted += 1
                    text = Windows1252.decode(bytes)
                }
            } else {
                text = Windows1252.decode(bytes)
            }
        }
        return ampersand ? OFXTextDecoder.replacingReferences(text) : text
    }

    package static let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]

    package static func replacingReferences(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";") {
                let name = after[..<semi]
                if let replacement = named[name] {
                    out += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
                if name.hasPrefix("#") {
                    let digits = name.dropFirst()
                    let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                    if let value, let scalar = Unicode.Scalar(value), value != 0 {
                        out.unicodeScalars.append(scalar)
                        rest = after[after.index(after: semi)...]
                        continue
                    }
                }
            }
            out += "&"
            rest = after
        }
        out += rest
        return out
    }
}
