import ArgumentParser
import StatementKit

/// Options shared by every command that reads statement files.
struct InputOptions: ParsableArguments {
    @Argument(help: HelpText.help("help.input.files", value: "file"))
    var files: [String]

    @Option(name: .long, help: HelpText.help("help.input.currency", value: "code"))
    var currency: String?

    @Option(name: .long, help: HelpText.help("help.input.inputFormat", value: "format", ["formats": .text(ImporterRegistry.standard.importers.map(\.format).joined(separator: ", "))]))
    var inputFormat: String?

    @Option(name: .long, help: HelpText.help("help.input.dateFormat", value: "pattern"))
    var dateFormat: String?

    @Flag(name: .long, help: HelpText.help("help.input.invert"))
    var invert = false

    @Option(name: .long, help: HelpText.help("help.input.profile", value: "file"))
    var profile: String?

    @Flag(name: .long, help: HelpText.help("help.input.strict"))
    var strict = false

    @Option(name: .long, help: HelpText.help("help.input.lang", value: "lang"))
    var lang: String?

    @Flag(name: [.customShort("q"), .long], help: HelpText.help("help.input.quiet"))
    var quiet = false

    @Option(name: .customLong("locale"), help: HelpText.help("help.input.locale", value: "locale"))
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
