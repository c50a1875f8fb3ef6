import StatementModel
import StatementResources

/// The languages reports and messages are written in.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case french = "fr"

    /// The language of a tag's first subtag: `fr`, `fr-CA`, `fr_FR.UTF-8` are French; `en`, `en_GB` are
    /// English; anything else (`de`, `C`, `fry` for Frisian) is nil. Letter case does not matter.
    public init?(tag: some StringProtocol) {
        let first = tag.prefix { $0.isASCII && $0.isLetter }
        switch first.lowercased() {
        case "fr": self = .french
        case "en": self = .english
        default: return nil
        }
    }
}
