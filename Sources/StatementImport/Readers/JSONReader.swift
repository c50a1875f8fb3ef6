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
/// The text is bytes in memory, or a file read forward through a `InputWindow` that keeps only the
/// token being read: callers stream *records* out of it one at a time (`readValue()` builds the tree
/// of one record only), so memory is one record, and a token's bytes (`string(_:)`, `text(_:)`) can
/// be read until the next call that moves the reader. Offsets are the file's.
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

    /// Where a reader of one line of text stops: nowhere (the whole text), at a line feed (JSON
    /// Lines: a carriage return just before it is left out too), or at any line break.
    package enum LineBound {
        case none, lineFeed, anyBreak
    }

    /// What the next token can be, from where the reader stands.
    enum Frame: UInt8 {
        /// `arrayValue`: after a `,` that `peekValueStart()` passed over.
        case arrayStart, arrayNext, arrayValue, objectStart, objectValue, objectNext
    }

    package let limits: Limits
    /// Several top-level values separated by line breaks (JSON Lines) instead of exactly one.
    package let allowsSequence: Bool

    /// The file read forward, or nil for bytes all in memory.
    let input: InputWindow?
    let bound: LineBound
    /// `base[i]` is the byte at offset `i`, for `i` below `end`.
    var base: UnsafePointer<UInt8>
    /// One past the last byte that can be read now.
    package internal(set) var end: Int
    /// Whether `end` is the end of the text (of the line, for a reader of one line).
    var isFinal: Bool
    /// Where the search for the line break stopped, and where the line starts (a reader of one line).
    var searched: Int
    let lineBegin: Int
    /// The line break that ends the line (or the end of the file), once found.
    package internal(set) var terminator: Int?

    package internal(set) var offset: Int
    package internal(set) var line: Int
    var lineStart: Int
    /// UTF-8 continuation bytes between `lineStart` and `offset`: columns count characters.
    var continuations = 0
    var stack: [Frame] = []
    var topLevelValues = 0
    var lineOfLastTopLevelEnd = 0

    /// Where the last token returned by `next()` starts.
    package internal(set) var tokenOffset = 0
    package internal(set) var tokenLine = 1
    package internal(set) var tokenColumn = 1

    /// A reader over `bytes[range]`; `firstLine` numbers the first line (JSON Lines read line by line).
    package init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, firstLine: Int = 1, allowsSequence: Bool = false,
                 limits: Limits = .standard)
    {
        let range = range ?? 0..<bytes.count
        self.init(input: nil, base: bytes.baseAddress ?? JSONReader.noBytes, from: range.lowerBound, end: range.upperBound,
                  lineStart: range.lowerBound, firstLine: firstLine, bound: .none, allowsSequence: allowsSequence, limits: limits)
        skipByteOrderMark()
    }

    /// A reader of `input` from offset `start` (a line of it with `bound`), `lineStart` being where
    /// that line starts and `firstLine` its number. The byte-order mark is left to `skipByteOrderMark()`
    /// for a reader of one line.
    package init(input: InputWindow, from start: Int = 0, lineStart: Int? = nil, firstLine: Int = 1, bound: LineBound = .none,
                 allowsSequence: Bool = false, limits: Limits = .standard)
    {
        self.init(input: input, base: input.origin, from: start, end: input.end, lineStart: lineStart ?? start, firstLine: firstLine,
                  bound: bound, allowsSequence: allowsSequence, limits: limits)
        isFinal = false
        clampToLine()
        if bound == .none { skipByteOrderMark() }
    }

    private init(input: InputWindow?, base: UnsafePointer<UInt8>, from start: Int, end: Int, lineStart: Int, firstLine: Int,
                 bound: LineBound, allowsSequence: Bool, limits: Limits)
    {
        self.input = input
        self.base = base
        self.end = end
        self.isFinal = input == nil
        self.searched = start
        self.lineBegin = lineStart
        self.bound = bound
        self.limits = limits
        self.allowsSequence = allowsSequence
        self.offset = start
        self.line = firstLine
        self.lineStart = lineStart
        self.stack.reserveCapacity(16)
    }

    nonisolated(unsafe) private static let noBytes: UnsafePointer<UInt8> = UnsafePointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

    /// Skips a UTF-8 byte-order mark at the start of the file (of the text, for a reader of one line).
    package mutating func skipByteOrderMark() {
        guard offset == 0 else { return }
        ensure(3, keeping: 0)
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            offset = 3
            lineStart = 3
        }
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
        case .arrayValue:
            if peek == 0x5D { throw error(.trailingComma) }
            setTop(.arrayNext)
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
        if stack.last == .arrayValue { return true }
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

    /// The first byte of the next value (`{`, `[`, `"`, a digit, ...); nil at the end. Passes over the
    /// `,` between array elements (what `next()` would do first), consuming nothing else.
    package mutating func peekValueStart() -> UInt8? {
        skipWhitespace()
        if stack.last == .arrayNext, peek == 0x2C {
            advance()
            setTop(.arrayValue)
            skipWhitespace()
        }
        return peek
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
        switch base[offset] {
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
        guard offset < end, base[offset] == 0x22 else { throw error(offset < end ? .expectedKey : .unexpectedEnd) }
        let s = try scanString()
        skipWhitespace(keeping: tokenOffset)
        guard offset < end, base[offset] == 0x3A else { throw error(offset < end ? .expectedColon : .unexpectedEnd) }
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
        ensure(offset + n, keeping: offset)
        let ok = offset + n <= end && (0..<n).allSatisfy { base[offset + $0] == word.utf8Start[$0] }
        // "trueish", "nullx": the word must end there.
        guard ok, offset + n == end || !JSONReader.isWordByte(base[offset + n]) else { throw error(.expectedValue) }
        offset += n
        return token
    }

    // MARK: Positions

    var peek: UInt8? { offset < end ? base[offset] : nil }

    mutating func advance() { offset += 1 }

    private mutating func setTop(_ frame: Frame) { stack[stack.count - 1] = frame }

    private mutating func markToken() {
        tokenOffset = offset
        tokenLine = line
        tokenColumn = offset - lineStart - continuations + 1
    }

    /// Skips white space: after it, `offset < end` (a byte that is not white space), or the text has ended.
    /// Keeps the bytes from `keep` on (by default, what is not passed yet).
    mutating func skipWhitespace(keeping keep: Int? = nil) {
        while true {
            while offset < end {
                switch base[offset] {
                case 0x20, 0x09: offset += 1
                case 0x0A:
                    offset += 1
                    newLine()
                case 0x0D:
                    offset += 1
                    ensure(offset, keeping: keep ?? offset)
                    if offset < end, base[offset] == 0x0A { offset += 1 }
                    newLine()
                default: return
                }
            }
            if !more(keeping: keep ?? offset) { return }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = offset
        continuations = 0
    }

    /// An error at the current offset, quoting the character found there.
    mutating func error(_ reason: JSONError.Reason) -> JSONError {
        ensure(offset + 3, keeping: offset)
        let (l, c) = position
        return JSONError(reason, line: l, column: c, offset: offset, found: offset < end ? JSONReader.character(base, at: offset, end: end) : nil)
    }
}
