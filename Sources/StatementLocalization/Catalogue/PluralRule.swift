import StatementModel
import StatementResources

/// The CLDR plural category of a count, written by hand for our two languages
/// (Foundation on Linux has no `.stringsdict` support).
public enum PluralCategory: String, Sendable {
    case one, other
}

public enum PluralRule {
    /// French: 0 and 1 are singular ("0 opération", "1 opération", "2 opérations").
    /// English: only 1 is ("0 transactions", "1 transaction", "2 transactions").
    ///
    /// These are CLDR's rules for integers (French `i = 0,1`, English `i = 1 and v = 0`); the sign does
    /// not change the form ("-1 jour", "-1 day").
    public static func category(of count: Int, language: Language) -> PluralCategory {
        switch language {
        case .french: return count.magnitude <= 1 ? .one : .other
        case .english: return count.magnitude == 1 ? .one : .other
        }
    }
}
