#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import ArgumentParser
import StatementKit

/// `statement-report transactions FILE... --format csv|json|ledger`: the imported, categorized
/// transactions, for spreadsheets, scripts, the JSON importer (round trip) and hledger.
struct TransactionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transactions",
        abstract: "Write the imported, categorized transactions as CSV, the project's JSON form or an hledger journal."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("csv, json or ledger (an hledger journal). Default: from the -o file's extension (.csv, .json, .journal, .ledger), else json.", valueName: "format"))
    var format: String?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The configuration file whose category rules apply. Default: statement-report.yaml in the current folder, when there is one.", valueName: "file"))
    var config: String?

    enum Format: String, CaseIterable {
        case csv, json, ledger

        init?(name: String) {
            switch name.lowercased() {
            case "csv": self = .csv
            case "json": self = .json
            case "ledger", "hledger", "journal": self = .ledger
            default: return nil
            }
        }
    }

    var resolvedFormat: Format {
        if let format, let known = Format(name: format) { return known }
        if let output, let dot = output.lastIndex(of: "."), let known = Format(name: String(output[output.index(after: dot)...])) {
            return known
        }
        return .json
    }

    func validate() throws {
        try input.requireOneLanguage()
        if let format, Format(name: format) == nil {
            throw ValidationError(input.messageLocale.catalogue("usage.unknownTransactionsFormat", ["format": .text(format)]))
        }
    }

    func run() throws {
        var printer = DiagnosticPrinter(locale: input.locale, quiet: input.quiet)
        var settings = ReportConfig()
        if let path = config ?? ReportConfig.defaultPath() {
            do {
                settings = try ReportConfig.load(path: path)
            } catch {
                printer.print(severity: "error", location: error.location, message: input.locale.catalogue.render(error.message), lineText: error.lineText)
                throw ExitCode(1)
            }
        }
        let locale = input.locale(config: settings.locale)
        printer = DiagnosticPrinter(locale: locale, quiet: input.quiet)
        // An output that is an input: refused (64) before anything is read.
        try OutputGuard(files: input.files, config: config ?? ReportConfig.defaultPath(), profile: input.profile)
            .check([output ?? "-"], printer: printer)
        var status = RunStatus()
        let results = input.session.importAll(input.sources) { _, outcome in input.report(outcome, printer: printer, into: &status) }
        guard !results.isEmpty else { throw ExitCode(1) }
        let statements = results.flatMap(\.statements)
        let categorizer = Categorizer(rules: settings.rules)
        let text: String
        switch resolvedFormat {
        case .json:
            text = TransactionsJSON.encode(statements, categorizer: categorizer)
        case .csv:
            text = TransactionsCSV.encode(ExportedTransaction.all(statements, categorizer: categorizer), language: locale.language)
        case .ledger:
            text = TransactionsLedger.encode(statements, categorizer: categorizer, language: locale.language)
        }
        if let output {
            do {
                try AtomicFile.write(text, to: output)
            } catch {
                // A FIFO or `/dev/stdout` whose reader has gone: the quiet end of `| head`.
                if error.code == EPIPE { StandardOutput.endByBrokenPipe() }
                printer.error(location: output, locale.catalogue("cli.cannotWrite", ["path": .text(output), "reason": .message(error.reason)]))
                status.failures += 1
            }
        } else {
            writeStandardOutput(text)
        }
        try status.finish()
    }
}
