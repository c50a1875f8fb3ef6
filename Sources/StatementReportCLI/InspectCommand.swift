import ArgumentParser
import StatementKit

/// `statement-report inspect FILE...`: what was detected and what became of every row. For a CSV file
/// the output is a YAML profile (decisions and skipped rows as comments) that `--profile` reads back;
/// for the other formats, the same facts as comments: format and why, encoding, dialect, accounts,
/// period, counts, and each row skipped, rejected or warned about.
struct InspectCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "inspect", abstract: HelpText.text("help.inspect.abstract"), discussion: HelpText.text("help.inspect.discussion"))
    }

    @OptionGroup var input: InputOptions

    func validate() throws { try input.requireOneLanguage() }

    func run() throws {
        let locale = input.locale
        let catalogue = locale.catalogue
        let printer = DiagnosticPrinter(locale: locale, quiet: input.quiet)
        // Standard output redirected onto an input (`>> x.csv`): refused (64) before anything is read.
        try OutputGuard(files: input.files, profile: input.profile).check(["-"], printer: printer)
        var status = RunStatus()
        for (n, path) in input.files.enumerated() {
            if n > 0 { writeStandardOutput("---\n") }
            do throws(ImportError) {
                let file = path == "-" ? try InputFile.standardInput() : try InputFile.open(path)
                let inspection = try input.session.inspect(file)
                // Statement text (a header, a skipped line) cannot command the terminal, in a file
                // either: its controls are escapes YAML reads back (`\x1b`), in comments as in values.
                // The region a report of this file is written for, and why (the statement's currency, an IBAN, …).
                let choice = (try? ReportLocale.choose(lang: input.languages[0], locale: input.localeTag))
                    ?? LocaleChoice(locale: locale, regionSource: .given)
                let region = choice.following(inspection.statementRegion).regionReason(inspection.statementRegion)
                writeStandardOutput(ControlCharacters.visible(inspection.text(catalogue: catalogue, region: region), keepingLineFeeds: true))
                let record = inspection.record
                if input.strict, !record.rejected.isEmpty {
                    printer.rejectedRows(record, asErrors: true)
                    status.strictRejections += 1
                }
            } catch {
                printer.error(error)
                status.failures += 1
            }
        }
        try status.finish()
    }
}
