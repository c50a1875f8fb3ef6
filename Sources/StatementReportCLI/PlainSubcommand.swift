import ArgumentParser
import StatementKit

/// A command whose plain line (`statement-report WORDS FILE… --option value…`) `PlainCommandLine` reads
/// without ArgumentParser: `report` (the default command, its word optional), `transactions`, `inspect`,
/// `history import`.
///
/// ArgumentParser builds a command's arguments by reflection (`Mirror`, then a cast per property
/// wrapper and a `Decodable` pass); on the first run of a process the runtime looks up every one of
/// those types' conformances, about 40 million instructions — a quarter of a monthly report's whole
/// process. And its time grows with the square of the number of files. Anything but the plain kind —
/// help, the version, another subcommand, an unknown or repeated name, a value that is empty or
/// starts with `-`, a number that does not read, no file, or a `validate()` that throws — gives nil,
/// and ArgumentParser reads the line as before: its results, errors and help are the only ones a user
/// sees. Debug builds check that ArgumentParser reads the same values (`StatementReportCommand.main`),
/// so every line the CLI tests run compares the two.
protocol PlainSubcommand: ParsableCommand {
    associatedtype Parts: PlainCommandLine.Parts
    /// The words that name the command (`["history", "import"]`).
    static var words: [String] { get }
    /// The arguments after the command's words, nil when they do not name it.
    static func rest(of arguments: [String]) -> ArraySlice<String>?
    /// The command's options: ArgumentParser's kebab-case name of each property, and the property.
    static var options: [(name: String, field: PlainCommandLine.Field<Parts>)] { get }
    /// Parts with nothing set yet (a property ArgumentParser has not set cannot be read).
    static var emptyParts: Parts { get }
    /// The command of filled parts, and the parts of a command.
    init(parts: Parts)
    var parts: Parts { get }
    /// Every `validate()` ArgumentParser runs for the command: its option groups', then its own.
    mutating func validateAll() throws
}

extension PlainSubcommand {
    static func rest(of arguments: [String]) -> ArraySlice<String>? {
        arguments.starts(with: words) ? arguments.dropFirst(words.count) : nil
    }

    /// The command for `arguments` (without the program's name), validated, or nil.
    static func plain(_ arguments: [String]) -> Self? {
        guard let rest = rest(of: arguments) else { return nil }
        let names = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.field.kind) })
        guard let values = PlainCommandLine.values(rest, names: names) else { return nil }
        var parts = emptyParts
        parts.input.files = values.files
        for (name, field) in options { field.set(&parts, name, from: values) }
        var command = Self(parts: parts)
        do {
            try command.validateAll()
        } catch {
            return nil
        }
        return command
    }

    /// Every value of the command, for checking this reader against ArgumentParser.
    var described: String {
        let parts = parts
        return ([parts.input.files as Any?] + Self.options.map { $0.field.value(parts) }).map { String(describing: $0) }.joined(separator: "|")
    }

    /// Whether ArgumentParser's command holds the same values.
    func reads(as parsed: ParsableCommand) -> Bool {
        (parsed as? Self).map { $0.described == described } ?? false
    }
}

/// The commands read by `PlainSubcommand`, tried in turn.
enum PlainSubcommands {
    static let all: [any PlainSubcommand.Type] = [ReportCommand.self, TransactionsCommand.self, InspectCommand.self, HistoryImportCommand.self]

    static func command(_ arguments: [String]) -> (any PlainSubcommand)? {
        for type in all {
            if let command = type.plain(arguments) { return command }
        }
        return nil
    }
}
