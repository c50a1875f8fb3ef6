import Testing

@testable import StatementModel

@Suite struct TrailingSpacesTests {
    /// The byte walk gives what the `Character` walk gives, on the texts where they could differ: a
    /// space joined to a character before it (U+0600 is a prepend mark), a mark after a space, spaces
    /// alone, after ASCII, after a non-ASCII letter, after a control character, and none at all.
    @Test func bytesGiveWhatCharactersGive() {
        let texts = [
            "", " ", "   ", "a", "a ", "a   ", " a ", "1 234,00 €   ", "€ ", "é  ", "\u{0600} ", "\u{0600}  ", "a\u{0600}  ",
            "a \u{0301}", "a \u{0301} ", "\r ", "\r\n  ", "\u{1F1EB}\u{1F1F7}  ", "x\u{200D} ", "\t  ", "a\u{00A0} ",
        ]
        for text in texts {
            for cut in [text[...], text.dropFirst()] {
                #expect(cut.droppingTrailingSpaces == cut.droppingTrailingSpacesByCharacters, "\(Array(cut.unicodeScalars))")
            }
        }
        #expect("Total   "[...].droppingTrailingSpaces == "Total")
        // A space that U+0600 takes as part of its own character is not a space alone: it stays.
        #expect("\u{0600} "[...].droppingTrailingSpaces == "\u{0600} ")
    }
}
