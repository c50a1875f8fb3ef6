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

/// The Markdown reports as GitHub reads them: every table comes out of `cmark-gfm` with the rows,
/// the columns and the cell texts the Markdown was written with, and nothing turns into a link or a tag.
@Suite(.enabled(if: CMark.available, CMark.missing)) struct MarkdownGFMTests {
    static let reports = ["foyer-martin", "flat-42"].flatMap { h in ["fr", "en"].map { (h, $0) } }

    @Test(arguments: reports)
    func tablesComeOutOfGitHubsParserAsWritten(household: String, lang: String) throws {
        let markdown = try RenderingFixtures.render(RenderingFixtures.household(household), ReportLocale(tag: lang)!, html: false)
        try Self.checkTables(markdown)
    }

    @Test func theJointAccountSampleToo() throws {
        try Self.checkTables(MarkdownRenderer().render(ReportGoldenTests.view(.english)))
    }

    /// Our tables, read from the Markdown text, against cmark-gfm's: same count, same shape, same texts.
    static func checkTables(_ markdown: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let html = try CMark.html(markdown)
        let expected = RenderingFixtures.markdownTables(markdown)
        let actual = CMark.tables(html)
        #expect(expected.count > 0, sourceLocation: sourceLocation)
        #expect(actual.count == expected.count, "tables: \(actual.count) rendered, \(expected.count) written", sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(a.count == e.count, "rows of the table headed \(e.first ?? [])", sourceLocation: sourceLocation)
            for (rowA, rowE) in zip(a, e) {
                #expect(rowA == rowE.map(RenderingFixtures.shownText(ofMarkdown:)), sourceLocation: sourceLocation)
            }
        }
        #expect(!html.contains("<a "), "a link was made", sourceLocation: sourceLocation)
    }
}
