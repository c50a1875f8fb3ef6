import StatementLocalization
import StatementModel

/// One JSON value read into memory, with where it starts in the file: the tree of a single record
/// (a transaction object), never of a whole document.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number's literal text (`-12.50`, `1e3`): exact, read with `Amount(jsonNumber:)`.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in the order written.
        case object([Member])
    }

    package struct Member: Sendable {
        package var key: String
        package var node: JSONNode
    }

    package var value: Value
    package var line: Int
    package var column: Int
    /// Byte offset of the value's first character.
    package var offset: Int

    /// The member named `key` (the last one when a key is repeated, as JavaScript and Python read it).
    package subscript(key: String) -> JSONNode? {
        guard case let .object(members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    package var members: [Member]? {
        if case let .object(m) = value { return m }
        return nil
    }

    package var elements: [JSONNode]? {
        if case let .array(a) = value { return a }
        return nil
    }

    /// The text of a string value.
    package var string: String? {
        if case let .string(s) = value { return s }
        return nil
    }

    /// A string, or the literal of a number (identifiers are written both ways).
    package var scalarText: String? {
        switch value {
        case let .string(s): return s
        case let .number(n): return n
        default: return nil
        }
    }

    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// Null, or a string of spaces only: "no value" in exports.
    package var isBlank: Bool {
        switch value {
        case .null: return true
        case let .string(s): return s.allSatisfy { $0 == " " || $0 == "\t" }
        default: return false
        }
    }

    /// What kind of value this is, for messages (`json.type.string`, ...).
    package var typeMessage: Message {
        switch value {
        case .null: return Message("json.type.null")
        case .bool: return Message("json.type.bool")
        case .number: return Message("json.type.number")
        case .string: return Message("json.type.string")
        case .array: return Message("json.type.array")
        case .object: return Message("json.type.object")
        }
    }
}

extension JSONReader {
    /// Reads the next value whole into a tree (a record), at most `limits.maxValuesPerTree` values.
    /// Iterative: nesting is bounded by `limits.maxDepth`, never by the call stack.
    package mutating func readValue() throws(JSONError) -> JSONNode {
        struct Open {
            var isObject: Bool
            var line: Int, column: Int, offset: Int
            var elements: [JSONNode] = []
            var members: [JSONNode.Member] = []
            var key = ""
        }
        var open: [Open] = []
        var count = 0
        while true {
            let token = try next()
            let (line, column, offset) = (tokenLine, tokenColumn, tokenOffset)
            var done: JSONNode
            switch token {
            case .beginObject, .beginArray:
                open.append(Open(isObject: token == .beginObject, line: line, column: column, offset: offset))
                count += 1
                if count > limits.maxValuesPerTree { throw JSONError(.tooManyValues(limits.maxValuesPerTree), line: line, column: column, offset: offset, found: nil) }
                continue
            case let .key(s):
                open[open.count - 1].key = string(s)
                continue
            case .endObject, .endArray:
                guard let o = open.popLast() else {
                    throw JSONError(.expectedValue, line: line, column: column, offset: offset, found: token == .endObject ? "}" : "]")
                }
                done = JSONNode(value: o.isObject ? .object(o.members) : .array(o.elements), line: o.line, column: o.column, offset: o.offset)
            case let .string(s): done = JSONNode(value: .string(string(s)), line: line, column: column, offset: offset)
            case let .number(r): done = JSONNode(value: .number(text(r)), line: line, column: column, offset: offset)
            case let .bool(b): done = JSONNode(value: .bool(b), line: line, column: column, offset: offset)
            case .null: done = JSONNode(value: .null, line: line, column: column, offset: offset)
            case .end: throw JSONError(.unexpectedEnd, line: line, column: column, offset: offset, found: nil)
            }
            if !(token == .endObject || token == .endArray) {
                count += 1
                if count > limits.maxValuesPerTree { throw JSONError(.tooManyValues(limits.maxValuesPerTree), line: line, column: column, offset: offset, found: nil) }
            }
            guard !open.isEmpty else { return done }
            if open[open.count - 1].isObject {
                open[open.count - 1].members.append(JSONNode.Member(key: open[open.count - 1].key, node: done))
            } else {
                open[open.count - 1].elements.append(done)
            }
        }
    }
}

extension Amount {
    /// The exact value of a JSON number literal (`12.5`, `-0.10`, `1.25e2`, `1E-2`): read from its
    /// digits, never through `Double`. Nil past 15 integer or 15 fraction digits (as `AmountParser`).
    package init?(jsonNumber text: some StringProtocol) {
        var units: Int128 = 0
        var negative = false
        var fractionDigits = 0
        var significant = 0
        var exponent = 0
        var exponentNegative = false
        var state = 0  // 0 integer part, 1 fraction, 2 exponent
        var sawDigit = false
        var index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: "-") where state == 2: exponentNegative = true
            case UInt8(ascii: "+") where state == 2: break
            case UInt8(ascii: "."):
                guard state == 0 else { return nil }
                state = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard state < 2, sawDigit else { return nil }
                state = 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let d = Int(byte - 48)
                if state == 2 {
                    exponent = exponent * 10 + d
                    if exponent > 1000 { return nil }
                    continue
                }
                sawDigit = true
                if state == 1 { fractionDigits += 1 }
                if units != 0 || d != 0 { significant += 1 }
                // 38 digits always fit the 128-bit significand (a 39th could overflow it).
                guard significant <= 38 else { return nil }
                units = units * 10 + Int128(d)
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        var scale = fractionDigits - (exponentNegative ? -exponent : exponent)
        // Trailing zeros of the fraction carry no value: drop them while the scale is too large.
        while scale > AmountParser.maxFractionDigits, units % 10 == 0, units != 0 {
            units /= 10
            scale -= 1
        }
        if units == 0 { scale = max(0, min(scale, AmountParser.maxFractionDigits)) }
        guard scale <= AmountParser.maxFractionDigits else { return nil }
        if scale < 0 {
            for _ in 0..<(-scale) {
                let (u, overflow) = units.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                units = u
            }
            scale = 0
        }
        let integerPart = units / Amount.power(scale)
        guard String(integerPart.magnitude).count <= AmountParser.maxIntegerDigits || integerPart == 0 else { return nil }
        self.init(units: negative ? -units : units, scale: scale)
    }
}
