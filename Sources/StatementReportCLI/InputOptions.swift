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

    @Option(name: .long, help: ArgumentHelp("How to read a CSV file: a profile YAML file (as `inspect` prints it) or a built-in profile's name (lcl, bnp-paribas, revolut, ...).", valueName: "file"))
    var profile: String?

    @Flag(name: .long, help: "Treat any row that cannot be read as an error: exit 65 (the output is still written from the rows read).")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Language of messages and reports: fr or en, optionally with a region (fr-CH, en-GB); for reports, several separated by commas (fr,en) write one report per language. Default: the language of --locale, else of LC_ALL, LC_MESSAGES or LANG (fr… gives French, anything else English).", valueName: "lang"))
    var lang: String?

    @Flag(name: [.customShort("q"), .long], help: "Print no warnings, notes or progress; errors only.")
    var quiet = false

    @Option(name: .customLong("locale"), help: ArgumentHelp("Language and region whose number, currency and date rules the report follows (fr-FR, fr-BE, fr-CH, fr-CA, fr-LU, en-US, en-GB, en-IE, en-CA, en-AU, ...). --lang, when given, chooses the words.", valueName: "locale"))
    var localeTag: String?

    func validate() throws {
        let messages = messageLocale.catalogue
        do {
            for item in languages { _ = try ReportLocale.resolve(lang: item, locale: localeTag) }
        } catch {
            throw ValidationError(messages.render(error.message))
        }
        if languages.count > 1, Set(languages.map { $0?.lowercased() }).count < languages.count {
            throw ValidationError(messages("usage.repeatedLanguage", ["list": .text(lang ?? "")]))
        }
        if let currency, Currency(code: currency) == nil {
            throw ValidationError(messages("usage.unknownCurrency", ["code": .text(currency)]))
        }
        if let dateFormat, DatePattern(format: dateFormat) == nil {
            throw ValidationError(messages("csv.badDateFormat", ["format": .text(dateFormat)]))
        }
        if profile != nil { _ = try loadProfile() }
        if let inputFormat, ImporterRegistry.standard.importer(named: inputFormat) == nil {
            let known = ImporterRegistry.standard.importers.map(\.format).joined(separator: ", ")
            throw ValidationError(messages("usage.unknownInputFormat", ["format": .text(inputFormat), "known": .text(known)]))
        }
    }

    /// `--lang` as a list (`fr,en`), or one nil item when it is not given.
    var languages: [String?] {
        guard let lang else { return [nil] }
        let items = lang.split(separator: ",").map { String($0).filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
        return items.isEmpty ? [lang] : items
    }

    /// The reader's locale (the first of `--lang`), with `config`, the configuration file's value:
    /// `--lang`, `--locale`, the configuration, then the environment (`ReportLocale.resolve`).
    func locale(config: String? = nil) -> ReportLocale {
        (try? ReportLocale.resolve(lang: languages[0], locale: localeTag, config: config)) ?? messageLocale
    }

    /// The reader's locale without a configuration file.
    var locale: ReportLocale { locale() }

    /// The language to explain a usage error in, skipping the options that are themselves wrong.
    var messageLocale: ReportLocale { ReportLocale.resolveLeniently(lang: languages[0], locale: localeTag) }

    /// Usage error unless `--lang` names one language: commands that write one thing.
    func requireOneLanguage() throws {
        if languages.count > 1 {
            throw ValidationError(messageLocale.catalogue("usage.oneLanguage", ["list": .text(lang ?? "")]))
        }
    }

    var importOptions: ImportOptions {
        var options = ImportOptions(defaultCurrency: currency.flatMap { Currency(code: $0) }, dateFormat: dateFormat, invertSigns: invert)
        options.csvProfile = try? loadProfile()
        return options
    }

    /// The profile `--profile` names: a YAML file, else a built-in profile by name. Errors say where.
    func loadProfile() throws -> CSVProfile? {
        guard let profile else { return nil }
        let catalogue = locale.catalogue
        guard let text = try? InputFile.file(profile).readAll() else {
            if let builtIn = CSVProfileLibrary.named(profile) { return builtIn }
            throw ValidationError(catalogue("cli.noProfile", ["file": .text(profile), "known": .text(CSVProfileLibrary.names.joined(separator: ", "))]))
        }
        do {
            return try CSVProfile.load(yaml: String(decoding: text, as: UTF8.self))
        } catch {
            throw ValidationError("\(profile):\(error.line):\(error.column): " + catalogue.render(error.message))
        }
    }
}
