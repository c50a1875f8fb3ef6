import Testing

@testable import StatementRendering

/// `PlainText` reads a *simple* text (every ASCII character a `Character` of its own) on its bytes:
/// the cells of a table line, the plain text of Markdown, a cell's longest word, the pieces between
/// separators. Each must give what reading a `Character` at a time gives (`PlainText`'s readings by
/// `Character`, which run on the other texts), and a text where bytes and `Character`s part must not
/// be taken as simple.
@Suite struct PlainTextBytesTests {
    static func referenceLongestWord(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == PlainText.cellBreak }).map { MarkdownTable.width(of: String($0)) }.max() ?? 0
    }

    /// Markdown's pieces with letters of many kinds; the marks, joiners, prepended characters and
    /// carriage returns make some texts not simple, which `plain` then reads a `Character` at a time.
    static let pieces = [
        "|", " | ", "\\", "\\|", "\\\\", "*", "**", " ", "  ", "a", "Z", "9", ":", "-", "\\x1b", "é", "É", "ß", "日",
        "😀", "❤\u{FE0F}", "👩\u{200D}💻", "\u{2028}", "⏎", "\u{A0}", "\u{AD}", "\u{85}", "e\u{301}", "\u{301}",
        "\u{600}", "\u{200D}", "\u{FE0F}", "\r", "\u{1F1EB}\u{1F1F7}", "한", "\u{1100}\u{1161}",
    ]

    @Test func theSameAsReadingCharacters() {
        var generator = SplitMix64(seed: 16)
        var simple = 0
        for length in [1, 2, 3, 5, 8, 20, 60] {
            for _ in 0..<2_000 {
                let text = (0..<length).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
                #expect(PlainText.plain(text) == PlainText.plainByCharacters(text), "\(text.debugDescription)")
                let line = "|" + text + " |"
                guard PlainTextBytes.isSimple(line) else { continue }
                simple += 1
                #expect(Array(PlainTextBytes.plain(text).utf8) == Array(PlainText.plainByCharacters(text).utf8), "\(text.debugDescription)")
                #expect(PlainTextBytes.cells(line).map { Array($0.utf8) } == PlainText.cellsByCharacters(line).map { Array($0.utf8) }, "\(line.debugDescription)")
                #expect(PlainTextBytes.longestWord(text) == Self.referenceLongestWord(text), "\(text.debugDescription)")
                #expect(PlainTextBytes.strings(text, at: [0x20]) == text.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
            }
        }
        // Most texts mix in a piece that joins its neighbour; enough are simple to compare.
        #expect(simple > 1_000)
    }

    /// Where an ASCII character is part of a longer `Character`: after a prepended character, before a
    /// mark, a joiner or a variation selector, a carriage return.
    @Test(arguments: ["a\u{301}", "\u{600}|", "\u{600}\\|", "|\u{200D}", "#\u{FE0F}", "x\r", "\r\n", " \u{301}x", "*\u{20E3}"])
    func notSimple(text: String) {
        #expect(!PlainTextBytes.isSimple(text))
    }

    @Test(arguments: ["", "plain", "é|É", "日 本", "😀 x", "a\u{2028}b", "\u{85}x", "ß\\|", "👩\u{200D}💻 x", "\u{301} x"])
    func simple(text: String) {
        #expect(PlainTextBytes.isSimple(text))
    }

    /// ASCII text is wrapped on its bytes (`asciiWrap`): the lines of the rule, at any width, with runs
    /// of spaces and words longer than a line; with a `limit`, the same first lines, and more of them
    /// than the limit exactly when the text needs more.
    @Test(arguments: [1, 2, 5, 13, 78])
    func asciiTextWrapsAsTheRule(width: Int) {
        let pieces = ["a", "Bc", "defghijklmnopq", String(repeating: "x", count: 90), " ", "  ", "-", "\\|"]
        var generator = SplitMix64(seed: UInt64(100 + width))
        for length in [1, 3, 10, 40, 150] {
            for _ in 0..<40 {
                let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                let lines = PlainText.wrap(text, width: width)
                #expect(lines == PlainTextWrapTests.reference(text, width: width), "\(text.debugDescription) at \(width)")
                for limit in [0, 1, 4] {
                    let limited = PlainText.wrap(text, width: width, limit: limit)
                    #expect(Array(lines.prefix(limited.count)) == limited)
                    #expect((limited.count > limit) == (lines.count > limit))
                }
            }
        }
    }

    /// A line separator is a `Character` of its own, found by its bytes in any text.
    @Test func cellBreaksAreFoundInAnyText() {
        let text = "a\u{301}\u{2028}\u{600}x\u{2028}\u{2028}"
        #expect(PlainTextBytes.cellBreaks(in: text) == 3)
        #expect(PlainTextBytes.strings(text, at: PlainTextBytes.cellBreak) == text.split(separator: PlainText.cellBreak, omittingEmptySubsequences: false).map(String.init))
        #expect(PlainTextBytes.strings("", at: [0x20]) == [""])
        #expect(PlainTextBytes.strings("a\u{2029}b\u{2060}\u{2028}", at: PlainTextBytes.cellBreak) == ["a\u{2029}b\u{2060}", ""])
        #expect(PlainTextBytes.strings(" a  b ", at: [0x20]) == ["", "a", "", "b", ""])
    }
}
