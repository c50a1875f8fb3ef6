import StatementModel
import StatementResources

/// French spacing rules for the catalogue's own sentences (never for statement text).
///
/// The catalogue is written with plain spaces, easy to read and edit; this gives each space the
/// kind French typography wants, so that a line never breaks before the punctuation:
/// - before `:`, and inside « », a no-break space (U+00A0);
/// - before `;` `!` `?` and `%`, a narrow no-break space (U+202F, the *espace fine insécable*; the house
///   style for `%`, where ICU writes U+00A0: `MoneyFormat.percent` does the same).
///
/// Worked on the UTF-8 bytes, and a text with no such space is returned as it is: the French
/// catalogue's 2,000 entries, appended a scalar at a time, cost 26 million instructions of every
/// French run.
package enum FrenchTypography {
    package static func apply(_ text: String) -> String {
        let spaced: String? = TextBytes.read(text) { bytes in
            var out: [UInt8] = []
            var copied = 0
            for i in 0..<bytes.count where bytes[i] == 0x20 {
                guard let space = space(at: i, in: bytes) else { continue }
                if out.isEmpty { out.reserveCapacity(bytes.count + 16) }
                out.append(contentsOf: bytes[copied..<i])
                out.append(contentsOf: space)
                copied = i + 1
            }
            if copied == 0 { return nil }
            out.append(contentsOf: bytes[copied...])
            return String(decoding: out, as: UTF8.self)
        }
        return spaced ?? text
    }

    private static let noBreak: [UInt8] = [0xC2, 0xA0]  // U+00A0
    private static let narrowNoBreak: [UInt8] = [0xE2, 0x80, 0xAF]  // U+202F

    /// The space the plain space at `i` becomes, or nil when it stays: before `:` or `»` (U+00BB,
    /// C2 BB) or after `«` (U+00AB, C2 AB), a no-break space; before `;` `!` `?` `%`, a narrow one.
    private static func space(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let next: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
        if next == UInt8(ascii: ":") || (next == 0xC2 && i + 2 < bytes.count && bytes[i + 2] == 0xBB)
            || (i >= 2 && bytes[i - 2] == 0xC2 && bytes[i - 1] == 0xAB)
        {
            return noBreak
        }
        if next == UInt8(ascii: ";") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "%") {
            return narrowNoBreak
        }
        return nil
    }
}
