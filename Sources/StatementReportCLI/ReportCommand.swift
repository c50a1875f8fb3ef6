import ArgumentParser
import StatementKit

/// `statement-report report FILE...`: the report, in HTML, Markdown or JSON, to a file or standard output.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report of one or more statements (the default command)."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("html, markdown or json. Default: from the -o file's extension, else html.", valueName: "format"))
    var format: String?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The configuration file (people, category rules, splits, round-ups, report options). Default: statement-report.yaml in the current folder, when there is one.", valueName: "file"))
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

    /// The list's length when neither the command line nor the configuration says.
    static let defaultMaxTransactions = 1000

    func validate() throws {
        let catalogue = input.messageLocale.catalogue
        if let format, ReportCommand.format(named: format) == nil {
            throw ValidationError(catalogue("usage.unknownReportFormat", ["format": .text(format)]))
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

    /// The output kind for a `--format` value or a file extension.
    enum Kind { case rendered(OutputFormat), json }

    static func format(named name: String) -> Kind? {
        let lower = name.lowercased()
        if lower == "json" { return .json }
        return (OutputFormat(rawValue: lower) ?? OutputFormat(fileExtension: lower)).map(Kind.rendered)
    }

    var outputKind: Kind {
        if let format, let kind = ReportCommand.format(named: format) { return kind }
        if let output, output.contains("."), let ext = output.split(separator: ".").last, let kind = ReportCommand.format(named: String(ext)) {
            return kind
        }
        return .rendered(.html)
    }

    func run() throws {
        // The embedded tables (CSV profiles, template, ...) are built on a second thread meanwhile.
        let warmUp = WarmUp.start()
        defer { warmUp.wait() }
        var locale = input.locale
        var printer = DiagnosticPrinter(locale: locale)

        // The configuration: --config, else statement-report.yaml here when there is one.
        var settings = ReportConfig()
        if let path = config ?? ReportConfig.defaultPath() {
            do {
                settings = try ReportConfig.load(path: path)
            } catch {
                printer.print(severity: "error", location: error.location, message: locale.catalogue.render(error.message), lineText: error.lineText)
                throw ExitCode(1)
            }
        }
        // The language: --lang, then the configuration's locale, then the environment.
        if input.lang == nil, let tag = settings.locale, let configured = ReportLocale(tag: tag) {
            locale = configured
            printer = DiagnosticPrinter(locale: locale)
        }

        let options = ReportOptions(
            config: settings, title: title, sections: sections.flatMap { try? ReportSection.parse($0).get() },
            maxTransactions: maxTransactions ?? settings.report.maxTransactions ?? ReportCommand.defaultMaxTransactions,
            from: from.flatMap { CalendarDay(iso: $0) }, to: to.flatMap { CalendarDay(iso: $0) },
            accounts: account.isEmpty ? nil : account.compactMap { try? TextPattern(.contains, $0) }, explain: explain)
        var accumulator = ReportBuilder(generatedOn: GenerationDate.day(), config: settings, options: options).accumulator()
        let (read, failures) = input.stream(into: &accumulator, splitwise: settings.splitwisePaths, printer: printer)
        guard read > 0 else { throw ExitCode(1) }
        let report = accumulator.report()

        let text: String
        switch outputKind {
        case .json:
            text = ReportJSON.encode(report, language: locale.language)
        case let .rendered(format):
            do {
                text = try format.renderer.render(ReportView(report, locale: locale))
            } catch {
                printer.error(location: "statement-report", locale.catalogue.render(error.message))
                throw ExitCode(1)
            }
        }
        if let output {
            do {
                try AtomicFile.write(text, to: output)
            } catch {
                printer.error(location: output, locale.catalogue("cli.cannotWrite", ["path": .text(output), "reason": .message(error.reason)]))
                throw ExitCode(1)
            }
        } else {
            writeStandardOutput(text)
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
