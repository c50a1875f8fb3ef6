import Testing

@testable import StatementRendering

/// Wrapping text for the plain-text report (the email's text part, `--format text`): the lines a
/// statement's description is cut into, however long it is and whatever characters it holds.
@Suite struct PlainTextWrapTests {
    /// The wrapping rule written the plain way (every candidate line and every longer head of a cut
    /// word measured afresh): the lines `wrap` must give. It took time growing with the square of a
    /// word's length; `wrap` measures each word once.
    static func reference(_ text: String, width: Int) -> [String] {
        guard MarkdownTable.width(of: text) > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for piece in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = piece
            while MarkdownTable.width(of: word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                var head = ""
                for c in word {
                    if MarkdownTable.width(of: head + String(c)) > width, !head.isEmpty { break }
                    head.append(c)
                }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            let candidate = current.isEmpty ? word : current + " " + word
            if MarkdownTable.width(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Words of letters, accents (precomposed and combining), East Asian wide characters, emoji with
    /// and without a variation selector, joined emoji, spaces alone and in runs.
    @Test(arguments: [5, 8, 13, 78])
    func theSameLinesAsTheRule(width: Int) {
        let pieces = ["a", "é", "e\u{301}", "日", "本", "😀", "❤\u{FE0F}", "#\u{FE0F}", "👩\u{200D}💻", "x", "-", " ", "  ", "Ω"]
        var generator = SplitMix64(seed: UInt64(width))
        for length in [1, 7, 30, 120, 400] {
            for _ in 0..<20 {
                let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                let lines = PlainText.wrap(text, width: width)
                #expect(lines == Self.reference(text, width: width), "\(text.debugDescription) at \(width)")
                #expect(lines.allSatisfy { MarkdownTable.width(of: $0) <= width })
            }
        }
    }

    /// A 300,000-character word (the field limit allows a megabyte): cut into full lines that give the
    /// word back. It took minutes when every longer head was measured afresh.
    @Test func aHugeWordIsCutIntoFullLines() {
        let word = String(repeating: "ABCDEFGHIJ", count: 30_000)
        let lines = PlainText.wrap("Carte " + word + " fin", width: 78)
        #expect(lines.first == "Carte")
        #expect(lines.last == "fin" || lines.last?.hasSuffix(" fin") == true)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 78 })
        #expect(lines.joined(separator: "").replacingOccurrences(of: "Carte", with: "").hasPrefix(String(word.prefix(1000))))
        #expect(lines.count == 2 + 300_000 / 78 + (lines.last == "fin" ? 1 : 0))
    }

    /// A character wider than the line is still cut on (one per line), instead of never moving on.
    @Test func aCharacterWiderThanTheLineStillMovesOn() {
        #expect(PlainText.wrap("日本語", width: 1) == ["日", "本", "語"])
    }
}
