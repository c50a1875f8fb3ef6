import Foundation

/// Text reduced to what matching should look at: lower case, no accents, and every run of
/// characters other than letters and digits turned into one space.
///
/// `"PRLV SEPA Électricité-de-France"` → `"prlv sepa electricite de france"`. Works on UTF-8 bytes,
/// with a table for the Latin letters French, English and their neighbours write, so the usual bank
/// text (upper-case ASCII, a few accents) never goes through Foundation; any other letter is folded
/// by Foundation, one character at a time.
enum TextFolding {
    /// The folded UTF-8 bytes of `text`: no leading, trailing or double spaces.
    static func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        func emit(_ byte: UInt8) {
            if pendingSpace, !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(byte)
        }
        func emit(_ bytes: some Sequence<UInt8>) { for b in bytes { emit(b) } }

        var ascii = true
        for byte in text.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii {
            for byte in text.utf8 {
                switch byte {
                case 0x41...0x5A: emit(byte + 32)
                case 0x61...0x7A, 0x30...0x39: emit(byte)
                default: pendingSpace = true
                }
            }
            return out
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x41...0x5A: emit(UInt8(v) + 32)
            case 0x61...0x7A, 0x30...0x39: emit(UInt8(v))
            case 0..<0x80: pendingSpace = true
            case 0xC0...0xFF:
                let folded = latin1[Int(v - 0xC0)]
                if folded.isEmpty { pendingSpace = true } else { emit(folded.utf8) }
            case 0x152, 0x153: emit("oe".utf8)
            case 0x178: emit(UInt8(ascii: "y"))
            default:
                let p = scalar.properties
                guard p.isAlphabetic || p.numericType != nil else {
                    pendingSpace = true
                    continue
                }
                let folded = String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                for s in folded.unicodeScalars where s.properties.canonicalCombiningClass == .notReordered {
                    if s.value < 0x80 {
                        if s.properties.isAlphabetic || s.properties.numericType != nil {
                            emit(UInt8(s.value) | (s.value >= 0x41 && s.value <= 0x5A ? 0x20 : 0))
                        }
                    } else {
                        emit(String(s).lowercased().utf8)
                    }
                }
            }
        }
        return out
    }

    /// `fold(text)` as a String.
    static func string(_ text: String) -> String { String(decoding: fold(text), as: UTF8.self) }

    /// U+00C0 through U+00FF: the letter without its accent, lower case; "" for × and ÷.
    private static let latin1: [String] = [
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // À-Ï
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",  // Ð-ß
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // à-ï
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",  // ð-ÿ
    ]

    /// Whether `needle` occurs in `haystack` (bytes; both folded).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                let first = n[0], last = h.count - n.count
                var i = 0
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
