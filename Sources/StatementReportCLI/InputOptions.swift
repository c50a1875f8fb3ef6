import ArgumentParser
import StatementKit

/// Options shared by every command that reads statement files.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Statement files to read (CSV, JSON, OFX/QFX, camt). `-` reads standard input.", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("The currency of files that name none (ISO 4217 code, e.g. EUR).", valueName: "code"))
    var currency: String?

    @Option(name: .long, help: ArgumentHelp("Read the input as this format instead of detecting it (csv, ofx, camt, ...).", valueName: "format"))
    var inputFormat: String?

    @Option(name: .long, help: ArgumentHelp("Date pattern for files whose dates are ambiguous (e.g. dd/MM/yyyy).", valueName: "pattern"))
    var dateFormat: String?

    @Flag(name: .long, help: "Flip the sign of every amount (credit-card exports where purchases are positive).")
    var invert = false

    @Option(name: .long, help: ArgumentHelp("Language of messages and reports: fr or en, optionally with a region (fr-CH, en-GB). Default: from LC_ALL, LC_MESSAGES or LANG.", valueName: "lang"))
    var lang: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one statement file") }
        if let lang, ReportLocale(tag: lang) == nil {
            throw ValidationError(ReportLocale.fromEnvironment().catalogue("cli.unknownLanguage", ["value": .text(lang)]))
        }
        if let currency, Currency(code: currency) == nil {
            throw ValidationError("unknown currency code “\(currency)”: use an ISO 4217 code such as EUR or USD")
        }
        if let inputFormat, ImporterRegistry.standard.importer(named: inputFormat) == nil {
            let known = ImporterRegistry.standard.importers.map(\.format).joined(separator: ", ")
            throw ValidationError("unknown input format “\(inputFormat)”: use one of \(known)")
        }
    }

    var locale: ReportLocale { lang.flatMap(ReportLocale.init(tag:)) ?? ReportLocale.fromEnvironment() }

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
                printer.warnings(result.record)
                results.append(result)
            } catch {
                printer.error(error)
                failures += 1
            }
        }
        return (results, failures)
    }
}
