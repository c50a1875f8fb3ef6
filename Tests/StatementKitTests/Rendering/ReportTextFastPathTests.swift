import Testing

@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// The start-up work of issue 20 took two shortcuts on every report; they must give what the full
/// way gives.
@Suite struct ReportTextFastPathTests {
    static let texts = [
        "", "Courses 1 234,56 € · Carrefour – 12/10", "a\tb\nc\r\nd", "lone\rcarriage", "esc\u{1B}[2J", "del\u{7F}",
        "c1\u{85}next", "c1\u{9F}", "nbsp\u{A0}and\u{202F}narrow", "\u{202E}00.001", "iso\u{2066}late\u{2069}", "rtl mark \u{200F}",
        "end\u{E2}", "é\u{301}", "trailing\r", "\u{2069}",
    ]

    /// `ReportText.inert` is the bidi controls dropped and the controls shown, whether or not its byte scan
    /// lets a text through untouched.
    @Test func inertIsTheFullWayForEveryText() {
        for text in ReportTextFastPathTests.texts {
            #expect(ReportText.inert(text) == ControlCharacters.visible(ControlCharacters.withoutBidiControls(text), keepingLineFeeds: true),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(!ReportText.mayHoldControls("Courses 1 234,56 € – ok\r\n"))
        #expect(ReportText.mayHoldControls("x\u{202E}y") && ReportText.mayHoldControls("x\u{1B}") && ReportText.mayHoldControls("x\ry"))
    }

    /// A card's payee is left out of a row whose description already says it, in ASCII as in other text.
    @Test func aDescriptionSaysItsPayeeWhateverTheLetters() {
        #expect(TransactionRow.says("CB CARREFOUR MARKET 12/10", "Carrefour Market"))
        #expect(TransactionRow.says("PRLV SEPA Électricité-de-France", "electricite de france"))
        #expect(!TransactionRow.says("CB CARREFOUR MARKET 12/10", "Carrefour City"))
        #expect(!TransactionRow.says("CB CARREFOURMARKET", "Carrefour"))
        // What the words compared as folded strings give.
        func reference(_ text: String, _ name: String) -> Bool {
            if name == text { return true }
            let words = Set(TextFolding.string(text).split(separator: " "))
            return TextFolding.string(name).split(separator: " ").allSatisfy { words.contains($0) }
        }
        let pairs = [("Ζαχαροπλαστείο Αθήνα", "αθηνα"), ("Ζαχαροπλαστείο Αθήνα", "Θεσσαλονίκη"), ("Café Ŝtono", "cafe ŝtono"),
                     ("AMAZON EU SARL", "amazon"), ("x", ""), ("", "x"), ("Münchner Straße 5", "strasse 5")]
        for (text, name) in pairs { #expect(TransactionRow.says(text, name) == reference(text, name), "\(text) / \(name)") }
    }
}
