import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

@Suite struct TextFoldingTests {
    @Test(arguments: [
        ("PRLV SEPA Électricité-de-France", "prlv sepa electricite de france"),
        ("  CB  CARREFOUR  01/10  ", "cb carrefour 01 10"),
        ("Œuvre Ÿ Straße Æsir þorn", "oeuvre y strasse aesir thorn"),
        ("5 × 3 ÷ 2", "5 3 2"),
        ("n°12 ª ² µ", "n 12 ª ² μ"),
        ("Café\u{00A0}des amis", "cafe des amis"),
        ("Ελλάδα 日本 ﬁne", "ελλαδα 日本 fine"),
        ("", ""),
        ("---", ""),
    ])
    func folds(_ text: String, _ folded: String) {
        #expect(TextFolding.string(text) == folded)
    }

    /// The byte fast path gives what the scalar-by-scalar path gives, whatever the text.
    @Test func fastPathAgreesWithTheGeneralOne() {
        let pieces = [
            "A", "z", "Q", "0", "9", " ", "  ", "-", "/", ".", "'", "*", "#", "é", "É", "à", "ç", "Ç", "ê", "ô", "û", "ü", "ï",
            "ÿ", "Ÿ", "œ", "Œ", "ß", "æ", "Æ", "þ", "Þ", "ð", "ø", "×", "÷", "°", "ª", "º", "²", "µ", "¼", "«", "»", "\u{00A0}",
            "\u{202F}", "€", "£", "日本", "Ω", "ﬁ", "e\u{0301}", "😀", "ı", "İ", "Ā",
        ]
        var state: UInt64 = 20_261_123
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(TextFolding.fold(text) == TextFolding.foldScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
