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
    enum Kind { case flag, text, number, list }

    /// The command's parts as they are filled: its option groups apart, since a group ArgumentParser
    /// has not set cannot be read. Written by closures, not key paths: a key path's write reads the
    /// property first, which an option not set yet does not allow.
    struct Parts {
        var input = InputOptions(), output = OutputOptions(), email = EmailOptions(), history = HistoryOption()
        var command = ReportCommand()
    }

    /// An option's property, by kind: how to read it, how to write it.
    enum Field: Sendable {
        case flag(@Sendable (Parts) -> Bool, @Sendable (inout Parts, Bool) -> Void)
        case text(@Sendable (Parts) -> String?, @Sendable (inout Parts, String?) -> Void)
        case number(@Sendable (Parts) -> Int?, @Sendable (inout Parts, Int?) -> Void)
        case list(@Sendable (Parts) -> [String], @Sendable (inout Parts, [String]) -> Void)

        var kind: Kind {
            switch self {
            case .flag: .flag
            case .text: .text
            case .number: .number
            case .list: .list
            }
        }
    }

    /// The report's options, once: ArgumentParser's kebab-case name of each property, and the property.
    static let options: [(name: String, field: Field)] = [
        ("currency", .text({ $0.input.currency }, { $0.input.currency = $1 })),
        ("input-format", .text({ $0.input.inputFormat }, { $0.input.inputFormat = $1 })),
        ("date-format", .text({ $0.input.dateFormat }, { $0.input.dateFormat = $1 })),
        ("invert", .flag({ $0.input.invert }, { $0.input.invert = $1 })),
        ("profile", .text({ $0.input.profile }, { $0.input.profile = $1 })),
        ("strict", .flag({ $0.input.strict }, { $0.input.strict = $1 })),
        ("lang", .text({ $0.input.lang }, { $0.input.lang = $1 })),
        ("quiet", .flag({ $0.input.quiet }, { $0.input.quiet = $1 })),
        ("locale", .text({ $0.input.localeTag }, { $0.input.localeTag = $1 })),
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
    static let names: [String: Kind] = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.field.kind) })

    /// Words that are not a file here: ArgumentParser may read them as a command.
    static let commands: Set<String> = ["report", "transactions", "inspect", "history", "help"]

    /// The values read: a name given, with its values (none for a flag).
    struct Values {
        var files: [String] = []
        var given: [String: [String]] = [:]

        func text(_ name: String) -> String? { given[name]?.last }
        func list(_ name: String) -> [String] { given[name] ?? [] }
        func flag(_ name: String) -> Bool { given[name] != nil }
        func number(_ name: String) -> Int? { text(name).flatMap { Int($0) } }
    }

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

    /// The names and files, or nil when the line is not of the plain kind.
    static func values(_ arguments: [String]) -> Values? {
        var rest = arguments[...]
        if rest.first == "report" { rest = rest.dropFirst() }
        var values = Values()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard !commands.contains(argument) else { return nil }
                values.files.append(argument)
                continue
            }
            var name: Substring, inline: String?
            if argument == "-o" { name = "output" } else if argument == "-q" { name = "quiet" } else {
                guard argument.hasPrefix("--") else { return nil }
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            }
            guard let kind = names[String(name)], kind == .list || values.given[String(name)] == nil else { return nil }
            if kind == .flag {
                guard inline == nil else { return nil }
                values.given[String(name)] = []
                continue
            }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-"), !commands.contains(value),
                kind != .number || Int(value) != nil
            else { return nil }
            values.given[String(name), default: []].append(value)
        }
        return values.files.isEmpty ? nil : values
    }

    /// The command with every property set (a property ArgumentParser has not set cannot be read).
    static func make(_ values: Values) -> ReportCommand {
        var parts = Parts()
        parts.input.files = values.files
        for (name, field) in options {
            switch field {
            case let .flag(_, set): set(&parts, values.flag(name))
            case let .text(_, set): set(&parts, values.text(name))
            case let .number(_, set): set(&parts, values.number(name))
            case let .list(_, set): set(&parts, values.list(name))
            }
        }
        var command = parts.command
        (command.input, command.output, command.email, command.history) = (parts.input, parts.output, parts.email, parts.history)
        return command
    }

    /// Every value of the command, for checking this reader against ArgumentParser.
    static func described(_ c: ReportCommand) -> String {
        let parts = Parts(input: c.input, output: c.output, email: c.email, history: c.history, command: c)
        let values: [Any?] = options.map { _, field -> Any? in
            switch field {
            case let .flag(get, _): get(parts)
            case let .text(get, _): get(parts)
            case let .number(get, _): get(parts)
            case let .list(get, _): get(parts)
            }
        }
        return ([c.input.files as Any?] + values).map { String(describing: $0) }.joined(separator: "|")
    }
}
