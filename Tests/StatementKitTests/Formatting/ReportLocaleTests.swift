import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

@Suite struct ReportLocaleTests {
    @Test(arguments: [
        ("fr", "fr-FR"), ("en", "en-US"), ("fr-CH", "fr-CH"), ("fr_CA", "fr-CA"), ("fr_FR.UTF-8", "fr-FR"), ("fr_BE@euro", "fr-BE"),
        ("fr_LU.ISO8859-15@euro", "fr-LU"), ("EN-gb", "en-GB"), ("en-Latn-IE", "en-IE"), ("en-UK", "en-GB"), ("en_AU.utf8", "en-AU"),
        ("fr-MA", "fr-MA"), ("en-IN", "en-IN"),
    ])
    func readsLanguageTags(tag: String, expected: String) {
        #expect(ReportLocale(tag: tag)?.tag == expected)
    }

    @Test(arguments: ["de", "de_DE.UTF-8", "fry_NL", "C", "POSIX", "C.UTF-8", "", "f", "french", "fr-XX", "fr-FRA", "fr-Cyrl-FR", "fr-CH-x", "fr--CH", "fr-"])
    func refusesWhatIsNotALocaleWeWrite(tag: String) {
        #expect(ReportLocale(tag: tag) == nil)
    }

    @Test func theTenSupportedLocales() {
        #expect(ReportLocale.supported.map(\.tag) == ["fr-FR", "fr-BE", "fr-CH", "fr-CA", "fr-LU", "en-US", "en-GB", "en-IE", "en-CA", "en-AU"])
        #expect(ReportLocale(tag: "fr-CH")!.identifier == "fr_CH")
    }

    struct Choice: Sendable, CustomTestStringConvertible {
        var lang: String?
        var locale: String?
        var config: String?
        var environment: [String: String]
        var expected: String
        var why: String
        var testDescription: String { why }
    }

    static let choices: [Choice] = [
        Choice(lang: "fr", locale: nil, config: nil, environment: [:], expected: "fr-FR", why: "--lang fr alone is France"),
        Choice(lang: "en", locale: nil, config: nil, environment: [:], expected: "en-US", why: "--lang en alone is the United States, as CLDR's en"),
        Choice(lang: nil, locale: "fr-CH", config: nil, environment: ["LANG": "en_GB.UTF-8"], expected: "fr-CH", why: "--locale gives words and rules"),
        Choice(lang: "en", locale: "fr-CH", config: nil, environment: [:], expected: "en-CH", why: "--lang picks the words, --locale the region"),
        Choice(lang: "fr-BE", locale: "fr-CH", config: nil, environment: [:], expected: "fr-BE", why: "--lang's own region wins"),
        Choice(lang: nil, locale: nil, config: "fr-LU", environment: ["LANG": "en_US.UTF-8"], expected: "fr-LU", why: "the config before the environment"),
        Choice(lang: "en", locale: nil, config: "fr-CA", environment: [:], expected: "en-US", why: "a config locale of another language lends no region to --lang"),
        Choice(lang: "en", locale: nil, config: "en-GB", environment: [:], expected: "en-GB", why: "the config's region with --lang in its language"),
        Choice(lang: nil, locale: "en-IE", config: "fr-CA", environment: [:], expected: "en-IE", why: "--locale before the config"),
        Choice(lang: nil, locale: nil, config: "fr", environment: ["LANG": "fr_CA.UTF-8"], expected: "fr-CA", why: "a region from the environment in the same language"),
        Choice(lang: "fr", locale: nil, config: nil, environment: ["LANG": "fr_CH.UTF-8"], expected: "fr-CH", why: "--lang fr keeps the environment's Swiss region"),
        Choice(lang: "en", locale: nil, config: nil, environment: ["LANG": "fr_FR.UTF-8"], expected: "en-US", why: "no French region under English words"),
        Choice(lang: nil, locale: nil, config: nil, environment: ["LC_ALL": "fr_FR.UTF-8", "LANG": "en_GB.UTF-8"], expected: "fr-FR", why: "LC_ALL first"),
        Choice(lang: nil, locale: nil, config: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"], expected: "en-GB", why: "an empty LC_ALL is not set"),
        Choice(lang: nil, locale: nil, config: nil, environment: ["LANG": "fr_BE.UTF-8"], expected: "fr-BE", why: "LANG last"),
        Choice(lang: nil, locale: nil, config: nil, environment: ["LANG": "de_DE.UTF-8"], expected: "en-US", why: "another language is English"),
        Choice(lang: nil, locale: nil, config: nil, environment: ["LANG": "C"], expected: "en-US", why: "C is English"),
        Choice(lang: nil, locale: nil, config: nil, environment: [:], expected: "en-US", why: "nothing set is English"),
    ]

    @Test(arguments: choices)
    func choosesTheLocaleInTheDocumentedOrder(_ c: Choice) throws {
        let locale = try ReportLocale.resolve(lang: c.lang, locale: c.locale, config: c.config, environment: c.environment)
        #expect(locale.tag == c.expected)
    }

    @Test func refusesAnExplicitValueThatIsNotALocale() {
        #expect(throws: LocaleError(value: "de", source: .lang)) { try ReportLocale.resolve(lang: "de", environment: [:]) }
        #expect(throws: LocaleError(value: "fr-XX", source: .locale)) { try ReportLocale.resolve(locale: "fr-XX", environment: [:]) }
        #expect(throws: LocaleError(value: "klingon", source: .config)) { try ReportLocale.resolve(config: "klingon", environment: [:]) }
        #expect(LocaleError(value: "de", source: .lang).message.key == "locale.unknownLanguage")
        #expect(LocaleError(value: "x", source: .config).message.key == "locale.unknownLocale")
    }

    @Test func explainsAUsageErrorInTheLanguageOfWhatIsValid() {
        #expect(ReportLocale.resolveLeniently(lang: "de", environment: ["LANG": "fr_FR.UTF-8"]).tag == "fr-FR")
        #expect(ReportLocale.resolveLeniently(lang: "de", locale: "fr-CH", environment: [:]).tag == "fr-CH")
        #expect(ReportLocale.fromEnvironment(["LC_MESSAGES": "fr_CA"]).tag == "fr-CA")
    }

    @Test(arguments: [("fr-FR", 1), ("fr-BE", 1), ("fr-CH", 1), ("fr-CA", 7), ("fr-LU", 1), ("en-US", 7), ("en-GB", 1), ("en-IE", 1), ("en-CA", 7), ("en-AU", 1)])
    func knowsWhichDayAWeekStartsOn(locale: String, weekday: Int) {
        #expect(ReportLocale(tag: locale)!.firstWeekday == weekday)
    }

    @Test func putsANoBreakSpaceBeforeAFrenchColon() {
        #expect(ReportLocale(tag: "fr-CA")!.colon == "\u{00A0}: ")
        #expect(ReportLocale.english.colon == ": ")
    }
}
