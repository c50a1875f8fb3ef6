import Testing

@testable import StatementImporters

/// `CSVImporter.looksLikeMarkup` (an OFX header, or lines that are mostly tags: another importer's
/// file), read in bytes, gives the answers of the text reading it replaced: upper-casing, splitting
/// at `Character.isNewline` and comparing characters. One difference, on purpose: `OFXHEADER` and
/// `<OFX>` are found as bytes, so a combining accent after them (`<OFX>\u{301}`, one character
/// `>́` for `String.contains`) no longer hides them.
@Suite struct CSVMarkupTests {
    /// The text reading, as it was, but for the markers found in the upper-cased text's bytes.
    static func reading(_ bytes: [UInt8], from start: Int) -> Bool {
        let end = min(bytes.count, start + 4096)
        let head = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        let upper = Array(head.uppercased().utf8)
        func has(_ marker: String) -> Bool {
            let m = Array(marker.utf8)
            return upper.count >= m.count && (0...(upper.count - m.count)).contains { Array(upper[$0..<($0 + m.count)]) == m }
        }
        if has("OFXHEADER") || has("<OFX>") { return true }
        let lines = head.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        return !lines.isEmpty && lines.filter { $0.first == "<" }.count * 2 > lines.count
    }

    static let texts = [
        "", "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n",
        "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><SIGNONMSGSRSV1>", "ofxheader:100\n", "Ofx Header\n",
        "Date;Montant\n<OFX>\n", "a;b\n<ofx>\n", "a;b\n\u{1C}ofx>\n", "a;b\n<0FX>\n",
        "<a>\nb\n", "<a>\n<b>\nc\n", "  <a>\n\t<b>\nc;d\n", "<a>\r\n<b>\r\nc\r\n", "<a>\r<b>\rc\r",
        "<a>\u{2028}<b>\u{2029}c", "<a>\u{85}<b>\u{85}c", "<a>\u{0B}<b>\u{0C}c", "<a>\n\n\n   \n\t\nb\n",
        "<\u{338}a>\n<\u{338}b>\nc\n", "<\u{301}a>\n<b>\nc\n", " \u{301}<a>\n<b>\nc\n", "\t\u{301}<a>\n<b>\nc\n",
        "<é>\n<b>\nc\n", "<\u{200D}a>\n<b>\nc\n", "<", "<\n", " <", "x\n<", "ﬀx\n", "oﬀx\n<a>\n", "OFXẖEADER\n",
        "a;b\n<OFX>\u{301}\n", "OFXHEADE\u{301}R:100\n", "OFXHEADER\u{338}:100\n",
        String(repeating: "Date;Libellé;Montant\n", count: 200) + "OFXHEADER:100\n",
        String(repeating: "<a>\n", count: 1023) + "<b>\u{338}\nc;d\ne;f\n",
    ]

    @Test func theAnswersOfTheTextReading() {
        for text in Self.texts {
            let bytes = Array(text.utf8)
            for start in [0, 1, 3] where start <= bytes.count {
                #expect(CSVImporter.looksLikeMarkup(bytes, from: start) == Self.reading(bytes, from: start), "\(text.debugDescription) from \(start)")
            }
        }
    }

    /// Texts made of pieces chosen at random (a fixed seed): signs, letters, accents, combining marks,
    /// every kind of line end, cut UTF-8, placed so that 4,096 bytes fall among them.
    @Test func theAnswersOfTheTextReadingOnMixedPieces() {
        let pieces: [[UInt8]] = [
            "<", ">", "<a>", "ofx", "OFX", "header", "HEADER", "<OFX>", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}",
            "\u{2029}", " ", "\t", "a", "é", "\u{338}", "\u{301}", "\u{200D}", ";", "Date", "ﬀ", "ß", "ẖ", "\u{1C}",
        ].map { Array($0.utf8) } + [[0xC3], [0xE2, 0x80], [0xFF]]
        var generator = SplitMix64(seed: 20_261_128)
        func next(_ n: Int) -> Int { Int.random(in: 0..<n, using: &generator) }
        var differ: [String] = []
        for round in 0..<3_000 {
            var bytes: [UInt8] = round % 10 == 0 ? Array(repeating: 0x61, count: 4_090) : []
            for _ in 0..<(1 + next(40)) { bytes += pieces[next(pieces.count)] }
            let start = min(next(3), bytes.count)
            if CSVImporter.looksLikeMarkup(bytes, from: start) != Self.reading(bytes, from: start) {
                differ.append("\(bytes.suffix(200)) from \(start)")
            }
        }
        #expect(differ.isEmpty, "\(differ.prefix(5))")
    }
}
