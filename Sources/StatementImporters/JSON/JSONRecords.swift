import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What one JSON record (a transaction object) became.
package enum JSONRecordOutcome {
    case imported(Transaction)
    /// Imported, with a remark about the value at `at` (an unknown status read as booked).
    case importedWithWarning(Transaction, Message, at: JSONNode)
    /// Read, but not a money movement (a declined card payment): where and why.
    case skipped(RowNote.Kind, Message, at: JSONNode)
}

/// Why a record could not be read: a message and the value it points at.
package struct JSONRecordProblem: Error {
    package var message: Message
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(_ message: Message, at node: JSONNode, columnOffset: Int = 0) {
        self.message = message
        self.line = node.line
        self.column = node.column + columnOffset
        self.offset = node.offset
    }
}

/// Reading typed fields out of a record's tree, with messages that name the field.
package enum JSONField {
    /// A key in a normal form for matching: lower case, accents removed, and spaces, `_`, `-`, `.`,
    /// `/` dropped — `Booking Date`, `booking_date` and `bookingDate` all become `bookingdate`.
    package static func normalized(_ key: String) -> String {
        var out = ""
        out.reserveCapacity(key.utf8.count)
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: out.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            case 0x61...0x7A, 0x30...0x39: out.unicodeScalars.append(scalar)
            case 0x20, 0x5F, 0x2D, 0x2E, 0x2F, 0x09: continue
            default:
                if let folded = foldedLatin[scalar] { out += folded } else if scalar.value >= 0x80 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    private static let foldedLatin: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        let groups: [(String, String)] = [
            ("àáâãäåÀÁÂÃÄÅ", "a"), ("çÇ", "c"), ("èéêëÈÉÊË", "e"), ("ìíîïÌÍÎÏ", "i"), ("ñÑ", "n"),
            ("òóôõöøÒÓÔÕÖØ", "o"), ("ùúûüÙÚÛÜ", "u"), ("ýÿÝ", "y"),
        ]
        for (letters, base) in groups { for s in letters.unicodeScalars { table[s] = base } }
        table["ß"] = "ss"
        table["æ"] = "ae"
        table["Æ"] = "ae"
        table["œ"] = "oe"
        table["Œ"] = "oe"
        return table
    }()

    /// Without leading and trailing white space (spaces, tabs, line ends, U+00A0, U+202F); the
    /// string itself, without a copy, in the usual case where there is none.
    package static func trimmed(_ s: String) -> String { s.withoutSurroundingSpaces }

    /// A required member.
    package static func required(_ object: JSONNode, _ key: String) throws(JSONRecordProblem) -> JSONNode {
        guard let node = object[key], !node.isNull else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(key)]), at: object)
        }
        return node
    }

    /// The text of a string (or a number, written as is); nil when absent, null or blank.
    package static func text(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .null: return nil
        case let .string(s):
            let t = trimmed(s)
            return t.isEmpty ? nil : t
        case let .number(n): return n
        default: throw wrongType(node, field, expected: "json.type.string")
        }
    }

    /// A string exactly as written (the project's own form keeps spaces and empty strings); nil
    /// when absent or null.
    package static func exactText(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .null: return nil
        case let .string(s): return s
        default: throw wrongType(node, field, expected: "json.type.string")
        }
    }

    package static func wrongType(_ node: JSONNode, _ field: String, expected: String) -> JSONRecordProblem {
        JSONRecordProblem(
            Message("json.wrongType", ["field": .text(field), "expected": .message(Message(expected)), "found": .message(node.typeMessage)]),
            at: node)
    }

    /// A calendar day written `YYYY-MM-DD`, or an ISO 8601 date-time whose date part is kept as written
    /// (`2026-10-03T23:30:00Z` is 3 October: no time zone moves the day the source wrote).
    package static func day(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> CalendarDay {
        guard let text = try text(node, field) else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(field)]), at: node)
        }
        guard let day = isoDay(text) else {
            throw JSONRecordProblem(Message("json.badDate", ["field": .text(field), "text": .text(text)]), at: node)
        }
        return day
    }

    package static func optionalDay(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> CalendarDay? {
        guard let node, !node.isBlank else { return nil }
        return try day(node, field)
    }

    /// `YYYY-MM-DD`, alone or followed by `T` or a space and a time.
    package static func isoDay(_ text: String) -> CalendarDay? {
        let utf8 = text.utf8
        guard utf8.count >= 10 else { return nil }
        if utf8.count > 10 {
            let next = utf8[utf8.index(utf8.startIndex, offsetBy: 10)]
            guard next == UInt8(ascii: "T") || next == UInt8(ascii: " ") || next == UInt8(ascii: "t") else { return nil }
        }
        return CalendarDay(iso: text.prefix(10))
    }

    /// A currency by its ISO code.
    package static func currency(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> Currency? {
        guard let node, let code = try text(node, field) else { return nil }
        guard let currency = Currency(code: code) else {
            throw JSONRecordProblem(Message("json.badCurrency", ["field": .text(field), "text": .text(code)]), at: node)
        }
        return currency
    }

    /// A plain decimal amount, as the project's JSON form and the APIs write it: a string such as
    /// `"-12.50"` or a JSON number read exactly from its literal.
    package static func decimal(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> Amount {
        switch node.value {
        case let .number(n):
            guard let a = Amount(jsonNumber: n) else {
                throw JSONRecordProblem(Message("json.badAmount", ["field": .text(field), "text": .text(n)]), at: node)
            }
            return a
        case let .string(s):
            guard let a = Amount(exactly: trimmed(s)) else {
                throw JSONRecordProblem(Message("json.badDecimal", ["field": .text(field), "text": .text(s)]), at: node)
            }
            // Past the bounds of every importer, a sum could overflow: refused like a JSON number.
            guard a.isWithinReadingBounds else {
                throw JSONRecordProblem(Message("json.badAmount", ["field": .text(field), "text": .text(s)]), at: node)
            }
            return a
        default:
            throw wrongType(node, field, expected: "json.type.amount")
        }
    }

    /// An amount as anyone writes it: a JSON number (exact from its literal) or a string read by the
    /// strict `AmountParser` (`"12,50"`, `"-1 234,56 €"`, `"$5,555.00"`). The currency the text names, if any.
    package static func amount(_ node: JSONNode, _ field: String, parser: AmountParser) throws(JSONRecordProblem) -> (Amount, String?) {
        switch node.value {
        case let .number(n):
            guard let a = Amount(jsonNumber: n) else {
                throw JSONRecordProblem(Message("json.badAmount", ["field": .text(field), "text": .text(n)]), at: node)
            }
            return (a, nil)
        case let .string(s):
            do throws(AmountParseError) {
                let parsed = try parser.parse(s)
                return (parsed.amount, parsed.currencyCode)
            } catch {
                // +1: the opening quote.
                throw JSONRecordProblem(error.message, at: node, columnOffset: 1 + error.position)
            }
        default:
            throw wrongType(node, field, expected: "json.type.amount")
        }
    }

    /// Members keyed by their normal form (`normalized`), the last one winning.
    package static func normalizedMembers(_ node: JSONNode, _ cache: inout JSONKeyCache) -> [String: JSONNode] {
        var out: [String: JSONNode] = [:]
        for m in node.members ?? [] { out[cache.normalized(m.key)] = m.node }
        return out
    }

    package static func normalizedMembers(_ node: JSONNode) -> [String: JSONNode] {
        var cache = JSONKeyCache()
        return normalizedMembers(node, &cache)
    }
}

/// Normal forms of keys already met: records repeat the same keys, so each is worked out once.
package struct JSONKeyCache {
    private var forms: [String: String] = [:]

    package mutating func normalized(_ key: String) -> String {
        if let known = forms[key] { return known }
        let form = JSONField.normalized(key)
        if forms.count < 4096 { forms[key] = form }
        return form
    }
}

/// A stable id for a record without one: FNV-1a over its content (keys and values in order) and
/// its place in the file, in base 32. The same file always gives the same ids; two identical
/// records at different places get different ones.
package enum JSONContentID {
    package static func of(_ node: JSONNode) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        func mix(_ text: String) {
            for b in text.utf8 { mix(b) }
            mix(0)
        }
        func walk(_ n: JSONNode) {
            switch n.value {
            case .null: mix(0x6E)
            case let .bool(b): mix(b ? 0x74 : 0x66)
            case let .number(t): mix(0x23); mix(t)
            case let .string(t): mix(0x22); mix(t)
            case let .array(elements):
                mix(0x5B)
                for e in elements { walk(e) }
                mix(0x5D)
            case let .object(members):
                mix(0x7B)
                for m in members {
                    mix(m.key)
                    walk(m.node)
                }
                mix(0x7D)
            }
        }
        walk(node)
        for b in String(node.offset).utf8 { mix(b) }
        return "h" + String(hash, radix: 32)
    }
}
