import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// The email's last resort: when even the summary, with every other section cut to its heading, is
/// over the limit (a summary of a great many currencies), the summary goes to the attached report
/// too, and the body says so, under the summary's heading.
@Suite struct EmailBudgetSummaryTests {
    static var notes: EmailBudget.Notes { EmailBudget.Notes(
        transactions: { "\($0) more transactions in the attached CSV." }, sharedExpenses: { n, _ in "\(n) shared expenses attached." },
        dailyCharts: { n, _ in "\(n) daily charts attached." }, monthsChart: { "Months chart attached." },
        section: { "This section is attached." }, summary: { "Even the summary is attached." }) }

    static func render(_ report: Report) -> (ReportView) throws(RenderError) -> String {
        { view throws(RenderError) in try HTMLRenderer().render(ReportDocument(view: view, report: report, locale: .english)) }
    }

    static func summaries(_ view: ReportView) -> Int { view.sections.count { $0.content is SummarySection } }

    @Test func aSummaryOverTheLimitIsReplacedByASentenceAndNothingElseIsLost() throws {
        let report = try EscapingTests.report("CB COURSES MONOPRIX")
        let view = ReportView(report, locale: .english)
        let render = Self.render(report)
        // Every cut but the summary's, as far as it goes: the smallest the body can be with its summary.
        var smallest = view
        for cut in EmailBudget.cuts(alsoUnlisted: 0, Self.notes).dropLast() { smallest = cut.keep(smallest, 0) }
        #expect(Self.summaries(smallest) == 1)
        let size = EmailBudget.encodedSize(try render(smallest))

        let kept = try EmailBudget(limit: size).fit(view, alsoUnlisted: 0, notes: Self.notes, render: render)
        #expect(Self.summaries(kept.view) == 1, "the summary fits exactly: it stays")
        #expect(!kept.html.contains("Even the summary is attached."))
        #expect(kept.cutMore)

        let cut = try EmailBudget(limit: size - 1).fit(view, alsoUnlisted: 0, notes: Self.notes, render: render)
        #expect(Self.summaries(cut.view) == 0, "one byte less: the summary is left to the attached report")
        #expect(cut.html.contains("Even the summary is attached."))
        #expect(EmailBudget.encodedSize(cut.html) < size)
        #expect(cut.cutMore, "the full report travels with the email")
        // Every section is still named: the body says what the attached report holds.
        #expect(EmailBudgetSummaryTests.headings(cut.html) == EmailBudgetSummaryTests.headings(try render(view)))
    }

    @Test func aSummaryWithinTheLimitIsNeverCut() throws {
        let report = try EscapingTests.report("CB COURSES MONOPRIX")
        let view = ReportView(report, locale: .english)
        let fit = try EmailBudget().fit(view, alsoUnlisted: 0, notes: Self.notes, render: Self.render(report))
        #expect(Self.summaries(fit.view) == 1 && !fit.cutMore)
    }

    /// The `<h2>` headings of an HTML report: one per section.
    static func headings(_ html: String) -> [String] {
        html.components(separatedBy: "<h2").dropFirst().map { $0.components(separatedBy: "</h2>")[0] }
    }
}
