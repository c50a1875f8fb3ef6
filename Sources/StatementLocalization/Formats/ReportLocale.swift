import Foundation
import StatementModel
import StatementResources

/// The reader's language and region: which words (the language's catalogue), and which number,
/// currency and date conventions (ICU's data for language + region: `fr-CH` writes French words with
/// Swiss rules, `CHF 1 234,50`; `en-GB` British English, `1 November 2026`).
public struct ReportLocale: Sendable, Hashable, CustomStringConvertible {
    public let language: Language
    /// An ISO 3166-1 region code, upper case (`FR`, `US`, `CH`).
    public let region: String

    /// `region` nil gives the language's default region (`fr` → FR, `en` → US). `UK`, which ISO 3166
    /// reserves for the United Kingdom, is read as `GB`.
    public init(language: Language, region: String? = nil) {
        self.language = language
        let upper = region?.uppercased()
        self.region = upper == "UK" ? "GB" : upper ?? ReportLocale.defaultRegion(of: language)
    }

    /// A language we write, optionally with a script and a region, as BCP 47 or POSIX writes it:
    /// `fr`, `fr-CH`, `en_GB`, `fr_FR.UTF-8`, `fr_BE@euro`, `en-Latn-US`. Nil for another language, or
    /// a region that ISO 3166 does not have (`fr-XX`).
    public init?(tag: String) {
        guard let parsed = ReportLocale.parse(tag) else { return nil }
        self.init(language: parsed.language, region: parsed.region)
    }

    /// The region of a language given without one: France for French; the United States for English,
    /// as CLDR's likely-subtags data (and so Foundation's `Locale("en")`) has it.
    public static func defaultRegion(of language: Language) -> String {
        language == .french ? "FR" : "US"
    }

    public static let french = ReportLocale(language: .french)
    public static let english = ReportLocale(language: .english)

    /// The locales every formatting test covers.
    public static let supported: [ReportLocale] = ["fr-FR", "fr-BE", "fr-CH", "fr-CA", "fr-LU", "en-US", "en-GB", "en-IE", "en-CA", "en-AU"]
        .map { ReportLocale(tag: $0)! }

    /// `fr_FR`, as ICU names it.
    public var identifier: String { language.rawValue + "_" + region }

    /// `fr-FR`, as BCP 47 and HTML's `lang` attribute write it.
    public var tag: String { language.rawValue + "-" + region }

    public var description: String { tag }

    /// The Foundation locale whose ICU data gives separators, currency symbols and date layouts.
    public var foundationLocale: Locale { Locale(identifier: identifier) }

    /// The messages in this language, with numbers written the region's way.
    public var catalogue: Catalogue { Catalogue.of(language).localized(for: self) }

    /// What goes between a label and its value: `: `, or ` : ` with U+00A0 in French.
    public var colon: String { language == .french ? "\u{00A0}: " : ": " }

