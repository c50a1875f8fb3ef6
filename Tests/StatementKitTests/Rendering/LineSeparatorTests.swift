import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementPresentation
@testable import StatementRendering

/// A bank's description holding a line or paragraph separator (U+2028, U+2029, and NEL, VT, FF)
/// keeps its table row whole in Markdown and in plain text, and shows where the break was.
@Suite struct LineSeparatorTests {
    /// `LOYER`, a line separator, `OCTOBRE`, a paragraph separator, `FIN`, then NEL, VT and FF.
    static let description = "LOYER\u{2028}OCTOBRE\u{2029}FIN\u{85}A\u{0B}B\u{0C}C"

    @Test func theSeparatorsAreWrittenAsMarks() {
        #expect(MarkdownEscaping.escape("LOYER\u{2028}OCTOBRE\u{2029}FIN") == "LOYER⏎OCTOBRE¶FIN")
        #expect(MarkdownEscaping.escape("A\u{85}B\u{0B}C\u{0C}D") == "A\\x85B\\x0bC\\x0cD")
    }

    @Test func aMarkdownTableKeepsItsRows() throws {
        let report = try EscapingTests.report(Self.description)
        for locale in [ReportLocale.french, .english] {
            let markdown = try RenderingFixtures.render(report, locale, html: false)
            let separators: [Unicode.Scalar] = ["\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"]
            #expect(!markdown.unicodeScalars.contains { separators.contains($0) }, "a separator reached the Markdown")
            #expect(markdown.contains("LOYER⏎OCTOBRE¶FIN"))
            for table in RenderingFixtures.markdownTables(markdown) {
                #expect(Set(table.map(\.count)).count == 1, "rows of different widths in \(table)")
            }
        }
    }

    @Test func aTextTableKeepsTheDescriptionOnItsAmountsLine() throws {
        let report = try EscapingTests.report(Self.description)
        let text = try PlainTextRenderer().render(ReportView(report, locale: .english))
        #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        // Every line of the transactions list that names the payment has its amount beside it:
        // the description was not cut into lines at the separator.
        let transactions = try #require(text.components(separatedBy: "\nTransactions\n").last)
        let rows = transactions.split(separator: "\n").filter { $0.contains("LOYER") }
        #expect(!rows.isEmpty, "the description is in the transactions list")
        for row in rows {
            #expect(row.contains("LOYER⏎OCTOBRE¶FIN"), "\(row)")
            #expect(row.contains("12.34") || row.contains("45.60") || row.contains("9.99") || row.contains("1,500.00"), "\(row): no amount on the description's line")
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= PlainText.width })
    }
}
