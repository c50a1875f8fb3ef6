import StatementModel
import StatementResources

/// French spacing rules for the catalogue's own sentences (never for statement text).
///
/// The catalogue is written with plain spaces, easy to read and edit; this gives each space the
/// kind French typography wants, so that a line never breaks before the punctuation:
/// - before `:`, and inside « », a no-break space (U+00A0);
/// - before `;` `!` `?` and `%`, a narrow no-break space (U+202F, the *espace fine insécable*; the house
///   style for `%`, where ICU writes U+00A0: `MoneyFormat.percent` does the same).
package enum FrenchTypography {
    package static func apply(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if c == " " {
                let next = i + 1 < scalars.count ? scalars[i + 1] : nil
                let previous = i > 0 ? scalars[i - 1] : nil
                if next == ":" || next == "»" || previous == "«" {
                    out += "\u{00A0}"
                    continue
                }
                if next == ";" || next == "!" || next == "?" || next == "%" {
                    out += "\u{202F}"
                    continue
                }
            }
            out.unicodeScalars.append(c)
        }
        return out
    }
}
