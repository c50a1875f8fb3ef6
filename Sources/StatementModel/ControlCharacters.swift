/// Statement text that could command a terminal or reorder what a reader sees, made inert.
///
/// A bank's description is whatever bytes the file holds: an `ESC [ 2 J` clears the screen of
/// whoever `cat`s a report or reads a diagnostic, an `ESC ] 0 ;` changes the terminal's title, a
/// C1 `CSI` (U+009B) does the same on terminals that read 8-bit controls, a lone carriage return
/// writes over the start of the line (`error: …\rall fine`), and a right-to-left override (U+202E)
/// shows `0.001` as `100.0`.
///
/// - `visible` writes C0 controls (but tab), DEL and C1 controls as escapes a reader can see and
///   YAML reads back: `\x1b`, `\x9b`, `\r` (a line feed is kept or `\n`, as asked; a carriage
///   return right before a line feed is kept: CRLF line ends are not an attack). The bidirectional
///   embeddings, overrides and isolates become `\u202e`.
/// - `withoutBidiControls` drops U+202A–U+202E and U+2066–U+2069, for reports (see `isBidiControl`).
public enum ControlCharacters {
    /// The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): the characters that
    /// change the order in which the text around them is shown. The marks U+200E, U+200F and
    /// U+061C, which only give a neutral character a direction, are not among them.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// A C0 control, DEL or a C1 control.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with its controls and bidirectional controls written as visible escapes; `text`
    /// itself (no copy) when it has none, which is nearly always.
    public static func visible(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard mayNeedWork(text, lineFeeds: !keepingLineFeeds) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case "\t":
                out.unicodeScalars.append(scalar)
            case "\n":
                if keepingLineFeeds { out.unicodeScalars.append(scalar) } else { out += "\\n" }
            case "\r":
                if keepingLineFeeds, i + 1 < scalars.count, scalars[i + 1] == "\n" { out.unicodeScalars.append(scalar) } else { out += "\\r" }
            default:
                if isControl(scalar) {
                    out += "\\x" + hex(scalar.value, digits: 2)
                } else if isBidiControl(scalar) {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` without the bidirectional embeddings, overrides and isolates; `text` itself when it
    /// has none.
    public static func withoutBidiControls(_ text: String) -> String {
        guard hasBidiControl(text) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.lazy.filter { !isBidiControl($0) })
        return String(out)
    }

    /// Whether `text` holds a bidirectional control: in UTF-8, `E2 80 AA`–`E2 80 AE` or `E2 81 A6`–`E2 81 A9`.
    public static func hasBidiControl(_ text: String) -> Bool {
        return TextBytes.read(text) { bytes in
            var i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0xE2 {
                    let b1 = bytes[i + 1], b2 = bytes[i + 2]
                    if (b1 == 0x80 && (0xAA...0xAE).contains(b2)) || (b1 == 0x81 && (0xA6...0xA9).contains(b2)) { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// A fast look at the bytes: false when `text` surely needs no escape.
    private static func mayNeedWork(_ text: String, lineFeeds: Bool) -> Bool {
        return TextBytes.read(text) { bytes in
            for (i, b) in bytes.enumerated() {
                if b < 0x20 {
                    if b == 0x09 || (b == 0x0A && !lineFeeds) { continue }
                    if b == 0x0D, !lineFeeds, i + 1 < bytes.count, bytes[i + 1] == 0x0A { continue }
                    return true
                }
                if b == 0x7F { return true }
                if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return true }
                if b == 0xE2, i + 2 < bytes.count {
                    let b1 = bytes[i + 1], b2 = bytes[i + 2]
                    if (b1 == 0x80 && (0xAA...0xAE).contains(b2)) || (b1 == 0x81 && (0xA6...0xA9).contains(b2)) { return true }
                }
            }
            return false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
