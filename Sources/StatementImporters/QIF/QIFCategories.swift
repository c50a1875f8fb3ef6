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
        guard let colon = text.firstIndex(of: ":"), let key = table[String(text[..<colon])] else { return text }
        return key.isEmpty ? String(text[text.index(after: colon)...]) : key + text[colon...]
    }
}
