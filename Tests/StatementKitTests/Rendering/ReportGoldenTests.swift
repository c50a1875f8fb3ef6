import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementKit

/// The reports of the French joint-account sample, in both languages and both formats, byte for byte.
@Suite struct ReportGoldenTests {
    static func view(_ locale: ReportLocale) throws -> ReportView {
        let input = InputFile.file(Paths.samples.appending(path: "compte-joint-2026-10.csv").path)
        let result = try ImporterRegistry.standard.importFile(input)
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        return ReportView(report, locale: locale)
    }

    @Test(arguments: [("fr", "html"), ("en", "html"), ("fr", "md"), ("en", "md"), ("fr-CH", "md"), ("en-GB", "md"), ("fr-CA", "md")])
    func matchesTheGoldenFile(lang: String, ext: String) throws {
        let view = try Self.view(ReportLocale(tag: lang)!)
        let renderer: any ReportRenderer = ext == "html" ? HTMLRenderer() : MarkdownRenderer()
        let text = try renderer.render(view)
        let failure = Golden.check(text, against: "Tests/StatementKitTests/Golden/compte-joint-2026-10.\(lang).\(ext)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func htmlShowsTheSamplesTotals() throws {
        let html = try HTMLRenderer().render(Self.view(.french))
        #expect(html.contains("4\u{202F}799,28\u{00A0}€"))
        #expect(html.contains("-2\u{202F}596,96\u{00A0}€"))
        #expect(html.contains("+2\u{202F}202,32\u{00A0}€"))
        #expect(html.contains("<html lang=\"fr-FR\">"))
        #expect(!html.contains("<script"))
    }
}
