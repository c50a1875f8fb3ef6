import StatementImport
import StatementModel
import StatementResources

/// A table of `Resources/import/` that says what the names a bank or a program writes mean
/// (`qif-categories.yaml`, `starling-categories.yaml`, `csv-types.yaml`), looked up whatever their
/// case, accents and punctuation (`TextFolding`): `Auto:Fuel`, `auto fuel` and `AUTO-FUEL` are one.
package struct ImportNameTable<Value: Sendable>: Sendable {
    /// Folded name → value.
    package let values: [String: Value]

    package init(_ table: [String: Value]) {
        var values: [String: Value] = [:]
        for (name, value) in table { values[TextFolding.string(name)] = value }
        self.values = values
    }

    /// The value listed for `name`, folded; nil when the table does not list it.
    package subscript(_ name: String) -> Value? { values[TextFolding.string(name)] }
}

extension ImportNameTable where Value == String {
    /// A `name: key` table of category keys in `Resources/<path>`; `~` or `null` (listed, with no
    /// category: the rules decide) as "".
    package init(keys path: String) {
        let texts = SimpleYAML.texts(node: SimpleYAML.resource(path)) ?? [:]
        self.init(texts.mapValues { $0 == "~" || $0 == "null" ? "" : $0 })
    }
}
