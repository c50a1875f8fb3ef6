#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import StatementLocalization
import StatementModel

/// Reading on: a reader over a file (`InputWindow`) asks for more bytes as it reaches the end of those
/// held, and a reader of one line (JSON Lines) never sees past its line break.
extension JSONReader {
    /// Makes more bytes readable, keeping those from offset `keep` on; false at the end of the text.
    /// The text of tokens already returned may be let go.
    @inline(never)
    mutating func more(keeping keep: Int) -> Bool {
        guard !isFinal, let input else { return false }
        let before = end
        repeat {
            if !input.more(keeping: keep) {
                isFinal = true
                base = input.origin
                clampToLine()
                return end > before
            }
            base = input.origin
            clampToLine()
        } while end == before && !isFinal
        return end > before
    }

    /// Reads on until offset `offset` can be read, or the text ends; keeps the bytes from `keep` on.
    @inline(__always)
    @discardableResult
    mutating func ensure(_ offset: Int, keeping keep: Int) -> Bool {
        while offset >= end { if !more(keeping: keep) { return false } }
        return true
    }

    /// `end` from what the input holds: up to the line break, for a reader of one line.
    mutating func clampToLine() {
        guard let input else { return }
        let held = input.end
        switch bound {
        case .none:
            end = held
            isFinal = input.isComplete
        case .lineFeed, .anyBreak:
            if let terminator {
                end = contentEnd(terminator)
                isFinal = true
                return
            }
            let i = JSONReader.lineBreak(base, from: searched, to: held, carriageReturns: bound == .anyBreak)
            searched = i
            if i < held || input.isComplete {
                terminator = i
                end = contentEnd(i)
                isFinal = true
            } else {
                // A carriage return last may be the one before a line feed: not readable yet.
                end = bound == .lineFeed && held > lineBegin && base[held - 1] == 0x0D ? held - 1 : held
                isFinal = false
            }
        }
    }

    /// Where the line's content ends, its break being at `terminator`.
    func contentEnd(_ terminator: Int) -> Int {
        bound == .lineFeed && terminator > lineBegin && base[terminator - 1] == 0x0D ? terminator - 1 : terminator
    }

    /// For a reader of one line: skips its spaces and tabs (nothing else), and says whether the line
    /// holds nothing more.
    package mutating func isAtBlankLineEnd() -> Bool {
        while true {
            while offset < end, base[offset] == 0x20 || base[offset] == 0x09 { offset += 1 }
            if offset < end || !more(keeping: offset) { return offset >= end }
        }
    }

    /// For a reader of the file's first line: whether it is three bytes, the first 0xEF (a byte-order
    /// mark alone on its line, passed over as blank).
    package mutating func isByteOrderMarkLine() -> Bool {
        guard offset == 0 else { return false }
        ensure(3, keeping: 0)
        return isFinal && end == 3 && base[0] == 0xEF
    }

    /// For a reader of one line: reads to the line's end, letting go of what is passed; the offset of
    /// its line break (or the end of the file).
    package mutating func skipToLineEnd() -> Int {
        while terminator == nil {
            offset = max(offset, end)
            if !more(keeping: offset) { break }
        }
        return terminator ?? end
    }

    /// The offset of the first LF (or, with `carriageReturns`, CR) in `base[from..<to]`, else `to`.
    static func lineBreak(_ base: UnsafePointer<UInt8>, from: Int, to: Int, carriageReturns: Bool) -> Int {
        guard from < to else { return to }
        let start = UnsafeRawPointer(base + from)
        var found = to - from
        if let hit = memchr(start, 0x0A, found) { found = UnsafeRawPointer(hit) - start }
        if carriageReturns, found > 0, let hit = memchr(start, 0x0D, found) { found = UnsafeRawPointer(hit) - start }
        return from + found
    }
}
