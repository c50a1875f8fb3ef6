/// Quicken's and Microsoft Money's standard category names mapped to ours by
/// `Resources/import/qif-categories.yaml`: a whole path when it is listed (`Auto:Fuel` → `fuel`),
/// else the path's first part (`Utilities:Gas & Electric` → `utilities:Gas & Electric`), else the
/// name as written.
package enum QIFCategories {
    /// Name → key; an empty key for `~` (no category).
    static let table = ImportNameTable(keys: "import/qif-categories.yaml")

    /// The category for a QIF category text (its class after `/` already removed); nil for none.
    package static func key(_ text: String) -> String? {
        if let key = table[text] { return key.isEmpty ? nil : key }
        guard let colon = firstIndex(of: 0x3A, in: text), let key = table[String(text[..<colon])] else { return text }
        return key.isEmpty ? String(text[text.index(after: colon)...]) : key + text[colon...]
    }

    /// Where the ASCII character `mark` first is in `text`. An ASCII text is searched byte by byte, each
    /// byte a character there (a search by `Character` compares grapheme clusters: 3,300 instructions
    /// for a category's `/`); any other text by `Character`, where a mark followed by a combining mark is
    /// not the mark.
    package static func firstIndex(of mark: UInt8, in text: String) -> String.Index? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.firstIndex(of: mark) }
        return text.firstIndex(of: Character(Unicode.Scalar(mark)))
    }
}
