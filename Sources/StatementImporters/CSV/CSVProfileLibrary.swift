import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The built-in profiles (`Resources/csv-profiles/*.yaml`) and the choice of one for a file.
///
/// A profile with `match.header` is chosen when one of the first 30 rows holds all of its names, in
/// that order (compared as header names are: no case, no accents, U+FFFD for a lost accent); the profile
/// naming the most columns wins. A profile with `match.firstLine` (files without header) is chosen when
/// the first row's fields have those kinds and the other rows `match.fields` fields.
public struct CSVProfileLibrary: Sendable {
    package let profiles: [(file: String, profile: CSVProfile)]
    /// Each profile's `match.header` names as `key` gives them, worked out once (nil: none).
    private let headerKeys: [[Key]?]

    /// A header name as `key` gives it, and whether it holds the wildcard `?` (a lost accent): without
    /// one on either side only the same bytes are the same name, a check of a few instructions (every
    /// file compares up to 30 rows of cells with every profile's names: thousands of comparisons).
    package typealias Key = (name: String, marked: Bool)

    package init(profiles: [(file: String, profile: CSVProfile)]) {
        self.profiles = profiles
        headerKeys = profiles.map { $0.profile.match?.header.map { $0.map { CSVProfileLibrary.marked(CSVProfileLibrary.key($0)) } } }
        hasDigits = headerKeys.contains { $0?.contains { CSVSample.hasDigit($0.name) } ?? false }
        longestName = headerKeys.reduce(0) { longest, keys in max(longest, keys?.filter { !$0.marked }.map(\.name.utf8.count).max() ?? 0) }
        names = Set(headerKeys.flatMap { $0 ?? [] }.filter { !$0.marked }.map(\.name))
    }

    /// Every profile's header names without a wildcard: the only cell names `match` looks up.
    private let names: Set<String>

    /// The bytes of the longest header name without a wildcard: a cell's name longer than that is no
    /// profile's name (a description, most often), and is not kept for the look-up below.
    private let longestName: Int

    /// Whether a profile's header name holds a digit (no built-in one does: a field with a digit then
    /// matches no profile's name, and is not normalised).
    private let hasDigits: Bool
    /// The key of a field with a digit when no profile name has one: it matches none (no wildcard).
    private static let digitKey: Key = ("0", false)

    package static func marked(_ name: String) -> Key {
        (name, name.utf8.contains(UInt8(ascii: "?")))
    }

    package static let standard: CSVProfileLibrary = {
        var profiles: [(String, CSVProfile)] = []
        for name in ResourceStore.names where name.hasPrefix("csv-profiles/") && name.hasSuffix(".yaml") {
            // The resources are checked by a test; a broken one is left out rather than stopping every import.
            // Their nodes were composed when the binary was built (`SimpleYAML.resource`).
            if let node = SimpleYAML.resource(name), let profile = try? CSVProfile.load(node: node) { profiles.append((name, profile)) }
        }
        return CSVProfileLibrary(profiles: profiles)
    }()

    /// A built-in profile by its file name (`lcl`, `bnp-paribas`), for `--profile NAME`.
    public static func named(_ name: String) -> CSVProfile? {
        standard.profiles.first { $0.file == "csv-profiles/\(name.lowercased()).yaml" }?.profile
    }

    /// The names `named` takes, sorted.
    public static var names: [String] {
        standard.profiles.map { String($0.file.dropFirst("csv-profiles/".count).dropLast(".yaml".count)) }.sorted()
    }

    /// The built-in profile for these rows, with `skipLines` and `header` set from where it matched.
    package func match(_ sample: CSVSample) -> CSVProfile? {
        var best: (profile: CSVProfile, score: Int)? = nil
        // A field longer than any header name is no header name: not worked out (a field of megabytes
        // would take seconds).
        let normalized = sample.rows.prefix(30).map { row in
            row.fields.indices.map { i in
                if !hasDigits, CSVSample.hasDigit(row.fields[i]) { return CSVProfileLibrary.digitKey }
                return CSVProfileLibrary.marked(row.fields[i].utf8.count > 200 ? "" : CSVProfileLibrary.key(row.name(i)))
            }
        }
        // The cells' names, when none has a lost accent: a profile with a name that no cell has is in no
        // row, found by look-ups rather than 30 rows of comparisons (26 profiles: 0.2 M instructions a
        // file). When a cell has a lost accent, every profile is compared as before, row by row.
        // Only names that could be a profile's go in: not too long, not a field with a digit (no profile
        // name has one then), not the name of the same column in the row before (`EUR`, an empty cell),
        // and one of the profiles' names (the set is asked only about those: a look-up in a fixed set
        // instead of an insert into one that grows with the cells).
        var cellNames: Set<String> = []
        var anyMarked = false
        for (r, cells) in normalized.enumerated() {
            for (c, cell) in cells.enumerated() {
                if cell.marked {
                    anyMarked = true
                } else if cell.name.utf8.count <= longestName, hasDigits || cell.name != CSVProfileLibrary.digitKey.name,
                    r == 0 || c >= normalized[r - 1].count || normalized[r - 1][c].name != cell.name, names.contains(cell.name)
                {
                    cellNames.insert(cell.name)
                }
            }
        }
        for (p, keys) in headerKeys.enumerated() {
            if let names = keys, !names.isEmpty {
                if !anyMarked, names.contains(where: { !$0.marked && !cellNames.contains($0.name) }) { continue }
                for (index, cells) in normalized.enumerated() where CSVProfileLibrary.contains(cells, inOrder: names) {
                    if best == nil || names.count > best!.score {
                        var chosen = profiles[p].profile
                        chosen.skipLines = index
                        chosen.header = true
                        best = (chosen, names.count)
                    }
                    break
                }
            } else if let match = profiles[p].profile.match, let kinds = match.firstLine, let first = sample.rows.first {
                let profile = profiles[p].profile
                guard first.fields.count == kinds.count,
                    zip(first.fields, kinds).allSatisfy({ CSVProfileLibrary.isKind($0, $1) })
                else { continue }
                if let fields = match.fields, CSVLayout.modalCount(Array(sample.rows.dropFirst())) != fields { continue }
                if best == nil || kinds.count > best!.score { best = (profile, kinds.count) }
            }
        }
        return best?.profile
    }

    /// A header name as profiles compare it: normalised, with the currency it names (`Montant(EUROS)`
    /// is not `Montant`).
    package static func key(_ name: String) -> String {
        key(CSVHeaderName.normalize(name))
    }

    package static func key(_ n: CSVHeaderName.Normal) -> String {
        n.currency.map { n.name + " (" + $0.code + ")" } ?? n.name
    }

    package static func contains(_ cells: [Key], inOrder names: [Key]) -> Bool {
        var i = 0
        for cell in cells where i < names.count && same(cell, names[i]) { i += 1 }
        return i == names.count
    }

    /// `CSVHeaderName.sameName`, told at once when neither name has a wildcard.
    private static func same(_ a: Key, _ b: Key) -> Bool {
        if a.marked || b.marked { return CSVHeaderName.sameName(a.name, b.name) }
        return a.name.utf8.count == b.name.utf8.count && a.name.utf8.elementsEqual(b.name.utf8)
    }

    package static func isKind(_ value: String, _ kind: String) -> Bool {
        let k = CSVValueKind.of(value)
        switch kind {
        case "any": return true
        case "empty": return k == .empty
        case "date": return k == .date
        case "amount": return k == .amount || k == .integer
        case "text": return k != .empty && k != .date
        default: return false
        }
    }
}
