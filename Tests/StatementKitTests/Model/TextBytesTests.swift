import Foundation
@testable import StatementModel
import Testing

@Suite struct TextBytesTests {
    @Test(arguments: [
        "",
        "EUR",
        "Télécom",  // small: kept inside the String
        "CARTE BOULANGERIE DU MARCHÉ 25/11",  // large: kept in a buffer of its own
        "Zoë 🇫🇷 ½ \u{0}\u{1B}[2J",
        String(repeating: "é", count: 10_000),
    ])
    func givesTheTextsUTF8Bytes(text: String) {
        #expect(TextBytes.read(text) { Array($0) } == Array(text.utf8))
    }

    @Test func readsATextMadeFromOtherPieces() {
        // A substring made into a String, and one bridged from Foundation: their bytes all the same.
        let line = "2026-11-25;CB CARREFOUR 25/11;-12,50"
        let middle = String(line.split(separator: ";")[1])
        let bridged = NSString(string: "Prélèvement SEPA EDF").description
        #expect(TextBytes.read(middle) { Array($0) } == Array("CB CARREFOUR 25/11".utf8))
        #expect(TextBytes.read(bridged) { Array($0) } == Array("Prélèvement SEPA EDF".utf8))
    }
}
