import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// The built-in HTML page is written by Swift functions (`HTMLPage`) and no longer by the template
/// engine; the templates stay what `--template` overrides. The two must give the same bytes: every
/// sample, both households and the hostile reports, in French and in English, both ways.
@Suite struct HTMLPageTests {
    static let samples = [
        "compte-joint-2026-10.csv", "boursobank-2026-10.csv", "camt053-2026-10.xml", "camt054-2026-10.xml", "compte-partage-2026-10.json",
        "credit-agricole-2026-10.csv", "nordigen-compte-courant-2026-10.json", "northwind-checking-2026-10.qfx", "releve-2026-10.ofx",
        "starling-2026-10.json",
    ]

    /// The first line where the two pages differ, or nil when they are the same.
    static func difference(_ view: ReportView) throws -> String? {
        let typed = try #require(HTMLPage.render(view), "HTMLPage wrote no page for \(view.sections.map(\.name))")
        let templated = try HTMLRenderer().renderWithTemplates(view)
        let fast = ReportText.inert(typed)
        guard fast != templated else { return nil }
        let a = fast.split(separator: "\n", omittingEmptySubsequences: false)
        let b = templated.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
            let left = i < a.count ? String(a[i]) : "(end)", right = i < b.count ? String(b[i]) : "(end)"
            return "line \(i + 1):\n  Swift:     \(left)\n  templates: \(right)"
        }
        return "same lines, different bytes"
    }

    @Test(arguments: samples)
    func aSampleIsTheSamePageBothWays(file: String) throws {
        let result = try ReportSession().importFile(SamplesTests.input("Samples/" + file))
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        for locale in [ReportLocale.french, .english] {
            let failure = try Self.difference(ReportView(report, locale: locale))
            #expect(failure == nil, "\(file) \(locale.tag): \(failure ?? "")")
        }
    }

    @Test(arguments: ["foyer-martin", "flat-42", "famille-durand"])
    func aHouseholdIsTheSamePageBothWays(household: String) throws {
        let report = try RenderingFixtures.household(household)
        for locale in [ReportLocale.french, .english] {
            let failure = try Self.difference(ReportView(report, locale: locale))
            #expect(failure == nil, "\(household) \(locale.tag): \(failure ?? "")")
        }
    }

    @Test(arguments: EscapingTests.hostile)
    func aHostileReportIsTheSamePageBothWays(text: String) throws {
        let report = try EscapingTests.report(text)
        for locale in [ReportLocale.french, .english] {
            let failure = try Self.difference(ReportView(report, locale: locale))
            #expect(failure == nil, "\(text) \(locale.tag): \(failure ?? "")")
        }
    }

    /// An email too large for its budget replaces a section by a sentence (`omitted.mustache`).
    @Test func anEmailsOmittedSectionIsTheSamePageBothWays() throws {
        let result = try ReportSession().importFile(SamplesTests.input("Samples/compte-joint-2026-10.csv"))
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        var view = ReportView(report, locale: .english)
        let i = try #require(view.sections.firstIndex { $0.content is PayeesSection })
        view.sections[i] = SectionView(OmittedSection(heading: "Payees <b>", text: "Not in this email: see \"r&d.html\"."))
        let failure = try Self.difference(view)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(try #require(HTMLPage.render(view)).contains("see &quot;r&amp;d.html&quot;."))
    }

    @Test func aValueIsEscapedInTextAndAttributes() {
        var w = HTMLWriter()
        w.raw("<p title=\"")
        w.text("a\"b'c")
        w.raw("\">")
        w.text("<b>x & y</b> é")
        w.raw("</p>")
        #expect(w.string == "<p title=\"a&quot;b&#39;c\">&lt;b&gt;x &amp; y&lt;/b&gt; é</p>")
    }
}
