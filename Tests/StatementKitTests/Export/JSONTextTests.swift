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

    /// Plain bytes are looked at eight at a time, and the last few through the text's last eight: a
    /// character that needs an escape (or looks like one: U+2027 and `€` also start with 0xE2) at
    /// each place of texts of 7 to 18 bytes is escaped as one character at a time would be.
    @Test func anEscapeAtEveryPlace() {
        let characters = ["\"", "\\", "\n", "\r\n", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "\u{2027}", "€", "é", "\u{7F}", " "]
        for length in 7...18 {
            let plain = Array("ABCDEFGHIJKLMNOPQR".prefix(length)).map(String.init)
            for c in characters {
                for at in 0...length {
                    var pieces = plain
                    pieces.insert(c, at: at)
                    let text = pieces.joined()
                    var expected = "\""
                    for scalar in text.unicodeScalars {
                        switch scalar {
                        case "\"": expected += "\\\""
                        case "\\": expected += "\\\\"
                        case "\n": expected += "\\n"
                        case "\r": expected += "\\r"
                        case "\t": expected += "\\t"
                        case "\u{2028}": expected += "\\u2028"
                        case "\u{2029}": expected += "\\u2029"
                        case "\u{0}"..."\u{1F}": expected += "\\u00" + (scalar.value < 0x10 ? "0" : "1") + String(scalar.value % 16, radix: 16)
                        default: expected.unicodeScalars.append(scalar)
                        }
                    }
                    expected += "\""
                    #expect(JSONText.quote(text) == expected, "\(c.debugDescription) at \(at) of \(length)")
                }
            }
        }
    }

    /// Every byte that needs an escape, written the long way: a string short enough for the buffer on
    /// the stack and one far longer (the heap path) escape alike, and a key goes before the string.
    @Test(arguments: [1, 2, 40, 200])
    func everyEscapeAtAnyLength(_ copies: Int) {
        var text = ""
        var expected = ""
        for byte in 0..<0x20 {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(byte)))
            switch byte {
            case 0x0A: expected += "\\n"
            case 0x0D: expected += "\\r"
            case 0x09: expected += "\\t"
            default: expected += "\\u00" + (byte < 0x10 ? "0" : "1") + String(byte % 16, radix: 16)
            }
        }
        text += "\"\\\u{2028}\u{2029}\u{2027}é plain text of a long run"
        expected += "\\\"\\\\\\u2028\\u2029\u{2027}é plain text of a long run"
        let long = String(repeating: text, count: copies)
        #expect(JSONText.quote(long) == "\"" + String(repeating: expected, count: copies) + "\"")
        var out: [UInt8] = Array("[".utf8)
        JSONText.append(key: ", \"k\": ", quoted: long, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "[, \"k\": " + JSONText.quote(long))
    }
}
