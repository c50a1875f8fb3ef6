import Testing

@testable import StatementRendering

/// The text part undoes Markdown's escapes as a Markdown reader would, and no more.
@Suite struct PlainTextEscapesTests {
    @Test func punctuationEscapesAreUndone() {
        #expect(PlainText.plain(#"\$6,823.59 UBER \*TRIP \| A\_B \[x\]"#) == "$6,823.59 UBER *TRIP | A_B [x]")
        #expect(PlainText.plain("**+2 229,71 €**") == "+2 229,71 €")
    }

    /// A control character in statement text reaches the Markdown as `\x1b`; the text part shows
    /// the same visible escape, not `x1b`.
    @Test func aControlCharactersEscapeKeepsItsBackslash() {
        let markdown = MarkdownEscaping.escape("PAYEE\u{1B}]0;owned\u{7}")
        let text = PlainText.plain(markdown)
        #expect(text.contains(#"\x1b"#))
        #expect(text.contains(#"\x07"#))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }
}
