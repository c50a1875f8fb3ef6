/// The CLDR plural category of a count, written by hand for our two languages
/// (Foundation on Linux has no `.stringsdict` support).
public enum PluralCategory: String, Sendable {
    case one, other
}

public enum PluralRule {
    /// French: 0 and 1 are singular ("0 opération", "1 opération", "2 opérations").
    /// English: only 1 is ("0 transactions", "1 transaction").
    public static func category(of count: Int, language: Language) -> PluralCategory {
        switch language {
        case .french: return count == 0 || count == 1 || count == -1 ? .one : .other
        case .english: return count == 1 || count == -1 ? .one : .other
        }
    }
}

/// The languages reports and messages are written in.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case french = "fr"

    /// `fr`, `fr_FR.UTF-8`, `fr-CA`: French; `en…`: English; anything else: nil.
    public init?(tag: String) {
        let lower = tag.lowercased()
        if lower.hasPrefix("fr") { self = .french } else if lower.hasPrefix("en") { self = .english } else { return nil }
    }
}
