import ArgumentParser
import Foundation
import StatementKit

/// What a `report` run settles once before its reports: the configuration, the languages, the
/// report options, the email settings. `run(_:writer:)` then makes one report from some inputs.
struct ReportSetup {
    let command: ReportCommand
    let config: ReportConfig
    /// The languages asked (`--lang fr,en`), each with its `{lang}` name; the first one speaks to the reader.
    let locales: [(name: String, locale: ReportLocale)]
    /// The same, with where each region came from: a region nobody gave follows each report's statements.
    let choices: [(name: String, choice: LocaleChoice)]
    let printer: DiagnosticPrinter
    let options: ReportOptions
    /// For `--format eml`.
    let email: EmailSettings?
    let progress: ProgressIndicator
    /// How the inputs are read (the CSV profile of `--profile` read once).
    let session: ReportSession
    /// The day the reports say they were made, decided once for the whole run.
    let generatedOn: CalendarDay
    /// The analysis's settings with the categorizer compiled from the rules, once for the run (about
    /// 1.2 million instructions a report in an `--each` batch otherwise).
    let builder: ReportBuilder
    /// One for the run, so that a folder of templates is parsed once.
    let html: any ReportRenderer
    /// `--history` or the configuration's `history:`, opened; nil without one.
    let history: HistoryStore?

    init(_ command: ReportCommand) throws {
        self.command = command
        let input = command.input
        var printer = DiagnosticPrinter(locale: input.locale, quiet: input.quiet)

        // The configuration: --config, else statement-report.yaml here when there is one.
        var config = ReportConfig()
        if let path = command.config ?? ReportConfig.defaultPath() {
            do {
                config = try ReportConfig.load(path: path)
            } catch {
                printer.print(severity: "error", location: error.location, message: input.locale.catalogue.render(error.message), lineText: error.lineText)
                throw ExitCode(1)
            }
        }
        // The languages: --lang, then --locale, then the configuration's locale, then the environment.
        choices = input.languages.map { item in
            let choice = (try? ReportLocale.choose(lang: item, locale: input.localeTag, config: config.locale))
                ?? LocaleChoice(locale: input.locale, regionSource: .given)
            return (item ?? choice.locale.language.rawValue, choice)
        }
        locales = choices.map { ($0.name, $0.choice.locale) }
        printer = DiagnosticPrinter(locale: locales[0].locale, quiet: input.quiet)
        self.printer = printer
        self.config = config

        var options = ReportOptions(
            config: config, title: command.title, sections: command.sections.flatMap { try? ReportSection.parse($0).get() },
            maxTransactions: command.maxTransactions ?? config.report.maxTransactions ?? ReportCommand.defaultMaxTransactions,
            from: command.from.flatMap { CalendarDay(iso: $0) }, to: command.to.flatMap { CalendarDay(iso: $0) },
            accounts: command.account.isEmpty ? nil : command.account.compactMap { try? TextPattern(.contains, $0) }, explain: command.explain)
        options.keepDuplicates = command.keepDuplicates
        if let depth = command.depth { options.depth = depth }
        try ReportSetup.conversion(&options, command: command, config: config, printer: printer)
        self.options = options

        if command.output.kind == .email {
            let t = locales[0].locale.catalogue
            let configured: EmailSettings
            do {
                configured = try config.emailSettings()
            } catch {
                printer.print(severity: "error", location: error.location, message: t.render(error.message), lineText: error.lineText)
                throw ExitCode(1)
            }
            var settings: EmailSettings
            do {
                settings = try command.email.settings(over: configured, environment: ProcessInfo.processInfo.environment)
            } catch {
                printer.error(location: "EMAIL", t.render(error.message))
                throw ExitCode.validationFailure
            }
            if settings.to.isEmpty && settings.cc.isEmpty && settings.bcc.isEmpty {
                printer.error(location: "statement-report", t("usage.emailNeedsRecipient"))
                throw ExitCode.validationFailure
            }
            if settings.from == nil {
                printer.error(location: "statement-report", t("usage.emailNeedsSender"))
                throw ExitCode.validationFailure
            }
                        email = settings
        } else {
            email = nil
        }
        progress = ProgressIndicator(files: input.files, quiet: input.quiet, catalogue: locales[0].locale.catalogue)
        session = input.session
        generatedOn = GenerationDate.day()
        builder = ReportBuilder(generatedOn: generatedOn, config: config, options: options)
        html = ReportSetup.html(template: command.template ?? config.templatePath)
        history = try command.history.open(config: config, printer: printer, catalogue: locales[0].locale.catalogue)
    }

    /// Every file the run reads, which no output may be.
    var guarded: OutputGuard {
        OutputGuard(files: command.input.files, config: command.config ?? ReportConfig.defaultPath(), splitwise: config.splitwisePaths,
                    profile: command.input.profile)
    }

