import StatementImport
import StatementLocalization
import StatementModel
import Yams

/// A key of a configuration mapping, or the index of a list item.
package struct ConfigKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int?

    package init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    package init?(stringValue: String) { self.init(stringValue) }

    package init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// A problem found while decoding the configuration, before its place in the file is known:
/// the message and the coding path of the value (or of the key, for an unknown key).
package struct ConfigIssue: Error {
    package var message: Message
    package var path: [any CodingKey]
    /// Point at the key itself rather than at its value (unknown keys).
    package var atKey = false

    package init(_ message: Message, path: [any CodingKey], atKey: Bool = false) {
        self.message = message
        self.path = path
        self.atKey = atKey
    }
}

/// A mapping of the configuration whose keys are checked: a key the section does not know is an
/// error, with a suggestion when it looks like a typo of a known one (`catgory` → `category`).
package struct StrictMapping {
    package let container: KeyedDecodingContainer<ConfigKey>
    package let path: [any CodingKey]

    package init(_ decoder: any Decoder, section: String, known: [String]) throws {
        container = try decoder.container(keyedBy: ConfigKey.self)
        path = decoder.codingPath
        for key in container.allKeys where !known.contains(key.stringValue) {
            var arguments: [String: MessageArgument] = [
                "key": .text(key.stringValue), "expected": .text(known.joined(separator: ", ")),
            ]
            let near = known.filter { StrictMapping.editDistance($0, key.stringValue) <= 2 }
                .min { StrictMapping.editDistance($0, key.stringValue) < StrictMapping.editDistance($1, key.stringValue) }
            if let near {
                arguments["suggestion"] = .text(near)
                throw ConfigIssue(Message("config.unknownKeyNear", arguments), path: path + [key], atKey: true)
            }
            throw ConfigIssue(Message("config.unknownKey", arguments), path: path + [key], atKey: true)
        }
    }

    package func has(_ key: String) -> Bool { container.contains(ConfigKey(key)) }

    /// The path of `key`'s value, for messages about it.
    package func path(_ key: String) -> [any CodingKey] { path + [ConfigKey(key)] }

    package func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        guard has(key) else {
            throw ConfigIssue(Message("config.missingKey", ["key": .text(key)]), path: path)
        }
        guard let value = try container.decodeIfPresent(T.self, forKey: ConfigKey(key)) else {
            throw ConfigIssue(Message("config.emptyValue", ["key": .text(key)]), path: path(key))
        }
        return value
    }

    package func decodeIfPresent<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        try container.decodeIfPresent(T.self, forKey: ConfigKey(key))
    }

    /// Levenshtein distance, on characters: small, for key names.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Helpers to read scalar values of the configuration with errors that name the problem.
package enum ConfigValue {
    /// An exact decimal written plainly: `12.50`, `-3`, `+5.00`.
    package static func amount(_ decoder: any Decoder) throws -> Amount {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let amount = Amount(exactly: trimmed(text)) else {
            throw ConfigIssue(Message("config.badAmount", ["text": .text(text)]), path: decoder.codingPath)
        }
        return amount
    }

    /// A day written `YYYY-MM-DD`.
    package static func day(_ decoder: any Decoder) throws -> CalendarDay {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(iso: trimmed(text)) else {
            throw ConfigIssue(Message("config.badDate", ["text": .text(text)]), path: decoder.codingPath)
        }
        return day
    }

    /// The text without leading and trailing white space.
    package static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = text.lastIndex(where: { !isSpace($0) })!
        return text[first...last]
    }
}

/// A configuration value read with its decoder's coding path, so later checks can point at it.
package struct Located<Value: Decodable>: Decodable {
    package var value: Value
    package var path: [any CodingKey]

    package init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
        path = decoder.codingPath
    }
}

/// An exact amount as a configuration value.
package struct ConfigAmount: Decodable {
    package var amount: Amount
    package init(from decoder: any Decoder) throws { amount = try ConfigValue.amount(decoder) }
}

/// A calendar day as a configuration value.
package struct ConfigDay: Decodable {
    package var day: CalendarDay
    package init(from decoder: any Decoder) throws { day = try ConfigValue.day(decoder) }
}

/// One value or a list of them: `kind: card` and `kind: [card, debit]` both work.
package struct OneOrMany<Element: Decodable>: Decodable {
    package var items: [Element]

    package init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [Element] = []
            while !list.isAtEnd { items.append(try list.decode(Element.self)) }
            self.items = items
        } else {
            items = [try decoder.singleValueContainer().decode(Element.self)]
        }
    }
}

/// Finds where a coding path points in a composed YAML document.
package enum ConfigLocator {
    package static func mark(of path: [any CodingKey], in root: Node, atKey: Bool) -> Mark? {
        var node = root
        var best = root.mark
        for (i, key) in path.enumerated() {
            if let mapping = node.mapping {
                guard let pair = mapping.first(where: { $0.key.string == key.stringValue }) else { return best }
                if atKey && i == path.count - 1 { return pair.key.mark ?? best }
                node = pair.value
            } else if let sequence = node.sequence, let index = key.intValue, index >= 0, index < sequence.count {
                node = sequence[index]
            } else {
                return best
            }
            // An empty value has the mark of the place after its key; keep the key's line then.
            best = node.mark ?? best
        }
        return best
    }
}
