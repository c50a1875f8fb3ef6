import Testing

@testable import StatementModel
@testable import StatementRendering

/// `MarkdownEscaping.escape` reads the text's UTF-8 once and copies the runs that need nothing; it
/// must write what the rule written over an array of the scalars wrote (`reference`, the code it
/// replaced), byte for byte, whatever the text mixes: markup, autolink look-alikes in any case,
/// controls, bidirectional controls hiding a scheme, separators, marks, wide characters, emoji.
@Suite struct MarkdownEscapingReferenceTests {
    static func reference(_ text: String, atLineStart: Bool) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars.lazy.filter { !ControlCharacters.isBidiControl($0) })
        for (index, scalar) in scalars.enumerated() {
            if needsBackslash(scalars, index, atLineStart: atLineStart) {
                if scalar == "@" { out += "\u{2060}" }
                out.append("\\")
                out.unicodeScalars.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += " "
            } else if scalar == "\u{2028}" {
                out += "⏎"
            } else if scalar == "\u{2029}" {
                out += "¶"
            } else if ControlCharacters.isControl(scalar) {
                out += ControlCharacters.visible(String(scalar))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsBackslash(_ s: [Unicode.Scalar], _ i: Int, atLineStart: Bool) -> Bool {
        switch s[i] {
        case "\\", "`", "*", "_", "[", "]", "|", "~", "<", ">", "@", "$":
            return true
        case "&":
            return i + 1 < s.count && (s[i + 1] == "#" || s[i + 1].properties.isAlphabetic || s[i + 1].properties.numericType != nil)
        case ":":
            if i + 1 < s.count, s[i + 1] == "/" { return true }
            let word = String(String.UnicodeScalarView(s[max(0, i - 6)..<i])).lowercased()
            return word.hasSuffix("mailto") || word.hasSuffix("xmpp")
        case "#", "+", "-", "=":
            return i == 0 && atLineStart
        case ".":
            if i >= 3, String(String.UnicodeScalarView(s[(i - 3)..<i])).lowercased() == "www" { return true }
            return atLineStart && isListMarker(s, i)
        case ")":
            return atLineStart && isListMarker(s, i)
        default:
            return false
        }
    }

    static func isListMarker(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        i > 0 && i <= 9 && (i + 1 == s.count || s[i + 1] == " ")
            && s[0..<i].allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }

    /// Pieces a text is made of: Markdown's characters, schemes in mixed case (with the Kelvin sign and
    /// dotted I, which lower-case to ASCII and to `i` with a mark), an Arabic number sign (a prepended
    /// character), letters and digits of other scripts after `&`, controls C0 and C1, bidirectional
    /// controls, separators, marks, wide characters and emoji.
    static let pieces = [
        "\\", "`", "*", "_", "[", "]", "|", "~", "<", ">", "@", "$", "&", "#", "+", "-", "=", ".", ")", ":", "/", " ",
        "a", "Z", "0", "7", "12", "www", "WwW", "ww", "mailto", "MAILTO", "mailt", "xmpp", "XmPp", "https", "\u{212A}",
        "İ", "\u{600}", "é", "e\u{301}", "\u{301}", "日", "😀", "❤\u{FE0F}", "ａ", "١", "Ⅻ", "½", "\n", "\r", "\t",
        "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        "\u{200E}", "\u{2028}", "\u{2029}", "\u{2060}", "\u{200D}", "\u{FEFF}", "\u{10FFFF}",
    ]

    @Test(arguments: [false, true])
    func theSameBytesAsTheScalarRule(atLineStart: Bool) {
        var generator = SplitMix64(seed: atLineStart ? 20 : 16)
        for length in [1, 2, 3, 4, 6, 9, 16, 40] {
            for _ in 0..<1_500 {
                let text = (0..<length).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
                let escaped = MarkdownEscaping.escape(text, atLineStart: atLineStart)
                let expected = Self.reference(text, atLineStart: atLineStart)
                #expect(Array(escaped.utf8) == Array(expected.utf8), "\(text.debugDescription)")
            }
        }
    }

    /// Texts made to sit on the edges: a scheme hidden by a bidirectional control, a list marker's
    /// digits, `www.` after non-ASCII letters, an entity's `&` before a letter of another script.
    @Test(arguments: [
        "mail\u{202E}to:x", "x\u{2066}mpp:y", "w\u{202A}ww.example", "123. item", "1234567890. long", "12) x", "12)x",
        "9.", "é www.x", "日www.x", "\u{212A}www.x", "\u{600}mailto:x", "İxmpp:x", "wwW\u{301}.x", "&é", "&١", "& x", "&",
        "", "@", "a\u{2028}b\u{2029}c", "\u{85}\u{1B}[31m", "-1,00", "+", "=", "#", "xmailto:", "MAILTO:", "ｍailto:",
    ])
    func theSameBytesOnEdges(text: String) {
        for atLineStart in [false, true] {
            let escaped = MarkdownEscaping.escape(text, atLineStart: atLineStart)
            #expect(Array(escaped.utf8) == Array(Self.reference(text, atLineStart: atLineStart).utf8), "\(text.debugDescription)")
        }
    }
}
