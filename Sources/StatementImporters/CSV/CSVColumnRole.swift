import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What a column of a statement file holds, as the importer uses it.
///
/// The raw values are the names profiles use (`date: "Date opération"` in a profile's `columns`).
public enum CSVColumnRole: String, CaseIterable, Codable, Sendable, Hashable {
    /// The booking date.
    case date
    case valueDate
    /// The day of the operation (card payment, order): the booking date when there is no `date` column
    /// or when a row's `date` is empty (a pending row).
    case transactionDate
    case description, payee, memo, reference
    /// The source's own transaction identifier.
    case id
    case category
    /// A signed amount (or unsigned, with a `direction` column).
    case amount
    /// Money out (with or without a minus: decided from all values) and money in.
    case debit, credit
    /// D/C, DR/CR, Debit/Credit, Af/Bij, S/H: the sign of an unsigned `amount`.
    case direction
    /// A fee not included in the amount (Revolut): the transaction is amount − |fee|.
    case fee
    case currency, originalAmount, originalCurrency
    /// A running balance: recognised so that it is never taken for the amount.
    case balance
    case account, accountName
    /// Pending, completed, declined.
    case status
    /// The bank's kind of operation (card, transfer, direct debit).
    case type
    case counterpartyAccount

    /// Roles whose values are amounts.
    public var isAmount: Bool {
        switch self {
        case .amount, .debit, .credit, .fee, .originalAmount, .balance: return true
        default: return false
        }
    }

    /// Roles whose values are dates.
    public var isDate: Bool { self == .date || self == .valueDate || self == .transactionDate }
}

/// Column roles found from header names in English, French, German, Spanish and Dutch
/// (`Resources/csv/columns.yaml`).
public struct CSVColumnRoles: Sendable {
    /// What a header name says.
    public struct Match: Sendable, Hashable {
        public var role: CSVColumnRole
        /// `net` or `gross` for amount columns that PayPal-like exports give side by side, else nil.
        public var amountKind: AmountKind?
        /// The languages that use this name (`en`, `fr`, `de`, `es`, `nl`).
        public var languages: Set<String>
        /// A currency the header names (`Montant (EUR)`), else nil.
        public var currency: Currency?
    }

    /// Net and gross amounts: net wins over a plain amount, a plain amount over gross.
    public enum AmountKind: String, Sendable, Hashable {
        case net, gross
    }

    /// Normalised name → role, amount kind and languages.
    package let table: [String: (role: CSVColumnRole, kind: AmountKind?, languages: Set<String>)]
    /// Whether a name of the table holds a digit (none of `columns.yaml` does: a field with a digit
    /// names no role, and detection does not normalise it).
    package let hasDigits: Bool
    /// The table's names as scalars, in the order of their names (sorted once: a name with a lost accent
    /// takes the first that fits).
    private let sortedNames: [(scalars: [Unicode.Scalar], role: CSVColumnRole, kind: AmountKind?, languages: Set<String>)]

    /// The table of the embedded resources.
    public static let standard = CSVColumnRoles(lists: SimpleYAML.nestedLists(node: SimpleYAML.resource("csv/columns.yaml")))

    package init(yaml: String) {
        self.init(lists: SimpleYAML.nestedLists(yaml))
    }

    /// Role → language → names, as `SimpleYAML.nestedLists` reads `columns.yaml`.
    package init(lists: [(String, [(String, [String])])]) {
        var table: [String: (role: CSVColumnRole, kind: AmountKind?, languages: Set<String>)] = [:]
        for (key, languages) in lists {
            let kind = AmountKind(rawValue: key)
            guard let role = kind != nil ? .amount : CSVColumnRole(rawValue: key) else { continue }
            for (language, names) in languages {
                for name in names {
                    let normal = CSVHeaderName.normalize(name).name
                    var entry = table[normal] ?? (role, kind, [])
                    entry.languages.insert(language)
                    table[normal] = entry
                }
            }
        }
        self.table = table
        hasDigits = table.keys.contains { CSVSample.hasDigit($0) }
        sortedNames = table.sorted(by: { $0.key < $1.key }).map { (Array($0.key.unicodeScalars), $0.value.role, $0.value.kind, $0.value.languages) }
    }

    /// The role a header name gives, or nil when the name is not known.
    public func match(_ header: String) -> Match? {
        match(normalized: CSVHeaderName.normalize(header))
    }

