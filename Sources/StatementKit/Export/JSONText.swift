/// Builds JSON text with keys in the order written, for byte-identical output.
struct JSONText {
    private(set) var text = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit = "  "

    private var depth: Int { needsComma.count - 1 }

    private mutating func prepareValue(key: String?) {
        if needsComma[needsComma.count - 1] { text += "," }
        if depth > 0 { text += "\n" + String(repeating: indentUnit, count: depth) }
        needsComma[needsComma.count - 1] = true
        if let key { text += JSONText.quote(key) + ": " }
    }

    mutating func beginObject(_ key: String? = nil) {
        prepareValue(key: key)
        text += "{"
        needsComma.append(false)
    }

    mutating func endObject() { close("}") }

    mutating func beginArray(_ key: String? = nil) {
        prepareValue(key: key)
        text += "["
        needsComma.append(false)
    }

    mutating func endArray() { close("]") }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        if hadItems { text += "\n" + String(repeating: indentUnit, count: depth) }
        text += bracket
    }

    mutating func string(_ key: String?, _ value: String?) {
        guard let value else { return }
        prepareValue(key: key)
        text += JSONText.quote(value)
    }

    mutating func number(_ key: String?, _ value: Int) {
        prepareValue(key: key)
        text += String(value)
    }

    /// A number written as its exact decimal literal (`2`, `1.5`): never through a float.
    mutating func decimal(_ key: String?, _ value: Amount) {
        prepareValue(key: key)
        text += value.description
    }

    mutating func bool(_ key: String?, _ value: Bool) {
        prepareValue(key: key)
        text += value ? "true" : "false"
    }

    mutating func null(_ key: String?) {
        prepareValue(key: key)
        text += "null"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
