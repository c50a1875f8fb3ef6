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

/// Statement text, configuration text and names are data, never markup: hostile values in every
/// place a report shows text come out inert in HTML and cannot break a Markdown table.
@Suite struct EscapingTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "a | b", "# title",
        "*bold* _it_ `code`", "[link](http://evil.example)", "www.evil.example", "1. item", "x & y", "<b>", "'single'",
        "support@evil.example", "xmpp:support@evil.example",
    ]

    /// A report where `text` is the title, an account's name, a description, a payee, a bank's
    /// category, a rule's category, two people's names, a payer nobody declared, and a rejected row.
    static func report(_ text: String) throws -> Report {
        let quoted = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        let config = try ReportConfig(yaml: """
            report:
              title: \(quoted)
            people:
              - name: \(quoted)
                accounts: [hostile]
              - Bob
            rules:
              - match: {description: courses}
                category: \(quoted)
              - match: {description: jamais-vu-nulle-part}
                category: Rien
            splits:
              - match: {account: hostile}
                equal: [\(quoted), Bob]
            roundups: {step: 5}
            """, file: "hostile.yaml")
        let day = { (d: Int) in CalendarDay(year: 2026, month: 10, day: d)! }
        let eur = { (s: String) in Money(Amount(exactly: s)!, .euro) }
        let at = SourceLocation(file: "hostile.csv", line: 2)
        let transactions = [
            Transaction(id: "1", bookingDate: day(1), amount: eur("-12.34"), description: text, payee: text, category: text, location: at),
            Transaction(id: "2", bookingDate: day(2), amount: eur("-45.60"), description: "courses " + text, payee: text, location: at),
            Transaction(id: "3", bookingDate: day(3), amount: eur("-9.99"), description: text, payer: "<script>x</script>" + text, location: at),
            Transaction(id: "4", bookingDate: day(4), amount: eur("1500.00"), description: text, status: .pending, location: at),
        ]
        let info = StatementInfo(account: Account(id: text, iban: nil, name: text, holder: text, institution: text), currency: .euro,
                                 openingBalance: Balance(eur("100.00")), closingBalance: Balance(eur("200.00")))
        var record = ImportRecord(file: "hostile.csv", format: "csv")
        record.rowsRead = 5
        record.imported = 4
        record.reject(at: SourceLocation(file: "hostile.csv", line: 6, column: 3), Message("amount.noDigits", ["text": .text(text)]), lineText: text)
        let result = ImportResult(statements: [Statement(info: info, transactions: transactions, source: "hostile.csv", format: "csv")], record: record)
        let options = ReportOptions(config: config, sections: ReportSection.allCases)
        return ReportBuilder(generatedOn: day(31), config: config, options: options).build([result])
    }

    @Test(arguments: hostile)
    func statementTextIsInertInHTML(text: String) throws {
        let report = try Self.report(text)
        #expect(report.splitIssueCount == 1)
        for locale in [ReportLocale.french, .english] {
            let html = try RenderingFixtures.render(report, locale, html: true)
            #expect(RenderingFixtures.structureProblems(html) == [], "\(text)")
            #expect(!html.contains("<script"))
            #expect(!html.contains("<img"))
            if text.contains("<") || text.contains("\"") || text.contains("&") || text.contains("'") { #expect(!html.contains(text)) }
            // The text is shown, escaped, not dropped.
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
            #expect(html.components(separatedBy: escaped).count > 10, "\(text) shown fewer than 10 times")
        }
    }

    @Test(arguments: hostile)
    func statementTextCannotBreakAMarkdownTable(text: String) throws {
        let report = try Self.report(text)
        for locale in [ReportLocale.french, .english] {
            let markdown = try RenderingFixtures.render(report, locale, html: false)
            let tables = RenderingFixtures.markdownTables(markdown)
            #expect(tables.count >= 15)
            for table in tables {
                #expect(Set(table.map(\.count)).count == 1, "\(text): rows of different widths in \(table)")
            }
            for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
                #expect(line.hasPrefix("# ") || line.hasPrefix("## ") || line.hasPrefix("### ") || line.hasPrefix("#### "), "\(line)")
            }
            if CMark.available {
                let html = try CMark.html(markdown)
                #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("<a ") && !html.contains("<b>"), "\(text)")
                // Code only in our own blocks (the daily chart's bars), never a code span from the text.
                let codes = html.components(separatedBy: "<code>").count - 1, blocks = html.components(separatedBy: "<pre><code>").count - 1
                #expect(!html.contains("<ol") && codes == blocks, "\(text)")
                try MarkdownGFMTests.checkTables(markdown)
            }
        }
    }

    @Test(arguments: [
        ("a | b", "a \\| b"), ("# x", "\\# x"), ("*x*", "\\*x\\*"), ("<b>", "\\<b\\>"), ("12.50 €", "12.50 €"),
        ("-12.50", "\\-12.50"), ("1. first", "1\\. first"), ("see www.x.org", "see www\\.x.org"), ("http://x", "http\\://x"),
        ("a\nb", "a b"), ("2026-01-02", "2026-01-02"), ("12,00\u{00A0}$US", "12,00\u{00A0}\\$US"), ("-$3.50", "\\-\\$3.50"),
        ("mailto:a", "mailto\\:a"), ("a@b.example", "a\u{2060}\\@b.example"), ("x\u{1B}[2J", "x\\x1b\\[2J"), ("\u{9B}1m", "\\x9b1m"),
        ("www\u{202E}.x.org", "www\\.x.org"), ("x & y", "x & y"), ("&amp;", "\\&amp;"), ("&#60;", "\\&#60;"), ("file.csv:12:3", "file.csv:12:3"), ("Solde\u{00A0}: 3", "Solde\u{00A0}: 3"),
    ])
    func markdownEscapesOnlyWhatWouldBeMarkup(text: String, expected: String) {
        #expect(MarkdownEscaping.escape(text) == expected)
    }

    @Test func aTableCellKeepsALeadingMinus() {
        #expect(MarkdownEscaping.escape("-€12.50", atLineStart: false) == "-€12.50")
        #expect(MarkdownEscaping.escape("# x | y", atLineStart: false) == "# x \\| y")
    }
}
