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
        var best = keywordRank(&subject.descriptionFacts)
        if subject.payeeFacts != nil { best = KeywordIndex.earlier(best, keywordRank(&subject.payeeFacts!)) }
        if subject.memoFacts != nil { best = KeywordIndex.earlier(best, keywordRank(&subject.memoFacts!)) }
        if best >= 0, keywords.keyword(rank: best) != nil { return .keyword(best) }
        return .none
    }

    /// The category of user rule `index`, normalized.
    package func ruleCategory(_ index: Int) -> String { ruleCategories[index] }

    /// The built-in keyword of this rank: its category and text.
    package func keyword(rank: Int) -> (category: String, text: String)? { keywords.keyword(rank: rank).map { ($0.category, $0.text) } }

    /// The rank of the earliest built-in keyword in a text, looked up unless already known.
    package func keywordRank(_ facts: inout TextFacts) -> Int {
        if facts.keyword == TextFacts.notSearched { facts.keyword = keywords.earliest(in: facts.folded) }
        return facts.keyword
    }

    /// The facts of a text with its keyword looked up: what a `TextFactsCache` keeps.
    package func facts(of text: String) -> TextFacts {
        let folded = TextFolding.fold(text)
        return TextFacts(folded: folded, keyword: keywords.earliest(in: folded))
    }
}

/// The built-in keyword rules, indexed by their first word so that a transaction's text is read
/// once, whatever the number of keywords. A keyword matches whole consecutive words of the folded
/// text; among the keywords found, the one of the earliest rule (then the earliest keyword) wins.
package struct KeywordIndex: Sendable {
    package struct Keyword: Sendable {
        package var category: String
        package var text: String
        /// The folded keyword: words separated by single spaces.
        package var folded: [UInt8]
        /// Position in file order: lower wins.
        package var rank: Int
    }

    /// The keywords by the hash of their first word: an index into `groups`.
    private let byFirstWord: WordHashTable
    private let groups: [[Keyword]]
    /// Every keyword by its rank (nil for a keyword that folds to nothing).
    private let byRank: [Keyword?]

    package init(_ rules: [CategoryCatalog.Rule]) {
        var index: [UInt64: [Keyword]] = [:]
        var byRank: [Keyword?] = []
        var rank = 0
        for rule in rules {
            for text in rule.keywords {
                let folded = TextFolding.fold(text)
                defer { rank += 1 }
                guard !folded.isEmpty else {
                    byRank.append(nil)
                    continue
                }
                let first = folded.prefix { $0 != 0x20 }
                let keyword = Keyword(category: rule.category, text: text, folded: folded, rank: rank)
                index[KeywordIndex.hash(first), default: []].append(keyword)
                byRank.append(keyword)
            }
        }
        let hashes = Array(index.keys).sorted()
        byFirstWord = WordHashTable(hashes.enumerated().map { ($1, $0) })
        groups = hashes.map { index[$0]! }
        self.byRank = byRank
    }

    /// The keyword of this rank.
    package func keyword(rank: Int) -> Keyword? { rank >= 0 && rank < byRank.count ? byRank[rank] : nil }

    /// The earlier of two ranks, -1 standing for none.
    package static func earlier(_ a: Int, _ b: Int) -> Int { a < 0 ? b : b < 0 ? a : min(a, b) }

    /// The rank of the earliest keyword found in one folded text, -1 when none is.
    package func earliest(in text: [UInt8]) -> Int {
        var best: Keyword?
        text.withUnsafeBufferPointer { buffer in search(buffer, &best) }
        return best?.rank ?? -1
    }

    private func search(_ buffer: UnsafeBufferPointer<UInt8>, _ best: inout Keyword?) {
        var i = 0
        let count = buffer.count
        while i < count {
            let start = i
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            while i < count, buffer[i] != 0x20 {
                h ^= UInt64(buffer[i])
                h = h &* 0x100_0000_01b3
                i += 1
            }
            if let group = byFirstWord.value(h) {
                for keyword in groups[group] where best.map({ keyword.rank < $0.rank }) ?? true {
                    let end = start + keyword.folded.count
                    guard end <= count, end == count || buffer[end] == 0x20 else { continue }
                    var same = true
                    keyword.folded.withUnsafeBufferPointer { k in
                        for j in 0..<k.count where buffer[start + j] != k[j] {
                            same = false
                            break
                        }
                    }
                    if same { best = keyword }
                }
            }
            i += 1
        }
    }

    /// FNV-1a of a word's bytes.
    package static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
