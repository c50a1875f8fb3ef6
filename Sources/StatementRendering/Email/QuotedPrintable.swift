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
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var line: [UInt8] = []
        var first = true
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var content = bytes[start..<end]
            if end != bytes.endIndex, content.last == 0x0D { content = content.dropLast() }
            if !first { out.append(0x0A) }
            first = false
            encodeLine(content, into: &out, scratch: &line)
            guard end != bytes.endIndex else { break }
            start = bytes.index(after: end)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One line of text, split by soft breaks into encoded lines of at most 76 characters.
    private static func encodeLine(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8], scratch current: inout [UInt8]) {
        current.removeAll(keepingCapacity: true)
        let count = bytes.count
        var index = 0
        for byte in bytes {
            let isLast = index == count - 1
            let encoded = needsEncoding(byte, at: index, isLast: isLast, line: bytes)
            // The last token may use the whole 76 characters; any other leaves room for the `=`.
            let limit = isLast ? maxLineLength : maxLineLength - 1
            if current.count + (encoded ? 3 : 1) > limit {
                out.append(contentsOf: current)
                out.append(contentsOf: [0x3D, 0x0A])  // soft line break
                current.removeAll(keepingCapacity: true)
            }
            if encoded {
                current.append(0x3D)
                current.append(hex(byte >> 4))
                current.append(hex(byte & 0x0F))
            } else {
                current.append(byte)
            }
            index += 1
        }
        out.append(contentsOf: current)
    }

    private static func needsEncoding(_ byte: UInt8, at index: Int, isLast: Bool, line: ArraySlice<UInt8>) -> Bool {
        switch byte {
        case 0x3D: return true  // `=`
        case 0x20, 0x09: return isLast  // trailing white space would be lost in transit
        case 0x2E: return index == 0  // a lone `.` ends the message for `sendmail` without `-i`
        case 0x46: return index == 0 && line.starts(with: Array("From ".utf8))
        case 0x21...0x7E: return false
        default: return true
        }
    }

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
