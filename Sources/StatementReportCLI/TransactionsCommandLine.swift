import ArgumentParser
import StatementKit

/// A plain `statement-report transactions FILE... [--option value]...` read without ArgumentParser
/// (`PlainCommandLine`), as `ReportCommandLine` reads a report's: its reflection on the first run of
/// a process, and its time that grows with the square of the number of files, are spared. Anything
/// but the plain kind, or a `validate()` that throws, gives nil and ArgumentParser reads the line.
/// Debug builds check that ArgumentParser reads the same values (`StatementReportCommand.main`).
enum TransactionsCommandLine {
    typealias Field = PlainCommandLine.Field<Parts>

    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions()
        var command = TransactionsCommand()
    }

    /// The command's options: ArgumentParser's kebab-case name of each property, and the property.
    static let options: [(name: String, field: Field)] = PlainCommandLine.inputOptions() + [
        ("format", .text({ $0.command.format }, { $0.command.format = $1 })),
        ("output", .text({ $0.command.outputArgument }, { $0.command.outputArgument = $1 })),
        ("config", .text({ $0.command.config }, { $0.command.config = $1 })),
        ("keep-duplicates", .flag({ $0.command.keepDuplicates }, { $0.command.keepDuplicates = $1 })),
    ]

    static let names: [String: PlainCommandLine.Kind] = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.field.kind) })

    /// The command for `arguments` (without the program's name), validated, or nil.
    static func command(_ arguments: [String]) -> TransactionsCommand? {
        guard arguments.first == "transactions", let values = PlainCommandLine.values(arguments.dropFirst(), names: names) else { return nil }
        var parts = Parts()
        parts.input.files = values.files
        for (name, field) in options { field.set(&parts, name, from: values) }
        var command = parts.command
        command.input = parts.input
        do {
            try command.input.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// Every value of the command, for checking this reader against ArgumentParser.
    static func described(_ c: TransactionsCommand) -> String {
        let parts = Parts(input: c.input, command: c)
        return ([c.input.files as Any?] + options.map { $0.field.value(parts) }).map { String(describing: $0) }.joined(separator: "|")
    }
}