    /// The role a name already normalised (`CSVHeaderName.normalize`) gives.
    package func match(normalized normal: CSVHeaderName.Normal) -> Match? {
        guard !normal.name.isEmpty else { return nil }
        if let entry = table[normal.name] {
            return Match(role: entry.role, amountKind: entry.kind, languages: entry.languages, currency: normal.currency)
        }
        // Accents lost on the way (U+FFFD): each one stands for one letter.
        guard normal.name.unicodeScalars.contains(CSVHeaderName.wildcard) else { return nil }
        let pattern = Array(normal.name.unicodeScalars)
        for entry in sortedNames {
            let candidate = entry.scalars
            guard candidate.count == pattern.count else { continue }
            if zip(pattern, candidate).allSatisfy({ $0 == $1 || ($0 == CSVHeaderName.wildcard && $1.properties.isAlphabetic) }) {
                return Match(role: entry.role, amountKind: entry.kind, languages: entry.languages, currency: normal.currency)
            }
        }
        return nil
    }

    /// Every normalised name and its role (for tests and documentation).
    public var names: [String: CSVColumnRole] { table.mapValues(\.role) }
}

/// Header names compared the way people read them.
public enum CSVHeaderName {
    /// What U+FFFD becomes in a normalised name: one unknown letter.
    package static let wildcard: Unicode.Scalar = "?"

    /// A normalised name and the currency it named.
    package typealias Normal = (name: String, currency: Currency?)

    /// `Date opération` → `date operation`; `dateOp` → `date op`; `Montant (EUR)` → `montant` and EUR;
    /// `Débit euros` → `debit` and EUR; `D/C` → `d c`; U+FFFD → `?`.
    public static func normalize(_ raw: String) -> (name: String, currency: Currency?) {
        var words = latinWords(raw) ?? unicodeWords(raw)
        // A time zone at the end says when, not what: "Settlement date (UTC)".
        if words.count >= 2, let last = words.last, ["utc", "gmt", "cet", "cest"].contains(last) { words.removeLast() }
        // A currency at the end: "(EUR)", "EUR", "€", "euros", "en euros", "in EUR".
        var currency: Currency? = nil
        if words.count >= 2, let last = words.last {
            var code: String? = nil
            switch last {
            case "€", "euro", "euros": code = "EUR"
            case "$": code = "USD"
            case "£": code = "GBP"
            default:
                // An ISO code written in capitals: "Amount (GBP)", "Betrag EUR". The code is looked up
                // before the raw text is split by characters: most 3-letter last words are no currency
                // (`SAS`, `SCI`: the description cells of detection's sample).
                if last.count == 3, let c = Currency(code: last.uppercased()), !c.isUnspecified,
                    raw.split(whereSeparator: { !$0.isLetter }).contains(Substring(last.uppercased()))
                {
                    code = last.uppercased()
                }
            }
            if let code, let c = Currency(code: code), !c.isUnspecified {
                currency = c
                words.removeLast()
                if words.count >= 2, let l = words.last, ["en", "in", "of"].contains(l) { words.removeLast() }
            }
        }
        return (words.joined(separator: " "), currency)
    }

    /// The words of a name, folded: camelCase split, letters and digits kept, `€ $ £` words of their own.
    package static func unicodeWords(_ raw: String) -> [String] {
        // Split camelCase first, while the case is still there.
        var spaced = ""
        var previous: Character? = nil
        for c in raw {
            if let p = previous, p.isLowercase, c.isUppercase { spaced.append(" ") }
            spaced.append(c)
            previous = c
        }
        var words: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for scalar in spaced.unicodeScalars {
            // ASCII as `fold` and the letters' property give it, without asking Unicode's tables.
            if scalar.isASCII {
                if let kept = asciiNameByte(UInt8(scalar.value)) {
                    word.unicodeScalars.append(Unicode.Scalar(kept))
                } else if scalar == "$" {
                    flush()
                    words.append("$")
                } else {
                    flush()
                }
                continue
            }
            if scalar == "\u{FFFD}" {
                word.unicodeScalars.append(wildcard)
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word += fold(scalar)
            } else if scalar == "€" || scalar == "$" || scalar == "£" {
                flush()
                words.append(String(scalar))
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// A letter folded to lower case without its accent (`É` → `e`, `ß` → `ss`).
    package static func fold(_ scalar: Unicode.Scalar) -> String {
        let lower = String(scalar).lowercased()
        var out = ""
        for s in lower.unicodeScalars {
            switch s {
            case "à", "á", "â", "ã", "ä", "å": out += "a"
            case "ç": out += "c"
            case "è", "é", "ê", "ë": out += "e"
            case "ì", "í", "î", "ï": out += "i"
            case "ñ": out += "n"
            case "ò", "ó", "ô", "õ", "ö": out += "o"
            case "ù", "ú", "û", "ü": out += "u"
            case "ý", "ÿ": out += "y"
            case "ß": out += "ss"
            case "œ": out += "oe"
            case "æ": out += "ae"
            default:
                // Combining marks (a decomposed accent) vanish.
                if s.properties.generalCategory != .nonspacingMark { out.unicodeScalars.append(s) }
            }
        }
        return out
    }
}
