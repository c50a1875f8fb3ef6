import Foundation

/// The facts `../shared/corpus/expected.json` gives for each corpus file.
public struct CorpusExpectation: Sendable {
    public var path: String
    public var format: String
    public var transactions: Int
    /// Signed sum per currency code (`unspecified` when the file names none), as exact decimal text.
    public var sums: [String: String]
    public var earliest: String?
    public var latest: String?
    public var accountIDs: [String]
    public var statements: Int
    public var status: String

    /// Every entry of expected.json, or an empty list when the corpus is not there.
    public static func all() -> [CorpusExpectation] {
        let url = Paths.corpus.appending(path: "expected.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let files = root["files"] as? [String: [String: Any]]
        else { return [] }
        return files.keys.sorted().compactMap { path in
            guard let entry = files[path], let expected = entry["expected"] as? [String: Any] else { return nil }
            return CorpusExpectation(
                path: path, format: entry["format"] as? String ?? "",
                transactions: expected["transactions"] as? Int ?? 0,
                sums: expected["sum_by_currency"] as? [String: String] ?? [:],
                earliest: expected["earliest_posted"] as? String, latest: expected["latest_posted"] as? String,
                accountIDs: expected["account_ids"] as? [String] ?? [], statements: expected["statements"] as? Int ?? 0,
                status: entry["status"] as? String ?? "")
        }
    }

    public var url: URL { Paths.corpus.appending(path: path) }
}
