import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Quoted-printable (RFC 2045 §6.7) for text bodies: readable where the text is ASCII, exact for
/// every byte, and no encoded line longer than 76 characters (soft breaks `=` end the long ones).
///
/// Line breaks of the text (LF or CRLF) stay line breaks; the message's own line ending is applied
/// when the message is written. Besides what RFC 2045 requires, a `.` or `From ` at the start of a
/// line is encoded, so that `sendmail` without `-i` cannot end the message early and an mbox
/// cannot mangle the line.
public enum QuotedPrintable {
    public static let maxLineLength = 76

    /// The encoded text, its lines separated by `\n`.
    public static func encode(_ text: String) -> String { encode(Array(text.utf8)) }

    /// The encoded bytes, lines separated by `\n`.
    public static func encode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { encode($0) }
    }

    /// Written straight into an array sized for the worst case: a byte gives at most three, a line
    /// break one, and a soft break two after at least 73 others, so never more than four a byte.
    /// Building each line in a scratch array a byte at a time and copying it out cost 64 instructions
    /// a byte, on every body of every email and on the size estimates of `EmailBudget`.
    private static func encode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let n = bytes.count
        let out = [UInt8](unsafeUninitializedCapacity: 4 * n + 16) { buffer, written in
            var w = 0
            var start = 0
            while true {
                var end = start
                while end < n && bytes[end] != 0x0A { end += 1 }
                let contentEnd = end < n && end > start && bytes[end - 1] == 0x0D ? end - 1 : end
                if start > 0 {
                    buffer[w] = 0x0A
                    w += 1
                }
                encodeLine(bytes, start, contentEnd, into: buffer, at: &w)
                guard end < n else { break }
                start = end + 1
            }
            written = w
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One line of text (`bytes[start..<end]`), split by soft breaks into encoded lines of at most 76 characters.
    private static func encodeLine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into out: UnsafeMutableBufferPointer<UInt8>,
                                   at w: inout Int) {
        var column = 0
        for i in start..<end {
            let byte = bytes[i]
            let isLast = i == end - 1
            let encoded: Bool
            switch byte {
            case 0x3D: encoded = true  // `=`
            case 0x20, 0x09: encoded = isLast  // trailing white space would be lost in transit
            case 0x2E: encoded = i == start  // a lone `.` ends the message for `sendmail` without `-i`
            case 0x46: encoded = i == start && bytes[start..<end].starts(with: from)
            case 0x21...0x7E: encoded = false
            default: encoded = true
            }
            let width = encoded ? 3 : 1
            // The last token may use the whole 76 characters; any other leaves room for the `=`.
            if column + width > (isLast ? maxLineLength : maxLineLength - 1) {
                out[w] = 0x3D  // soft line break
                out[w + 1] = 0x0A
                w += 2
                column = 0
            }
            if encoded {
                out[w] = 0x3D
                out[w + 1] = hex(byte >> 4)
                out[w + 2] = hex(byte & 0x0F)
            } else {
                out[w] = byte
            }
            w += width
            column += width
        }
    }

    /// A line that begins so is read as a new message's start by mbox readers.
    private static let from = Array("From ".utf8)

    private static func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10 }
}

/// Base64 (RFC 2045 §6.8) in lines of 76 characters, for attachments: their bytes arrive exactly.
public enum Base64Lines {
    public static let lineLength = 76

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoded bytes, lines separated by `\n` (no line break after the last one).
    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 3 * 4 + bytes.count / 57 + 4)
        var column = 0
        var i = 0
        func put(_ c: UInt8) {
            if column == lineLength {
                out.append(0x0A)
                column = 0
            }
            out.append(c)
            column += 1
        }
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            put(alphabet[Int(n >> 18 & 63)]); put(alphabet[Int(n >> 12 & 63)])
            put(alphabet[Int(n >> 6 & 63)]); put(alphabet[Int(n & 63)])
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            put(alphabet[Int(n >> 18 & 63)]); put(alphabet[Int(n >> 12 & 63)])
            put(rest == 2 ? alphabet[Int(n >> 6 & 63)] : 0x3D)
            put(0x3D)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
