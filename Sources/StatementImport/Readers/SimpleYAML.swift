import StatementLocalization
import StatementModel
import Yams

/// Small readers of the importer's own YAML resources, through Yams.
package enum SimpleYAML {
    /// One decoder for the embedded resources. Making a `YAMLDecoder`, or a parser with the default
    /// encoding, copies the whole environment into a dictionary (Yams looks for `YAMS_DEFAULT_ENCODING`):
    /// about 370,000 instructions each time, three times per built-in profile. Decoding keeps no state
    /// in the decoder, so threads can share it.
    package nonisolated(unsafe) static let decoder = YAMLDecoder(encoding: .utf8)

    /// `key: {sub: [a, b], ...}` → key → sub → list, in file order for the outer keys.
    package static func nestedLists(_ text: String) -> [(String, [(String, [String])])] {
        guard let node = try? Yams.compose(yaml: text, .default, .default, .utf8), let mapping = node.mapping else { return [] }
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
