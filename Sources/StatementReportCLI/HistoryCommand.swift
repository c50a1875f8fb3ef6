import ArgumentParser
import StatementKit

/// `statement-report history import|list|forget|export`: the history file (issue 22) without a report.
struct HistoryCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "history", abstract: HelpText.text("help.history.abstract"),
            subcommands: [HistoryImportCommand.self, HistoryListCommand.self, HistoryForgetCommand.self, HistoryExportCommand.self])
    }
}

/// What every `history` subcommand shares: the history file, the configuration and the language.
struct HistoryCommonOptions: ParsableArguments {
    @OptionGroup var history: HistoryOption

    @Option(name: .long, help: HelpText.help("help.history.config", value: "file"))
    var config: String?

    @Option(name: .long, help: HelpText.help("help.history.lang", value: "lang"))
    var lang: String?

    @Flag(name: [.customShort("q"), .long], help: HelpText.help("help.input.quiet"))
    var quiet = false

    var locale: ReportLocale { ReportLocale.resolveLeniently(lang: lang, locale: nil) }

    /// The configuration, the printer and the history (the default location when none is named).
    func open() throws -> (config: ReportConfig, printer: DiagnosticPrinter, store: HistoryStore) {
        let printer = DiagnosticPrinter(locale: locale, quiet: quiet)
        var settings = ReportConfig()
        if let path = config ?? ReportConfig.defaultPath() {
            do {
                settings = try ReportConfig.load(path: path)
            } catch {
                printer.print(severity: "error", location: error.location, message: locale.catalogue.render(error.message), lineText: error.lineText)
                throw ExitCode(1)
            }
        }
        guard let store = try history.open(config: settings, fallback: "default", printer: printer, catalogue: locale.catalogue) else {
            throw ExitCode(1)
        }
        return (settings, printer, store)
    }

    /// An account as `history list` names it: its key (card numbers masked), or for an account no
    /// statement named, the file it was recorded from.
    func shown(account: String, file: String) -> String {
        account.isEmpty ? locale.catalogue("history5.fileAccount", ["file": .text(file)]) : CardNumberMask.masked(account)
    }

    /// A history failure, printed; the exit code 1.
    func fail(_ error: HistoryError, printer: DiagnosticPrinter) -> ExitCode {
        printer.error(location: error.path, locale.catalogue.render(error.message))
        return ExitCode(1)
    }
}

/// `history import FILE...`: record without reporting.
struct HistoryImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "import", abstract: HelpText.text("help.history.import.abstract")) }

    @OptionGroup var input: InputOptions
    @OptionGroup var history: HistoryOption

    @Option(name: .long, help: HelpText.help("help.history.config", value: "file"))
    var config: String?

    /// Its notes are written in one language (`--lang fr,en` is for reports), as `inspect`'s and `transactions`' are.
    func validate() throws { try input.requireOneLanguage() }

    func run() throws {
        let locale = input.locale
        let printer = DiagnosticPrinter(locale: locale, quiet: input.quiet)
        let settings = (config ?? ReportConfig.defaultPath()).flatMap { try? ReportConfig.load(path: $0) } ?? ReportConfig()
        guard let store = try history.open(config: settings, fallback: "default", printer: printer, catalogue: locale.catalogue) else {
            throw ExitCode(1)
        }
        var status = RunStatus()
        let outcomes: [HistoryRecordOutcome]
        do throws(HistoryError) {
            outcomes = try input.session.record(input.sources, in: store, importedAt: HistoryOption.importTime) { _, outcome in
                input.report(outcome, printer: printer, into: &status)
            }
        } catch {
            printer.error(location: error.path, locale.catalogue.render(error.message))
            throw ExitCode(1)
        }
        HistoryOption.report(outcomes, history: store.path, printer: printer, catalogue: locale.catalogue)
        if outcomes.isEmpty { throw ExitCode(1) }
        try status.finish()
    }
}

