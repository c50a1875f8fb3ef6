import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts the bytes of an SGML OFX body into start tags, end tags and text, reading the file in
/// chunks (memory stays flat whatever its size) and tracking lines and columns.
///
/// What it accepts, because real files hold it:
/// - leaf elements closed (`<CODE>0</CODE>`), unclosed (`<CODE>0`), or both in one file;
/// - the whole body on one line, CRLF, LF or a mix;
/// - comments `<!-- -->`, processing instructions `<?...?>`, declarations `<!...>` (skipped),
///   CDATA sections (text), XML empty elements `<BRANCHID/>`;
/// - `<` in a value: after a leaf's text on the same line, `<WORD>` is a tag only if WORD is an
///   OFX element name (or has a dot, like `INTU.BID`) — so `<NAME>CAFE & CO <BIO>` reads as the
///   name `CAFE & CO <BIO>`, while `<NAME>AE<MEMO>x` is two elements.
///
/// Limits: a value longer than `maxValue` bytes or nesting deeper than 256 levels is an error
/// (`.limit`), never unbounded memory; whitespace between elements may be as long as it likes.
package struct OFXSGMLTokenizer {
    package enum Kind: Equatable {
        case startTag, endTag, emptyTag, text, end
    }

    /// One token. `start..<stop` are absolute offsets of the name (tags) or the text (text, trimmed);
    /// `offset` is where the token starts (its `<`, or its first non-blank character).
    package struct Token {
        package var kind: Kind
        package var start: Int
        package var stop: Int
        package var offset: Int
        package var line: Int
        package var lineStart: Int
        package var hash: UInt64
    }

    package static let chunkSize = 1 << 20
    /// Bytes kept before the current token after a refill, so recent lines can still be shown.
    package static let history = 1 << 16
    package static let maxValue = 1 << 20

    private let source: ChunkReader
    /// The bytes read at a time and grown by: `chunkSize`, or less for a smaller file (a 2 KB file
    /// does not need a megabyte zero-filled).
    private let chunk: Int
    package let file: String
    /// Owns the buffer (freed with it); `storage` points into it.
    private var owner: OFXByteStorage
    private(set) var storage: UnsafeMutableBufferPointer<UInt8>
    /// Absolute offset of `storage[0]`.
    package private(set) var base: Int
    /// Absolute offset just past the valid bytes.
    private(set) var end: Int
    /// Absolute offset of the next byte to scan.
    private var pos: Int
    private var atEOF = false
    /// Line at `pos`, and the absolute offset where it starts.
    package private(set) var line = 1
    package private(set) var lineStart = 0
    private var afterStartTag = false
    /// Whether columns count bytes (Windows-1252) rather than UTF-8 characters.
    package var columnsCountBytes = false
    /// The column last computed (`column(of:line:lineStart:)`), to go on from.
    var columnCache = (line: 0, offset: 0, column: 1)

    /// Starts reading at absolute offset `offset` (the body, after the header), knowing that
    /// `line` lines and the start of the last one precede it. `size` (the file's, when known) sizes
    /// the buffer: the whole of a small file and as much room again, so that it is read in one call
    /// and the next finds its end without growing the buffer.
    package init(_ source: ChunkReader, file: String, skipping offset: Int, head: [UInt8], size: Int? = nil) throws(ImportError) {
        self.source = source
        self.file = file
        let chunk = min(OFXSGMLTokenizer.chunkSize, max(size.map { $0 + 1 } ?? OFXSGMLTokenizer.chunkSize, 1 << 12))
        self.chunk = chunk
        owner = OFXByteStorage(capacity: chunk + min(OFXSGMLTokenizer.history, chunk))
        storage = owner.buffer
        base = 0
        end = 0
        pos = 0
        // Lines of the header.
        for i in 0..<min(offset, head.count) where head[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        try fill()
        pos = min(offset, end)
    }

    @inline(__always) func byte(_ absolute: Int) -> UInt8 { storage[absolute - base] }

    /// Reads more bytes, keeping those from `keep` on (and some history before it).
    private mutating func fill(keeping keep: Int? = nil) throws(ImportError) {
        guard !atEOF else { return }
        let keepFrom = max(base, min(keep ?? pos, pos) - OFXSGMLTokenizer.history)
        let drop = keepFrom - base
        if drop > 0 {
            advanceColumnCache(to: keepFrom)
            let kept = end - keepFrom
            if kept > 0 { memmove(storage.baseAddress!, storage.baseAddress! + drop, kept) }
            base = keepFrom
        }
        var free = storage.count - (end - base)
        if free < chunk / 2 {
            // A long token: grow, up to what a value may hold.
            let needed = end - base + chunk
            if end - (keep ?? pos) > OFXSGMLTokenizer.maxValue + OFXSGMLTokenizer.history {
                throw limitError(at: keep ?? pos)
            }
            let bigger = OFXByteStorage(capacity: needed)
            _ = bigger.buffer.initialize(from: storage[0..<(end - base)])
            owner = bigger
            storage = bigger.buffer
            free = storage.count - (end - base)
        }
        let n = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[(end - base)...]))
        if n == 0 { atEOF = true }
        end += n
    }

    /// A value too long: located at its start when that is still in memory.
    private mutating func limitError(at offset: Int, line valueLine: Int? = nil, lineStart valueLineStart: Int? = nil) -> ImportError {
        let l = valueLine ?? line, start = valueLineStart ?? lineStart
        let column = offset >= lineStart || valueLine != nil ? column(of: offset, line: l, lineStart: start) : 0
        return ImportError(.limit, Message("ofx.valueTooLong", ["limit": .text("1 MB")]), at: SourceLocation(file: file, line: l, column: column))
    }

    /// Makes sure `count` bytes from `at` are in the buffer, if the file has them.
    private mutating func ensure(_ at: Int, _ count: Int, keeping keep: Int) throws(ImportError) -> Bool {
        while at + count > end {
            if atEOF { return false }
            try fill(keeping: keep)
        }
        return true
    }

    // MARK: Tokens

    package mutating func next() throws(ImportError) -> Token {
        while true {
            if pos >= end {
                try fill()
                if pos >= end { return Token(kind: .end, start: pos, stop: pos, offset: pos, line: line, lineStart: lineStart, hash: 0) }
            }
            if byte(pos) == 0x3C {
                let before = pos
                if let token = try tag() { return token }
                if pos != before { continue }  // a comment or declaration was skipped
            }
            if let token = try text() { return token }
        }
    }

    /// A tag at `pos` (which holds `<`), or nil when the `<` starts no tag (it is then text) or
    /// starts something skipped (comment, processing instruction, declaration: `pos` moves on).
    private mutating func tag() throws(ImportError) -> Token? {
        let open = pos
        guard try ensure(open, 2, keeping: open) else { return nil }
        let second = byte(open + 1)
        if second == 0x21 {  // <!
            if try ensure(open, 4, keeping: open), byte(open + 2) == 0x2D, byte(open + 3) == 0x2D {
                try skip(past: [0x2D, 0x2D, 0x3E], from: open + 4)
                return nil
            }
            if try ensure(open, 9, keeping: open), (0..<7).allSatisfy({ byte(open + 2 + $0) == Array("[CDATA[".utf8)[$0] }) {
                return try cdata(open)
            }
            try skip(past: [0x3E], from: open + 2)
            return nil
        }
        if second == 0x3F {  // <?
            try skip(past: [0x3F, 0x3E], from: open + 2)
            return nil
        }
        let closing = second == 0x2F
        let nameStart = open + (closing ? 2 : 1)
        var i = nameStart
        // Name: letters, digits, '.', '_', '-', ':'; hashed as it is read (see `OFXTag.hash`).
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        while true {
            if i >= end {
                if atEOF { return nil }
                try fill(keeping: open)
                continue
            }
            let b = byte(i)
            if OFXSGMLTokenizer.isNameByte(b) {
                h ^= UInt64(b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
                h = h &* 0x100_0000_01b3
                i += 1
                if i - nameStart > 256 { return nil }
                continue
            }
            break
        }
        guard i > nameStart, OFXSGMLTokenizer.isNameStart(byte(nameStart)) else { return nil }
        let nameEnd = i
        // Up to '>' on the same line; attributes (none in OFX) are skipped.
        var empty = false
        while true {
            if i >= end {
                if atEOF { return nil }
                try fill(keeping: open)
                continue
            }
            let b = byte(i)
            if b == 0x3E { break }
            if b == 0x3C || b == 0x0A || i - open > 1024 { return nil }
            empty = b == 0x2F
            i += 1
        }
        let token = Token(kind: closing ? .endTag : empty ? .emptyTag : .startTag, start: nameStart, stop: nameEnd, offset: open,
                          line: line, lineStart: lineStart, hash: h)
        pos = i + 1
        afterStartTag = token.kind == .startTag
        return token
    }

    /// `<![CDATA[...]]>` as a text token.
    private mutating func cdata(_ open: Int) throws(ImportError) -> Token {
        let start = open + 9
        var i = start
        let tokenLine = line, tokenLineStart = lineStart
        while true {
            if !(try ensure(i, 3, keeping: open)) {
                throw ImportError(.malformed, Message("ofx.unclosedCDATA"), at: SourceLocation(file: file, line: tokenLine, column: 0))
            }
            if byte(i) == 0x5D, byte(i + 1) == 0x5D, byte(i + 2) == 0x3E { break }
            if byte(i) == 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += 1
            if i - start > OFXSGMLTokenizer.maxValue { throw limitError(at: start, line: tokenLine, lineStart: tokenLineStart) }
        }
        pos = i + 3
        afterStartTag = false
        return Token(kind: .text, start: start, stop: i, offset: start, line: tokenLine, lineStart: tokenLineStart, hash: 0)
    }

    /// Moves `pos` past the first `terminator` found from `from`, counting lines; keeps nothing.
    private mutating func skip(past terminator: [UInt8], from: Int) throws(ImportError) {
        var i = from
        while true {
            if i + terminator.count > end {
                if atEOF {
                    pos = end
                    return
                }
                pos = i
                try fill(keeping: i)
                continue
            }
            if byte(i) == terminator[0], terminator.indices.allSatisfy({ byte(i + $0) == terminator[$0] }) {
                pos = i + terminator.count
                return
            }
            if byte(i) == 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
    }

    /// Text from `pos` up to the next tag: nil when it is only blanks (they are skipped).
    private mutating func text() throws(ImportError) -> Token? {
        var i = pos
        var start = -1  // first non-blank
        var stop = -1  // just past the last non-blank
        var tokenLine = line, tokenLineStart = lineStart
        var contentOnLine = false
        let runAllowed = afterStartTag
        // The first byte may be a '<' that starts no tag.
        var first = true
        while true {
            if i >= end {
                if atEOF { break }
                pos = i
                try fill(keeping: start >= 0 ? start : i)
                continue
            }
            let b = byte(i)
            if b == 0x3C && !first {
                if runAllowed, contentOnLine, try !startsKnownTag(at: i, keeping: start >= 0 ? start : i) {
                    // `<BIO>` inside a value.
                } else {
                    break
                }
            }
            first = false
            if b == 0x0A {
                line += 1
                lineStart = i + 1
                contentOnLine = false
            } else if b != 0x20 && b != 0x09 && b != 0x0D {
                if start < 0 {
                    start = i
                    tokenLine = line
                    tokenLineStart = lineStart
                }
                stop = i + 1
                contentOnLine = true
                if stop - start > OFXSGMLTokenizer.maxValue { throw limitError(at: start, line: tokenLine, lineStart: tokenLineStart) }
            }
            i += 1
        }
        pos = i
        guard start >= 0 else { return nil }
        afterStartTag = false
        return Token(kind: .text, start: start, stop: stop, offset: start, line: tokenLine, lineStart: tokenLineStart, hash: 0)
    }

    /// Whether the `<` at `i` opens a tag that ends a value: an end tag, a comment or processing
    /// instruction, or a start tag with a known OFX name (or a dotted extension name).
    private mutating func startsKnownTag(at i: Int, keeping keep: Int) throws(ImportError) -> Bool {
        guard try ensure(i, 2, keeping: keep) else { return true }
        let second = byte(i + 1)
        if second == 0x2F || second == 0x21 || second == 0x3F { return true }
        var k = i + 1
        var dotted = false
        while true {
            guard try ensure(k, 1, keeping: keep) else { return false }
            let b = byte(k)
            if b == 0x3E || b == 0x2F { break }
            guard OFXSGMLTokenizer.isNameByte(b), k - i < 64 else { return false }
            if b == 0x2E { dotted = true }
            k += 1
        }
        guard k > i + 1 else { return false }
        if dotted { return true }
        let h = OFXTag.hash(bytes(i + 1, k))
        return OFXTag.specificationNames.contains(h)
    }

    @inline(__always) package static func isNameByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x30 && b <= 0x39 || b == 0x2E || b == 0x5F || b == 0x2D || b == 0x3A
    }

    @inline(__always) package static func isNameStart(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F }
}
