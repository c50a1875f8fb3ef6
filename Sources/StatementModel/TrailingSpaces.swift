extension Substring {
    /// Without the characters at its end that are a space alone, walked back from the end: what
    /// `reversed().drop(while: { $0 == " " }).reversed()` gives, without reversing the whole text
    /// twice (a chart's line a `Character` at a time, through two reversed views).
    package var droppingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == " " else { break }
            end = before
        }
        return self[..<end]
    }
}
