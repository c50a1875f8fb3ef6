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
    ///
    /// In bytes: the runs between escapes are copied whole. Reading the text a scalar at a time (an
    /// array of every scalar, each appended on its own) cost 19 M instructions for a report page that
    /// held one control, on the last step of every report (`ReportText.inert`).
    public static func visible(_ text: String, keepingLineFeeds: Bool = false) -> String {
        TextBytes.read(text) { escaped($0, keepingLineFeeds: keepingLineFeeds) } ?? text
    }

    /// `visible` on a text's UTF-8 bytes (valid: a `String`'s), nil when nothing needs an escape (then
    /// nothing was copied): every control is a whole sequence of one (C0, DEL), two (C1, `C2 80`–`C2 9F`)
    /// or three bytes (the bidirectional controls), replaced by ASCII, so the result is valid UTF-8 too.
    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>, keepingLineFeeds: Bool) -> String? {
        let n = bytes.count
        var out: [UInt8] = []
        var from = 0, i = 0
        while i < n {
            let b = bytes[i]
            // What stands for the control: its bytes' count and its code point.
            let width: Int, value: UInt32
            if b < 0x20 {
                if b == 0x09 || keepingLineFeeds && (b == 0x0A || b == 0x0D && i + 1 < n && bytes[i + 1] == 0x0A) {
                    i += 1
                    continue
                }
                (width, value) = (1, UInt32(b))
            } else if b == 0x7F {
                (width, value) = (1, 0x7F)
            } else if b == 0xC2, i + 1 < n, bytes[i + 1] &- 0x80 < 0x20 {
                (width, value) = (2, UInt32(bytes[i + 1]))
            } else if b == 0xE2, i + 2 < n, isBidiControl(bytes[i + 1], bytes[i + 2]) {
                (width, value) = (3, 0x2000 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F))
            } else {
                i += 1
                continue
            }
            if out.isEmpty { out.reserveCapacity(n + 16) }  // the first escape
            out.append(contentsOf: bytes[from..<i])
            out.append(UInt8(ascii: "\\"))
            switch value {
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            default:
                let digits = width == 3 ? 4 : 2
                out.append(UInt8(ascii: digits == 4 ? "u" : "x"))
                for d in (0..<digits).reversed() { out.append(hexDigits[Int(value >> (4 * UInt32(d)) & 0xF)]) }
            }
            i += width
            from = i
        }
        guard from > 0 else { return nil }
        out.append(contentsOf: bytes[from..<n])
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The last two bytes of a bidirectional control after its `E2`: `80 AA`–`80 AE` or `81 A6`–`81 A9`.
    @inline(__always)
    private static func isBidiControl(_ b1: UInt8, _ b2: UInt8) -> Bool {
        (b1 == 0x80 && b2 &- 0xAA < 5) || (b1 == 0x81 && b2 &- 0xA6 < 4)
    }

    /// `text` without the bidirectional embeddings, overrides and isolates; `text` itself when it
    /// has none. In bytes, as `visible`.
    public static func withoutBidiControls(_ text: String) -> String {
        guard hasBidiControl(text) else { return text }
        return TextBytes.read(text) { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var from = 0, i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0xE2, isBidiControl(bytes[i + 1], bytes[i + 2]) {
                    out.append(contentsOf: bytes[from..<i])
                    i += 3
                    from = i
                } else {
                    i += 1
                }
            }
            out.append(contentsOf: bytes[from...])
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether `text` holds a bidirectional control: in UTF-8, `E2 80 AA`–`E2 80 AE` or `E2 81 A6`–`E2 81 A9`.
    public static func hasBidiControl(_ text: String) -> Bool {
        return TextBytes.read(text) { bytes in
            var i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0xE2, isBidiControl(bytes[i + 1], bytes[i + 2]) { return true }
                i += 1
            }
            return false
        }
    }
}
