import Testing

@testable import StatementKit

@Suite struct EscapingTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "a | b", "# title",
        "*bold* _it_ `code`", "[link](http://evil.example)", "www.evil.example", "1. item", "x & y",
    ]

    @Test(arguments: hostile)
    func statementTextIsInertInHTML(text: String) throws {
        let t = Transaction(
            id: "x", bookingDate: CalendarDay(year: 2026, month: 1, day: 2)!, amount: Money(Amount(-1), .euro),
            description: text, payee: text, location: SourceLocation(file: "f"))
        let statement = Statement(info: StatementInfo(account: Account(name: text), currency: .euro), transactions: [t], source: "f", format: "csv")
        let result = ImportResult(statements: [statement], record: ImportRecord(file: "f", format: "csv"))
        let report = ReportBuilder(title: text, generatedOn: CalendarDay(year: 2026, month: 1, day: 3)!).build([result])
        let html = try HTMLRenderer().render(ReportView(report, locale: .english))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        if text.contains("<") || text.contains("\"") || text.contains("&") { #expect(!html.contains(text)) }
        #expect(!html.contains("href="))
        let markdown = try MarkdownRenderer().render(ReportView(report, locale: .english))
        for line in markdown.split(separator: "\n") where line.hasPrefix("| 01/02/2026") {
            // Four cells: the description's `|` must not open a fifth.
            let unescapedBars = line.indices.filter { line[$0] == "|" && (($0 == line.startIndex) || line[line.index(before: $0)] != "\\") }
            #expect(unescapedBars.count == 5, "\(line)")
        }
    }

    @Test(arguments: [
        ("a | b", "a \\| b"), ("# x", "\\# x"), ("*x*", "\\*x\\*"), ("<b>", "\\<b\\>"), ("12.50 €", "12.50 €"),
        ("-12.50", "\\-12.50"), ("1. first", "1\\. first"), ("see www.x.org", "see www\\.x.org"), ("http://x", "http\\://x"),
        ("a\nb", "a b"), ("2026-01-02", "2026-01-02"), ("12,00\u{00A0}$US", "12,00\u{00A0}\\$US"), ("-$3.50", "\\-\\$3.50"),
    ])
    func markdownEscapesOnlyWhatWouldBeMarkup(text: String, expected: String) {
        #expect(MarkdownEscaping.escape(text) == expected)
    }

    @Test func aTableCellKeepsALeadingMinus() {
        #expect(MarkdownEscaping.escape("-€12.50", atLineStart: false) == "-€12.50")
        #expect(MarkdownEscaping.escape("# x | y", atLineStart: false) == "# x \\| y")
    }
}
