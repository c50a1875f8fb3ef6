import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// A bank's description holding a line or paragraph separator (U+2028, U+2029, and NEL, VT, FF)
/// keeps its table row whole in Markdown and in plain text, and shows where the break was.
@Suite struct LineSeparatorTests {
    /// `LOYER`, a line separator, `OCTOBRE`, a paragraph separator, `FIN`, then NEL, VT and FF.
    static let description = "LOYER\u{2028}OCTOBRE\u{2029}FIN\u{85}A\u{0B}B\u{0C}C"

    /// A statement whose payments' descriptions hold `description`.
    static func report() throws -> Report {
        let config = try ReportConfig(yaml: "report:\n  title: Separators\n", file: "separators.yaml")
        let day = { (d: Int) in CalendarDay(year: 2026, month: 10, day: d)! }
        let eur = { (s: String) in Money(Amount(exactly: s)!, .euro) }
        let at = SourceLocation(file: "separators.csv", line: 2)
        let transactions = [
            Transaction(id: "1", bookingDate: day(1), amount: eur("-12.34"), description: description, location: at),
            Transaction(id: "2", bookingDate: day(2), amount: eur("-45.60"), description: "courses " + description, location: at),
            Transaction(id: "3", bookingDate: day(3), amount: eur("1500.00"), description: "SALAIRE", location: at),
        ]
        let info = StatementInfo(account: Account(id: "1", iban: nil, name: "Compte", holder: nil, institution: nil), currency: .euro,
                                 openingBalance: nil, closingBalance: nil)
        var record = ImportRecord(file: "separators.csv", format: "csv")
        record.rowsRead = 3
        record.imported = 3
        let result = ImportResult(statements: [Statement(info: info, transactions: transactions, source: "separators.csv", format: "csv")], record: record)
        let options = ReportOptions(config: config, sections: ReportSection.allCases)
        return ReportBuilder(generatedOn: day(31), config: config, options: options).build([result])
    }

    @Test func theSeparatorsAreWrittenAsMarks() {
        #expect(MarkdownEscaping.escape("LOYER\u{2028}OCTOBRE\u{2029}FIN") == "LOYER⏎OCTOBRE¶FIN")
        #expect(MarkdownEscaping.escape("A\u{85}B\u{0B}C\u{0C}D") == "A\\x85B\\x0bC\\x0cD")
    }

    @Test func aMarkdownTableKeepsItsRows() throws {
        let report = try Self.report()
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
        let report = try Self.report()
        let text = try PlainTextRenderer().render(ReportView(report, locale: .english))
        #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        // The description is one word on one line: the line that names the first payment shows its
        // amount, and no line starts where the bank's text had a break.
        let rows = text.split(separator: "\n").filter { $0.contains("OCTOBRE") }
        #expect(rows.count >= 2, "\(rows)")
        #expect(rows.allSatisfy { $0.contains("LOYER⏎OCTOBRE¶FIN") }, "\(rows)")
        #expect(rows.contains { $0.contains("-€12.34") }, "no amount on the description's line: \(rows.joined(separator: " / "))")
        let starts = text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
        #expect(!starts.contains { $0.hasPrefix("OCTOBRE") || $0.hasPrefix("FIN") }, "a line starts at a separator")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= PlainText.width })
    }
}
