import StatementLocalization
import StatementModel

/// The Windows-1252 character set (a superset of ISO-8859-1 for printable text), which is what
/// "ANSI", "Latin-1" and `CHARSET:1252` bank files really hold.
///
/// Bytes 0x80–0x9F are the Windows characters (`€` is 0x80, `’` is 0x92); the five bytes Windows
/// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1 controls of the same value, as
/// the WHATWG Encoding standard does, so every byte decodes to exactly one character.
package enum Windows1252 {
    /// Code points of bytes 0x80 through 0x9F.
    package static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// The Unicode scalar of one byte.
    @inline(__always)
    package static func scalar(_ byte: UInt8) -> UInt32 {
        byte >= 0x80 && byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
    }

    /// The text of Windows-1252 bytes.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 4)
        for b in bytes { appendUTF8(of: b, to: &utf8) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Appends the UTF-8 form of one Windows-1252 byte.
    @inline(__always)
    package static func appendUTF8(of byte: UInt8, to out: inout [UInt8]) {
        if byte < 0x80 {
            out.append(byte)
            return
        }
        let c = scalar(byte)
        if c < 0x800 {
            out.append(UInt8(0xC0 | (c >> 6)))
            out.append(UInt8(0x80 | (c & 0x3F)))
        } else {
            out.append(UInt8(0xE0 | (c >> 12)))
            out.append(UInt8(0x80 | ((c >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (c & 0x3F)))
        }
    }

    /// How the first non-ASCII bytes of a text read: as UTF-8, as something else, or not known yet.
    package enum Evidence: Equatable {
        /// Only ASCII so far.
        case ascii
        /// The first non-ASCII sequence is well-formed UTF-8 (or a well-formed start of one, cut by the end).
        case utf8
        /// The first non-ASCII byte cannot start or continue UTF-8 there: a single-byte charset.
        case singleByte
    }

    /// Looks at the first non-ASCII sequence of `bytes`.
    package static func evidence(_ bytes: UnsafeBufferPointer<UInt8>) -> Evidence {
        var i = 0
        let n = bytes.count
        // Eight bytes at a time while they are all ASCII.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        }
        while i < n, bytes[i] < 0x80 { i += 1 }
        guard i < n else { return .ascii }
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .singleByte
        }
        for k in 1..<length {
            guard i + k < n else { return .utf8 }  // cut by the end of what we have
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return .singleByte }
            if k == 1 {
                // Overlong and surrogate forms are not UTF-8.
                if lead == 0xE0 && b < 0xA0 || lead == 0xED && b > 0x9F || lead == 0xF0 && b < 0x90 || lead == 0xF4 && b > 0x8F {
                    return .singleByte
                }
            }
        }
        return .utf8
    }
}
