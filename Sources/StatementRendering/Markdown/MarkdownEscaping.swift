import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Escapes text for GitHub-flavoured Markdown, inside a table cell or a paragraph.
public enum MarkdownEscaping {
    /// Backslash-escapes what Markdown may read as markup: `\` `` ` `` `*` `_` `[` `]` `|` `~` `<` `>`
    /// everywhere; `$`, which GitHub reads as the edge of a formula (`12,00 $US | 3,00 $US` would
    /// be one); an `&` that could start an entity (`&amp;`); `#` `+` `-` `=` at the start and
    /// `1.`/`1)` list markers; the `:` of GFM's autolinks (`https://`, `mailto:`, `xmpp:`) and the
    /// `.` of `www.`. Line breaks become spaces. Amounts, dates and locations stay readable: `.` `,`
    /// `-` inside text, `file.csv:3`, `Energy & water` are left alone.
    ///
    /// An e-mail address needs more than a backslash: cmark-gfm finds addresses after the inline
    /// parse, in the text the escapes and entities have already become (`support\@evil.example` and
    /// `support&#64;evil.example` are both links). So every `@` is preceded by U+2060 WORD JOINER,
    /// an invisible character that is not part of an address: the address has no local part and
    /// nothing is linked (`mailto:` and `xmpp:` addresses included). The text reads the same.
    ///
    /// Controls (C0 but tab, DEL, C1) are written as visible escapes (`\x1b`: a backslash before a
    /// letter is shown as is), and the bidirectional embeddings, overrides and isolates are dropped
    /// (`ControlCharacters`): a description can neither command the terminal that shows the file
    /// nor reverse what a reader sees. A line separator (U+2028) is written `⏎` and a paragraph
    /// separator (U+2029) `¶`: many Markdown readers (those in JavaScript among them) end a line
    /// there, which would cut a table's row in two, and the text format breaks a cell's lines at
    /// U+2028 (`PlainText.cellBreak`); the reader still sees that the bank's text had a break.
    /// (NEL U+0085, VT and FF are controls: `\x85`, `\x0b`, `\x0c`.)
    ///
    /// `atLineStart: false` is for text that cannot begin a block: table cells, text after a heading's
    /// `#`, after other words. There a leading `-` (a negative amount) stays as written.
    public static func escape(_ text: String, atLineStart: Bool = true) -> String {
        // Bidirectional controls first, so that none can hide a `www.` or a `mailto:` from the checks.
        var text = ControlCharacters.withoutBidiControls(text)
        // One pass over the UTF-8, copying runs that need nothing at once: the text itself when no
        // character needs escaping, as most descriptions. (Over an array of the scalars, with a String
        // made and lower-cased at each `:` and `.`, a 1 MB cell took 1.4 G instructions.)
        let escaped: String? = text.withUTF8 { bytes in
            var out: [UInt8] = []
            var kept = 0  // bytes[kept..<i] go out as they are, in one copy, when something differs
            var i = 0
            let (low, high) = special
            while i < bytes.count {
                let b = bytes[i]
                // Most characters need nothing: ASCII outside `special`, and every scalar but those
                // starting C2 (C1 controls) or E2 (the separators).
                if b < 0x40 ? low & 1 << b == 0 : b < 0x80 && high & 1 << (b - 0x40) == 0 {
                    i += 1
                    continue
                }
                let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                if b >= 0x80 && b != 0xC2 && b != 0xE2 {
                    i += length
                    continue
                }
                if let replacement = replacement(bytes, i, length, atLineStart: atLineStart) {
                    if out.isEmpty { out.reserveCapacity(bytes.count + 16) }
                    out.append(contentsOf: bytes[kept..<i])
                    out.append(contentsOf: replacement)
                    kept = i + length
                }
                i += length
            }
            guard kept > 0 else { return nil }
            out.append(contentsOf: bytes[kept...])
            return String(decoding: out, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// The ASCII characters that may need more than a copy, as bits of two words (0x00–0x3F, 0x40–0x7F):
    /// the controls, DEL, and every character `needsBackslash` looks at.
    private static let special: (UInt64, UInt64) = {
        var low: UInt64 = 0xFFFF_FFFF, high: UInt64 = 1 << 63
        for c in "#$&)*+-.:<=>@[\\]_`|~".utf8 {
            if c < 0x40 { low |= 1 << c } else { high |= 1 << (c - 0x40) }
        }
        return (low, high)
    }()

    /// What the character at `i` (a scalar of `length` bytes) is written as, or nil when as it is.
    private static func replacement(_ s: UnsafeBufferPointer<UInt8>, _ i: Int, _ length: Int, atLineStart: Bool) -> [UInt8]? {
        let b = s[i]
        if length > 1 {
            // Line and paragraph separators (E2 80 A8, E2 80 A9) and the C1 controls (C2 80–C2 9F).
            if b == 0xE2, s[i + 1] == 0x80, s[i + 2] == 0xA8 { return Array("⏎".utf8) }
            if b == 0xE2, s[i + 1] == 0x80, s[i + 2] == 0xA9 { return Array("¶".utf8) }
            if b == 0xC2, s[i + 1] < 0xA0 { return Array(ControlCharacters.visible(String(scalar(s, i))).utf8) }
            return nil
        }
        if needsBackslash(s, i, atLineStart: atLineStart) {
            return b == UInt8(ascii: "@") ? [0xE2, 0x81, 0xA0, 0x5C, b] : [0x5C, b]
        }
        if b == 0x0A || b == 0x0D || b == 0x09 { return [0x20] }
        if b < 0x20 || b == 0x7F { return Array(ControlCharacters.visible(String(UnicodeScalar(b))).utf8) }
        return nil
    }

    /// Whether the ASCII character at `i` takes a backslash. The text is read as UTF-8: a byte below
    /// 0x80 is a character of its own, every other byte belongs to a scalar that needs none.
    private static func needsBackslash(_ s: UnsafeBufferPointer<UInt8>, _ i: Int, atLineStart: Bool) -> Bool {
        switch s[i] {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: "$"):
            return true
        case UInt8(ascii: "&"):
            // The start of an entity (`&amp;`, `&#60;`); not `Energy & water`.
            guard i + 1 < s.count else { return false }
            let next = s[i + 1]
            if next < 0x80 { return next == UInt8(ascii: "#") || isASCIILetter(next) || (0x30...0x39).contains(next) }
            let scalar = scalar(s, i + 1)
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        case UInt8(ascii: ":"):
            // The end of a scheme GFM turns into a link (`https://`, `mailto:`, `xmpp:`); not `file.csv:3`.
            if i + 1 < s.count, s[i + 1] == UInt8(ascii: "/") { return true }
            return endsWith(s, i, "mailto", window: 6) || endsWith(s, i, "xmpp", window: 6)
        case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
            return i == 0 && atLineStart
        case UInt8(ascii: "."):
            if i >= 3, endsWith(s, i, "www", window: 3, whole: true) { return true }
            return atLineStart && isListMarker(s, i)
        case UInt8(ascii: ")"):
            return atLineStart && isListMarker(s, i)
        default:
            return false
        }
    }

    /// Whether the `window` scalars before `i` (fewer at the start), lower-cased, end with `word`
    /// (are `word` when `whole`). On ASCII, bytes compared; otherwise the text of those scalars is.
    private static func endsWith(_ s: UnsafeBufferPointer<UInt8>, _ i: Int, _ word: StaticString, window: Int, whole: Bool = false) -> Bool {
        var start = i
        var scalars = 0
        var ascii = true
        while start > 0 && scalars < window {
            start -= 1
            if s[start] >= 0x80 {
                ascii = false
                while start > 0 && s[start] & 0xC0 == 0x80 { start -= 1 }
            }
            scalars += 1
        }
        guard ascii else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: s[start..<i]), as: UTF8.self).lowercased()
            let w = word.description
            return whole ? text == w : text.hasSuffix(w)
        }
        let n = word.utf8CodeUnitCount
        guard i - start >= n, !whole || i - start == n else { return false }
        return word.withUTF8Buffer { w in
            (0..<n).allSatisfy { k in
                let c = s[i - n + k]
                return (isASCIILetter(c) ? c | 0x20 : c) == w[k]
            }
        }
    }

    /// `12.` or `3)` at the start, followed by a space or the end: an ordered-list marker.
    private static func isListMarker(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i > 0 && i <= 9 && (i + 1 == s.count || s[i + 1] == UInt8(ascii: " "))
            && s[0..<i].allSatisfy { (0x30...0x39).contains($0) }
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool { (0x61...0x7A).contains(b | 0x20) }

    /// The scalar whose UTF-8 starts at `i`.
    private static func scalar(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: s[i...]).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "\u{FFFD}" }
        return scalar
    }
}
