import Foundation

/// Gives each transaction a category, and says which rule did.
///
/// Order: the source's own category (a CSV column, Starling's `spendingCategory`), then the
/// default rules of `Resources/categories.yaml` (first match wins), else `uncategorized`.
public struct Categorizer: Sendable {
    public let catalog: CategoryCatalog
    private let compiled: [(category: String, keyword: String, words: [String])]

    public init(catalog: CategoryCatalog = .standard) {
        self.catalog = catalog
        self.compiled = catalog.rules.flatMap { rule in
            rule.keywords.map { (rule.category, $0, Categorizer.words(of: $0)) }
        }
    }

    /// Where a category came from.
    public enum Reason: Sendable, Hashable {
        case source
        case defaultRule(keyword: String)
        case none
    }

    public func categorize(_ transaction: Transaction) -> (key: String, reason: Reason) {
        if let own = transaction.category, !own.isEmpty { return (own, .source) }
        let text = [transaction.description, transaction.payee ?? "", transaction.memo ?? ""].joined(separator: " ")
        let words = Categorizer.words(of: text)
        for rule in compiled where Categorizer.contains(words, rule.words) {
            return (rule.category, .defaultRule(keyword: rule.keyword))
        }
        return (CategoryCatalog.uncategorized, .none)
    }

    /// Lower-case words without accents: "Prélèvement EDF-GDF" → ["prelevement", "edf", "gdf"].
    static func words(of text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        return folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Whether `needle` occurs in `haystack` as consecutive words.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
        }
        return false
    }
}
