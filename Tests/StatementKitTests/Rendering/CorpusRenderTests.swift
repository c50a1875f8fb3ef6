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

/// Every file of the shared corpus that imports renders a report with every section, in HTML and
/// Markdown, in French and English: well-formed HTML made of the templates' own tags, and Markdown
/// tables whose rows all have the header's width.
@Suite(.enabled(if: !CorpusExpectation.all().isEmpty, "../shared/corpus is not there")) struct CorpusRenderTests {
    /// Files that are not statements: they cannot be imported, so there is no report to render.
    static let notStatements: Set<String> = ["ofx-xml/ofxparse__error_message.ofx"]

    @Test(arguments: CorpusExpectation.all().map(\.path))
    func rendersInBothLanguagesAndFormats(_ path: String) throws {
        let input = InputFile.file(Paths.corpus.appending(path: path).path)
        let result: ImportResult
        do {
            result = try ImporterRegistry.standard.importFile(input)
        } catch {
            #expect(Self.notStatements.contains(path), "\(path): \(error)")
            return
        }
        let options = ReportOptions(sections: ReportSection.allCases)
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 12, day: 1)!, config: ReportConfig(), options: options)
            .build([result])
        for locale in [ReportLocale.french, .english] {
            let view = ReportView(report, locale: locale)
            let html = try HTMLRenderer().render(view)
            #expect(RenderingFixtures.structureProblems(html) == [], "\(path) \(locale)")
            #expect(html.contains("<html lang=\"\(locale.tag)\">"))
            let markdown = try MarkdownRenderer().render(view)
            let tables = RenderingFixtures.markdownTables(markdown)
            #expect(!tables.isEmpty)
            for table in tables { #expect(Set(table.map(\.count)).count == 1, "\(path): \(table.first ?? [])") }
        }
    }
}
