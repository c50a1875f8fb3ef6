import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Gives each transaction a category, and says which rule did.
///
/// Order, first match wins: the user's rules from the configuration file (in file order), then the
/// source's own category (a CSV column, Starling's `spendingCategory`, OFX SIC), then the built-in
/// keyword rules of `Resources/categories.yaml` (in file order), else `uncategorized`.
///
/// A category a rule or the source names is kept exactly as written, unless it is a built-in key
/// or the French or English name of one (`Logement`, `Groceries`, ignoring case and accents): then
/// it is that key, so it shows in the reader's language and adds up with the built-in rules' hits.
public struct Categorizer: Sendable {
    public let catalog: CategoryCatalog
    /// The user's rules, from the configuration file.
    public let rules: [CategoryRule]
    private let keywords: KeywordIndex
    /// Each rule's category, normalized.
    private let ruleCategories: [String]

    public init(catalog: CategoryCatalog = .standard, rules: [CategoryRule] = []) {
        self.catalog = catalog
        self.rules = rules
        self.keywords = KeywordIndex(catalog.rules)
        self.ruleCategories = rules.map { catalog.normalized($0.category) }
    }

    /// Which rule placed a transaction in its category.
    public enum Reason: Sendable, Hashable {
        /// The user's rule number `index` (0-based, in file order: `rules[index]`).
        case userRule(index: Int)
        /// The category the source file gave.
        case source
        /// A built-in rule of `Resources/categories.yaml`, by the keyword that matched.
        case defaultRule(keyword: String)
        /// No rule: `uncategorized`.
        case none
    }

    /// The category of a transaction read without its statement (account rules see no account).
    public func categorize(_ transaction: Transaction) -> (key: String, reason: Reason) {
        var subject = MatchSubject(transaction, account: .none)
        return categorize(&subject)
    }

    /// The category of a transaction of a statement of `account` read from `source` (account rules
    /// see the account, as in a report).
    public func categorize(_ transaction: Transaction, account: Account, source: String) -> (key: String, reason: Reason) {
        var subject = MatchSubject(transaction, account: AccountContext(account: account, source: source))
        return categorize(&subject)
    }

    /// `normalizedOwn`, when given, is `catalog.normalized` of the transaction's own category (from a caller's cache).
    package func categorize(_ subject: inout MatchSubject, normalizedOwn: String? = nil) -> (key: String, reason: Reason) {
        switch decide(&subject) {
        case let .userRule(index): return (ruleCategories[index], .userRule(index: index))
        case .source: return (normalizedOwn ?? catalog.normalized(subject.transaction.category ?? ""), .source)
        case let .keyword(rank):
            let hit = keywords.keyword(rank: rank)!
            return (hit.category, .defaultRule(keyword: hit.text))
        case .none: return (CategoryCatalog.uncategorized, .none)
        }
    }

    /// Which rule places a transaction, by number: what `categorize` names.
    package enum Decision {
        case userRule(Int)
        case source
        /// The built-in keyword of this rank (`keyword(rank:)`).
        case keyword(Int)
        case none
    }

    package func decide(_ subject: inout MatchSubject) -> Decision {
        for (index, rule) in rules.enumerated() where rule.match.matches(&subject) { return .userRule(index) }
        if let own = subject.transaction.category, !own.isEmpty { return .source }
        // Money in looks for the rules of money in, unless it refunds a purchase: then the purchase's.
        let moneyIn = subject.transaction.isMoneyIn && !isRefund(&subject)
        var best = -1
        subject.updateFacts { facts in best = KeywordIndex.earlier(best, keywordRank(&facts, moneyIn: moneyIn)) }
        guard best >= 0, let keyword = keywords.keyword(rank: best) else { return .none }
        if keyword.fits(subject.transaction.kind) { return .keyword(best) }
        // A keyword for other kinds of movement (`bp` for a card payment, not a direct debit): look again.
        let kind = subject.transaction.kind, direction: Direction = moneyIn ? .moneyIn : .moneyOut
        let accepts = { (k: KeywordIndex.Keyword) in k.fits(direction) && k.fits(kind) }
        best = keywords.earliest(in: subject.description, where: accepts)
        if let payee = subject.payee { best = KeywordIndex.earlier(best, keywords.earliest(in: payee, where: accepts)) }
        if let memo = subject.memo { best = KeywordIndex.earlier(best, keywords.earliest(in: memo, where: accepts)) }
        return best >= 0 ? .keyword(best) : .none
    }

    /// Whether money in gives back a purchase: the bank says a refund (`AVOIR CB`, a card label on money
    /// in), or its text says so (`REMBOURSEMENT`, `REFUND`, `RETOUR`…).
    package func isRefund(_ subject: inout MatchSubject) -> Bool { Categorizer.saysRefund(&subject) }

    /// Whether money in says that it gives back a purchase, by its kind or its text (`isRefund`).
    package static func saysRefund(_ subject: inout MatchSubject) -> Bool {
        guard subject.transaction.isMoneyIn else { return false }
        if subject.transaction.kind == .refund { return true }
        if RefundWords.contains(subject.description) { return true }
        if let memo = subject.memo, RefundWords.contains(memo) { return true }
        return false
    }

    /// The category of user rule `index`, normalized.
    package func ruleCategory(_ index: Int) -> String { ruleCategories[index] }

    /// The built-in keyword of this rank: its category and text.
    package func keyword(rank: Int) -> (category: String, text: String)? { keywords.keyword(rank: rank).map { ($0.category, $0.text) } }

    /// The rank of the earliest built-in keyword in a text for money in or out, looked up unless already known.
    package func keywordRank(_ facts: inout TextFacts, moneyIn: Bool = false) -> Int {
        if facts.keyword == TextFacts.notSearched { (facts.keyword, facts.keywordIn) = keywords.earliest(in: facts.folded) }
        return moneyIn ? facts.keywordIn : facts.keyword
    }

    /// The facts of a text with its keywords looked up: what a `TextFactsCache` keeps.
    package func facts(of text: String) -> TextFacts {
        let folded = TextFolding.fold(text)
        let found = keywords.earliest(in: folded)
        return TextFacts(folded: folded, keyword: found.out, keywordIn: found.in)
    }
}
