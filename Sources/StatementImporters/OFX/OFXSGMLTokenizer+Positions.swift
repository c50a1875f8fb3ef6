/// Where tokens are: their bytes, the column of an offset, the text of a line (for messages).
extension OFXSGMLTokenizer {
    /// The bytes `start..<stop` (absolute), valid until the next call to `next()`.
    package func bytes(_ start: Int, _ stop: Int) -> UnsafeBufferPointer<UInt8> {
        guard start >= base, stop <= end, start <= stop else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: UnsafeBufferPointer(storage)[(start - base)..<(stop - base)])
    }

    /// The 1-based column, in characters, of absolute offset `offset` on the line starting at
    /// `lineStart`; 0 when that part of the line is no longer in memory.
    package mutating func column(of offset: Int, line: Int, lineStart: Int) -> Int {
        var from: Int
        var column: Int
        if columnCache.line == line, columnCache.offset <= offset, columnCache.offset >= base {
            from = columnCache.offset
            column = columnCache.column
        } else if lineStart >= base {
            from = lineStart
            column = 1
        } else {
            return 0
        }
        column += characters(from, min(offset, end))
        from = offset
        columnCache = (line, offset, column)
        return column
    }

    func characters(_ from: Int, _ to: Int) -> Int {
        guard to > from else { return 0 }
        if columnsCountBytes { return to - from }
        var n = 0
        for i in from..<to where byte(i) & 0xC0 != 0x80 { n += 1 }
        return n
    }

    /// Before bytes up to `newBase` are dropped: keep the column cache of the current line usable.
    mutating func advanceColumnCache(to newBase: Int) {
        guard columnCache.line == line, columnCache.offset < newBase, columnCache.offset >= base, lineStart <= columnCache.offset else { return }
        columnCache.column += characters(columnCache.offset, newBase)
        columnCache.offset = newBase
    }

    /// The bytes of the line starting at `lineStart`, if still in memory and at most 1,000 bytes long.
    package func lineBytes(from lineStart: Int) -> UnsafeBufferPointer<UInt8>? {
        guard lineStart >= base, lineStart <= end else { return nil }
        var i = lineStart
        while i < end, byte(i) != 0x0A {
            i += 1
            if i - lineStart > 1_000 { return nil }
        }
        if i > lineStart, byte(i - 1) == 0x0D { i -= 1 }
        return bytes(lineStart, i)
    }
}