/// `history list`: accounts, months, counts.
struct HistoryListCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: HelpText.text("help.history.list.abstract")) }

    @OptionGroup var common: HistoryCommonOptions

    func run() throws {
        let (_, printer, store) = try common.open()
        let t = common.locale.catalogue
        let money = MoneyFormat(common.locale)
        do throws(HistoryError) {
            let months = try store.months()
            if months.isEmpty { printer.note(location: store.path, t("history.empty", ["path": .text(store.path)])) }
            for m in months {
                StandardOutput.write(Array((t("history.listLine", [
                    "account": .text(common.shown(account: m.account, file: m.file)),
                    "month": .text(String(m.month.description.prefix(7))), "count": .number(m.count),
                    "net": .text(money.string(m.net, sign: .always)),
                ]) + "\n").utf8))
            }
        } catch {
            throw common.fail(error, printer: printer)
        }
    }
}

/// `history forget --account X --from … --to …`.
struct HistoryForgetCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "forget", abstract: HelpText.text("help.history.forget.abstract")) }

    @OptionGroup var common: HistoryCommonOptions

    @Option(name: .long, help: HelpText.help("help.history.forget.account", value: "text"))
    var account: String

    @Option(name: .long, help: HelpText.help("help.history.forget.from", value: "day"))
    var from: String?

    @Option(name: .long, help: HelpText.help("help.history.forget.to", value: "day"))
    var to: String?

    func validate() throws {
        for day in [from, to].compactMap({ $0 }) where CalendarDay(iso: day) == nil {
            throw ValidationError(common.locale.catalogue("cli.badDay", ["text": .text(day)]))
        }
    }

    func run() throws {
        let (_, printer, store) = try common.open()
        let t = common.locale.catalogue
        let outcome: HistoryForgetOutcome
        do throws(HistoryError) {
            outcome = try store.forget(from: from.flatMap { CalendarDay(iso: $0) }, to: to.flatMap { CalendarDay(iso: $0) },
                                       choose: HistoryAccountMatch(account).pick)
        } catch {
            throw common.fail(error, printer: printer)
        }
        guard !outcome.matched.isEmpty else {
            let names = unique(outcome.known.map { $0.account.isEmpty ? $0.file : CardNumberMask.masked($0.account) })
            printer.error(location: store.path, names.isEmpty
                ? t("history5.noMatchEmpty", ["account": .text(account)])
                : t("history5.noMatch", ["account": .text(account), "accounts": .text(names.joined(separator: ", "))]))
            throw ExitCode(1)
        }
        let matched = unique(outcome.matched.map { common.shown(account: $0.account, file: $0.file) })
        printer.note(location: store.path, t("history.forgot", ["count": .number(outcome.count), "account": .text(matched.joined(separator: ", "))]))
    }

    /// `names` without repeats, in order.
    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

/// `history export --format csv|json|ledger`: the history through the transactions exporters.
struct HistoryExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "export", abstract: HelpText.text("help.history.export.abstract")) }

    @OptionGroup var common: HistoryCommonOptions

    @Option(name: .long, help: HelpText.help("help.history.export.format", value: "format"))
    var format: String = "json"

    @Option(name: [.customShort("o"), .customLong("output")], help: HelpText.help("help.history.export.output", value: "path"))
    var outputArgument: String?

    /// The file `-o` names; nil for standard output (no `-o`, or `-o -`).
    var output: String? { OutputOptions.path(outputArgument) }

    func validate() throws {
        if TransactionsFormat(name: format) == nil {
            throw ValidationError(common.locale.catalogue("history.badFormat", ["format": .text(format)]))
        }
    }

    func run() throws {
        let (config, printer, store) = try common.open()
        let statements: [Statement]
        do throws(HistoryError) {
            statements = try store.statements()
        } catch {
            throw common.fail(error, printer: printer)
        }
        let categorizer = Categorizer(rules: config.rules)
        let language = common.locale.language
        let text: String = switch TransactionsFormat(name: format) ?? .json {
        case .json: TransactionsJSON.encode(statements, categorizer: categorizer)
        case .csv: TransactionsCSV.encode(ExportedTransaction.all(statements, categorizer: categorizer), language: language)
        case .ledger: TransactionsLedger.encode(statements, categorizer: categorizer, language: language)
        }
        guard let output else { return StandardOutput.write(Array(text.utf8)) }
        do throws(AtomicFile.WriteError) {
            try AtomicFile.write(Array(text.utf8), to: output)
        } catch {
            printer.error(location: output, common.locale.catalogue("cli.cannotWrite", ["path": .text(output), "reason": .message(error.reason)]))
            throw ExitCode(1)
        }
    }
}
