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

    /// The scan eight bytes at a time finds what the byte-by-byte scan finds, wherever the control falls
    /// in a word: each text above behind 0 to 16 bytes of printable text and before 0 to 9 more, and
    /// printable text alone (every byte from 0x20 to 0x7E at every place of a word).
    @Test func theWordScanFindsWhatTheByteScanFinds() {
        func byteScan(_ text: String) -> Bool {
            let bytes = Array(text.utf8), n = bytes.count
            var i = 0
            while i < n {
                let b = bytes[i]
                i += 1
                if b >= 0x20 && b < 0x7F { continue }
                if b < 0x20 {
                    if b == 0x09 || b == 0x0A || (b == 0x0D && i < n && bytes[i] == 0x0A) { continue }
                    return true
                }
                if b == 0x7F || (b == 0xC2 && i < n && (0x80...0x9F).contains(bytes[i])) { return true }
                if b == 0xE2, i + 1 < n, (bytes[i] == 0x80 && (0xAA...0xAE).contains(bytes[i + 1])) || (bytes[i] == 0x81 && (0xA6...0xA9).contains(bytes[i + 1])) {
                    return true
                }
            }
            return false
        }
        for text in ReportTextFastPathTests.texts + ["\u{FF}x", "~\u{7F}~", "\u{C2}\u{A0}", "\u{E2}\u{80}\u{AF}"] {
            for before in 0...16 {
                for after in [0, 1, 7, 9] {
                    let padded = String(repeating: "a", count: before) + text + String(repeating: "~", count: after)
                    #expect(ReportText.mayHoldControls(padded) == byteScan(padded), "\(before) \(after) \(padded.debugDescription)")
                }
            }
        }
        let printable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        for shift in 0..<8 { #expect(!ReportText.mayHoldControls(String(repeating: " ", count: shift) + printable + printable)) }
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

    /// The words of a payee found in the description in place, as the arrays of split words found them:
    /// spaces at either end and doubled, empty texts, a word that is the start or the end of another.
    @Test func everyWordIsFoundInPlaceAsInSplitWords() {
        func split(_ name: [UInt8], _ text: [UInt8]) -> Bool {
            let words = text.split(separator: 0x20)
            return name.split(separator: 0x20).allSatisfy { word in words.contains { $0.elementsEqual(word) } }
        }
        let pieces = ["", " ", "  ", "a", "ab", "abc", "b", "bc", "carrefour", "market", "12"]
        var generator = SystemRandomNumberGenerator()
        var texts = pieces
        for _ in 0..<400 { texts.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()) }
        for name in texts {
            for text in texts.shuffled(using: &generator).prefix(40) {
                let n = Array(name.utf8), t = Array(text.utf8)
                #expect(TransactionRow.hasEveryWord(of: n, in: t) == split(n, t), "\(name) / \(text)")
            }
        }
    }
}

