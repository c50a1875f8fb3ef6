import StatementConfig
import StatementImport
import StatementModel
import Yams

extension CategoryCatalog {
    /// The catalogue read from a composed document by hand: what `Decodable` gives through Yams
    /// (about 20 million instructions for the built-in file, on the path of the first report of a
    /// process) at a small part of the cost. Nil for anything it is not sure to read the same way
    /// (an unexpected shape, a value that could be a null); the caller then decodes as before.
    static func read(yaml document: String) -> CategoryCatalog? {
        (try? SimpleYAML.compose(document)).flatMap { read(node: $0) }
    }

    /// `read` of a composed document.
    static func read(node: Node?) -> CategoryCatalog? {
        guard let mapping = node?.mapping,
            let categoryNodes = mapping["categories"]?.sequence, let ruleNodes = mapping["rules"]?.sequence
        else { return nil }
        var categories: [Category] = []
        for item in categoryNodes {
            guard let fields = item.mapping, let key = text(fields["key"]), let en = text(fields["en"]), let fr = text(fields["fr"]),
                let icon = text(fields["icon"])
            else { return nil }
            var category = Category(key: key, en: en, fr: fr, icon: icon)
            if let value = fields["en-GB"] {
                guard let british = text(value) else { return nil }
                category.enGB = british
            }
            if let value = fields["aliases"] {
                guard let aliases = texts(value) else { return nil }
                category.aliases = aliases
            }
            categories.append(category)
        }
        var rules: [Rule] = []
        for item in ruleNodes {
            guard let fields = item.mapping, let category = text(fields["category"]), let keywords = fields["keywords"].flatMap(texts)
            else { return nil }
            var rule = Rule(category: category, keywords: keywords)
            if let value = fields["direction"] {
                guard let direction = text(value).flatMap(Direction.init(rawValue:)) else { return nil }
                rule.direction = direction
            }
            if let value = fields["kind"] {
                guard let names = texts(value) else { return nil }
                let kinds = names.compactMap(TransactionKind.init(rawValue:))
                guard kinds.count == names.count else { return nil }
                rule.kinds = kinds
            }
            rules.append(rule)
        }
        return CategoryCatalog(categories: categories, rules: rules)
    }

    /// A scalar's text; nil for a node that is not a scalar, or a value YAML could read as a null.
    private static func text(_ node: Node?) -> String? {
        guard let scalar = node?.scalar, !["", "~", "null", "Null", "NULL"].contains(scalar.string) else { return nil }
        return scalar.string
    }

    /// A sequence of texts; nil unless every item is one.
    private static func texts(_ node: Node) -> [String]? {
        guard let items = node.sequence else { return nil }
        var out: [String] = []
        for item in items {
            guard let value = text(item) else { return nil }
            out.append(value)
        }
        return out
    }
}
