extension Substring {
    /// Without the characters at its end that are a space alone, walked back from the end: what
    /// `reversed().drop(while: { $0 == " " }).reversed()` gives, without reversing the whole text
    /// twice (a chart's line a `Character` at a time, through two reversed views).
    ///
    /// In bytes when the spaces follow an ASCII byte or nothing: each is then a `Character` of its
    /// own (no character joins a space to what stands before it, and only a non-ASCII one, such as
    /// Arabic's U+0600, joins the next to itself), so the answer is the same. A padded table line,
    /// walked a `Character` at a time, cost some 10,000 instructions.
    package var droppingTrailingSpaces: Substring {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 else { break }
            end = before
        }
        if end == bytes.endIndex { return self }
        if end == bytes.startIndex || bytes[bytes.index(before: end)] < 0x80 { return self[..<end] }
        return droppingTrailingSpacesByCharacters
    }

    /// `droppingTrailingSpaces` a `Character` at a time.
    package var droppingTrailingSpacesByCharacters: Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == " " else { break }
            end = before
        }
        return self[..<end]
    }
}
