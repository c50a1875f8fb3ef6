import ArgumentParser
import StatementKit

/// `statement-report [report] FILE…` read without ArgumentParser (`PlainSubcommand`).
extension ReportCommand: PlainSubcommand {
    /// The command's parts as they are filled: its option groups apart, since a group ArgumentParser
    /// has not set cannot be read.
    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions(), output = OutputOptions(), email = EmailOptions(), history = HistoryOption()
        var command = ReportCommand()
    }

    static let words = ["report"]

    /// The default command: its word may be left out.
    static func rest(of arguments: [String]) -> ArraySlice<String>? {
        arguments.first == "report" ? arguments.dropFirst() : arguments[...]
    }

    /// The report's options, once: ArgumentParser's kebab-case name of each property, and the property.
    static let options: [(name: String, field: PlainCommandLine.Field<Parts>)] = PlainCommandLine.inputOptions() + [
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

    static var emptyParts: Parts { Parts() }

    init(parts: Parts) {
        self = parts.command
        (input, output, email, history) = (parts.input, parts.output, parts.email, parts.history)
    }

    var parts: Parts { Parts(input: input, output: output, email: email, history: history, command: self) }

    mutating func validateAll() throws {
        try input.validate()
        try output.validate()
        try email.validate()
        try history.validate()
        try validate()
    }
}
