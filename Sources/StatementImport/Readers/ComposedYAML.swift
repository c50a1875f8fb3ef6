import Yams

/// Rebuilds the nodes of a YAML resource from the form the build wrote (`ComposedForm` in
/// ResourceEmbedder: Yams composed the text when the binary was built): the nodes `SimpleYAML.compose`
/// gives for the same text — the same texts, tags, styles and shapes, with the plain boolean values
/// tagged `bool` — without libyaml's scanner and Yams's events, a few hundred instructions a node.
/// Marks are nil (they only place errors: the built-in files have none). `ComposedYAMLTests` compares
/// both on every embedded YAML file.
package enum ComposedYAML {
    /// The document, or nil when `form` is not one whole node of that form.
    package static func decode(_ form: String) -> Node? {
        var form = form
        return form.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            guard let node = reader.node(typing: true), reader.index == bytes.count else { return nil }
            return node
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        // One tag of each kind a document's nodes share: with the `.basic` resolver an implicit tag
        // resolves to `str`, `seq` or `map` by the node's kind alone, so sharing one per kind is
        // what a tag per node gives.
        let scalarTag = Tag(.implicit, .basic, .default)
        let sequenceTag = Tag(.implicit, .basic, .default)
        let mappingTag = Tag(.implicit, .basic, .default)
        let stringTag = Tag(.str, .basic, .default)
        let booleanTag = Tag(.bool, .basic, .default)

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The next node; `typing`: a plain boolean word is tagged `bool` (as `SimpleYAML.compose`
        /// does for every value, not for mapping keys).
        mutating func node(typing: Bool) -> Node? {
            guard index + 2 <= bytes.count else { return nil }
            let kind = bytes[index]
            let style = UInt32(bytes[index + 1]) &- 0x30
            index += 2
            guard let tagName = readTag(), let count = number() else { return nil }
            switch kind {
            case UInt8(ascii: "s"):
                guard let style = Node.Scalar.Style(rawValue: style), count <= bytes.count - index else { return nil }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), as: UTF8.self)
                index += count
                if typing, style == .plain, SimpleYAML.booleanWords.contains(text) {
                    return .scalar(.init(text, booleanTag, style))
                }
                return .scalar(.init(text, tagName.map { tag(named: $0) } ?? scalarTag, style))
            case UInt8(ascii: "q"):
                guard let style = Node.Sequence.Style(rawValue: style) else { return nil }
                var items: [Node] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = node(typing: typing) else { return nil }
                    items.append(item)
                }
                return .sequence(.init(items, tagName.map { tag(named: $0) } ?? sequenceTag, style))
            case UInt8(ascii: "m"):
                guard let style = Node.Mapping.Style(rawValue: style) else { return nil }
                var pairs: [(Node, Node)] = []
                pairs.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = node(typing: false), let value = node(typing: typing) else { return nil }
                    pairs.append((key, value))
                }
                return .mapping(.init(pairs, tagName.map { tag(named: $0) } ?? mappingTag, style))
            default:
                return nil
            }
        }

        /// `-` → nil (implicit), `=` → `str`, `tN:NAME` → NAME; nil nil when the form is broken.
        private mutating func readTag() -> String?? {
            guard index < bytes.count else { return nil }
            let mark = bytes[index]
            index += 1
            switch mark {
            case UInt8(ascii: "-"): return .some(nil)
            case UInt8(ascii: "="): return .some(Tag.Name.str.rawValue)
            case UInt8(ascii: "t"):
                guard let count = number(), count <= bytes.count - index else { return nil }
                defer { index += count }
                return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), as: UTF8.self))
            default: return nil
            }
        }

        private func tag(named name: String) -> Tag {
            name == Tag.Name.str.rawValue ? stringTag : Tag(Tag.Name(rawValue: name), .basic, .default)
        }

        /// Decimal digits and `:`.
        private mutating func number() -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                let digit = Int(bytes[index]) - 0x30
                guard (0...9).contains(digit), digits < 9 else { return nil }
                value = value * 10 + digit
                digits += 1
                index += 1
            }
            guard digits > 0, index < bytes.count else { return nil }
            index += 1
            return value
        }
    }
}
