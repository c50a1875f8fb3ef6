import StatementLocalization
import StatementModel

extension String {
    /// The text without the white space bank files pad fields with, at either end: spaces, tabs,
    /// line ends, U+00A0 and U+202F. Returns the string itself, without a copy, when there is none.
    package var withoutSurroundingSpaces: String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return self }
        let edgeFirst = first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0xC2 || first == 0xE2
        let edgeLast = last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D || last == 0xA0 || last == 0xAF
        guard edgeFirst || edgeLast else { return self }
        let isSpace: (Unicode.Scalar) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{00A0}" || $0 == "\u{202F}"
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[start...end])
    }
}
