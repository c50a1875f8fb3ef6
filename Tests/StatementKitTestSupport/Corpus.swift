import Foundation

/// The corpus of real statement files, in two places: the copies kept in the repository
/// (`Tests/StatementKitTests/Fixtures/corpus`: the files whose licence allows it, listed in its
/// `SOURCES.md`), and the whole shared corpus (`../shared/corpus` beside the clone), when it is there.
/// A file is read from the fixtures first, else from the shared corpus.
public enum Corpus {
    /// The copies kept in the repository.
    public static var fixtures: URL { Paths.fixtures().appending(path: "corpus") }

    /// The shared corpus beside the clone (`../shared/corpus`), which may be absent.
    public static var shared: URL { Paths.corpus }

    /// Whether `../shared/corpus` (with its `expected.json`) is beside the clone.
    public static let sharedIsPresent: Bool = FileManager.default.fileExists(atPath: shared.appending(path: "expected.json").path)

    /// Where the corpus file `path` (`camt/x.xml`) is read from: its copy in the fixtures when there
    /// is one, else the shared corpus (which may not exist: the test then fails on a missing file).
    public static func url(_ path: String) -> URL {
        let copy = fixtures.appending(path: path)
        return FileManager.default.fileExists(atPath: copy.path) ? copy : shared.appending(path: path)
    }

    /// The files copied into the repository, with their facts (`Fixtures/corpus/expected.json`).
    public static let copied: [CorpusExpectation] = CorpusExpectation.load(fixtures.appending(path: "expected.json"))

    /// The paths of the copied files in a folder of the corpus (`camt`, `ofx-sgml`, ...), or all of them.
    public static func copiedPaths(in folders: String...) -> [String] {
        copied.map(\.path).filter { folders.isEmpty || folders.contains(folder(of: $0)) }
    }

    /// A corpus file that is not copied into the repository, as `SOURCES.md` lists it.
    public struct NotCopied: Sendable, Equatable {
        public var path: String
        public var licence: String
    }

    /// Every corpus statement file that `SOURCES.md` lists as not copied (its licence does not allow it).
    public static let notCopied: [NotCopied] = SourcesList.rows(section: "Not copied").map { NotCopied(path: $0.path, licence: $0.licence) }

    /// The paths `SOURCES.md` lists as copied (checked against the files and `expected.json`).
    public static let listedAsCopied: [(path: String, licence: String)] = SourcesList.rows(section: "Copied")

    /// The paths of the files that are not copied, in a folder of the corpus (`csv`, `json`, ...) or all of them.
    public static func notCopiedPaths(in folders: String...) -> [String] {
        notCopied.map(\.path).filter { folders.isEmpty || folders.contains(folder(of: $0)) }
    }

    /// Why a test over files that are not copied is skipped when `../shared/corpus` is absent:
    /// how many files go unchecked, and their licences.
    public static func notCopiedReason(in folders: String...) -> String {
        let files = notCopied.filter { folders.isEmpty || folders.contains(folder(of: $0.path)) }
        var licences = Set<String>()
        for file in files {
            let first = file.licence.split(separator: " ").first.map(String.init) ?? file.licence
            for name in first.split(separator: "/") { licences.insert(name == "none" ? "none declared" : String(name)) }
        }
        let which = folders.isEmpty ? "" : " of " + folders.map { $0 + "/" }.joined(separator: ", ")
        return "../shared/corpus is not beside this clone: \(files.count) corpus files\(which) whose licence does not allow "
            + "copying them here (\(licences.sorted().joined(separator: ", ")); see Tests/StatementKitTests/Fixtures/corpus/SOURCES.md) "
            + "are not checked"
    }

    /// `camt` for `camt/x.xml`.
    public static func folder(of path: String) -> String {
        path.split(separator: "/").first.map(String.init) ?? ""
    }
}

/// The facts `expected.json` gives for each corpus file (the shared one, and the subset kept with the fixtures).
public struct CorpusExpectation: Sendable {
    public var path: String
    public var format: String
    public var transactions: Int
    /// Signed sum per currency code (`unspecified` when the file names none), as exact decimal text.
    public var sums: [String: String]
    public var earliest: String?
    public var latest: String?
    /// The account ids and the statement count, when the facts give them (the files added for issue 17 have none).
    public var accountIDs: [String]?
    public var statements: Int?
    public var status: String
    /// Who gave the facts: a peer parser of the shared corpus (`ofxtools`, `camt-etree`...), or
    /// `issue-17-facts` for the files found for issue 17, which are not in the shared corpus.
    public var expectedFrom: String

    /// Whether the file is one of the shared corpus's (else one found for issue 17, copied from its repository).
    public var isFromSharedCorpus: Bool { expectedFrom != "issue-17-facts" }

    /// Every corpus file that can be read here: the copied ones, and those of `../shared/corpus`
    /// when it is present. Sorted by path.
    public static func all() -> [CorpusExpectation] { everything }

    /// The facts for one corpus file, or nil when it can be read from neither place.
    public static func named(_ path: String) -> CorpusExpectation? { everything.first { $0.path == path } }

    /// The facts of `../shared/corpus/expected.json`, or an empty list when the shared corpus is absent.
    public static let shared: [CorpusExpectation] = load(Corpus.shared.appending(path: "expected.json"))

    private static let everything: [CorpusExpectation] = {
        let copied = Set(Corpus.copied.map(\.path))
        return (Corpus.copied + shared.filter { !copied.contains($0.path) }).sorted { $0.path < $1.path }
    }()

    /// The entries of an `expected.json`, or an empty list when the file is not there.
    static func load(_ url: URL) -> [CorpusExpectation] {
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
                accountIDs: expected["account_ids"] as? [String], statements: expected["statements"] as? Int,
                status: entry["status"] as? String ?? "", expectedFrom: entry["expected_from"] as? String ?? "")
        }
    }

    /// The copy in the fixtures when there is one, else the file of the shared corpus.
    public var url: URL { Corpus.url(path) }

    /// Whether the file was copied into the repository.
    public var isCopied: Bool { Corpus.copied.contains { $0.path == path } }
}

/// The tables of `Fixtures/corpus/SOURCES.md`: one row per file, the path first (in backticks) and
/// the licence last.
enum SourcesList {
    static func rows(section: String) -> [(path: String, licence: String)] {
        let url = Corpus.fixtures.appending(path: "SOURCES.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var inSection = false
        var rows: [(String, String)] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                inSection = line.dropFirst(3).hasPrefix(section + " (") || line.dropFirst(3) == section
                continue
            }
            guard inSection, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, let licence = cells.last else { continue }
            rows.append((first.trimmingCharacters(in: CharacterSet(charactersIn: "`")), licence))
        }
        return rows
    }
}
