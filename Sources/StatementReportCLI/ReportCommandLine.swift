import ArgumentParser
import StatementKit

/// A plain `statement-report [report] FILE... [--option value]...` read without ArgumentParser.
///
/// ArgumentParser builds a command's arguments by reflection (`Mirror`, then a cast per property
/// wrapper and a `Decodable` pass); on the first run of a process the runtime looks up every one of
/// those types' conformances, about 40 million instructions — a quarter of a monthly report's whole
/// process. This reads the common case itself: files, the report's long options each given once (a
/// list option as often as wanted), `-o` and `-q`, values as separate arguments or after `=`.
/// Anything else — help, the version, `--`, another subcommand, an unknown or repeated name, a value
/// that is empty or starts with `-`, a number that does not read, no file, or a `validate()` that
/// throws — gives nil, and ArgumentParser reads the line as before: its results, errors and help are
/// the only ones a user sees. Debug builds check that ArgumentParser reads the same values
/// (`StatementReportCommand.main`), so every report the CLI tests run compares the two.
enum ReportCommandLine {
    typealias Field = PlainCommandLine.Field<Parts>

    /// The command's parts as they are filled: its option groups apart, since a group ArgumentParser
    /// has not set cannot be read.
    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions(), output = OutputOptions(), email = EmailOptions(), history = HistoryOption()
        var command = ReportCommand()
    }

    /// The report's options, once: ArgumentParser's kebab-case name of each property, and the property.
    static let options: [(name: String, field: Field)] = PlainCommandLine.inputOptions() + [
        ("format", .text({ $0.output.format }, { $0.output.format = $1 })),
        ("output", .text({ $0.output.output }, { $0.output.output = $1 })),
        ("output-dir", .text({ $0.output.outputDir }, { $0.output.outputDir = $1 })),
        ("name", .text({ $0.output.name }, { $0.output.name = $1 })),
        ("each", .flag({ $0.output.each }, { $0.output.each = $1 })),
        ("mail-to", .list({ $0.email.mailTo }, { $0.email.mailTo = $1 })),
        ("mail-cc", .list({ $0.email.mailCc }, { $0.email.mailCc = $1 })),
        ("mail-bcc", .list({ $0.email.mailBcc }, { $0.email.mailBcc = $1 })),
        ("mail-from", .text({ $0.email.mailFrom }, { $0.email.mailFrom = $1 })),
        ("subject", .text({ $0.email.subject }, { $0.email.subject = $1 })),
        ("attach", .text({ $0.email.attach }, { $0.email.attach = $1 })),
        ("crlf", .flag({ $0.email.crlf }, { $0.email.crlf = $1 })),
        ("history", .text({ $0.history.history }, { $0.history.history = $1 })),
        ("config", .text({ $0.command.config }, { $0.command.config = $1 })),
        ("title", .text({ $0.command.title }, { $0.command.title = $1 })),
        ("max-transactions", .number({ $0.command.maxTransactions }, { $0.command.maxTransactions = $1 })),
        ("from", .text({ $0.command.from }, { $0.command.from = $1 })),
        ("to", .text({ $0.command.to }, { $0.command.to = $1 })),
        ("account", .list({ $0.command.account }, { $0.command.account = $1 })),
        ("sections", .text({ $0.command.sections }, { $0.command.sections = $1 })),
        ("explain", .flag({ $0.command.explain }, { $0.command.explain = $1 })),
        ("keep-duplicates", .flag({ $0.command.keepDuplicates }, { $0.command.keepDuplicates = $1 })),
        ("depth", .number({ $0.command.depth }, { $0.command.depth = $1 })),
        ("base-currency", .text({ $0.command.baseCurrency }, { $0.command.baseCurrency = $1 })),
        ("rates", .text({ $0.command.rates }, { $0.command.rates = $1 })),
        ("template", .text({ $0.command.template }, { $0.command.template = $1 })),
        ("jobs", .number({ $0.command.jobs }, { $0.command.jobs = $1 })),
    ]

    /// The options' kinds by name.
    static let names: [String: PlainCommandLine.Kind] = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.field.kind) })

    /// The report command for `arguments` (without the program's name), validated, or nil.
    static func command(_ arguments: [String]) -> ReportCommand? {
        guard let values = values(arguments) else { return nil }
        var command = make(values)
        do {
            try command.input.validate()
            try command.output.validate()
            try command.email.validate()
            try command.history.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// The names and files, or nil when the line is not of the plain kind (`report` first, or no command).
    static func values(_ arguments: [String]) -> PlainCommandLine.Values? {
        PlainCommandLine.values(arguments.first == "report" ? arguments.dropFirst() : arguments[...], names: names)
    }

    /// The command with every property set (a property ArgumentParser has not set cannot be read).
    static func make(_ values: PlainCommandLine.Values) -> ReportCommand {
        var parts = Parts()
        parts.input.files = values.files
        for (name, field) in options { field.set(&parts, name, from: values) }
        var command = parts.command
        (command.input, command.output, command.email, command.history) = (parts.input, parts.output, parts.email, parts.history)
        return command
    }

    /// Every value of the command, for checking this reader against ArgumentParser.
    static func described(_ c: ReportCommand) -> String {
        let parts = Parts(input: c.input, output: c.output, email: c.email, history: c.history, command: c)
        return ([c.input.files as Any?] + options.map { $0.field.value(parts) }).map { String(describing: $0) }.joined(separator: "|")
    }
}
