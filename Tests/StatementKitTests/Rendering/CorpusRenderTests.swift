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

/// Every file of the corpus that imports renders a report with every section, in HTML and
/// Markdown, in French and English: well-formed HTML made of the templates' own tags, and Markdown
/// tables whose rows all have the header's width. The copied files on every clone; the others
/// when `../shared/corpus` is beside it.
@Suite struct CorpusRenderTests {
    /// Files that are not statements: they cannot be imported, so there is no report to render.
    static let notStatements: Set<String> = ["ofx-xml/ofxparse__error_message.ofx"]

    @Test(arguments: Corpus.copiedPaths())
    func rendersInBothLanguagesAndFormats(_ path: String) throws {
        try render(path)
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())), arguments: Corpus.notCopiedPaths())
    func sharedFileRendersInBothLanguagesAndFormats(_ path: String) throws {
        try render(path)
    }

    func render(_ path: String) throws {
        let input = InputFile.file(Corpus.url(path).path)
        let result: ImportResult
        do {
            result = try ReportSession().importFile(input)
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
            // Every report has the one stylesheet of the goldens.
            let stylesheet = Golden.checkStylesheet(html)
            #expect(stylesheet == nil, "\(path) \(locale): \(stylesheet ?? "")")
            let markdown = try MarkdownRenderer().render(view)
            let tables = RenderingFixtures.markdownTables(markdown)
            #expect(!tables.isEmpty)
            for table in tables { #expect(Set(table.map(\.count)).count == 1, "\(path): \(table.first ?? [])") }
        }
    }
}
