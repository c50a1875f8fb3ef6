import StatementLocalization
import StatementModel

/// Why a file could not be imported, and where.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The file cannot be opened or read (missing, a folder, no permission).
        case unreadable
        /// The file holds nothing to read.
        case empty
        /// No importer recognises the content.
        case unrecognized
        /// The content breaks the format's rules (a bad amount, a bad date, a truncated document).
        case malformed
        /// Valid, but something the tool does not import (an investment position, a DTD).
        case unsupported
        /// Refused for safety (XML with a DTD or entities).
        case refused
        /// The bank's own error response (OFX `<CODE>` not 0).
        case bankError
        /// Past a documented limit (nesting depth, field size).
        case limit
        /// An option or profile that cannot apply.
        case invalidOption
    }

    public var kind: Kind
    public var location: SourceLocation
    public var message: Message
    /// The text of the offending line, shown under the message with a caret at the column.
    public var lineText: String?

    public init(_ kind: Kind, _ message: Message, at location: SourceLocation, lineText: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.lineText = lineText
    }

    /// `file:line:column: error: message` in English.
    public var description: String { "\(location): error: \(message)" }
}

/// A row that was not imported, or a remark about one: where, why, and its text.
public struct RowNote: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A line before the header (account number, period, "Solde au ...").
        case preamble
        /// A line after the data (totals, closing balance).
        case summary
        /// A movement the source itself marks as not happened (a declined card payment).
        case declined
        /// A record of a kind the tool does not import (a QIF investment trade), said with its reason.
        case unsupported
        /// A row that could not be read: not imported.
        case rejected
        /// Imported, but something deserves a look (a duplicate id, a reversal).
        case warning
    }

    public var kind: Kind
    public var location: SourceLocation
    public var reason: Message
    public var lineText: String?

    public init(_ kind: Kind, at location: SourceLocation, _ reason: Message, lineText: String? = nil) {
        self.kind = kind
        self.location = location
        self.reason = reason
        self.lineText = lineText
    }
}

/// What happened to every row of one input file.
///
/// Nothing is lost: `rowsRead == imported + skipped.count + rejected.count`, where a row is a
/// line of data (CSV), a transaction element (OFX `STMTTRN`, camt `Ntry`/`TxDtls`) or an item (JSON).
public struct ImportRecord: Hashable, Sendable {
    public var file: String
    public var format: String
    public var rowsRead = 0
    public var imported = 0
    /// Rows read but not movements: preamble, summary, declined, unsupported.
    public var skipped: [RowNote] = []
    /// Rows that could not be read.
    public var rejected: [RowNote] = []
    /// Remarks about imported rows or the file.
    public var warnings: [RowNote] = []
    /// What the importer detected, in order, for `statement-report inspect` (encoding, separator, ...).
    public var detected: [Detection] = []
    /// Imported rows the report left out as copies of rows of a file read before (several files
    /// read together, without `--keep-duplicates`); they are among `imported`.
    public var duplicates = 0

    public init(file: String, format: String) {
        self.file = file
        self.format = format
    }

    /// Whether every row read is accounted for.
    public var isBalanced: Bool { rowsRead == imported + skipped.count + rejected.count }

    public mutating func skip(_ kind: RowNote.Kind, at location: SourceLocation, _ reason: Message, lineText: String? = nil) {
        rowsRead += 1
        skipped.append(RowNote(kind, at: location, reason, lineText: lineText))
    }

    public mutating func reject(at location: SourceLocation, _ reason: Message, lineText: String? = nil) {
        rowsRead += 1
        rejected.append(RowNote(.rejected, at: location, reason, lineText: lineText))
    }

    public mutating func warn(at location: SourceLocation, _ reason: Message, lineText: String? = nil) {
        warnings.append(RowNote(.warning, at: location, reason, lineText: lineText))
    }

    /// A technical value, the same in every language (`USASCII`, `camt.053.001.08`, an IBAN).
    public mutating func note(_ name: String, _ value: String) {
        detected.append(Detection(name: name, value: value))
    }

    /// A value that is a sentence, said in the reader's language by `inspect`.
    public mutating func note(_ name: String, _ text: Message) {
        detected.append(Detection(name: name, text: text))
    }
}

/// One decision an importer took about a file (`encoding: windows-1252`).
///
/// `name` is the machine name (English, stable: `ViewText.formatName` looks for `message`);
/// `inspect` says it through the catalogue key `inspectNote.<name in camelCase>`. `value` is the
/// English text; `text`, when the value is a sentence, says it in any language.
public struct Detection: Hashable, Sendable {
    public var name: String
    private var plain: String
    public var text: Message?

    package init(name: String, value: String) {
        self.name = name
        self.plain = value
    }

    package init(name: String, text: Message) {
        self.name = name
        self.plain = ""
        self.text = text
    }

    /// The value in English (a technical value as the file writes it).
    public var value: String { text?.description ?? plain }

    /// Equal when the name and the English value are.
    public static func == (a: Detection, b: Detection) -> Bool { a.name == b.name && a.value == b.value }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }

    /// The catalogue key of the name: `inspectNote.headerEncoding` for `header encoding`.
    public var nameKey: String {
        var key = "inspectNote."
        var upper = false
        for c in name {
            if c == " " { upper = true; continue }
            key += upper ? c.uppercased() : String(c)
            upper = false
        }
        return key
    }
}
