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

    /// The report's names (ArgumentParser's kebab-case of the properties), by kind.
    static let names: [String: Kind] = [
        "currency": .text, "input-format": .text, "date-format": .text, "invert": .flag, "profile": .text,
        "strict": .flag, "lang": .text, "quiet": .flag, "locale": .text,
        "format": .text, "output": .text, "output-dir": .text, "name": .text, "each": .flag,
        "mail-to": .list, "mail-cc": .list, "mail-bcc": .list, "mail-from": .text, "subject": .text, "attach": .text,
        "crlf": .flag, "history": .text,
        "config": .text, "title": .text, "max-transactions": .number, "from": .text, "to": .text, "account": .list,
        "sections": .text, "explain": .flag, "keep-duplicates": .flag, "depth": .number, "base-currency": .text,
        "rates": .text, "template": .text, "jobs": .number,
    ]

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
        var input = InputOptions()
        input.files = values.files
        input.currency = values.text("currency")
        input.inputFormat = values.text("input-format")
        input.dateFormat = values.text("date-format")
        input.invert = values.flag("invert")
        input.profile = values.text("profile")
        input.strict = values.flag("strict")
        input.lang = values.text("lang")
        input.quiet = values.flag("quiet")
        input.localeTag = values.text("locale")
        var output = OutputOptions()
        output.format = values.text("format")
        output.output = values.text("output")
        output.outputDir = values.text("output-dir")
        output.name = values.text("name")
        output.each = values.flag("each")
        var email = EmailOptions()
        email.mailTo = values.list("mail-to")
        email.mailCc = values.list("mail-cc")
        email.mailBcc = values.list("mail-bcc")
        email.mailFrom = values.text("mail-from")
        email.subject = values.text("subject")
        email.attach = values.text("attach")
        email.crlf = values.flag("crlf")
        var history = HistoryOption()
        history.history = values.text("history")
        var command = ReportCommand()
        (command.input, command.output, command.email, command.history) = (input, output, email, history)
        command.config = values.text("config")
        command.title = values.text("title")
        command.maxTransactions = values.number("max-transactions")
        command.from = values.text("from")
        command.to = values.text("to")
        command.account = values.list("account")
        command.sections = values.text("sections")
        command.explain = values.flag("explain")
        command.keepDuplicates = values.flag("keep-duplicates")
        command.depth = values.number("depth")
        command.baseCurrency = values.text("base-currency")
        command.rates = values.text("rates")
        command.template = values.text("template")
        command.jobs = values.number("jobs")
        return command
    }

    /// Every value of the command, for checking this reader against ArgumentParser.
    static func described(_ c: ReportCommand) -> String {
        let i = c.input, o = c.output, e = c.email
        let parts: [Any?] = [
            i.files, i.currency, i.inputFormat, i.dateFormat, i.invert, i.profile, i.strict, i.lang, i.quiet, i.localeTag,
            o.format, o.output, o.outputDir, o.name, o.each, e.mailTo, e.mailCc, e.mailBcc, e.mailFrom, e.subject, e.attach,
            e.crlf, c.history.history, c.config, c.title, c.maxTransactions, c.from, c.to, c.account, c.sections, c.explain,
            c.keepDuplicates, c.depth, c.baseCurrency, c.rates, c.template, c.jobs,
        ]
        return parts.map { String(describing: $0) }.joined(separator: "|")
    }
}
