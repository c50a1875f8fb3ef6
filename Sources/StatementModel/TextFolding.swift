import Foundation
import StatementResources

/// Text reduced to what matching should look at: lower case, no accents, and every run of
/// characters other than letters and digits turned into one space.
///
/// `"PRLV SEPA Électricité-de-France"` → `"prlv sepa electricite de france"`. Works on UTF-8 bytes,
/// with a table for the Latin letters French, English and their neighbours write, so the usual bank
/// text (upper-case ASCII, a few accents) never goes through Foundation; any other letter is folded
/// by Foundation, one character at a time.
package enum TextFolding {
    /// The folded UTF-8 bytes of `text`: no leading, trailing or double spaces.
    package static func fold(_ text: String) -> [UInt8] {
        if let folded = TextBytes.read(text, { foldLatin($0) }) { return folded }
        return foldScalars(text)
    }

    /// The fast path: text made of ASCII and the Latin-1 letters (plus Œ, œ, Ÿ), read as bytes into a
    /// buffer no longer than the text (no letter folds to more bytes than it takes). Nil for any other
    /// character, which `foldScalars` handles. Gives exactly what `foldScalars` gives.
    package static func foldLatin(_ b: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        ByteArray.make(capacity: b.count) { foldLatin(b, into: $0) }
    }

    /// `foldLatin` into a buffer the caller gives (at least as long as `b`), for a caller that needs
    /// no array (the history's identity digest): the bytes written, or nil for any other character.
    package static func foldLatin(_ b: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var k = 0
        var pending = false
        var i = 0
        let n = b.count
        while i < n {
            let byte = b[i]
            if byte < 0x80 {
                i += 1
                let lower = byte | 0x20
                if lower &- 0x61 < 26 || byte &- 0x30 < 10 {
                    if pending, k > 0 {
                        out[k] = 0x20
                        k += 1
                    }
                    pending = false
                    out[k] = byte &- 0x41 < 26 ? lower : byte
                    k += 1
                } else {
                    pending = true
                }
                continue
            }
            // Two-byte sequences: U+0080 through U+07FF.
            guard byte & 0xE0 == 0xC0, i + 1 < n else { return nil }
            let v = (UInt32(byte & 0x1F) << 6) | UInt32(b[i + 1] & 0x3F)
            i += 2
            var folded: (UInt8, UInt8) = (0, 0)
            if v >= 0xC0, v <= 0xFF {
                folded = latin1Bytes[Int(v - 0xC0)]
            } else if v == 0x152 || v == 0x153 {
                folded = (0x6F, 0x65)  // oe
            } else if v == 0x178 {
                folded = (0x79, 0)  // y
            } else if v < 0xC0, !latin1Supplement(v) {
                // Latin-1 punctuation and symbols: a space (letters and numbers such as ª, ², µ go the general way).
            } else {
                return nil
            }
            if folded.0 == 0 {
                pending = true
                continue
            }
            if pending, k > 0 {
                out[k] = 0x20
                k += 1
            }
            pending = false
            out[k] = folded.0
            k += 1
            if folded.1 != 0 {
                out[k] = folded.1
                k += 1
            }
        }
        return k
    }

    /// Whether a scalar of U+0080–U+00BF is a letter or a number (which `foldScalars` folds through Foundation).
    @inline(__always)
    private static func latin1Supplement(_ v: UInt32) -> Bool { latin1SupplementWords[Int(v - 0x80)] }

    private static let latin1SupplementWords: [Bool] = (0x80..<0xC0).map { v in
        guard let scalar = Unicode.Scalar(UInt32(v)) else { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// `latin1` as at most two bytes per letter; (0, 0) for × and ÷.
    private static let latin1Bytes: [(UInt8, UInt8)] = latin1.map { folded in
        let bytes = Array(folded.utf8)
        return (bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0)
    }

    /// The general path: every Unicode scalar, Foundation for letters outside Latin-1.
    package static func foldScalars(_ text: String) -> [UInt8] {
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
    package static func string(_ text: String) -> String { String(decoding: fold(text), as: UTF8.self) }

    /// U+00C0 through U+00FF: the letter without its accent, lower case; "" for × and ÷.
    private static let latin1: [String] = [
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // À-Ï
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",  // Ð-ß
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // à-ï
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",  // ð-ÿ
    ]

    /// Whether `needle` occurs in `haystack` (bytes; both folded).
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
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
