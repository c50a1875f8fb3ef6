import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources
import Yams

/// How to read one bank's CSV export: what detection cannot guess, or what it guessed, written down.
///
/// A profile is YAML (`statement-report inspect FILE` prints the one it detected; `--profile FILE` reads
/// one back). Every field is optional: what a profile leaves out is detected.
///
/// ```yaml
/// name: Fortuneo
/// encoding: utf-8
/// separator: ";"
/// skipLines: 0
/// header: true
/// columns:
///   transactionDate: "Date opération"
///   valueDate: "Date valeur"
///   description: "libellé"
///   debit: "Débit"
///   credit: "Crédit"
/// dateFormat: dd/MM/yyyy
/// decimalMark: ","
/// debitSign: negative
/// currency: EUR
/// ```
///
/// Columns are named as in the header, or numbered from 1 (files without a header); a role may take a
/// list (`memo: [9, 10]` joins them). Built-in profiles (`Resources/csv-profiles/*.yaml`) add `match`:
/// the header names that recognise the bank's export, or for a file without header the kinds of its
/// first line's fields (`date`, `amount`, `text`, `empty`, `any`) and its number of fields per row.
public struct CSVProfile: ImporterProfile, Codable, Hashable, Sendable {
    public var name: String?
    public var match: Match?
    public var encoding: CSVEncoding?
    /// `;`, `,`, `tab` or `|`.
    public var separator: String?
    /// Lines before the header (or before the data, without header): the preamble.
    public var skipLines: Int?
    /// Whether a header row follows the skipped lines (default: detected).
    public var header: Bool?
    /// Role → column.
    public var columns: [String: CSVColumnReference]?
    /// As `--date-format` takes it: `dd/MM/yyyy`, `yyyy-MM-dd`, ...
    public var dateFormat: String?
    /// `,` or `.`: the decimal mark of the amount columns.
    public var decimalMark: String?
    /// Whether the debit column writes money out with a minus (`negative`) or without (`positive`).
    public var debitSign: DebitSign?
    /// Flip every sign (credit-card statements where purchases are positive).
    public var invert: Bool?
    /// The currency when the file names none (ISO 4217).
    public var currency: String?
    /// The account when the file names none.
    public var account: String?
    /// The account number written in a preamble line: `{line: 1, field: 3}`.
    public var accountLine: CSVFieldReference?

    public init() {}

    public enum DebitSign: String, Codable, Hashable, Sendable {
        case negative, positive
    }

    /// How a built-in profile recognises a file.
    public struct Match: Codable, Hashable, Sendable {
        /// Header names that must all be present, in this order (compared as `CSVHeaderName` normalises them).
        public var header: [String]?
        /// For a file without header: the kinds of the first line's fields (`date`, `amount`, `text`, `empty`, `any`).
        public var firstLine: [String]?
        /// For a file without header: fields per data row.
        public var fields: Int?
    }

    /// The profile's keys, in the order `yaml` writes them.
    package static let keys = [
        "name", "match", "encoding", "separator", "skipLines", "header", "columns", "dateFormat", "decimalMark",
        "debitSign", "invert", "currency", "account", "accountLine",
    ]
}

/// A column, by header name or by number (1-based), or several joined.
public enum CSVColumnReference: Codable, Hashable, Sendable {
    case name(String)
    case number(Int)
    case several([CSVColumnReference])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let n = try? container.decode(Int.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .name(s)
        } else {
            self = .several(try container.decode([CSVColumnReference].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .name(s): try container.encode(s)
        case let .number(n): try container.encode(n)
        case let .several(list): try container.encode(list)
        }
    }
}

/// A field of a given line: `{line: 1, field: 3}`.
public struct CSVFieldReference: Codable, Hashable, Sendable {
    public var line: Int
    public var field: Int

    public init(line: Int, field: Int) {
        self.line = line
        self.field = field
    }
}

/// Why a profile cannot be used: a message and where in the profile file.
public struct CSVProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: Message
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column): \(message)" }
}

extension CSVProfile {
    /// Reads a profile's YAML, checking every key and value; errors say where.
    public static func load(yaml: String) throws(CSVProfileError) -> CSVProfile {
        let node: Node
        do {
            guard let composed = try SimpleYAML.compose(yaml) else {
                throw CSVProfileError(message: Message("profile.empty"), line: 1, column: 1)
            }
            node = composed
        } catch let error as CSVProfileError {
            throw error
        } catch let error as YamlError {
            let (line, column, text) = CSVProfile.position(of: error)
            throw CSVProfileError(message: Message("profile.syntax", ["reason": .text(text)]), line: line, column: column)
        } catch {
            throw CSVProfileError(message: Message("profile.syntax", ["reason": .text("\(error)")]), line: 1, column: 1)
        }
        return try load(node: node)
    }

