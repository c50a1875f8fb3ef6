import StatementLocalization
import StatementModel

/// A pull parser for JSON text (RFC 8259) over UTF-8 bytes, made for statement files.
///
/// What it guarantees, and why it is not `JSONSerialization` or `JSONDecoder` (both read numbers
/// through `Double`, so `0.1` would not be the amount the file wrote):
/// - Numbers are kept as their literal text (`number(range)`); `Amount(jsonNumber:)` reads them exactly.
/// - Every token knows its 1-based line and column (in characters, not bytes), for messages.
/// - No recursion: open containers live on an explicit stack, at most `Limits.maxDepth` deep, so a
///   document of 100 000 nested arrays is a `.limit` error, never a stack overflow.
/// - Strings are checked as they are scanned: valid UTF-8 (RFC 8259 §8.1), valid escapes, no raw
///   control characters. A leading UTF-8 byte-order mark is skipped.
/// - Sizes are bounded by `Limits` (string and number length; values in one record when a caller
///   materialises it with `readValue()`), so one hostile token cannot eat memory.
///
/// The reader works on bytes already in memory; callers stream *records* out of it one at a time
/// (`readValue()` builds the tree of one record only), so memory is the file plus one record.
package struct JSONReader {
    /// The documented bounds. Bank JSON nests 2–6 levels and holds strings of a few hundred bytes.
    package struct Limits: Sendable {
        /// Open objects and arrays at once.
        package var maxDepth = 128
        /// Bytes in one string or key, as written in the file (escapes included).
        package var maxStringBytes = 1 << 20
        /// Characters in one number literal.
        package var maxNumberLength = 100
        /// Values (scalars and containers) in one tree built by `readValue()`.
        package var maxValuesPerTree = 100_000

        package static let standard = Limits()
    }

    /// A string token: its bytes between the quotes, and whether they hold escapes to decode.
    package struct StringToken: Equatable, Sendable {
        package var range: Range<Int>
        package var hasEscapes: Bool
    }

    package enum Token: Equatable, Sendable {
        case beginObject, endObject, beginArray, endArray
        case key(StringToken)
        case string(StringToken)
        /// The literal's bytes, as written (`-12.50`, `1e3`).
        case number(Range<Int>)
        case bool(Bool)
        case null
        /// The end of the document (or of the last value of a sequence).
        case end
    }

    /// What the next token can be, from where the reader stands.
    private enum Frame: UInt8 {
        case arrayStart, arrayNext, objectStart, objectValue, objectNext
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    package let limits: Limits
    /// One past the last byte to read.
    package let end: Int
    /// Several top-level values separated by line breaks (JSON Lines) instead of exactly one.
    package let allowsSequence: Bool

    package private(set) var offset: Int
    package private(set) var line: Int
    private var lineStart: Int
    /// UTF-8 continuation bytes between `lineStart` and `offset`: columns count characters.
    private var continuations = 0
    private var stack: [Frame] = []
    private var topLevelValues = 0
    private var lineOfLastTopLevelEnd = 0

    /// Where the last token returned by `next()` starts.
    package private(set) var tokenOffset = 0
    package private(set) var tokenLine = 1
    package private(set) var tokenColumn = 1

    /// A reader over `bytes[range]`; `firstLine` numbers the first line (JSON Lines read line by line).
    package init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, firstLine: Int = 1, allowsSequence: Bool = false,
         limits: Limits = .standard)
    {
        self.bytes = bytes
        self.limits = limits
        self.allowsSequence = allowsSequence
        let range = range ?? 0..<bytes.count
        var start = range.lowerBound
        if start == 0, range.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        self.offset = start
        self.end = range.upperBound
        self.line = firstLine
        self.lineStart = start
        self.stack.reserveCapacity(16)
    }

    /// Open containers.
    package var depth: Int { stack.count }

    /// The current position, as a 1-based line and column in characters.
    package var position: (line: Int, column: Int) { (line, offset - lineStart - continuations + 1) }

    // MARK: Tokens

    /// The next token. Structural errors throw, with the position of the offending character.
    package mutating func next() throws(JSONError) -> Token {
        skipWhitespace()
        markToken()
        guard let frame = stack.last else { return try topLevel() }
        guard offset < end else { throw error(.unexpectedEnd) }
        switch frame {
        case .arrayStart:
            if peek == 0x5D { return close(.endArray) }
            setTop(.arrayNext)
            return try value()
        case .arrayNext:
            if peek == 0x5D { return close(.endArray) }
            guard peek == 0x2C else { throw error(.expectedCommaOrEndOfArray) }
            advance()
            skipWhitespace()
            markToken()
            if peek == 0x5D { throw error(.trailingComma) }
            return try value()
        case .objectStart:
            if peek == 0x7D { return close(.endObject) }
            return try key()
        case .objectValue:
            setTop(.objectNext)
            return try value()
        case .objectNext:
            if peek == 0x7D { return close(.endObject) }
            guard peek == 0x2C else { throw error(.expectedCommaOrEndOfObject) }
            advance()
            skipWhitespace()
            markToken()
            if peek == 0x7D { throw error(.trailingComma) }
            return try key()
        }
    }

    private mutating func topLevel() throws(JSONError) -> Token {
        if offset >= end {
            if topLevelValues == 0 { throw error(.emptyDocument) }
            return .end
        }
        if topLevelValues > 0 {
            guard allowsSequence else { throw error(.trailingContent) }
            guard line > lineOfLastTopLevelEnd else { throw error(.twoValuesOnOneLine) }
        }
        topLevelValues += 1
        let token = try value()
        if stack.isEmpty { lineOfLastTopLevelEnd = line }
        return token
    }

    /// Whether the current array holds another element; consumes the closing `]` when not.
    /// Call only right after `.beginArray` or after reading an element.
    package mutating func hasNextElement() throws(JSONError) -> Bool {
        skipWhitespace()
        if peek == 0x5D {
            _ = try next()
            return false
        }
        return true
    }

    /// The next key of the current object, or nil after consuming its closing `}`.
    package mutating func nextKey() throws(JSONError) -> String? {
        switch try next() {
        case let .key(s): return string(s)
        case .endObject: return nil
        default: throw JSONError(.expectedKey, line: tokenLine, column: tokenColumn, offset: tokenOffset, found: nil)
        }
    }

    /// The first byte of the next value (`{`, `[`, `"`, a digit, ...), without consuming anything;
    /// nil at the end. Looks past the `,` between array elements.
    package mutating func peekValueStart() -> UInt8? {
        skipWhitespace()
        var i = offset
        if stack.last == .arrayNext, i < end, bytes[i] == 0x2C {
            i += 1
            while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }
        return i < end ? bytes[i] : nil
    }

    /// Skips the next value whole (a scalar, or a container with everything inside), building nothing.
    package mutating func skipValue() throws(JSONError) {
        let base = depth
        repeat {
            switch try next() {
            case .end: throw error(.unexpectedEnd)
            case .endObject, .endArray:
                if depth < base { throw JSONError(.expectedValue, line: tokenLine, column: tokenColumn, offset: tokenOffset, found: nil) }
            default: break
            }
        } while depth > base
    }

    // MARK: Values

    private mutating func value() throws(JSONError) -> Token {
        guard offset < end else { throw error(.unexpectedEnd) }
        switch bytes[offset] {
        case 0x7B:
            try push(.objectStart)
            return .beginObject
        case 0x5B:
            try push(.arrayStart)
            return .beginArray
        case 0x22:
            return .string(try scanString())
        case 0x2D, 0x30...0x39:
            return .number(try scanNumber())
        case 0x74: return try literal("true", .bool(true))
        case 0x66: return try literal("false", .bool(false))
        case 0x6E: return try literal("null", .null)
        default:
            throw error(.expectedValue)
        }
    }

    private mutating func key() throws(JSONError) -> Token {
        guard offset < end, bytes[offset] == 0x22 else { throw error(offset < end ? .expectedKey : .unexpectedEnd) }
        let s = try scanString()
        skipWhitespace()
        guard offset < end, bytes[offset] == 0x3A else { throw error(offset < end ? .expectedColon : .unexpectedEnd) }
        advance()
        setTop(.objectValue)
        return .key(s)
    }

    private mutating func push(_ frame: Frame) throws(JSONError) {
        guard stack.count < limits.maxDepth else {
            throw JSONError(.tooDeep(limits.maxDepth), line: tokenLine, column: tokenColumn, offset: tokenOffset, found: nil)
        }
        stack.append(frame)
        advance()
    }

    private mutating func close(_ token: Token) -> Token {
        advance()
        stack.removeLast()
        if stack.isEmpty { lineOfLastTopLevelEnd = line }
        return token
    }

    private mutating func literal(_ word: StaticString, _ token: Token) throws(JSONError) -> Token {
        let n = word.utf8CodeUnitCount
        let ok = offset + n <= end && (0..<n).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
        // "trueish", "nullx": the word must end there.
        guard ok, offset + n == end || !JSONReader.isWordByte(bytes[offset + n]) else { throw error(.expectedValue) }
        offset += n
        return token
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func scanNumber() throws(JSONError) -> Range<Int> {
        let start = offset
        var i = offset
        func digit(_ j: Int) -> Bool { j < end && bytes[j] >= 0x30 && bytes[j] <= 0x39 }
        var valid = true
        if bytes[i] == 0x2D { i += 1 }
        if digit(i) {
            if bytes[i] == 0x30 {
                i += 1
                if digit(i) { valid = false }  // leading zero: 012
            } else {
                while digit(i) { i += 1 }
            }
        } else {
            valid = false
        }
        if valid, i < end, bytes[i] == 0x2E {
            i += 1
            if !digit(i) { valid = false }
            while digit(i) { i += 1 }
        }
        if valid, i < end, bytes[i] | 0x20 == 0x65 {
            i += 1
            if i < end, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            if !digit(i) { valid = false }
            while digit(i) { i += 1 }
        }
        if valid, i < end, JSONReader.isWordByte(bytes[i]) || bytes[i] == 0x2E { valid = false }  // 12abc, 1.2.3
        if !valid {
            // Show the whole run that looks like a number: "01", "1.", "-", "1e", "12abc".
            var j = start
            while j < end, j - start < 40, JSONReader.isWordByte(bytes[j]) || bytes[j] == 0x2E || bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self)
            throw JSONError(.badNumber(text), line: tokenLine, column: tokenColumn, offset: start, found: nil)
        }
        guard i - start <= limits.maxNumberLength else {
            throw JSONError(.numberTooLong(limits.maxNumberLength), line: tokenLine, column: tokenColumn, offset: start, found: nil)
        }
        offset = i
        return start..<i
    }

    private mutating func scanString() throws(JSONError) -> StringToken {
        let quote = offset
        var i = offset + 1
        var escapes = false
        let limit = min(end, quote + 2 + limits.maxStringBytes)  // the bytes, then the closing quote
        while true {
            guard i < limit else {
                if i >= end {
                    throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: quote, found: nil)
                }
                throw JSONError(.stringTooLong(limits.maxStringBytes), line: tokenLine, column: tokenColumn, offset: quote, found: nil)
            }
            let b = bytes[i]
            if b == 0x22 { break }
            if b == 0x5C {
                escapes = true
                i = try scanEscape(at: i)
                continue
            }
            if b < 0x20 {
                offset = i
                if b == 0x0A || b == 0x0D {
                    throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: quote, found: nil)
                }
                throw error(.controlCharacter(Int(b)))
            }
            if b < 0x80 {
                i += 1
                continue
            }
            let n = JSONReader.utf8SequenceLength(bytes, at: i, end: end)
            guard n > 0 else {
                offset = i
                throw error(.invalidUTF8)
            }
            continuations += n - 1
            i += n
        }
        offset = i + 1
        return StringToken(range: (quote + 1)..<i, hasEscapes: escapes)
    }

    /// Checks the escape at `i` (a backslash); returns the index after it.
    private mutating func scanEscape(at i: Int) throws(JSONError) -> Int {
        guard i + 1 < end else {
            throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: tokenOffset, found: nil)
        }
        switch bytes[i + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: return i + 2
        case 0x75:
            guard let unit = hex4(at: i + 2) else { return try badEscape(at: i, length: 6) }
            if (0xDC00...0xDFFF).contains(unit) { return try badEscape(at: i, length: 6) }  // a lone low surrogate
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 7 < end, bytes[i + 6] == 0x5C, bytes[i + 7] == 0x75, let low = hex4(at: i + 8),
                    (0xDC00...0xDFFF).contains(low)
                else { return try badEscape(at: i, length: 6) }
                return i + 12
            }
            return i + 6
        default:
            return try badEscape(at: i, length: 2)
        }
    }

    private mutating func badEscape(at i: Int, length: Int) throws(JSONError) -> Int {
        let upper = min(end, i + length)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<upper]), as: UTF8.self)
        offset = i
        throw error(.badEscape(text))
    }

    private func hex4(at i: Int) -> UInt16? {
        guard i + 4 <= end else { return nil }
        var v: UInt16 = 0
        for j in i..<(i + 4) {
            let b = bytes[j]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: return nil
            }
            v = v << 4 | UInt16(d)
        }
        return v
    }

    // MARK: Text of tokens

    /// The text of a string or key token, escapes decoded.
    package func string(_ token: StringToken) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = token.range.lowerBound
        let upper = token.range.upperBound
        while i < upper {
            let b = bytes[i]
            guard b == 0x5C else {
                out.append(b)
                i += 1
                continue
            }
            let e = bytes[i + 1]
            switch e {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = UInt32(hex4(at: i + 2) ?? 0xFFFD)
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = UInt32(hex4(at: i + 8) ?? 0xDC00)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
                i += 6
                continue
            default: out.append(e)  // " \ /
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The literal text of a number token.
    package func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether a string token equals `word` (no decoding, for keys compared often).
    package func equals(_ token: StringToken, _ word: StaticString) -> Bool {
        guard !token.hasEscapes, token.range.count == word.utf8CodeUnitCount else { return false }
        var j = 0
        for i in token.range {
            if bytes[i] != word.utf8Start[j] { return false }
            j += 1
        }
        return true
    }

    // MARK: Positions

    private var peek: UInt8? { offset < end ? bytes[offset] : nil }

    private mutating func advance() { offset += 1 }

    private mutating func setTop(_ frame: Frame) { stack[stack.count - 1] = frame }

    private mutating func markToken() {
        tokenOffset = offset
        tokenLine = line
        tokenColumn = offset - lineStart - continuations + 1
    }

    private mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x09: offset += 1
            case 0x0A:
                offset += 1
                newLine()
            case 0x0D:
                offset += 1
                if offset < end, bytes[offset] == 0x0A { offset += 1 }
                newLine()
            default: return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = offset
        continuations = 0
    }

    /// An error at the current offset, quoting the character found there.
    private func error(_ reason: JSONError.Reason) -> JSONError {
        let (l, c) = position
        return JSONError(reason, line: l, column: c, offset: offset, found: offset < end ? JSONReader.character(bytes, at: offset, end: end) : nil)
    }

    /// The character at `i`, for messages: control characters as `U+000B`.
    package static func character(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> String {
        let b = bytes[i]
        if b < 0x20 || b == 0x7F {
            let hex = String(b, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        let n = b < 0x80 ? 1 : utf8SequenceLength(bytes, at: i, end: end)
        if n == 0 { return "0x" + String(b, radix: 16, uppercase: true) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + n)]), as: UTF8.self)
    }

    package static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b >= 0x80
    }

    /// Length of the valid UTF-8 sequence starting at `i` (2 to 4 bytes), or 0 when it is not one:
    /// stray continuation bytes, overlong forms, surrogates and values past U+10FFFF are refused.
    package static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        let b0 = bytes[i]
        func cont(_ j: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool { j < end && range.contains(bytes[j]) }
        switch b0 {
        case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
        case 0xE0: return cont(i + 1, 0xA0...0xBF) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xED: return cont(i + 1, 0x80...0x9F) && cont(i + 2) ? 3 : 0
        case 0xF0: return cont(i + 1, 0x90...0xBF) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4: return cont(i + 1, 0x80...0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default: return 0
        }
    }
}

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
