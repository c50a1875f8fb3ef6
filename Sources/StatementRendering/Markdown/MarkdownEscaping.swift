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
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        // Bidirectional controls first, so that none can hide a `www.` or a `mailto:` from the checks.
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

    private static func needsBackslash(_ s: [Unicode.Scalar], _ i: Int, atLineStart: Bool) -> Bool {
        switch s[i] {
        case "\\", "`", "*", "_", "[", "]", "|", "~", "<", ">", "@", "$":
            return true
        case "&":
            // The start of an entity (`&amp;`, `&#60;`); not `Energy & water`.
            return i + 1 < s.count && (s[i + 1] == "#" || s[i + 1].properties.isAlphabetic || s[i + 1].properties.numericType != nil)
        case ":":
            // The end of a scheme GFM turns into a link (`https://`, `mailto:`, `xmpp:`); not `file.csv:3`.
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

    /// `12.` or `3)` at the start, followed by a space or the end: an ordered-list marker.
    private static func isListMarker(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        i > 0 && i <= 9 && (i + 1 == s.count || s[i + 1] == " ")
            && s[0..<i].allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }
}
