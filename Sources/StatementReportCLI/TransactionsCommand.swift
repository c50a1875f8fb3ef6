#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import ArgumentParser
import StatementKit

/// `statement-report transactions FILE... --format csv|json|ledger`: the imported, categorized
/// transactions, for spreadsheets, scripts, the JSON importer (round trip) and hledger. Written as
/// the files are read, in bounded memory (`ReportSession.export`).
struct TransactionsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "transactions", abstract: HelpText.text("help.transactions.abstract"))
    }

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: HelpText.help("help.transactions.format", value: "format"))
    var format: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: HelpText.help("help.transactions.output", value: "path"))
    var outputArgument: String?

    /// The file `-o` names; nil for standard output (no `-o`, or `-o -`).
    var output: String? { OutputOptions.path(outputArgument) }

    @Option(name: .long, help: HelpText.help("help.transactions.config", value: "file"))
    var config: String?

    @Flag(name: .long, help: HelpText.help("help.transactions.keepDuplicates"))
    var keepDuplicates = false

    typealias Format = TransactionsFormat

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
        var export = TransactionsExport(format: resolvedFormat, categorizer: Categorizer(rules: settings.rules), language: locale.language)
        export.keepDuplicates = keepDuplicates
        let report: (String, ReportSession.Outcome) -> Void = { _, outcome in input.report(outcome, printer: printer, into: &status) }
        let read: Int
        do throws(TransactionsExportFailure) {
            if let output {
                // Written as the files are read, put in place once all are (nothing when none is).
                var file = AtomicFile.Stream(path: output)
                read = try input.session.export(input.sources, export, to: &file, outcome: report)
                do throws(AtomicFile.WriteError) { try file.commit() } catch { throw .output(error) }
            } else {
                var standardOutput = StandardOutputDestination()
                read = try input.session.export(input.sources, export, to: &standardOutput, outcome: report)
                standardOutput.finish()
            }
        } catch {
            let (failure, isOutput) = switch error {
            case let .output(failure): (failure, true)
            case let .temporaryFile(failure): (failure, false)
            }
            // A FIFO or `/dev/stdout` whose reader has gone: the quiet end of `| head`.
            if isOutput, failure.code == EPIPE { StandardOutput.endByBrokenPipe() }
            printer.error(location: failure.path, locale.catalogue("cli.cannotWrite", ["path": .text(failure.path), "reason": .message(failure.reason)]))
            throw ExitCode(1)
        }
        guard read > 0 else { throw ExitCode(1) }
        try status.finish()
    }
}

extension TransactionsFormat {
    /// A format by the name `--format` or an `-o` file's extension gives it.
    init?(name: String) {
        switch name.lowercased() {
        case "csv": self = .csv
        case "json": self = .json
        case "ledger", "hledger", "journal": self = .ledger
        default: return nil
        }
    }
}

/// Standard output as an export's destination (`StandardOutput`: a failure ends the process). A
/// terminal is written whole lines at a time, so that its escapes of controls see whole characters.
struct StandardOutputDestination: ExportDestination {
    private var pending: [UInt8] = []

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard StandardOutput.isTerminalOutput else { return StandardOutput.write(raw: bytes) }
        pending.append(contentsOf: bytes)
        guard let end = pending.lastIndex(of: 0x0A) else { return }
        StandardOutput.write(Array(pending[...end]))
        pending.removeFirst(end + 1)
    }

    mutating func finish() {
        if !pending.isEmpty { StandardOutput.write(pending) }
        pending = []
    }
}
