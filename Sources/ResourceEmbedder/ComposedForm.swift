import Yams

/// A YAML resource composed at build time, as the program composes it (Yams, `.basic` resolver: every
/// scalar untyped), written in a form that rebuilds the same nodes without parsing: `ComposedYAML` in
/// StatementImport reads it. Composing the built-in YAML (the CSV profiles, the categories, the column
/// names, ...) took most of a monthly report's start-up; the text of the file is fixed when the binary
/// is built, so its nodes can be too.
///
/// A node is its kind (`s` scalar, `q` sequence, `m` mapping), its style (the raw value, one digit),
/// its tag (`-` implicit, `=` `tag:yaml.org,2002:str` as Yams gives a quoted scalar, else `t`, the
/// name's length in UTF-8 bytes, `:` and the name), then for a scalar its length in UTF-8 bytes, `:`
/// and its text; for a sequence or a mapping its number of items or pairs, `:` and the nodes. Marks
/// (line and column) are not kept: Yams lets no one else make one, and they only place errors, which
/// the built-in files do not have (their tests say so). Nil when Yams cannot compose the text, or
/// for an alias: the program then composes the text at run time as before.
enum ComposedForm {
    static func encode(_ text: String) -> String? {
        guard let node = try? Yams.compose(yaml: text, .basic, .default, .utf8) else { return nil }
        var out = ""
        return write(node, into: &out) ? out : nil
    }

    private static func write(_ node: Node, into out: inout String) -> Bool {
        switch node {
        case let .scalar(scalar):
            out += "s\(scalar.style.rawValue)" + tag(scalar.tag) + "\(scalar.string.utf8.count):" + scalar.string
        case let .sequence(sequence):
            out += "q\(sequence.style.rawValue)" + tag(sequence.tag) + "\(sequence.count):"
            for item in sequence {
                guard write(item, into: &out) else { return false }
            }
        case let .mapping(mapping):
            out += "m\(mapping.style.rawValue)" + tag(mapping.tag) + "\(mapping.count):"
            for (key, value) in mapping {
                guard write(key, into: &out), write(value, into: &out) else { return false }
            }
        case .alias:
            return false
        }
        return true
    }

    private static func tag(_ tag: Tag) -> String {
        switch tag.rawValue {
        case "": return "-"
        case "tag:yaml.org,2002:str": return "="
        case let name: return "t\(name.utf8.count):" + name
        }
    }

    /// `text` as a Swift string literal: ASCII, with everything else written as `\u{...}`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out + "\""
    }
}
