import Foundation
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
import StatementKitTestSupport
import Testing

/// A section made here, outside the library: its view (`SectionContent`) and its blocks (a
/// Markdown block, an HTML template named after it). The renderers are not touched: that is what
/// adding a section to the report takes, plus its model.
struct NoteSection: SectionContent, MarkdownBlock {
    static let name = "note"
    var heading: String
    var text: String

    func markdown(_ md: inout MarkdownWriter) {
        md.heading(2, heading)
        md.paragraph(text)
    }
}

@Suite struct AddingASectionTests {
    static func view() throws -> ReportView {
        let input = InputFile.file(Paths.samples.appending(path: "compte-joint-2026-10.csv").path)
        let result = try ReportSession().importFile(input)
        let report = ReportBuilder(generatedOn: CalendarDay(iso: "2026-11-01")!).build([result])
        var view = ReportView(report, locale: .english)
        view.sections.insert(SectionView(NoteSection(heading: "Note <1>", text: "Rent is *due* | soon")), at: 1)
        return view
    }

    @Test func theMarkdownReportWritesTheNewSectionWhereTheViewPutsIt() throws {
        let markdown = try MarkdownRenderer().render(Self.view())
        let note = try #require(markdown.range(of: "## Note \\<1\\>\n\nRent is \\*due\\* \\| soon\n"))
        let summary = try #require(markdown.range(of: "## Summary"))
        let accounts = try #require(markdown.range(of: "## Accounts"))
        #expect(summary.upperBound < note.lowerBound && note.upperBound < accounts.lowerBound)
    }

    @Test func theHTMLReportFindsTheNewSectionsTemplateByItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "section-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<h2 class=\"note\">{{heading}}</h2><p>{{text}}</p>".write(to: folder.appending(path: "note.mustache"), atomically: true, encoding: .utf8)
        let html = try HTMLRenderer(templateDirectory: folder.path).render(Self.view())
        #expect(html.contains("<h2 class=\"note\">Note &lt;1&gt;</h2><p>Rent is *due* | soon</p>"))
        // The built-in sections are still there, from the embedded templates.
        #expect(html.contains("Spending by category"))
    }
}
