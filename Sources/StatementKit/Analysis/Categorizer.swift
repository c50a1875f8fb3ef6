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

    func categorize(_ subject: inout MatchSubject) -> (key: String, reason: Reason) {
        for (index, rule) in rules.enumerated() where rule.match.matches(&subject) {
            return (ruleCategories[index], .userRule(index: index))
        }
        if let own = subject.transaction.category, !own.isEmpty { return (catalog.normalized(own), .source) }
        if let hit = keywords.firstMatch(in: subject.description, subject.payee, subject.memo) { return (hit.category, .defaultRule(keyword: hit.keyword)) }
        return (CategoryCatalog.uncategorized, .none)
    }
}

/// The built-in keyword rules, indexed by their first word so that a transaction's text is read
/// once, whatever the number of keywords. A keyword matches whole consecutive words of the folded
/// text; among the keywords found, the one of the earliest rule (then the earliest keyword) wins.
struct KeywordIndex: Sendable {
    struct Keyword: Sendable {
        var category: String
        var text: String
        /// The folded keyword: words separated by single spaces.
        var folded: [UInt8]
        /// Position in file order: lower wins.
        var rank: Int
    }

    private let byFirstWord: [UInt64: [Keyword]]

    init(_ rules: [CategoryCatalog.Rule]) {
        var index: [UInt64: [Keyword]] = [:]
        var rank = 0
        for rule in rules {
            for text in rule.keywords {
                let folded = TextFolding.fold(text)
                defer { rank += 1 }
                guard !folded.isEmpty else { continue }
                let first = folded.prefix { $0 != 0x20 }
                index[KeywordIndex.hash(first), default: []].append(Keyword(category: rule.category, text: text, folded: folded, rank: rank))
            }
        }
        byFirstWord = index
    }

    /// The best keyword found in any of the texts (each folded).
    func firstMatch(in texts: [UInt8]?...) -> (category: String, keyword: String)? {
        var best: Keyword?
        for text in texts {
            guard let text else { continue }
            text.withUnsafeBufferPointer { buffer in search(buffer, &best) }
        }
        return best.map { ($0.category, $0.text) }
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
            if let candidates = byFirstWord[h] {
                for keyword in candidates where best.map({ keyword.rank < $0.rank }) ?? true {
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
    static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
