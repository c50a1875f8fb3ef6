import StatementImport
import StatementLocalization
import StatementModel

/// Why the configuration file could not be used, and where.
///
/// Like `ImportError`: a kind, a 1-based line and column (in characters), a catalogue message and the
/// text of the offending line, so the CLI prints `statement-report.yaml:12:5: error: ...` and a caret.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The file cannot be opened or read, or is not UTF-8.
        case unreadable
        /// Not valid YAML (a bad indentation, an unclosed quote, a key given twice).
        case syntax
        /// Valid YAML that does not say what the tool understands (an unknown key, a bad amount,
        /// percentages that do not add up to 100, a person nobody declared).
        case invalid
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
