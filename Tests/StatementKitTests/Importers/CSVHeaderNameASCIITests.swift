import Testing

@testable import StatementImporters

/// ASCII header names and values are split and folded byte by byte, as the Unicode path does.
@Suite struct CSVHeaderNameASCIITests {
    @Test func asciiNamesAreSplitAsUnicodeNamesAre() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 _-/().$;,:'\"\r\n\tEURutcDateMontantdateOpAmountGBP")
        var samples = ["Date opération", "dateOp", "Montant (EUR)", "Amount in USD", "D/C", "Settlement date (UTC)", "", "  ", "ABCdef", "aBC"]
        for _ in 0..<2000 {
            samples.append(String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in samples where text.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(CSVHeaderName.asciiWords(text) == CSVHeaderName.unicodeWords(text), "\(text.debugDescription)")
        }
    }
}
