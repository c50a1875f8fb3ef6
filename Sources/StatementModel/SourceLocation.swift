import StatementResources

/// Where something was read: a file, a 1-based line and a 1-based column.
///
/// Column 0 means "the whole line"; line 0 means "the whole file".
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file:line`, or `file`, as compilers and hledger print them.
    public var description: String {
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
