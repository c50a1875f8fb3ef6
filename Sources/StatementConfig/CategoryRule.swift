import StatementImport
import StatementLocalization
import StatementModel
import Yams

/// A rule of the configuration that gives a category: the first rule whose `match` fits a
/// transaction decides its category, before the source's own category and the built-in rules.
///
/// ```yaml
/// rules:
///   - match: {description: biocoop}
///     category: Courses bio        # kept as written
///   - match: {payee: {regex: "^SNCF"}, amount: {max: -50}}
///     category: travel             # a built-in key: named in the reader's language
/// ```
public struct CategoryRule: Sendable, Decodable {
    /// A built-in category key (`groceries`), or the user's own name, kept exactly as written.
    public var category: String
    public var match: TransactionMatch
    /// The line of the rule in the configuration file (for `--explain`).
    public var line: Int

    public init(category: String, match: TransactionMatch, line: Int = 0) {
        self.category = category
        self.match = match
        self.line = line
    }

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "rules", known: ["category", "match"])
        category = try m.decode("category", as: String.self)
        guard !ConfigValue.trimmed(category).isEmpty else { throw ConfigIssue(Message("config.emptyText"), path: m.path("category")) }
        match = try m.decode("match", as: TransactionMatch.self)
        line = decoder.mark?.line ?? 0
    }
}
