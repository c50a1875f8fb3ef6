import StatementImport
import StatementModel
import StatementResources
import Yams

/// What the value of a CSV type column tells beyond the label: the kind of movement and a category
/// (`Resources/import/csv-types.yaml`: PayPal, Revolut, N26, Monzo and Wise types).
package struct CSVTypeTable: Sendable {
    package struct Entry: Sendable, Hashable, Decodable {
        package var kind: TransactionKind?
        package var category: String?

        package init(kind: TransactionKind? = nil, category: String? = nil) { (self.kind, self.category) = (kind, category) }
    }

    /// Type → entry.
    private let entries: ImportNameTable<Entry>

    package static let standard = CSVTypeTable(node: SimpleYAML.resource("import/csv-types.yaml"))

    package init(yaml: String) {
        entries = ImportNameTable((try? SimpleYAML.decode([String: Entry].self, from: yaml)) ?? [:])
    }

    /// The table of a composed document (`SimpleYAML.resource`).
    package init(node: Node?) {
        entries = ImportNameTable(node.flatMap { try? SimpleYAML.decoder.decode([String: Entry].self, from: $0) } ?? [:])
    }

    /// The entry for a type column's value; an empty entry when the table does not list it.
    package func entry(_ type: String) -> Entry { entries[type] ?? Entry() }

    /// Every listed value, folded (for tests).
    package var values: [String: Entry] { entries.values }
}
