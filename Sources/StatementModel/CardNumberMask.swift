/// Hides payment card numbers in text shown to people: a run of 13 to 19 digits (spaces or dashes
/// between groups allowed) that passes the Luhn check, or a number already partly masked by the bank
/// (`4417 12XX XXXX 1234`, `CB****6516`: four or more of `X`, `*`, `•` then four digits), becomes
/// `•••• 1234`. Other numbers (IBANs, references, amounts, dates) are left as written: digits right
/// after a word's first two letters that are an IBAN country code are an IBAN's, after `RF` a
/// creditor reference's.
public enum CardNumberMask {
    /// `text` with every card number masked; the same string when there is none (most texts).
    /// `luhn: false` masks every run of 13 to 19 digits (an account known to be a card's, whose
    /// number in a test file may not pass the check).
    public static func masked(_ text: String, luhn: Bool = true) -> String {
        // Fast path: no run of 4 digits, no card number.
        var digitRun = 0, longest = 0
        for b in text.utf8 {
            if b >= 0x30 && b <= 0x39 { digitRun += 1; longest = max(longest, digitRun) } else { digitRun = 0 }
        }
        guard longest >= 4, mayHoldCard(text) else { return text }
        return maskingScalars(text, luhn: luhn)
    }

    /// `masked` the long way: every scalar looked at.
    static func maskingScalars(_ text: String, luhn: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        var changed = false
        while i < scalars.count {
            if let end = ibanDigits(scalars, from: i) {
                // An IBAN's digits after its country code (`BE11 1234 5678 9012`): not a card's.
                out.append(contentsOf: scalars[i..<end])
                i = end
            } else if let (end, last4) = card(scalars, from: i, luhn: luhn), i == 0 || !isDigitOrMask(scalars[i - 1]) {
                if i > 0, scalars[i - 1].properties.isAlphabetic { out.append(" ") }
                out.append(contentsOf: "•••• ".unicodeScalars)
                out.append(contentsOf: last4.unicodeScalars)
                i = end
                changed = true
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return changed ? String(out) : text
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    /// Whether a run of digits and mask characters, read as `card(_:from:luhn:)` reads one (a space
    /// or a dash between two of them), is long enough to be a card's: 13 of them, or 8 with 4 masks.
    /// A run that starts inside another is part of it, so the longest runs decide. Most texts with
    /// digits (dates, references, amounts) have none, and keep their scalars where they are.
    private static func mayHoldCard(_ text: String) -> Bool {
        TextBytes.read(text) { b in
            var count = 0, masks = 0
            var i = 0
            while i < b.count {
                let width = symbolWidth(b, at: i)
                if width > 0 {
                    count += 1
                    if width == 3 || b[i] < 0x30 || b[i] > 0x39 { masks += 1 }
                    if count >= 13 || (masks >= 4 && count >= 8) { return true }
                    i += width
                    continue
                }
                if !(count > 0 && (b[i] == 0x20 || b[i] == 0x2D) && i + 1 < b.count && symbolWidth(b, at: i + 1) > 0) {
                    count = 0
                    masks = 0
                }
                i += 1
            }
            return false
        }
    }

    /// The bytes of a digit or a mask character (`X`, `x`, `*`, `•`) at `i`, 0 for another character.
    @inline(__always)
    private static func symbolWidth(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c = b[i]
        if (c >= 0x30 && c <= 0x39) || c == 0x58 || c == 0x78 || c == 0x2A { return 1 }
        return c == 0xE2 && i + 2 < b.count && b[i + 1] == 0x80 && b[i + 2] == 0xA2 ? 3 : 0
    }

    /// Where the digits of an IBAN end, when `start` is the first digit after a word's first two
    /// letters and these are a country code of the IBAN registry (`FR76 3000 ...`, `BE11123456789012`)
    /// or `RF`, which starts an ISO 11649 creditor reference (`RF18539007547034`).
    private static func ibanDigits(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start >= 2, isDigit(s[start]), start + 1 < s.count, isDigit(s[start + 1]) else { return nil }
        let a = s[start - 2], b = s[start - 1]
        guard a.value >= 0x41, a.value <= 0x5A, b.value >= 0x41, b.value <= 0x5A,
            start == 2 || !(s[start - 3].properties.isAlphabetic || isDigit(s[start - 3])),
            ibanCountries.contains(String(String.UnicodeScalarView([a, b])))
        else { return nil }
        var i = start
        while i < s.count {
            if isDigit(s[i]) || (s[i].value >= 0x41 && s[i].value <= 0x5A) {
                i += 1
            } else if s[i] == " ", i + 1 < s.count, isDigit(s[i + 1]) || (s[i + 1].value >= 0x41 && s[i + 1].value <= 0x5A) {
                i += 1
            } else {
                break
            }
        }
        return i
    }

    /// The country codes of the IBAN registry.
    private static let ibanCountries: Set<String> = [
        "AD", "AE", "AL", "AT", "AZ", "BA", "BE", "BG", "BH", "BI", "BR", "BY", "CH", "CR", "CY", "CZ", "DE", "DJ", "DK", "DO", "EE",
        "EG", "ES", "FI", "FK", "FO", "FR", "GB", "GE", "GI", "GL", "GR", "GT", "HR", "HU", "IE", "IL", "IQ", "IS", "IT", "JO", "KW",
        "KZ", "LB", "LC", "LI", "LT", "LU", "LV", "LY", "MC", "MD", "ME", "MK", "MN", "MR", "MT", "MU", "NI", "NL", "NO", "OM", "PK",
        "PL", "PS", "PT", "QA", "RO", "RS", "RU", "SA", "SC", "SD", "SE", "SI", "SK", "SM", "SO", "ST", "SV", "TL", "TN", "TR", "UA",
        "VA", "VG", "XK", "YE", "RF",
    ]
    private static func isMask(_ s: Unicode.Scalar) -> Bool { s == "X" || s == "x" || s == "*" || s == "•" }
    private static func isDigitOrMask(_ s: Unicode.Scalar) -> Bool { isDigit(s) || isMask(s) }

    /// A card number starting at `start`: where it ends and its last four digits.
    private static func card(_ s: [Unicode.Scalar], from start: Int, luhn check: Bool) -> (end: Int, last4: String)? {
        guard isDigitOrMask(s[start]) else { return nil }
        var symbols: [Unicode.Scalar] = []
        var i = start
        var end = start
        while i < s.count {
            if isDigitOrMask(s[i]) {
                symbols.append(s[i])
                i += 1
                end = i
            } else if (s[i] == " " || s[i] == "-"), i + 1 < s.count, isDigitOrMask(s[i + 1]), !symbols.isEmpty {
                i += 1
            } else {
                break
            }
            if symbols.count > 19 { return nil }
        }
        guard end == s.count || !(s[end].properties.isAlphabetic || isDigit(s[end])) else { return nil }
        let masks = symbols.filter(isMask).count
        let tail = symbols.suffix(4)
        guard tail.count == 4, tail.allSatisfy(isDigit) else { return nil }
        let last4 = String(String.UnicodeScalarView(tail))
        if masks >= 4 {
            // Partly masked by the bank: mask characters, then the last four digits at the end.
            return (end, last4)
        }
        guard masks == 0, (13...19).contains(symbols.count), !check || luhn(symbols) else { return nil }
        return (end, last4)
    }

    /// The Luhn check (ISO/IEC 7812): every card number passes it.
    static func luhn(_ digits: [Unicode.Scalar]) -> Bool {
        var sum = 0
        for (k, d) in digits.reversed().enumerated() {
            var v = Int(d.value - 0x30)
            if k % 2 == 1 { v *= 2; if v > 9 { v -= 9 } }
            sum += v
        }
        return sum % 10 == 0
    }
}
