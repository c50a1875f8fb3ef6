import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The facts of the texts an accumulator has seen (folded form, keyword, payee key) and the
/// normalized form of the categories sources give (with its `CategoryNumbers` number), each
/// computed once per distinct text.
/// Kept by field, so that a memo that differs on every row does not crowd out the descriptions.
package struct TextFactsCache {
    private var descriptions = TextMemo<TextFacts>()
    private var payees = TextMemo<TextFacts>()
    private var memos = TextMemo<TextFacts>()
    private var categories = TextMemo<(key: String, number: Int)>(limit: 4_096)

    /// The facts of a description: folded, its keyword, its payee key.
    package mutating func description(_ text: String, _ categorizer: Categorizer) -> TextFacts {
        descriptions.value(for: text) { text in
            var facts = categorizer.facts(of: text)
            facts.payee = PayeeKey(PayeeName.key(description: facts.folded))
            return facts
        }
    }

    /// The facts of a payee field: folded, its keyword, and itself as the payee key.
    package mutating func payee(_ text: String, _ categorizer: Categorizer) -> TextFacts {
        payees.value(for: text) { text in
            var facts = categorizer.facts(of: text)
            if !facts.folded.isEmpty { facts.payee = PayeeKey(facts.folded) }
            return facts
        }
    }

    /// The facts of a memo: folded, its keyword.
    package mutating func memo(_ text: String, _ categorizer: Categorizer) -> TextFacts {
        memos.value(for: text) { categorizer.facts(of: $0) }
    }

    /// A source category's normalized key and its number, when seen before.
    package func category(_ name: String) -> (key: String, number: Int)? { categories.lookup(name) }

    package mutating func remember(category name: String, _ value: (key: String, number: Int)) { categories.remember(name, value) }
}
