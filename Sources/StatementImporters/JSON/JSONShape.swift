import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What a JSON file is, told from its content: one document or JSON Lines, and which dialect.
///
/// Decided by the first key that names a dialect, or by the keys of the first record:
/// - `statements` (with `version`): the project's own form, written by `transactions --format json`;
/// - `feedItems`, or records with `feedItemUid` / `amount.minorUnits` + `direction`: Starling Bank;
/// - `transactions` holding `booked` / `pending`, or records with `transactionAmount`: GoCardless
///   (formerly Nordigen) account transactions, camelCase or snake_case;
/// - `BrokerageTransactions` / `PostedTransactions`: a Charles Schwab export;
/// - otherwise an array of objects (at the top, or inside objects) whose keys name a date and an
///   amount by the synonym list (`Resources/import/json-keys.yaml`): generic JSON.
package struct JSONShape: Equatable, Sendable {
    package enum Syntax: String, Sendable {
        case document = "json"
        case lines = "json-lines"
    }

    package enum Dialect: String, Sendable {
        case statementReport = "statement-report"
        case starling
        case goCardless = "gocardless"
        case schwab
        case generic
        /// JSON, but no statement shape was found (in the bytes looked at).
        case unknown
    }

    package var syntax: Syntax
    package var dialect: Dialect
    /// Why, in a few words, for `inspect` (in its language).
    package var why: Message
    /// Why, in English.
    package var reason: String { why.description }
    /// The document is one object that is itself the only record.
    package var isSingleRecord = false

    /// How sure `identify` is: named dialects beat generic JSON, which beats "some JSON".
    package var confidence: Int {
        switch dialect {
        case .statementReport: return 95
        case .starling, .goCardless, .schwab: return 90
        case .generic: return 60
        case .unknown: return 20
        }
    }

    /// The shape of `bytes` (a whole file, or only its first bytes when `complete` is false), or nil
    /// when it does not start like JSON (`{` or `[` after an optional BOM and white space).
    /// `keys` is read only when the bytes start like JSON.
    package static func detect(_ bytes: UnsafeBufferPointer<UInt8>, complete: Bool, keys: @autoclosure () -> JSONKeys = .standard) -> JSONShape? {
        detect({ () -> InputWindow in InputWindow(bytes: bytes) }, complete: complete, seen: bytes.count, keys: keys)
    }

    /// The shape of a whole file, read forward only as far as it takes to decide (each look a pass of
    /// its own), or nil when it does not start like JSON.
    package static func detect(_ source: JSONSource, keys: @autoclosure () -> JSONKeys = .standard) throws(ImportError) -> JSONShape? {
        try detect({ () throws(ImportError) -> InputWindow in try source.input() }, complete: true, seen: 0, keys: keys)
    }

    private static func detect<E: Error>(_ open: () throws(E) -> InputWindow, complete: Bool, seen: Int, keys readKeys: () -> JSONKeys) throws(E) -> JSONShape? {
        let input = try open()
        guard let i = input.firstNonWhitespace(from: input.startsWithUTF8BOM() ? 3 : 0),
            let first = input.byte(at: i), first == 0x7B || first == 0x5B
        else { return nil }
        let keys = readKeys()

        if let lines = jsonLines(input, from: i, keys: keys) { return lines }
        var reader = JSONReader(input: try open())
        do throws(JSONError) {
            return try document(&reader, keys: keys) ?? JSONShape(syntax: .document, dialect: .unknown, why: Message("inspectNote.why.jsonNoArray"))
        } catch {
            // Truncated head: what was seen did not decide. Broken JSON: `read` will say where.
            return JSONShape(syntax: .document, dialect: .unknown,
                             why: complete ? Message("inspectNote.why.jsonUnparsed") : Message("inspectNote.why.jsonNoShape", ["bytes": .text(String(seen))]))
        }
    }

    /// Several values, one per line: the first line that is not blank is a whole object and
    /// another line follows; or, when the first line is broken, the next two are whole objects
    /// (a broken first line is then one rejected record, not a broken file). In a pretty-printed
    /// document two consecutive lines are never both whole objects: a comma separates elements.
    private static func jsonLines(_ input: InputWindow, from start: Int, keys: JSONKeys) -> JSONShape? {
        var objects: [JSONNode?] = []
        var i = start
        while input.byte(at: i) != nil, objects.count < 3 {
            let content = input.skipSpaces(from: i)
            var end = content
            if let b = input.byte(at: content), b != 0x0A, b != 0x0D {
                var reader = JSONReader(input: input, from: content, lineStart: i, bound: .anyBreak)
                reader.skipByteOrderMark()
                let node = try? reader.readValue()
                objects.append(node?.members != nil && (try? reader.next()) == .end ? node : nil)
                // Decided: two lines, the first an object (lines) or neither (not lines), or three.
                if objects.count == 3 || objects.count == 2 && (objects[0] != nil || objects[1] == nil) { break }
                end = reader.skipToLineEnd()
            }
            i = end + 1
        }
        let found: [JSONNode]
        if objects.count >= 2, let first = objects[0] {
            found = [first] + objects.dropFirst().compactMap { $0 }
        } else if objects.count == 3, objects[0] == nil, let second = objects[1], let third = objects[2] {
            found = [second, third]
        } else {
            return nil
        }
        let (dialect, why) = found.lazy.compactMap { recordDialect($0, keys: keys) }.first ?? (.unknown, Message("inspectNote.why.jsonNoKeys"))
        return JSONShape(syntax: .lines, dialect: dialect, why: Message("inspectNote.why.jsonLines", ["why": .message(why)]))
    }

    private static func document(_ reader: inout JSONReader, keys: JSONKeys) throws(JSONError) -> JSONShape? {
        switch try reader.next() {
        case .beginArray:
            guard try reader.hasNextElement() else { return JSONShape(syntax: .document, dialect: .unknown, why: Message("inspectNote.why.jsonEmptyArray")) }
            // The first record that tells, among the first few (a broken first record is only rejected).
            for _ in 0..<JSONShape.lookahead {
                let element = try reader.readValue()
                if let (dialect, why) = recordDialect(element, keys: keys) {
                    return JSONShape(syntax: .document, dialect: dialect, why: Message("inspectNote.why.jsonArray", ["why": .message(why)]))
                }
                if let found = search(element, path: [], keys: keys) { return found }
                guard try reader.hasNextElement() else { break }
            }
            return nil
        case .beginObject:
            var topKeys: [String] = []
            while let key = try reader.nextKey() {
                topKeys.append(key)
                switch key {
                case "statements":
                    return JSONShape(syntax: .document, dialect: .statementReport, why: Message("inspectNote.why.jsonOwnForm"))
                case "feedItems":
                    return JSONShape(syntax: .document, dialect: .starling, why: Message("inspectNote.why.starling"))
                case "BrokerageTransactions", "PostedTransactions":
                    return JSONShape(syntax: .document, dialect: .schwab, why: Message("inspectNote.why.schwab", ["key": .text(key)]))
                default: break
                }
                if let found = try arrays(&reader, key: key, path: [key], keys: keys) { return found }
            }
            // An object that is itself one record.
            if keys.mapsRecord(topKeys) {
                return JSONShape(syntax: .document, dialect: .generic, why: Message("inspectNote.why.jsonOneObject"), isSingleRecord: true)
            }
            return nil
        default:
            return nil
        }
    }

    /// Looks at the value of `key`: GoCardless' `transactions` object, or an array of records,
    /// or an object to search further.
    private static func arrays(_ reader: inout JSONReader, key: String, path: [String], keys: JSONKeys) throws(JSONError) -> JSONShape? {
        switch reader.peekValueStart() {
        case 0x7B:
            _ = try reader.next()
            while let inner = try reader.nextKey() {
                if path.count == 1, path[0] == "transactions" || path[0] == "Transactions",
                    ["booked", "pending", "Booked", "Pending"].contains(inner)
                {
                    return JSONShape(syntax: .document, dialect: .goCardless, why: Message("inspectNote.why.goCardless", ["key": .text("transactions." + inner)]))
                }
                if let found = try arrays(&reader, key: inner, path: path + [inner], keys: keys) { return found }
            }
            return nil
        case 0x5B:
            _ = try reader.next()
            var seen = 0
            while try reader.hasNextElement() {
                guard seen < JSONShape.lookahead else {
                    try reader.skipValue()
                    continue
                }
                seen += 1
                let element = try reader.readValue()
                if let (dialect, why) = recordDialect(element, keys: keys) {
                    return JSONShape(syntax: .document, dialect: dialect, why: Message("inspectNote.why.jsonRecordsIn", ["path": .text(path.joined(separator: ".")), "why": .message(why)]))
                }
                if let found = search(element, path: path, keys: keys) { return found }
            }
            return nil
        default:
            try reader.skipValue()
            return nil
        }
    }

    /// How many elements of an array are looked at to tell whether it holds records.
    package static let lookahead = 16

    /// Searches a container already read as a tree (`{"accounts": [{"transactions": [...]}]}`).
    package static func search(_ node: JSONNode, path: [String], keys: JSONKeys) -> JSONShape? {
        guard let members = node.members else { return nil }
        for m in members {
            let here = path + [m.key]
            if let elements = m.node.elements {
                for e in elements.prefix(lookahead) {
                    if let (dialect, why) = recordDialect(e, keys: keys) {
                        return JSONShape(syntax: .document, dialect: dialect, why: Message("inspectNote.why.jsonRecordsIn", ["path": .text(here.joined(separator: ".")), "why": .message(why)]))
                    }
                    if let found = search(e, path: here, keys: keys) { return found }
                }
            } else if m.node.members != nil, let found = search(m.node, path: here, keys: keys) {
                return found
            }
        }
        return nil
    }

    /// The dialect of one record, from its keys.
    package static func recordDialect(_ node: JSONNode, keys: JSONKeys) -> (Dialect, Message)? {
        guard let members = node.members else { return nil }
        let names = Set(members.map { JSONField.normalized($0.key) })
        if names.contains("feeditemuid") || (names.contains("direction") && node["amount"]?["minorUnits"] != nil) {
            return (.starling, Message("inspectNote.why.starlingRecords"))
        }
        if names.contains("transactionamount") {
            return (.goCardless, Message("inspectNote.why.goCardlessRecords"))
        }
        if keys.mapsRecord(members.map(\.key)) {
            return (.generic, Message("inspectNote.why.genericRecords", ["keys": .text(keys.describe(members.map(\.key)))]))
        }
        return nil
    }
}
