import Foundation
import Testing

@testable import StatementRendering

/// JSON strings as our exports write them: statement text of any kind reads back the same, and
/// the escapes are those of JSONSerialization (so that outputs stay byte-identical).
@Suite struct JSONTextTests {
    @Test(arguments: [
        "CB CARREFOUR 25/11",
        "CHQ \"PROMO\" n°122 \\ é",
        "line\nbreak\r\ttab\u{0}\u{1F}\u{7F}",
        "sep\u{2028}para\u{2029}end €\u{2026}",
        "\u{E2}\u{80}",
        "",
        "😀 ∑ \u{202E}rtl",
    ])
    func statementTextReadsBackTheSame(_ text: String) throws {
        let quoted = JSONText.quote(text)
        let decoded = try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
        #expect(decoded == text)
        // Nothing that ends a line in JSON or JavaScript is left raw.
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
    }

    @Test func theEscapesAreTheUsualOnes() {
        #expect(JSONText.quote("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quote("\u{1}\u{1F}\u{2028}\u{2029}") == #""\u0001\u001f\u2028\u2029""#)
        #expect(JSONText.quote("…€") == "\"…€\"")
    }
}
