import Testing

@testable import StatementLocalization

/// A region nobody gave follows the statements (`LocaleChoice.following`, `StatementRegion`).
@Suite struct StatementRegionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var lang: String?
        var locale: String? = nil
        var config: String? = nil
        var environment: [String: String] = [:]
        var currencies: [String]
        var ibans: [String] = []
        var expected: String
        var testDescription: String { "\(lang ?? "-") \(currencies) \(ibans) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(lang: "en", currencies: ["GBP"], expected: "en-GB"),
        Case(lang: "fr", currencies: ["GBP"], expected: "fr-FR"),
        Case(lang: "fr", currencies: ["CHF"], expected: "fr-CH"),
        Case(lang: "en", currencies: ["CHF"], expected: "en-CH"),
        Case(lang: "fr", currencies: ["CAD"], expected: "fr-CA"),
        Case(lang: "en", currencies: ["CAD"], expected: "en-CA"),
        Case(lang: "en", currencies: ["USD"], expected: "en-US"),
        Case(lang: "en", currencies: ["AUD"], expected: "en-AU"),
        Case(lang: "fr", currencies: ["EUR"], ibans: ["BE71 0961 2345 6769"], expected: "fr-BE"),
        Case(lang: "fr", currencies: ["EUR"], ibans: ["FR7630006000011234567890189", "BE71096123456769"], expected: "fr-FR"),
        Case(lang: "en", currencies: ["EUR"], ibans: ["FR7630006000011234567890189"], expected: "en-US"),
        Case(lang: "en", currencies: ["EUR"], ibans: ["IE29AIBK93115212345678"], expected: "en-IE"),
        Case(lang: "en", currencies: ["EUR", "GBP"], expected: "en-US"),
        // What was given wins over the statements.
        Case(lang: "en-US", currencies: ["GBP"], expected: "en-US"),
        Case(lang: "fr", locale: "fr-BE", currencies: ["CHF"], expected: "fr-BE"),
        Case(lang: nil, config: "en-IE", currencies: ["GBP"], expected: "en-IE"),
        // A config locale of another language lends nothing: the statements decide (the review's `8,896.88 £`).
        Case(lang: "fr", config: "en-GB", currencies: ["GBP"], expected: "fr-FR"),
        Case(lang: "en", config: "fr-FR", currencies: ["GBP"], expected: "en-GB"),
        // The statements before the environment; the environment when they say nothing.
        Case(lang: "en", environment: ["LANG": "en_US.UTF-8"], currencies: ["GBP"], expected: "en-GB"),
        Case(lang: nil, environment: ["LANG": "fr_CH.UTF-8"], currencies: ["EUR"], ibans: ["FR7630006000011234567890189"], expected: "fr-FR"),
        Case(lang: nil, environment: ["LANG": "fr_CH.UTF-8"], currencies: ["EUR"], expected: "fr-CH"),
        Case(lang: nil, environment: ["LANG": "fr_FR.UTF-8"], currencies: ["CAD"], expected: "fr-CA"),
    ]

    @Test(arguments: cases)
    func theRegionFollowsTheStatementUnlessOneWasGiven(_ c: Case) throws {
        let choice = try ReportLocale.choose(lang: c.lang, locale: c.locale, config: c.config, environment: c.environment)
        let hint = StatementRegion(currencies: c.currencies, ibans: c.ibans)
        #expect(choice.following(hint).locale.tag == c.expected)
    }

    @Test func aGivenRegionIsSaidToBeGiven() throws {
        #expect(try ReportLocale.choose(lang: "fr-CH", environment: [:]).regionSource == .given)
        #expect(try ReportLocale.choose(lang: "fr", environment: ["LANG": "fr_BE.UTF-8"]).regionSource == .environment)
        #expect(try ReportLocale.choose(lang: "en", environment: [:]).regionSource == .languageDefault)
        let followed = try ReportLocale.choose(lang: "en", environment: [:]).following(StatementRegion(currencies: ["GBP"], ibans: []))
        #expect(followed.regionSource == .statement)
    }
}