    /// A profile from a composed document (`SimpleYAML.compose`, or `SimpleYAML.resource` for a
    /// built-in one), checking every key and value.
    package static func load(node: Node) throws(CSVProfileError) -> CSVProfile {
        guard let mapping = node.mapping else { throw fail(node, Message("profile.notMapping")) }
        for (key, value) in mapping {
            guard let name = key.string, keys.contains(name) else {
                let name = key.string ?? ""
                let suggestion = keys.first { $0.lowercased() == name.lowercased() } ?? keys.first { $0.lowercased().hasPrefix(name.lowercased().prefix(4)) }
                throw fail(key, Message("profile.unknownKey", ["key": .text(name), "known": .text(suggestion ?? keys.joined(separator: ", "))]))
            }
            try check(name, value)
        }
        if let profile = read(node) { return profile }
        do {
            return try SimpleYAML.decoder.decode(CSVProfile.self, from: node)
        } catch {
            throw CSVProfileError(message: Message("profile.syntax", ["reason": .text("\(error)")]), line: 1, column: 1)
        }
    }

    package static func fail(_ node: Node, _ message: Message) -> CSVProfileError {
        CSVProfileError(message: message, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// Checks one top-level value, so that a mistake is reported where it is.
    package static func check(_ key: String, _ value: Node) throws(CSVProfileError) {
        func text() throws(CSVProfileError) -> String {
            guard let s = value.string else { throw fail(value, Message("profile.notText", ["key": .text(key)])) }
            return s
        }
        switch key {
        case "encoding":
            let s = try text()
            guard CSVEncoding(rawValue: s.lowercased()) != nil else {
                throw fail(value, Message("profile.badValue", ["key": .text(key), "value": .text(s), "known": .text(CSVEncoding.allCases.map(\.rawValue).joined(separator: ", "))]))
            }
        case "separator":
            let s = try text()
            guard CSVProfile.separatorByte(s) != nil else {
                throw fail(value, Message("profile.badValue", ["key": .text(key), "value": .text(s), "known": .text("\";\", \",\", tab, \"|\"")]))
            }
        case "skipLines":
            guard let n = value.int, n >= 0 else { throw fail(value, Message("profile.notCount", ["key": .text(key)])) }
        case "header", "invert":
            guard value.bool != nil else { throw fail(value, Message("profile.notBool", ["key": .text(key)])) }
        case "dateFormat":
            let s = try text()
            guard DatePattern(format: s) != nil else { throw fail(value, Message("csv.badDateFormat", ["format": .text(s)])) }
        case "decimalMark":
            let s = try text()
            guard s == "," || s == "." else {
                throw fail(value, Message("profile.badValue", ["key": .text(key), "value": .text(s), "known": .text("\",\", \".\"")]))
            }
        case "debitSign":
            let s = try text()
            guard DebitSign(rawValue: s) != nil else {
                throw fail(value, Message("profile.badValue", ["key": .text(key), "value": .text(s), "known": .text("negative, positive")]))
            }
        case "currency":
            let s = try text()
            guard Currency(code: s) != nil, s.count == 3 else { throw fail(value, Message("profile.badCurrency", ["value": .text(s)])) }
        case "columns":
            guard let columns = value.mapping else { throw fail(value, Message("profile.notMapping")) }
            for (role, reference) in columns {
                guard let r = role.string, CSVColumnRole(rawValue: r) != nil else {
                    throw fail(role, Message("profile.unknownRole", ["role": .text(role.string ?? ""), "known": .text(CSVColumnRole.allCases.map(\.rawValue).joined(separator: ", "))]))
                }
                try checkReference(reference)
            }
        case "accountLine":
            guard let m = value.mapping, let line = m["line"]?.int, let field = m["field"]?.int, line >= 1, field >= 1 else {
                throw fail(value, Message("profile.badAccountLine"))
            }
        case "match":
            guard value.mapping != nil else { throw fail(value, Message("profile.notMapping")) }
        default:
            break
        }
    }

    package static func checkReference(_ node: Node) throws(CSVProfileError) {
        if let list = node.sequence {
            for item in list { try checkReference(item) }
        } else if let n = node.int {
            guard n >= 1 else { throw fail(node, Message("profile.badColumnNumber")) }
        } else if node.string == nil {
            throw fail(node, Message("profile.badColumn"))
        }
    }

    /// `;`, `,`, `|`, a tab (`tab`, `\t` or the character).
    package static func separatorByte(_ s: String) -> UInt8? {
        switch s.lowercased() {
        case ";": return 0x3B
        case ",": return 0x2C
        case "|": return 0x7C
        case "tab", "\t", "\\t": return 0x09
        default: return nil
        }
    }

    package static func separatorText(_ b: UInt8) -> String { b == 0x09 ? "tab" : String(UnicodeScalar(b)) }

    package static func position(of error: YamlError) -> (Int, Int, String) {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return (mark.line, mark.column, problem)
        default:
            return (1, 1, "\(error)")
        }
    }
}
