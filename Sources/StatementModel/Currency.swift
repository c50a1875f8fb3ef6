import StatementResources

/// A currency by its ISO 4217 code, with the number of digits of its minor unit.
///
/// The table of codes lives in `Resources/currencies.tsv` (every active ISO 4217 code, list one).
/// `XXX`, the ISO code for "no currency", stands for a file that names none.
public struct Currency: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The currency's row in `CurrencyTable.shared` (sorted by code). Two bytes, not the row's two
    /// texts and number: an amount is copied with every transaction, total and line of a report,
    /// and a copy of a `Currency` holding texts retained them (for the 44 currencies whose English
    /// name is longer than 15 bytes, a shared object that every thread retains and releases).
    let row: UInt16

    /// Three upper-case letters, as ISO 4217 writes them.
    public var code: String { CurrencyTable.shared.rows[Int(row)].code }
    /// Digits after the decimal point of the minor unit (EUR 2, JPY 0, BHD 3, CLF 4).
    /// Codes whose minor unit ISO gives as "N.A." (XAU, XDR, XXX, ...) use 2 for display.
    public var minorUnits: Int { CurrencyTable.shared.rows[Int(row)].minorUnits }
    /// The English name from the ISO table.
    public var name: String { CurrencyTable.shared.rows[Int(row)].name }

    /// The currency with this ISO 4217 code (any letter case), or nil when the code is not in the table.
    public init?(code: some StringProtocol) {
        let upper = code.uppercased()
        guard let entry = CurrencyTable.shared.byCode[upper] else { return nil }
        self = entry
    }

    init(row: UInt16) { self.row = row }

    /// No currency named by the source (ISO 4217 `XXX`). Reports show such amounts without a symbol.
    public static let unspecified = Currency(code: "XXX")!
    public static let euro = Currency(code: "EUR")!

    public var isUnspecified: Bool { self == .unspecified }

    /// Every currency of the table, by code.
    public static var all: [Currency] { CurrencyTable.shared.all }

    public var description: String { code }

    // The rows are sorted by code: comparing rows compares codes.
    public static func < (a: Currency, b: Currency) -> Bool { a.row < b.row }
    public static func == (a: Currency, b: Currency) -> Bool { a.row == b.row }
    public func hash(into hasher: inout Hasher) { hasher.combine(row) }
}

/// The ISO 4217 table, read once from the embedded resources.
package struct CurrencyTable: Sendable {
    /// One currency's line of the table.
    package struct Row: Sendable {
        package let code: String
        package let minorUnits: Int
        package let name: String
    }

    /// By code; a `Currency` is its row's place here.
    package let rows: [Row]
    package let all: [Currency]
    package let byCode: [String: Currency]

    package static let shared = CurrencyTable(tsv: ResourceStore.text("currencies.tsv") ?? "")

    package init(tsv: String) {
        var rows: [Row] = []
        var seen: Set<String> = []
        for line in tsv.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].count == 3, seen.insert(String(fields[0])).inserted else { continue }
            let digits = Int(fields[1]) ?? 2  // "N.A."
            rows.append(Row(code: String(fields[0]), minorUnits: digits, name: String(fields[2])))
        }
        rows.sort { $0.code < $1.code }
        precondition(rows.count <= Int(UInt16.max), "more currencies than a Currency can number")
        self.rows = rows
        all = rows.indices.map { Currency(row: UInt16($0)) }
        byCode = Dictionary(uniqueKeysWithValues: rows.indices.map { (rows[$0].code, Currency(row: UInt16($0))) })
    }
}