    /// The outputs known before anything is read: standard output (when it is written), and the
    /// files of a pattern that needs nothing from the statements (`-o report.html`, `{input}`,
    /// `{lang}`, `{ext}`); a pattern with `{account}` or `{period}` is checked as it is written.
    func outputsKnownBeforeReading(groups: [[String]]) -> [String] {
        let output = command.output
        guard let pattern = output.pattern else { return ["-"] }
        var known = output.outputDir != nil ? ["-"] : []
        guard !pattern.mentions("account"), !pattern.mentions("period") else { return known }
        let ext = output.kind.fileExtension
        let names = output.kind == .email ? [locales[0].name] : locales.map(\.name)
        for group in groups {
            let input = group.first.map(ReportFileName.baseName) ?? "report"
            for name in names { known.append(pattern.expand(["input": input, "lang": name, "ext": ext])) }
        }
        return known
    }

    /// The HTML renderer: `--template`, else the configuration's `template`, else the embedded templates.
    static func html(template: String?) -> any ReportRenderer {
        guard let folder = template else { return HTMLRenderer() }
        return HTMLRenderer(templateDirectory: folder)
    }

    /// One report from `paths`, written (or printed) in every form asked. A report whose inputs all
    /// fail, or that cannot be rendered, writes nothing.
    func run(_ paths: [String], writer: inout OutputWriter, once: Bool = false) -> RunStatus {
        let made = make(paths, printer: printer, progress: progress, once: once)
        return made.status + write(made.outputs, writer: &writer)
    }

    /// One report from `paths`, rendered but not written: its outputs (nil when there is nothing to
    /// write), and what went wrong. What it has to say goes to `printer`. `once`: the process makes
    /// no other report, and keeps the accumulator until it exits (`KeptUntilExit`).
    func make(_ paths: [String], printer: DiagnosticPrinter, progress: ProgressIndicator?, once: Bool = false)
        -> (outputs: [Output]?, status: RunStatus)
    {
        var accumulator = builder.accumulator()
        defer { if once { KeptUntilExit.keep(accumulator) } }
        // An email may attach the transactions its body has no room for.
        accumulator.collectsTransactions = email != nil
        var status = RunStatus()
        let kept = session.needsRunFiles(options: options, config: config, history: history) ? RunFiles() : nil
        let read = session.read(paths.map(InputSource.argument), into: &accumulator, splitwise: config.splitwisePaths,
                                progress: progress, keeping: kept) { _, outcome in
            command.input.report(outcome, printer: printer, into: &status)
        }
        guard read > 0 else {
            if status.failures == 0 { status.failures = 1 }
            return (nil, status)
        }
        let made = accumulator.report()
        if let miss = made.baseCurrency?.miss {
            printer.print(severity: "error", location: miss.location,
                          message: locales[0].locale.catalogue.render(ReportSetup.missMessage(miss, rates: options.rates)), lineText: nil)
            status.failures += 1
            return (nil, status)
        }
        let report: Report
        do throws(HistoryError) {
            report = try withHistory(made, run: kept ?? RunFiles(), categorizer: accumulator.categorizer, printer: printer)
        } catch {
            printer.error(location: error.path, locales[0].locale.catalogue.render(error.message))
            status.failures += 1
            return (nil, status)
        }
        do {
            let region = StatementRegion(report)
            let locales = choices.map { ($0.name, $0.choice.following(region).locale) }
            let outputs = try ReportOutputs(report: report, inputs: paths, locales: locales, format: command.output.kind, email: email,
                                            html: html).make { accumulator.transactions() }
            return (outputs, status)
        } catch {
            printer.error(location: "statement-report", locales[0].locale.catalogue.render(error.message))
            status.failures += 1
            return (nil, status)
        }
    }

    /// The report with its comparison with earlier months and, with a history, its recurring payments
    /// over the history's last twelve months, after recording the run's files in the history when there
    /// is one (in one write: a failure leaves the history as it was). `run`: the files as the report read them.
    func withHistory(_ report: Report, run: RunFiles, categorizer: Categorizer, printer: DiagnosticPrinter)
        throws(HistoryError) -> Report
    {
        if let history {
            let outcomes = try history.record(run.files, importedAt: HistoryOption.importTime)
            HistoryOption.report(outcomes, history: history.path, printer: printer, catalogue: locales[0].locale.catalogue)
        }
        let comparisons = try session.comparisons(for: report, options: options, config: config, categorizer: categorizer, history: history,
                                                  run: run)
        let recurring = try session.withRecurring(report, options: options, config: config, categorizer: categorizer, history: history)
        let compared = recurring.with(comparisons: comparisons, options: options)
        let budgets = try session.budgets(for: compared, options: options, config: config, categorizer: categorizer, history: history,
                                          run: run)
        return compared.with(budgets: budgets, options: options)
    }

    /// Writes one report's outputs (none: nothing to write).
    func write(_ outputs: [Output]?, writer: inout OutputWriter) -> RunStatus {
        var status = RunStatus()
        guard let outputs else { return status }
        switch writer.write(outputs) {
        case .written: break
        case .failed: status.failures += 1
        case .refused: status.refusals += 1
        }
        return status
    }
}
