import StatementResources

/// A currency by its ISO 4217 code, with the number of digits of its minor unit.
///
/// The table of codes lives in `Resources/currencies.tsv` (every active ISO 4217 code, list one).
/// `XXX`, the ISO code for "no currency", stands for a file that names none.
public struct Currency: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Three upper-case letters, as ISO 4217 writes them.
    public let code: String
    /// Digits after the decimal point of the minor unit (EUR 2, JPY 0, BHD 3, CLF 4).
    /// Codes whose minor unit ISO gives as "N.A." (XAU, XDR, XXX, ...) use 2 for display.
    public let minorUnits: Int
    /// The English name from the ISO table.
    public let name: String

    /// The currency with this ISO 4217 code (any letter case), or nil when the code is not in the table.
    public init?(code: some StringProtocol) {
        let upper = code.uppercased()
        guard let entry = CurrencyTable.shared.byCode[upper] else { return nil }
        self = entry
    }

    package init(code: String, minorUnits: Int, name: String) {
        self.code = code
        self.minorUnits = minorUnits
        self.name = name
    }

    /// No currency named by the source (ISO 4217 `XXX`). Reports show such amounts without a symbol.
    public static let unspecified = Currency(code: "XXX")!
    public static let euro = Currency(code: "EUR")!

    public var isUnspecified: Bool { code == "XXX" }

    /// Every currency of the table, by code.
    public static var all: [Currency] { CurrencyTable.shared.all }

    public var description: String { code }

    public static func < (a: Currency, b: Currency) -> Bool { a.code < b.code }
    public static func == (a: Currency, b: Currency) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// The ISO 4217 table, read once from the embedded resources.
package struct CurrencyTable: Sendable {
    package let all: [Currency]
    package let byCode: [String: Currency]

    package static let shared = CurrencyTable(tsv: ResourceStore.text("currencies.tsv") ?? "")

    package init(tsv: String) {
        var all: [Currency] = []
        for line in tsv.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].count == 3 else { continue }
            let digits = Int(fields[1]) ?? 2  // "N.A."
            all.append(Currency(code: String(fields[0]), minorUnits: digits, name: String(fields[2])))
        }
        self.all = all.sorted()
        self.byCode = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
