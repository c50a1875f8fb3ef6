import ArgumentParser
import StatementKit

/// `statement-report report FILE...`: the report, in HTML, Markdown, JSON or as an email, to
/// standard output, a file or a folder of files; one for all inputs, or one per input (`--each`).
struct ReportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "report", abstract: HelpText.text("help.report.abstract"))
    }

    @OptionGroup var input: InputOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup(title: HelpText.text("help.email.title")) var email: EmailOptions

    @OptionGroup var history: HistoryOption

    @Option(name: .long, help: HelpText.help("help.report.config", value: "file"))
    var config: String?

    @Option(name: .long, help: HelpText.help("help.report.title", value: "text"))
    var title: String?

    @Option(name: .long, parsing: .unconditional, help: HelpText.help("help.report.maxTransactions", value: "n", ["default": .number(defaultMaxTransactions)]))
    var maxTransactions: Int?

    @Option(name: .long, help: HelpText.help("help.report.from", value: "day"))
    var from: String?

    @Option(name: .long, help: HelpText.help("help.report.to", value: "day"))
    var to: String?

    @Option(name: .long, help: HelpText.help("help.report.account", value: "text"))
    var account: [String] = []

    @Option(name: .long, help: HelpText.help("help.report.sections", value: "list", ["sections": .text(ReportSection.allCases.map(\.rawValue).joined(separator: ", "))]))
    var sections: String?

    @Flag(name: .long, help: HelpText.help("help.report.explain"))
    var explain = false

    @Flag(name: .long, help: HelpText.help("help.report.keepDuplicates"))
    var keepDuplicates = false

    @Option(name: .long, help: HelpText.help("household3.help.depth", value: "n"))
    var depth: Int?

    @Option(name: .long, help: HelpText.help("help.report.template", value: "dir"))
    var template: String?

    @Option(name: .long, help: HelpText.help("help.report.jobs", value: "n"))
    var jobs: Int?

    /// The list's length when neither the command line nor the configuration says.
    static let defaultMaxTransactions = 1000

    func validate() throws {
        let catalogue = input.messageLocale.catalogue
        try output.validate(languages: input.languages.count, catalogue: catalogue)
        try email.validate(isEmail: output.kind == .email, catalogue: catalogue)
        if let jobs, jobs < 1 {
            throw ValidationError(catalogue("usage.badJobs", ["value": .number(jobs)]))
        }
        if let depth, depth < 1 {
            throw ValidationError(catalogue("household3.usage.badDepth", ["value": .number(depth)]))
        }
        if let maxTransactions, maxTransactions < 0 {
            throw ValidationError(catalogue("usage.negativeCount", ["option": "--max-transactions", "value": .number(maxTransactions)]))
        }
        for day in [from, to].compactMap({ $0 }) where CalendarDay(iso: day) == nil {
            throw ValidationError(catalogue("cli.badDay", ["text": .text(day)]))
        }
        if let from = from.flatMap({ CalendarDay(iso: $0) }), let to = to.flatMap({ CalendarDay(iso: $0) }), to < from {
            throw ValidationError(catalogue("cli.reversedPeriod", ["from": .text(from.description), "to": .text(to.description)]))
        }
        if let sections, case let .failure(failure) = ReportSection.parse(sections) {
            throw ValidationError(catalogue("cli.unknownSection", [
                "text": .text(failure.name), "expected": .text(ReportSection.allCases.map(\.rawValue).joined(separator: ", ")),
            ]))
        }
        for text in account where !text.contains(where: { $0.isLetter || $0.isNumber }) {
            throw ValidationError(catalogue("cli.badAccountPattern", ["text": .text(text)]))
        }
    }

    func run() throws {
        // The embedded tables are being built on a second thread meanwhile (`StatementReportCommand.main`).
        let setup = try ReportSetup(self)
        let groups = output.each ? input.files.map { [$0] } : [input.files]
        // An output that is an input: refused (64) before anything is read.
        let guarded = setup.guarded
        try guarded.check(setup.outputsKnownBeforeReading(groups: groups), printer: setup.printer)
        var writer = OutputWriter(pattern: output.pattern, createFolders: output.outputDir != nil, printsPaths: output.outputDir != nil,
                                  printer: setup.printer, guarded: guarded)
        let status = setup.run(groups, jobs: jobs ?? OrderedBatch.processorCount, writer: &writer)
        try status.finish()
    }
}
