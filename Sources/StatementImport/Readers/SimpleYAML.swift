import StatementLocalization
import StatementModel
import StatementResources
import Yams

/// Small readers of the importer's own YAML resources, through Yams.
package enum SimpleYAML {
    /// One decoder for the embedded resources. Making a `YAMLDecoder`, or a parser with the default
    /// encoding, copies the whole environment into a dictionary (Yams looks for `YAMS_DEFAULT_ENCODING`):
    /// about 370,000 instructions each time, three times per built-in profile. Decoding keeps no state
    /// in the decoder, so threads can share it.
    package nonisolated(unsafe) static let decoder = YAMLDecoder(encoding: .utf8)

    /// A YAML document as Yams's default resolver reads it, without its regular expressions.
    ///
    /// Yams's `Resolver.default` types every plain scalar by matching it against seven ICU regular
    /// expressions (compiling them costs 9 million instructions once, matching about 60,000 a scalar;
    /// and a mapping's keys are typed again for every key looked up). That was 40 of the 60 million
    /// instructions of reading the built-in CSV profiles, the largest part of a monthly report's
    /// start-up. Here the parser types nothing (`Resolver.basic`: every scalar is a string), then
    /// the plain values that YAML 1.1 reads as booleans (`yes`, `on`, `true`, ...) are tagged `bool`,
    /// since `Bool` is the only type Yams refuses to construct from a scalar tagged `str`. Integers,
    /// numbers and nulls are constructed from the text whatever their tag, and the keys, typed as
    /// strings on both sides, are found as before: decoding gives the same values.
    package static func compose(_ text: String) throws -> Node? {
        guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else { return nil }
        return typingBooleans(node)
    }

    /// The embedded YAML file `name` as `compose` reads it: rebuilt from the nodes the build composed
    /// (`ComposedYAML`, a small part of the cost of composing the text) unless `STATEMENT_REPORT_RESOURCES`
    /// holds a file of that name, which is composed as any text. Nil when there is no such file or it
    /// does not compose (the callers then use what they use for a missing file).
    package static func resource(_ name: String) -> Node? {
        if let form = ResourceStore.composedYAML(name), let node = ComposedYAML.decode(form) { return node }
        return ResourceStore.text(name).flatMap { try? compose($0) }
    }

    /// `compose`, then `Decodable` decoding.
    package static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        guard let node = try compose(text) else { return try decoder.decode(type, from: text) }
        return try decoder.decode(type, from: node)
    }

    /// The words of Yams's default bool rule.
    package static let booleanWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// The node with its plain boolean values tagged `bool` (keys stay strings).
    private static func typingBooleans(_ node: Node) -> Node {
        switch node {
        case var .scalar(scalar):
            guard scalar.style == .plain, booleanWords.contains(scalar.string) else { return node }
            scalar.tag = Tag(.bool, .basic, .default)
            return .scalar(scalar)
        case var .mapping(mapping):
            for index in mapping.indices {
                let (key, value) = mapping[index]
                mapping[index] = (key, typingBooleans(value))
            }
            return .mapping(mapping)
        case var .sequence(sequence):
            for index in sequence.indices { sequence[index] = typingBooleans(sequence[index]) }
            return .sequence(sequence)
        case .alias:
            return node
        }
    }

    /// `key: text` → key → text; nil unless the document is a mapping of texts. What decoding a
    /// `[String: String]` gives, without `Decodable`: Yams's dictionaries build its default resolver
    /// (the regular expressions above) to leave out its anchor key, 9 million instructions.
    package static func texts(_ text: String) -> [String: String]? {
        texts(node: try? compose(text))
    }

    /// `texts` of a composed document.
    package static func texts(node: Node?) -> [String: String]? {
        guard let mapping = node?.mapping else { return nil }
        var out: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.string, let item = value.scalar?.string else { return nil }
            out[name] = item
        }
        return out
    }

    /// `key: [a, b]` → key → list; nil unless the document is a mapping of lists of texts (a
    /// `[String: [String]]`, as `texts`).
    package static func lists(_ text: String) -> [String: [String]]? {
        lists(node: try? compose(text))
    }

    /// `lists` of a composed document.
    package static func lists(node: Node?) -> [String: [String]]? {
        guard let mapping = node?.mapping else { return nil }
        var out: [String: [String]] = [:]
        for (key, value) in mapping {
            guard let name = key.string, let items = value.sequence else { return nil }
            var list: [String] = []
            for item in items {
                guard let string = item.scalar?.string else { return nil }
                list.append(string)
            }
            out[name] = list
        }
        return out
    }

    /// `key: {sub: [a, b], ...}` → key → sub → list, in file order for the outer keys.
    package static func nestedLists(_ text: String) -> [(String, [(String, [String])])] {
        nestedLists(node: try? compose(text))
    }

    /// `nestedLists` of a composed document.
    package static func nestedLists(node: Node?) -> [(String, [(String, [String])])] {
        guard let mapping = node?.mapping else { return [] }
        var out: [(String, [(String, [String])])] = []
        for (key, value) in mapping {
            guard let name = key.string, let inner = value.mapping else { continue }
            var lists: [(String, [String])] = []
            for (k, v) in inner {
                guard let sub = k.string, let items = v.sequence else { continue }
                lists.append((sub, items.compactMap(\.string)))
            }
            out.append((name, lists))
        }
        return out
    }
}
