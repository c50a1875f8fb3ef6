import Testing

@testable import StatementModel

/// `ControlCharacters` reads bytes; what it writes must be what reading the text a scalar at a time
/// writes (the way it was written before, kept here as the reference).
@Suite struct ControlCharactersTests {
    /// The scalar reading: every C0 control but tab (a line feed kept or `\n`, a carriage return kept
    /// before a line feed when line feeds are kept), DEL and C1 as `\xNN`, the bidirectional controls as `\uNNNN`.
    static func reference(_ text: String, keepingLineFeeds: Bool) -> String {
        func hex(_ value: UInt32, _ digits: Int) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case "\t": out.unicodeScalars.append(scalar)
            case "\n": out += keepingLineFeeds ? "\n" : "\\n"
            case "\r": out += keepingLineFeeds && i + 1 < scalars.count && scalars[i + 1] == "\n" ? "\r" : "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\x" + hex(scalar.value, 2)
                } else if ControlCharacters.isBidiControl(scalar) {
                    out += "\\u" + hex(scalar.value, 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let pieces = [
        "a", "Courses", " ", "1 234,56 €", "é", "e\u{301}", "日本", "🏦", "\t", "\n", "\r", "\r\n", "\n\r", "\u{0}", "\u{1B}[2J",
        "\u{1B}]0;title\u{7}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{202F}", "\u{2029}", "\u{202A}",
        "\u{202E}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{2065}", "\u{206A}", "\u{200F}", "\u{061C}", "\u{2028}", "\\", "x1b",
    ]

    @Test func visibleWritesWhatTheScalarReadingWrites() {
        var texts = ["", "plain", "tab\tonly", "\u{1B}", "end\r", "\r", "\n", "\u{202E}00.001", "\u{C2}", "\u{E2}\u{80}"]
        var generator = SplitMix64(seed: 20_261_128)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...12, using: &generator)
            texts.append((0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)] }.joined())
        }
        // A long text, as a report is: one control among many kilobytes.
        texts.append(String(repeating: "<td>Courses – 12,50 €</td>\n", count: 2_000) + "\u{1B}[2J" + String(repeating: "é", count: 500))
        for text in texts {
            for keeping in [false, true] {
                let expected = Self.reference(text, keepingLineFeeds: keeping)
                #expect(ControlCharacters.visible(text, keepingLineFeeds: keeping) == expected,
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) keeping line feeds: \(keeping)")
            }
            let withoutBidi = String(String.UnicodeScalarView(text.unicodeScalars.filter { !ControlCharacters.isBidiControl($0) }))
            #expect(ControlCharacters.withoutBidiControls(text) == withoutBidi, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// What a reader sees, spelt out.
    @Test func theEscapesAsTheyAreShown() {
        #expect(ControlCharacters.visible("a\u{1B}[2Jb\u{7F}\u{9B}") == "a\\x1b[2Jb\\x7f\\x9b")
        #expect(ControlCharacters.visible("x\u{202E}y\u{2066}z") == "x\\u202ey\\u2066z")
        #expect(ControlCharacters.visible("l1\r\nl2\rl3\n") == "l1\\r\\nl2\\rl3\\n")
        #expect(ControlCharacters.visible("l1\r\nl2\rl3\n", keepingLineFeeds: true) == "l1\r\nl2\\rl3\n")
        #expect(ControlCharacters.withoutBidiControls("\u{202E}00.001\u{202C} €") == "00.001 €")
    }
}
