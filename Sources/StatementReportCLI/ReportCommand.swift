import ArgumentParser
import StatementKit

/// `statement-report report FILE...`: the report, in HTML or Markdown, to a file or standard output.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report of one or more statements (the default command)."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("html or markdown. Default: from the -o file's extension, else html.", valueName: "format"))
    var format: String?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The report's title.", valueName: "text"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("List at most this many transactions (the report says how many it leaves out).", valueName: "n"))
    var maxTransactions: Int?

    func validate() throws {
        let messages = input.messageLocale.catalogue
        if let format, OutputFormat(rawValue: format.lowercased()) == nil, OutputFormat(fileExtension: format) == nil {
            throw ValidationError(messages("usage.unknownReportFormat", ["format": .text(format)]))
        }
        if let maxTransactions, maxTransactions < 0 {
            throw ValidationError(messages("usage.negativeCount", ["option": "--max-transactions", "value": .number(maxTransactions)]))
        }
    }

    var outputFormat: OutputFormat {
        if let format { return OutputFormat(rawValue: format.lowercased()) ?? OutputFormat(fileExtension: format) ?? .html }
        if let output, let ext = output.split(separator: ".").last, output.contains("."), let f = OutputFormat(fileExtension: String(ext)) {
            return f
        }
        return .html
    }

    func run() throws {
        let locale = input.locale
        let printer = DiagnosticPrinter(locale: locale)
        let (results, failures) = input.importAll(printer: printer)
        guard !results.isEmpty else { throw ExitCode(1) }

        let report = ReportBuilder(title: title, generatedOn: GenerationDate.day(), maxTransactions: maxTransactions).build(results)
        let view = ReportView(report, locale: locale)
        let text: String
        do {
            text = try outputFormat.renderer.render(view)
        } catch {
            printer.error(location: "statement-report", locale.catalogue.render(error.message))
            throw ExitCode(1)
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
