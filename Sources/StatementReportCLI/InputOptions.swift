import ArgumentParser
import StatementKit

/// Options shared by every command that reads statement files.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Statement files to read (CSV, JSON, OFX/QFX, camt). `-` reads standard input.", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("The currency of files that name none (ISO 4217 code, e.g. EUR).", valueName: "code"))
    var currency: String?

    @Option(name: .long, help: ArgumentHelp("Read the input as this format instead of detecting it (csv, ...).", valueName: "format"))
    var inputFormat: String?

    @Option(name: .long, help: ArgumentHelp("Date pattern for files whose dates are ambiguous (e.g. dd/MM/yyyy).", valueName: "pattern"))
    var dateFormat: String?

    @Flag(name: .long, help: "Flip the sign of every amount (credit-card exports where purchases are positive).")
    var invert = false

    @Option(name: .long, help: ArgumentHelp("Language of messages and reports: fr or en, optionally with a region (fr-CH, en-GB). Default: the language of --locale, else of LC_ALL, LC_MESSAGES or LANG (fr… gives French, anything else English).", valueName: "lang"))
    var lang: String?

    @Option(name: .customLong("locale"), help: ArgumentHelp("Language and region whose number, currency and date rules the report follows (fr-FR, fr-BE, fr-CH, fr-CA, fr-LU, en-US, en-GB, en-IE, en-CA, en-AU, ...). --lang, when given, chooses the words.", valueName: "locale"))
    var localeTag: String?

    func validate() throws {
        let messages = messageLocale.catalogue
        do {
            _ = try ReportLocale.resolve(lang: lang, locale: localeTag)
        } catch {
            throw ValidationError(messages.render(error.message))
        }
        if let currency, Currency(code: currency) == nil {
            throw ValidationError(messages("usage.unknownCurrency", ["code": .text(currency)]))
        }
        if let inputFormat, ImporterRegistry.standard.importer(named: inputFormat) == nil {
            let known = ImporterRegistry.standard.importers.map(\.format).joined(separator: ", ")
            throw ValidationError(messages("usage.unknownInputFormat", ["format": .text(inputFormat), "known": .text(known)]))
        }
    }

    /// The reader's locale: `--lang`, `--locale`, then the environment (`ReportLocale.resolve`).
    /// The configuration file's value, when there is one, goes between `--locale` and the environment:
    /// `ReportLocale.resolve(lang: lang, locale: localeTag, config: value)`.
    var locale: ReportLocale { (try? ReportLocale.resolve(lang: lang, locale: localeTag)) ?? messageLocale }

    /// The language to explain a usage error in, skipping the options that are themselves wrong.
    var messageLocale: ReportLocale { ReportLocale.resolveLeniently(lang: lang, locale: localeTag) }

    var importOptions: ImportOptions {
        ImportOptions(defaultCurrency: currency.flatMap { Currency(code: $0) }, dateFormat: dateFormat, invertSigns: invert)
    }

    /// Reads every file; prints a diagnostic for each one that fails and for each rejected row.
    /// Returns what was read and whether any file failed.
    func importAll(printer: DiagnosticPrinter) -> (results: [ImportResult], failures: Int) {
        var results: [ImportResult] = []
        var failures = 0
        for path in files {
            do {
                let input = path == "-" ? try InputFile.standardInput() : InputFile.file(path)
                let result = try ImporterRegistry.standard.importFile(input, format: inputFormat, options: importOptions)
                printer.rejectedRows(result.record)
                results.append(result)
            } catch {
                printer.error(error)
                failures += 1
            }
        }
        return (results, failures)
    }
}
