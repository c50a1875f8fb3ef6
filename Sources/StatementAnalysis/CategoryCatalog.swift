import Foundation
import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources
import Yams

/// The category keys (`groceries`, `transport`, ...) with their names in each language and an icon,
/// and the default rules that place common merchants and keywords: `Resources/categories.yaml`.
public struct CategoryCatalog: Sendable {
    public struct Category: Sendable, Hashable, Decodable {
        public var key: String
        public var en: String
        public var fr: String
        public var icon: String
        /// The name in British spelling (en-GB, en-IE, en-AU), when it differs from `en`'s.
        public var enGB: String?
        /// Former names a configuration or a bank may still write.
        public var aliases: [String]?

        enum CodingKeys: String, CodingKey {
            case key, en, fr, icon, aliases
            case enGB = "en-GB"
        }

        public init(key: String, en: String, fr: String, icon: String, enGB: String? = nil, aliases: [String]? = nil) {
            (self.key, self.en, self.fr, self.icon, self.enGB, self.aliases) = (key, en, fr, icon, enGB, aliases)
        }
    }

    /// A default rule: any of the keywords, as a whole word in the description, payee or memo; for
    /// money out or money in only when `direction` says, and for some kinds of movement only when
    /// `kind` lists them (`bp` is fuel bought by card, not Banque Populaire's direct debit).
    public struct Rule: Sendable, Hashable, Decodable {
        public var category: String
        public var keywords: [String]
        public var direction: Direction?
        public var kinds: [TransactionKind]?

        enum CodingKeys: String, CodingKey {
            case category, keywords, direction
            case kinds = "kind"
        }

        public init(category: String, keywords: [String], direction: Direction? = nil, kinds: [TransactionKind]? = nil) {
            (self.category, self.keywords, self.direction, self.kinds) = (category, keywords, direction, kinds)
        }
    }

    public let categories: [Category]
    public let rules: [Rule]
    private let byKey: [String: Category]
    /// Folded keys and names → key.
    private let byName: [String: String]

    public static let uncategorized = "uncategorized"

    public static let standard: CategoryCatalog = {
        // The nodes were composed when the binary was built (`SimpleYAML.resource`); `Decodable` of the
        // text for a shape the hand reader is not sure of.
        if let node = SimpleYAML.resource("categories.yaml"), let catalog = read(node: node) { return catalog }
        return (try? CategoryCatalog(yaml: ResourceStore.text("categories.yaml") ?? "")) ?? CategoryCatalog(categories: [], rules: [])
    }()

    public init(yaml: String) throws {
        struct File: Decodable {
            var categories: [Category]
            var rules: [Rule]
        }
        let file = try SimpleYAML.decode(File.self, from: yaml)
        self.init(categories: file.categories, rules: file.rules)
    }

    public init(categories: [Category], rules: [Rule]) {
        self.categories = categories
        self.rules = rules
        self.byKey = Dictionary(categories.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var byName: [String: String] = [:]
        for c in categories {
            for name in [c.key, c.en, c.fr] + [c.enGB].compactMap { $0 } + (c.aliases ?? []) where byName[TextFolding.string(name)] == nil {
                byName[TextFolding.string(name)] = c.key
            }
        }
        self.byName = byName
    }

    /// The built-in key a category name stands for: the key itself, or the key's English or French
    /// name, ignoring case, accents and punctuation (`Logement`, `HOUSING`, `Restaurants et cafés`);
    /// nil for any other name.
    public func key(named name: String) -> String? {
        byName[TextFolding.string(name)]
    }

    /// The key for a known name, else the name exactly as written (a user's or a bank's own category).
    public func normalized(_ name: String) -> String {
        byKey[name] != nil ? name : key(named: name) ?? name
    }

    /// The name to show: the catalogue's for a known key, else the text as the source or user wrote it.
    /// A path whose first part names a built-in category (`housing:Rent`, `Shopping:Books`, from a
    /// QIF file) names that part as the spending section's tree does, the rest as written (`Logement:Rent`).
    public func name(of key: String, in language: Language) -> String {
        guard let category = byKey[key] else { return pathName(key) { name(of: $0, in: language) } ?? key }
        return language == .french ? category.fr : category.en
    }

    /// The name to show in `locale`: British spelling in the regions that write it (`Uncategorised`).
    public func name(of key: String, for locale: ReportLocale) -> String {
        if byKey[key] == nil, let path = pathName(key, { name(of: $0, for: locale) }) { return path }
        guard locale.language == .english, ["GB", "IE", "AU"].contains(locale.region), let british = byKey[key]?.enGB else {
            return name(of: key, in: locale.language)
        }
        return british
    }

    /// The icon of a known key (or of a path's built-in first part), or a neutral one.
    public func icon(of key: String) -> String { byKey[key]?.icon ?? topKey(of: key).flatMap { byKey[$0]?.icon } ?? "🏷️" }

    /// The built-in key a path's first part names (`housing` for `Housing:Rent`), or nil.
    private func topKey(of path: String) -> String? {
        guard let colon = path.firstIndex(of: ":") else { return nil }
        return key(named: String(path[..<colon]))
    }

    private func pathName(_ path: String, _ name: (String) -> String) -> String? {
        guard let top = topKey(of: path), let colon = path.firstIndex(of: ":") else { return nil }
        return name(top) + path[colon...]
    }

    public func isKnown(_ key: String) -> Bool { byKey[key] != nil }
}
