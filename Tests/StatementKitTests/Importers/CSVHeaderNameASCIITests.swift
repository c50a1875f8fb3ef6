import Testing

@testable import StatementImporters

/// Header names and values of ASCII, Latin-1 and common punctuation are split and folded byte by byte
/// (`latinWords`), as the Unicode path (`unicodeWords`) does.
@Suite struct CSVHeaderNameASCIITests {
    @Test func asciiNamesAreSplitAsUnicodeNamesAre() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 _-/().$;,:'\"\r\n\tEURutcDateMontantdateOpAmountGBP")
        var samples = ["Date opération", "dateOp", "Montant (EUR)", "Amount in USD", "D/C", "Settlement date (UTC)", "", "  ", "ABCdef", "aBC"]
        for _ in 0..<2000 {
            samples.append(String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in samples where text.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(CSVHeaderName.latinWords(text) == CSVHeaderName.unicodeWords(text), "\(text.debugDescription)")
        }
    }

    /// Every pair of the characters the byte path reads (camelCase depends on two neighbours), and
    /// random texts of them.
    @Test func latinNamesAreSplitAsUnicodeNamesAre() {
        var characters = (0x00..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
        characters += (0xA0...0xFF).filter { ![0xAA, 0xAD, 0xB5, 0xBA].contains($0) }.map { String(Unicode.Scalar(UInt8($0))) }
        characters += (Array(0x2010...0x2027) + Array(0x202F...0x203E)).map { String(Unicode.Scalar(UInt32($0))!) }
        characters += ["€", "\u{FFFD}", "\r\n"]
        var texts = ["Date opération", "Débit (€)", "Überweisung", "MontantÉté", "ÉtéMontant", "Straße", "çaÇa", "Ø×ø÷Þþ", "Libell\u{FFFD}"]
        for a in characters { for b in characters { texts.append(a + b) } }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in characters.randomElement(using: &generator)! }.joined())
        }
        var differences: [String] = []
        for text in texts {
            let words = CSVHeaderName.latinWords(text)
            if words != CSVHeaderName.unicodeWords(text) { differences.append(text.debugDescription) }
        }
        #expect(differences.prefix(5) == [])
        // Anything else goes the Unicode way.
        for text in ["e\u{301}", "µ", "ª", "º", "\u{AD}", "Ÿ", "Œuvre", "日本", "Ωmega", "\u{200D}", "\u{FEFF}"] { #expect(CSVHeaderName.latinWords(text) == nil, "\(text)") }
    }

    /// `unicodeWords` reads an ASCII scalar without Unicode's tables: as the scalar's properties and
    /// `fold` say, for each of the 128, between a digit and a Cyrillic letter (so that the text is not
    /// Latin and no camelCase break comes into it).
    @Test func unicodeWordsReadsASCIIAsTheScalarsPropertiesSay() {
        for v in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(v))
            let expected: [String]
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                expected = ["0" + CSVHeaderName.fold(scalar) + "ж"]
            } else if scalar == "$" {
                expected = ["0", "$", "ж"]
            } else {
                expected = ["0", "ж"]
            }
            #expect(CSVHeaderName.unicodeWords("0" + String(scalar) + "ж") == expected, "\(v)")
        }
    }
}
