import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// RFC 2047 encoded words (`=?UTF-8?Q?Relev=C3=A9?=`): text that is not plain ASCII, in a header.
///
/// Each word holds whole characters (a UTF-8 sequence, or an emoji with its modifiers, is never cut
/// in two) and is at most 75 characters long, so that a folded header line stays short. The Q form
/// is used when it is no longer than the B (base64) form: French text stays half readable in the
/// raw message. Only letters, digits and `! * + - /` go unencoded, the set RFC 2047 §5(3) allows
/// even inside a display name.
public enum EncodedWord {
    public static let maxLength = 75
    private static let prefixQ = "=?UTF-8?Q?", prefixB = "=?UTF-8?B?", suffix = "?="

    /// Whether `text` can go into a header as it is: printable ASCII, no `=?` that a reader would
    /// take for the start of an encoded word.
    public static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } && !text.contains("=?")
    }

    /// `text` as encoded words, to be joined by folding white space (decoders drop the white space
    /// between two encoded words, so spaces are encoded inside the words). `firstRoom` is the room
    /// left for the first word on its line (after `Subject: `).
    public static func encode(_ text: String, firstRoom: Int = maxLength) -> [String] {
        // Q is longer for text that is mostly not ASCII; up to a third longer, its readability wins.
        let useQ = qLength(text.utf8) * 3 <= bLength(text.utf8.count) * 4
        let overhead = prefixQ.count + suffix.count
        var room = max(min(firstRoom, maxLength) - overhead, 4 * 3)
        var words: [String] = []
        var current: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            let grown = current + bytes
            let fits = useQ ? qLength(grown) <= room : bLength(grown.count) <= room
            if !fits, !current.isEmpty {
                words.append(word(current, q: useQ))
                room = maxLength - overhead
                current = bytes
            } else {
                current = grown
            }
        }
        if !current.isEmpty || words.isEmpty { words.append(word(current, q: useQ)) }
        return words
    }

    private static func word(_ bytes: [UInt8], q: Bool) -> String {
        if q { return prefixQ + qText(bytes) + suffix }
        return prefixB + Base64Lines.encode(bytes).filter { $0 != "\n" } + suffix
    }

    private static func isQSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x21, 0x2A, 0x2B, 0x2D, 0x2F: return true
        default: return false
        }
    }

    private static func qLength(_ bytes: some Sequence<UInt8>) -> Int {
        bytes.reduce(0) { $0 + (isQSafe($1) || $1 == 0x20 ? 1 : 3) }
    }

    private static func bLength(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    private static func qText(_ bytes: [UInt8]) -> String {
        var out = ""
        for byte in bytes {
            if byte == 0x20 {
                out += "_"
            } else if isQSafe(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF")
                out += "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return out
    }
}
