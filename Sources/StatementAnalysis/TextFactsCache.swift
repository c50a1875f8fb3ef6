import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The facts of the texts an accumulator has seen (folded form, keyword, payee key) and the
/// number of the categories sources give (their normalized key's `CategoryNumbers` number), each
/// computed once per distinct text.
/// Kept by field, so that a memo that differs on every row does not crowd out the descriptions.
package struct TextFactsCache {
    private var descriptions = TextMemo<TextFacts>()
    private var payees = TextMemo<TextFacts>()
    private var memos = TextMemo<TextFacts>()
    /// A source category's `CategoryNumbers` number, by the name the source writes.
    private var categories = TextMemo<Int>(limit: 4_096)

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

    /// The number of a source category's normalized key, when the name was seen before.
    package func categoryNumber(_ name: String) -> Int? { categories.lookup(name) }

    package mutating func remember(category name: String, number: Int) { categories.remember(name, number) }
}
