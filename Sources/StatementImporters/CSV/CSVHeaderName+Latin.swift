import StatementModel

/// Header names of ASCII and Latin-1 letters (`Date opération`, `Débit (€)`, `Überweisung`) split and
/// folded byte by byte: the same words as `unicodeWords`, without breaking the text into `Character`s
/// and asking Unicode's tables of every scalar (a file's first 30 rows are normalised cell by cell).
extension CSVHeaderName {
    /// The words of `raw` when it holds only ASCII, U+00A0–U+00FF (but `ª`, `µ`, `º`, U+00AD),
    /// U+2010–U+2027, U+202F–U+203E, `€` and U+FFFD; nil for any other character (then
    /// `unicodeWords` reads it).
    package static func latinWords(_ raw: String) -> [String]? {
        return TextBytes.read(raw) { latinWords($0) }
    }

    package static func latinWords(_ b: UnsafeBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        word.reserveCapacity(16)
        func flush() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        var previousIsLower = false
        var i = 0
        let n = b.count
        while i < n {
            let byte = b[i]
            if byte < 0x80 {
                i += 1
                let isUpper = byte &- 0x41 < 26, isLower = byte &- 0x61 < 26
                if previousIsLower && isUpper { flush() }  // camelCase: a word begins
                previousIsLower = isLower
                if let kept = asciiNameByte(byte) {
                    word.append(kept)
                } else if byte == 0x24 {  // $
                    flush()
                    words.append("$")
                } else {
                    flush()
                }
                continue
            }
            if byte == 0xC3, i + 1 < n, b[i + 1] &- 0x80 < 0x40 {
                // U+00C0–U+00FF: capitals C0–DE, small letters DF–FF, but × (D7) and ÷ (F7).
                let low = b[i + 1]
                i += 2
                if low == 0x97 || low == 0xB7 {
                    previousIsLower = false
                    flush()
                    continue
                }
                let isUpper = low < 0x9F
                if previousIsLower && isUpper { flush() }
                previousIsLower = !isUpper
                appendFolded(isUpper ? low | 0x20 : low, to: &word)
                continue
            }
            previousIsLower = false
            if byte == 0xC2, i + 1 < n, CSVHeaderName.isLatinSymbol(b[i + 1]) {  // U+00A0–U+00BF but ª, µ, º, U+00AD
                flush()
                if b[i + 1] == 0xA3 { words.append("£") }
                i += 2
            } else if byte == 0xE2, i + 2 < n, b[i + 1] == 0x82, b[i + 2] == 0xAC {  // €
                flush()
                words.append("€")
                i += 3
            } else if byte == 0xE2, i + 2 < n, b[i + 1] == 0x80, b[i + 2] &- 0x90 < 0x18 || b[i + 2] &- 0xAF < 0x10 {
                // Dashes, quotes, U+202F, ‰, ‹ ›: U+2010–U+2027 and U+202F–U+203E.
                flush()
                i += 3
            } else if byte == 0xEF, i + 2 < n, b[i + 1] == 0xBF, b[i + 2] == 0xBD {  // U+FFFD: one unknown letter
                word.append(UInt8(ascii: "?"))
                i += 3
            } else {
                return nil
            }
        }
        flush()
        return words
    }

    /// An ASCII character as a name keeps it: a letter lower-cased, a digit as it is; nil for `$` (a word
    /// of its own) and the separators. `latinWords` and `unicodeWords` both read ASCII this way.
    @inline(__always)
    package static func asciiNameByte(_ byte: UInt8) -> UInt8? {
        if byte &- 0x41 < 26 { return byte | 0x20 }
        return byte &- 0x61 < 26 || byte &- 0x30 < 10 ? byte : nil
    }

    /// The second byte of a symbol or space of U+00A0–U+00BF (`°`, `§`, `«`, `£`, U+00A0): all but the
    /// letters `ª`, `µ`, `º` and the soft hyphen.
    @inline(__always)
    private static func isLatinSymbol(_ low: UInt8) -> Bool {
        low &- 0xA0 < 0x20 && low != 0xAA && low != 0xAD && low != 0xB5 && low != 0xBA
    }

    /// A small letter of U+00E0–U+00FF (its second UTF-8 byte, A0–BF) folded as `fold` folds it:
    /// accents dropped, `æ` → `ae`, `ß` → `ss`; `ð`, `ø` and `þ` kept.
    @inline(__always)
    private static func appendFolded(_ low: UInt8, to word: inout [UInt8]) {
        switch low {
        case 0x9F: word.append(0x73); word.append(0x73)  // ß
        case 0xA0...0xA5: word.append(0x61)
        case 0xA6: word.append(0x61); word.append(0x65)  // æ
        case 0xA7: word.append(0x63)
        case 0xA8...0xAB: word.append(0x65)
        case 0xAC...0xAF: word.append(0x69)
        case 0xB1: word.append(0x6E)
        case 0xB2...0xB6: word.append(0x6F)
        case 0xB9...0xBC: word.append(0x75)
        case 0xBD, 0xBF: word.append(0x79)
        default:  // ð, ø, þ
            word.append(0xC3)
            word.append(low)
        }
    }
}
