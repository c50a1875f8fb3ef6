import Foundation

/// A message catalogue's entries as the build reads them, so that a run does not parse the JSON:
/// reading and validating the English catalogue's 34 files cost a monthly report about 8 million
/// instructions, on the first thread, before it could parse its command line.
///
/// The catalogue's rules (`Catalogue` in StatementLocalization): a value is a string, or an object
/// of plural forms whose `other` form is required and whose `one` form defaults to it (so `one` is
/// nil only for a plain text); any other value is left out. Entries sorted by key, so that the
/// generated source is stable.
enum CatalogueForm {
    static func entries(_ data: Data) -> [(key: String, one: String?, other: String)]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var list: [(key: String, one: String?, other: String)] = []
        for (key, value) in object {
            if let text = value as? String {
                list.append((key, nil, text))
            } else if let forms = value as? [String: String], let other = forms["other"] {
                list.append((key, forms["one"] ?? other, other))
            }
        }
        return list.sorted { $0.key < $1.key }
    }
}
