/// Tests on eight bytes at once, read as one little-endian `UInt64`, for the writers that copy text
/// while no byte needs care (the ledger's lines, JSON strings, the text report). Each test answers
/// with the high bit of the bytes it found; a borrow can flag bytes above the first one found, never
/// hide one, so "none flagged" is exact.
/// (`CSVReader.matches` is the importers' copy of `matches`, kept in their module: a call across
/// modules would not be inlined in their row loop.)
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of the bytes of `word` equal to `byte` (a match leaves a zero byte, which borrows).
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// The high bit of the ASCII bytes of `word` below `limit` (at most 0x80): they borrow when
    /// `limit` is taken away.
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }
}
