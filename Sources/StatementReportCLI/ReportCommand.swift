import ArgumentParser
import StatementKit

/// `statement-report report FILE...`: the report, in HTML, Markdown, JSON or as an email, to
/// standard output, a file or a folder of files; one for all inputs, or one per input (`--each`).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report of one or more statements (the default command)."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup(title: "Email (with --format eml)") var email: EmailOptions

    @Option(name: .long, help: ArgumentHelp("The configuration file (people, category rules, splits, round-ups, report options, email). Default: statement-report.yaml in the current folder, when there is one.", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The report's title.", valueName: "text"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("List at most this many transactions (the report says how many it leaves out). Default: 1000.", valueName: "n"))
    var maxTransactions: Int?

    @Option(name: .long, help: ArgumentHelp("Only transactions booked on or after this day.", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Only transactions booked on or before this day.", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("Only this account: part of its number, IBAN, name or file name (repeat for several).", valueName: "text"))
    var account: [String] = []

    @Option(name: .long, help: ArgumentHelp("The sections to show, in order, separated by commas: \(ReportSection.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "list"))
    var sections: String?

    @Flag(name: .long, help: "Add a section saying which rule placed each listed transaction in its category.")
    var explain = false

    @Flag(name: .long, help: "Keep transactions that several input files hold (by default, overlapping statements count each transaction once).")
    var keepDuplicates = false

    @Option(name: .long, help: ArgumentHelp("A folder of Mustache templates for the HTML report (report.mustache, summary.mustache, ...): each one replaces the built-in template of that name.", valueName: "dir"))
    var template: String?

    @Option(name: .long, help: ArgumentHelp("With --each, make this many reports at a time (the files, messages and exit code are those of 1). Default: the number of processors.", valueName: "n"))
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
