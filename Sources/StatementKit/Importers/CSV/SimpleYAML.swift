import Yams

/// Small readers of the importer's own YAML resources, through Yams.
enum SimpleYAML {
    /// `key: {sub: [a, b], ...}` → key → sub → list, in file order for the outer keys.
    static func nestedLists(_ text: String) -> [(String, [(String, [String])])] {
        guard let node = try? Yams.compose(yaml: text), let mapping = node.mapping else { return [] }
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