    /// The first day of the week as ISO numbers it (1 Monday … 7 Sunday), from ICU's region data:
    /// Monday in France, Britain and Australia; Sunday in the United States and Canada.
    public var firstWeekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = foundationLocale
        return calendar.firstWeekday == 1 ? 7 : calendar.firstWeekday - 1
    }

    // MARK: - Choosing the locale

    /// The locale of a run before the statements are read (`choose(…).locale`).
    public static func resolve(
        lang: String? = nil, locale: String? = nil, config: String? = nil,
        environment: [String: String] = ProcessEnvironment.current
    ) throws(LocaleError) -> ReportLocale {
        try choose(lang: lang, locale: locale, config: config, environment: environment).locale
    }

    /// The locale of a run, from the first source that says: `--lang`, `--locale`, the config file's
    /// value, then the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first one set).
    ///
    /// - The **language** is the first one given. The environment gives French when its value's
    ///   language is `fr` and English otherwise (`C`, `POSIX`, `de_DE.UTF-8`).
    /// - The **region** is *given* by `--lang` or `--locale`, whatever its language (`--lang en --locale
    ///   fr-CH` is English words with ICU's rules for English in Switzerland), or by the config file
    ///   when its language is the report's: a config `locale: fr-FR` lends nothing to `--lang en`, whose
    ///   numbers and words then come from one English locale. A region nobody gave may come from the
    ///   statements (`LocaleChoice.following`), else from the environment when its language is the
    ///   report's (`LANG=fr_CA.UTF-8` with `--lang fr` gives fr-CA, with `--lang en` en-US), else the
    ///   language's default (`defaultRegion`).
    ///
    /// Throws when `lang`, `locale` or `config` is given but is not a locale we write; an environment
    /// value that is not one is simply English.
    public static func choose(
        lang: String? = nil, locale: String? = nil, config: String? = nil,
        environment: [String: String] = ProcessEnvironment.current
    ) throws(LocaleError) -> LocaleChoice {
        func read(_ value: String?, _ source: LocaleError.Source) throws(LocaleError) -> Parsed? {
            guard let value else { return nil }
            guard let parsed = parse(value) else { throw LocaleError(value: value, source: source) }
            return parsed
        }
        let (lang, locale, config) = (try read(lang, .lang), try read(locale, .locale), try read(config, .config))
        let env = environmentValue(environment).flatMap(parse)
        let language = lang?.language ?? locale?.language ?? config?.language ?? env?.language ?? .english
        if let given = lang?.region ?? locale?.region ?? (config?.language == language ? config?.region : nil) {
            return LocaleChoice(locale: ReportLocale(language: language, region: given), regionSource: .given)
        }
        if env?.language == language, let region = env?.region {
            return LocaleChoice(locale: ReportLocale(language: language, region: region), regionSource: .environment)
        }
        return LocaleChoice(locale: ReportLocale(language: language), regionSource: .languageDefault)
    }

    /// Like `resolve`, but a value that is not a locale is skipped instead of refused: the language
    /// to explain a usage error in, when the options themselves may be what is wrong.
    public static func resolveLeniently(
        lang: String? = nil, locale: String? = nil, config: String? = nil,
        environment: [String: String] = ProcessEnvironment.current
    ) -> ReportLocale {
        func valid(_ value: String?) -> String? { value.flatMap { parse($0) == nil ? nil : $0 } }
        return (try? resolve(lang: valid(lang), locale: valid(locale), config: valid(config), environment: environment))
            ?? .english
    }

    /// From the environment alone: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set and not
    /// empty. French for `fr…` values (with their region), English otherwise.
    public static func fromEnvironment(_ environment: [String: String] = ProcessEnvironment.current) -> ReportLocale {
        resolveLeniently(environment: environment)
    }

    package static func environmentValue(_ environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }

    package struct Parsed {
        package var language: Language
        package var region: String?
    }

    /// `language[-Script][-REGION]`, with `-` or `_`, after dropping a POSIX `.codeset` and `@modifier`.
    package static func parse(_ tag: String) -> Parsed? {
        let base = tag.prefix { $0 != "." && $0 != "@" }
        var parts = base.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }[...]
        guard let first = parts.popFirst(), first.count == 2, let language = Language(tag: first) else { return nil }
        if let script = parts.first, script.count == 4 {
            guard script.lowercased() == "latn" else { return nil }
            parts.removeFirst()
        }
        var region: String?
        if let code = parts.popFirst() {
            let upper = code.uppercased()
            guard upper == "UK" || knownRegions.contains(upper) else { return nil }
            region = upper
        }
        guard parts.isEmpty else { return nil }
        return Parsed(language: language, region: region)
    }

    /// ISO 3166-1 alpha-2 codes, as ICU knows them (recorded in `ICUAnswers`: asking ICU loads its data).
    private static let knownRegions: Set<String> = ICUAnswers.regions ?? icuRegions

    package static var icuRegions: Set<String> {
        Set(Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) })
    }
}

/// A `--lang`, `--locale` or configuration value that names no locale we write.
public struct LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Source: String, Sendable, Hashable {
        case lang, locale, config
    }

    public var value: String
    public var source: Source

    /// `locale.unknownLanguage` for `--lang`, `locale.unknownLocale` for the others.
    public var message: Message {
        Message(source == .lang ? "locale.unknownLanguage" : "locale.unknownLocale", ["value": .text(value)])
    }

    public var description: String { message.description }
}
