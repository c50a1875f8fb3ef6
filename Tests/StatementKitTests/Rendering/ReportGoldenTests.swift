import Foundation
import StatementKitTestSupport
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

/// Rendered reports, byte for byte: the French joint-account sample in several locales, and the two
/// households of `Samples/` (a French one, an English one, each with its configuration) with every
/// section, in both languages and both formats. Open the HTML goldens in a browser to review them. The
/// HTML goldens hold the page without its stylesheet (a link to `Golden/report.css` stands in its place),
/// and every report's stylesheet is compared with that one golden.
@Suite struct ReportGoldenTests {
    static func view(_ locale: ReportLocale) throws -> ReportView {
        // By its path from the package root: the report names its files, and a golden must not
        // depend on where the package is checked out.
        let result = try ReportSession().importFile(SamplesTests.input("Samples/compte-joint-2026-10.csv"))
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        return ReportView(report, locale: locale)
    }

    @Test(arguments: [("fr", "html"), ("en", "html"), ("fr", "md"), ("en", "md"), ("fr-CH", "md"), ("en-GB", "md"), ("fr-CA", "md")])
    func matchesTheGoldenFile(lang: String, ext: String) throws {
        let view = try Self.view(ReportLocale(tag: lang)!)
        let text = ext == "html" ? try HTMLRenderer().render(view) : try MarkdownRenderer().render(view)
        let golden = "Tests/StatementKitTests/Golden/compte-joint-2026-10.\(lang).\(ext)"
        let failure = ext == "html" ? Golden.checkHTML(text, against: golden) : Golden.check(text, against: golden)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: [
        ("foyer-martin", "fr", "html"), ("foyer-martin", "fr", "md"), ("foyer-martin", "en", "html"), ("foyer-martin", "en", "md"),
        ("flat-42", "en-GB", "html"), ("flat-42", "en-GB", "md"), ("flat-42", "fr", "html"), ("flat-42", "fr", "md"),
        ("famille-durand", "fr", "html"), ("famille-durand", "fr", "md"), ("famille-durand", "en", "html"), ("famille-durand", "en", "md"),
    ])
    func householdMatchesTheGoldenFile(household: String, lang: String, ext: String) throws {
        let report = try RenderingFixtures.household(household)
        let text = try RenderingFixtures.render(report, ReportLocale(tag: lang)!, html: ext == "html")
        let golden = "Tests/StatementKitTests/Golden/\(household).\(lang).\(ext)"
        let failure = ext == "html" ? Golden.checkHTML(text, against: golden) : Golden.check(text, against: golden)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func htmlShowsTheSamplesTotals() throws {
        let html = try HTMLRenderer().render(Self.view(.french))
        #expect(html.contains("4\u{202F}781,08\u{00A0}€"))
        #expect(html.contains("-2\u{202F}378,76\u{00A0}€"))
        #expect(html.contains("+2\u{202F}402,32\u{00A0}€"))
        #expect(html.contains("<html lang=\"fr-FR\">"))
        #expect(!html.contains("<script"))
    }

    /// What the French household's report must say, in both formats: the rent split 2:1, the
    /// settle-up transfer, the months, and the rule that placed the greengrocer.
    @Test(arguments: [true, false])
    func theFrenchHouseholdReportSaysWhoPaysWhom(html: Bool) throws {
        let text = try RenderingFixtures.render(RenderingFixtures.household("foyer-martin"), .french, html: html)
        #expect(text.contains("Camille verse 508,48\u{00A0}€ à Alex"))
        #expect(text.contains("2\u{202F}520,00\u{00A0}€"))  // Camille's two thirds of the rent
        #expect(text.contains("1\u{202F}260,00\u{00A0}€"))
        for heading in ["Mois par mois", "Jour par jour", "Dépenses partagées", "Arrondis", "Paiements réguliers", "Comment les opérations ont été classées"] {
            #expect(text.contains(heading), "\(heading)")
        }
        #expect(text.contains("septembre 2026"))
        #expect(text.contains("foyer-martin.yaml:24"))  // the primeurs rule
    }

    @Test(arguments: [true, false])
    func theEnglishHouseholdReportSettlesThreePeopleInTwoTransfers(html: Bool) throws {
        let text = try RenderingFixtures.render(RenderingFixtures.household("flat-42"), ReportLocale(tag: "en-GB")!, html: html)
        #expect(text.contains("Tom pays Sam £2,748.87"))
        #expect(text.contains("Priya pays Sam £2,598.76"))
        #expect(text.contains("+£31.00"))  // Priya paid Tom through Splitwise
        #expect(text.contains("flat-42-splitwise.csv:16:12"))  // the Total balance line, skipped
        #expect(!text.contains("Samples/"))  // files by their name, never their folder
    }
}
