import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Categorizes a report's transactions and counts how: by which user rule, by the source's own
/// category, by a built-in keyword, or not at all. Categories are numbered as they are met
/// (`CategoryNumbers`), and what rules read of a text is computed once per distinct text (`TextFactsCache`).
package struct CategorizationTally {
    package let categorizer: Categorizer
    private var texts = TextFactsCache()
    private var numbers = CategoryNumbers()
    /// The numbers of the user rules' categories, of the built-in keywords' (by rank, -1 until met) and of `uncategorized`.
    private let ruleNumbers: [Int]
    private var keywordNumbers: [Int] = []
    private let uncategorizedNumber: Int
    private var ruleHits: [Int]
    private var bySource = 0
    private var byDefault = 0
    private var uncategorized = 0

    package init(categorizer: Categorizer) {
        self.categorizer = categorizer
        self.ruleHits = Array(repeating: 0, count: categorizer.rules.count)
        var numbers = CategoryNumbers()
        self.ruleNumbers = categorizer.rules.indices.map { numbers.number(categorizer.ruleCategory($0)) }
        self.uncategorizedNumber = numbers.number(CategoryCatalog.uncategorized)
        self.numbers = numbers
    }

    /// The categories met, by number.
    package var names: [String] { numbers.names }

    /// What rules read of `transaction` in the statement's `account` (the transaction moves into it),
    /// and the number of the category its source gave, if any.
    @inline(__always)
    package mutating func subject(_ transaction: consuming Transaction, account: AccountContext) -> (subject: MatchSubject, sourceNumber: Int?) {
        var own: Int? = nil
        if let name = transaction.category, !name.isEmpty {
            if let known = texts.categoryNumber(name) {
                own = known
            } else {
                own = numbers.number(categorizer.catalog.normalized(name))
                texts.remember(category: name, number: own!)
            }
        }
        let description = texts.description(transaction.description, categorizer)
        let payee = transaction.payee.map { texts.payee($0, categorizer) }
        let memo = transaction.memo.map { texts.memo($0, categorizer) }
        return (MatchSubject.ready(transaction, account: account, description: description, payee: payee, memo: memo), own)
    }

    /// The category of a transaction taken into the report (`sourceNumber` from `subject`), and why.
    @inline(__always)
    package mutating func categorize(_ subject: inout MatchSubject, sourceNumber: Int?) -> (number: Int, category: String, reason: Categorizer.Reason) {
        let number: Int
        let reason: Categorizer.Reason
        switch categorizer.decide(&subject) {
        case let .userRule(i):
            ruleHits[i] += 1
            number = ruleNumbers[i]
            reason = .userRule(index: i)
        case .source:
            bySource += 1
            number = sourceNumber!
            reason = .source
        case let .keyword(rank):
            byDefault += 1
            number = keywordNumber(rank)
            reason = .defaultRule(keyword: categorizer.keyword(rank: rank)!.text)
        case .none:
            uncategorized += 1
            number = uncategorizedNumber
            reason = .none
        }
        return (number, numbers.names[number], reason)
    }

    /// The category number of the built-in keyword of this rank.
    private mutating func keywordNumber(_ rank: Int) -> Int {
        if rank < keywordNumbers.count, keywordNumbers[rank] >= 0 { return keywordNumbers[rank] }
        if rank >= keywordNumbers.count { keywordNumbers += Array(repeating: -1, count: rank + 1 - keywordNumbers.count) }
        let number = numbers.number(categorizer.keyword(rank: rank)!.category)
        keywordNumbers[rank] = number
        return number
    }

    /// How the transactions taken into the report were categorized.
    package var summary: CategorizationSummary {
        CategorizationSummary(
            rules: categorizer.rules.enumerated().map { i, rule in
                RuleUsage(index: i, line: rule.line, category: categorizer.catalog.normalized(rule.category), matched: ruleHits[i])
            },
            bySource: bySource, byDefaultRules: byDefault, uncategorized: uncategorized)
    }
}
