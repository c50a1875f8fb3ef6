import StatementLocalization

/// Why the history file could not be used. The file is never changed when one of these is thrown.
public struct HistoryError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The file cannot be created, opened or read.
        case unreadable
        /// Not a history of this tool: a text file, another program's SQLite database, a damaged file.
        case foreign
        /// Written by a newer version of the tool (a schema this version does not know).
        case newer
        /// Another run holds the history's lock for longer than the wait allows.
        case busy
        /// SQLite refused a read or a write (disk full, I/O error).
        case database
    }

    public var kind: Kind
    /// The history file, as the user named it.
    public var path: String
    public var message: Message

    public init(_ kind: Kind, path: String, _ message: Message) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `path: error: message` in English.
    public var description: String { "\(path): error: \(message)" }
}
