import StatementLocalization
import StatementModel

/// Why JSON text could not be read, and where (1-based line and column in characters).
package struct JSONError: Error, Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        case emptyDocument, unexpectedEnd, expectedValue, expectedKey, expectedColon
        case expectedCommaOrEndOfArray, expectedCommaOrEndOfObject, trailingComma, trailingContent, twoValuesOnOneLine
        case unterminatedString, invalidUTF8, controlCharacter(Int), badEscape(String), badNumber(String)
        case tooDeep(Int), stringTooLong(Int), numberTooLong(Int), tooManyValues(Int)
        /// Valid JSON, but not the structure the reader expects (said by `message`).
        case structure(Message)
        /// Valid JSON in a form this version does not read (a newer version of a format).
        case unsupported(Message)
    }

    package var reason: Reason
    package var line: Int
    package var column: Int
    /// Byte offset of the offending spot.
    package var offset: Int
    /// The character found there, when there was one.
    package var found: String?

    package init(_ reason: Reason, line: Int, column: Int, offset: Int, found: String?) {
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
        self.found = found
    }

    /// Past a documented bound rather than broken.
    package var isLimit: Bool {
        switch reason {
        case .tooDeep, .stringTooLong, .numberTooLong, .tooManyValues: return true
        default: return false
        }
    }

    /// A structural error at a value.
    package init(_ reason: Reason, at node: JSONNode) {
        self.init(reason, line: node.line, column: node.column, offset: node.offset, found: nil)
    }

    /// The kind of import error this is.
    package var kind: ImportError.Kind {
        if isLimit { return .limit }
        if case .unsupported = reason { return .unsupported }
        return .malformed
    }

    /// The catalogue message (`json.*` keys).
    package var message: Message {
        let foundArgument: MessageArgument = found.map { .text($0) } ?? .message(Message("json.endOfFile"))
        switch reason {
        case .emptyDocument: return Message("json.emptyDocument")
        case .unexpectedEnd: return Message("json.unexpectedEnd")
        case .expectedValue: return Message("json.expectedValue", ["found": foundArgument])
        case .expectedKey: return Message("json.expectedKey", ["found": foundArgument])
        case .expectedColon: return Message("json.expectedColon", ["found": foundArgument])
        case .expectedCommaOrEndOfArray: return Message("json.expectedCommaOrEndOfArray", ["found": foundArgument])
        case .expectedCommaOrEndOfObject: return Message("json.expectedCommaOrEndOfObject", ["found": foundArgument])
        case .trailingComma: return Message("json.trailingComma", ["found": foundArgument])
        case .trailingContent: return Message("json.trailingContent", ["found": foundArgument])
        case .twoValuesOnOneLine: return Message("json.twoValuesOnOneLine")
        case .unterminatedString: return Message("json.unterminatedString")
        case .invalidUTF8: return Message("json.invalidUTF8")
        case let .controlCharacter(code):
            let hex = String(code, radix: 16, uppercase: true)
            return Message("json.controlCharacter", ["code": .text(String(repeating: "0", count: 4 - hex.count) + hex)])
        case let .badEscape(text): return Message("json.badEscape", ["text": .text(text)])
        case let .badNumber(text): return Message("json.badNumber", ["text": .text(text)])
        case let .tooDeep(limit): return Message("json.tooDeep", ["limit": .number(limit)])
        case let .stringTooLong(limit): return Message("json.stringTooLong", ["limit": .number(limit)])
        case let .numberTooLong(limit): return Message("json.numberTooLong", ["limit": .number(limit)])
        case let .tooManyValues(limit): return Message("json.tooManyValues", ["limit": .number(limit)])
        case let .structure(message), let .unsupported(message): return message
        }
    }
}
