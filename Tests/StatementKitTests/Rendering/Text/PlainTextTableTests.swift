import Testing

@testable import StatementRendering

/// Tables in the plain-text report (the email's text part, `--format text`): within 78 columns,
/// a word — a file name, an IBAN group — never cut in two, and rows that would stand too tall
/// written as `Header: value` lines instead.
@Suite struct PlainTextTableTests {
    @Test func aLongFileNameIsNotCut() {
        let markdown = """
            | Compte | Période | Opérations |
            |:---|:---|---:|
            | foyer-martin-carte-camille-2026-09-11.csv · fichier CSV | du 2 septembre au 27 novembre 2026 | 17 opérations |
            """
        let lines = PlainText.from(markdown: markdown, colon: "\u{00A0}: ").split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(lines.contains { $0.hasPrefix("foyer-martin-carte-camille-2026-09-11.csv ") }, "\(lines)")
        #expect(lines.count == 4, "\(lines)")
    }

    @Test func aRowTooTallIsWrittenHeaderByValue() {
        let markdown = """
            | Compte | Période | Solde initial | Solde final | Opérations |
            |:---|:---|---:|---:|---:|
            | FR76 3000 6000 0112 3456 7890 189 · releve-octobre-2026-compte-joint.csv (fichier CSV) | du 2 au 3 octobre 2026 | 1 000,00 € | 1 080,00 € | 2 opérations |
            """
        let text = PlainText.from(markdown: markdown, colon: ": ")
        #expect(text.hasPrefix("Compte: FR76 3000 6000 0112 3456 7890 189 ·\n  releve-octobre-2026-compte-joint.csv"), "\(text)")
        #expect(text.contains("Solde initial: 1 000,00 €"), "\(text)")
    }

    /// The narrowing rule written the plain way: the widest column above its minimum (the first of
    /// equals) gives one column, then look again. `narrow` must leave the same widths.
    static func narrowedOneAtATime(_ widths: [Int], minimum: [Int], by excess: Int) -> [Int] {
        var widths = widths
        for _ in 0..<max(0, excess) {
            guard let i = widths.indices.filter({ widths[$0] > minimum[$0] }).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[i] -= 1
        }
        return widths
    }

    @Test func narrowingGivesTheWidthsOfOneColumnAtATime() {
        var generator = SplitMix64(seed: 78)
        for _ in 0..<2_000 {
            let columns = Int.random(in: 1...6, using: &generator)
            // Widths that tie, that differ by one and that differ by hundreds; some columns fixed.
            let widths = (0..<columns).map { _ in [8, 9, 12, 12, 30, 31, 200, 1_000].randomElement(using: &generator)! }
            let minimum = widths.map { w in Bool.random(using: &generator) ? w : min(w, Int.random(in: 1...20, using: &generator)) }
            let excess = Int.random(in: -5...(widths.reduce(0, +) + 5), using: &generator)
            var narrowed = widths
            PlainText.narrow(&narrowed, minimum: minimum, by: excess)
            let expected = Self.narrowedOneAtATime(widths, minimum: minimum, by: excess)
            #expect(narrowed == expected, "widths \(widths), minimum \(minimum), excess \(excess)")
        }
    }

    /// A description of 100,000 characters in a row of a table: its column comes down to the screen in
    /// one step, not one per character (the row is then written `Header: value`, as any row too tall is).
    @Test func aVeryLongCellIsLaidOut() {
        let word = String(repeating: "ab ", count: 33_333)
        let markdown = """
            | Date | Libellé | Montant |
            |:---|:---|---:|
            | 3 oct. | \(word) | -12,00 € |
            """
        let text = PlainText.from(markdown: markdown, colon: ": ")
        #expect(text.hasPrefix("Date: 3 oct.\nLibellé: ab ab"), "\(text.prefix(80))")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= PlainText.width })
    }

    /// Every scalar whose category `PlainTextBytes.neverJoins` names stands as a `Character` of its own
    /// beside an ASCII letter on either side, as the standard library's grapheme breaking says.
    @Test func aScalarThatNeverJoinsIsACharacterOfItsOwnBesideASCII() {
        var checked = 0, joined: [String] = []
        for value in UInt32(0x300)...0x10FFFF {
            guard let s = Unicode.Scalar(value), PlainTextBytes.neverJoins(s) else { continue }
            checked += 1
            let pair = String(s)
            if ("a" + pair).count != 2 || (pair + "a").count != 2 { joined.append(String(value, radix: 16)) }
        }
        #expect(joined == [])
        #expect(checked > 10_000)
        #expect(PlainTextBytes.neverJoins("€") && PlainTextBytes.neverJoins("\u{202F}") && PlainTextBytes.neverJoins("█"))
        #expect(!PlainTextBytes.neverJoins("\u{301}") && !PlainTextBytes.neverJoins("\u{200D}") && !PlainTextBytes.neverJoins("\u{0600}"))
    }
}
