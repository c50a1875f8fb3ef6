import ArgumentParser
import StatementKit

/// `statement-report transactions FILE…` read without ArgumentParser (`PlainSubcommand`).
extension TransactionsCommand: PlainSubcommand {
    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions()
        var command = TransactionsCommand()
    }

    static let words = ["transactions"]

    static let options: [(name: String, field: PlainCommandLine.Field<Parts>)] = PlainCommandLine.inputOptions() + [
        ("format", .text({ $0.command.format }, { $0.command.format = $1 })),
        ("output", .text({ $0.command.outputArgument }, { $0.command.outputArgument = $1 })),
        ("config", .text({ $0.command.config }, { $0.command.config = $1 })),
        ("keep-duplicates", .flag({ $0.command.keepDuplicates }, { $0.command.keepDuplicates = $1 })),
    ]

    static var emptyParts: Parts { Parts() }

    init(parts: Parts) {
        self = parts.command
        input = parts.input
    }

    var parts: Parts { Parts(input: input, command: self) }

    mutating func validateAll() throws {
        try input.validate()
        try validate()
    }
}

/// `statement-report inspect FILE…` read without ArgumentParser (`PlainSubcommand`).
extension InspectCommand: PlainSubcommand {
    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions()
    }

    static let words = ["inspect"]

    static let options: [(name: String, field: PlainCommandLine.Field<Parts>)] = PlainCommandLine.inputOptions()

    static var emptyParts: Parts { Parts() }

    init(parts: Parts) {
        self.init()
        input = parts.input
    }

    var parts: Parts { Parts(input: input) }

    mutating func validateAll() throws {
        try input.validate()
        try validate()
    }
}

/// `statement-report history import FILE…` read without ArgumentParser (`PlainSubcommand`).
extension HistoryImportCommand: PlainSubcommand {
    struct Parts: PlainCommandLine.Parts {
        var input = InputOptions(), history = HistoryOption()
        var command = HistoryImportCommand()
    }

    static let words = ["history", "import"]

    static let options: [(name: String, field: PlainCommandLine.Field<Parts>)] = PlainCommandLine.inputOptions() + [
        ("history", .text({ $0.history.history }, { $0.history.history = $1 })),
        ("config", .text({ $0.command.config }, { $0.command.config = $1 })),
    ]

    static var emptyParts: Parts { Parts() }

    init(parts: Parts) {
        self = parts.command
        (input, history) = (parts.input, parts.history)
    }

    var parts: Parts { Parts(input: input, history: history, command: self) }

    mutating func validateAll() throws {
        try input.validate()
        try history.validate()
        try validate()
    }
}
