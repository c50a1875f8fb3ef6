/// French spacing rules for the catalogue's own sentences (never for statement text).
///
/// The catalogue is written with plain spaces, easy to read and edit; this turns the space before
/// `:` into U+00A0, the space before `;` `!` `?` into U+202F, and the spaces inside « » into U+00A0,
/// so a line never breaks before the punctuation.
enum FrenchTypography {
    static func apply(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if c == " " {
                let next = i + 1 < scalars.count ? scalars[i + 1] : nil
                let previous = i > 0 ? scalars[i - 1] : nil
                if next == ":" || next == "»" || previous == "«" { out += "\u{00A0}"; continue }
                if next == ";" || next == "!" || next == "?" { out += "\u{202F}"; continue }
            }
            out.unicodeScalars.append(c)
        }
        return out
    }
}
