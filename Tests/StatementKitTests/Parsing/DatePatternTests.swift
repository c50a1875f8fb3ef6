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

@Suite struct DatePatternTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var text: String
        var day: String?
        var testDescription: String { "\(format) reads “\(text)” as \(day ?? "nothing")" }
    }

    static let cases: [Case] = [
        // Numeric, every separator and order.
        Case(format: "dd/MM/yyyy", text: "01/10/2026", day: "2026-10-01"),
        Case(format: "dd/MM/yyyy", text: "2/1/2020", day: "2020-01-02"),
        Case(format: "dd/MM/yyyy", text: "  31/12/2026 ", day: "2026-12-31"),
        Case(format: "MM/dd/yyyy", text: "12/15/2018", day: "2018-12-15"),
        Case(format: "MM/dd/yyyy", text: "15/12/2018", day: nil),
        Case(format: "yyyy-MM-dd", text: "2026-10-01", day: "2026-10-01"),
        Case(format: "yyyy/MM/dd", text: "2012/3/22", day: "2012-03-22"),
        Case(format: "dd.MM.yyyy", text: "28.06.2013", day: "2013-06-28"),
        Case(format: "dd-MM-yyyy", text: "21-06-2019", day: "2019-06-21"),
        Case(format: "yyyyMMdd", text: "20261001", day: "2026-10-01"),
        // Two-digit years: 69-99 are the 1900s, 00-68 the 2000s.
        Case(format: "dd-MM-yy", text: "01-10-26", day: "2026-10-01"),
        Case(format: "dd/MM/yy", text: "31/12/69", day: "1969-12-31"),
        Case(format: "dd/MM/yy", text: "01/01/68", day: "2068-01-01"),
        Case(format: "dd/MM/yy", text: "01/01/2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "01/01/26", day: nil),
        // Quicken's apostrophe and padded numbers.
        Case(format: "MM/dd/yy", text: "12/31'04", day: "2004-12-31"),
        Case(format: "MM/dd/yyyy", text: "1/ 2' 5", day: "2005-01-02"),
        Case(format: "MM/dd/yy", text: "1/ 2/98", day: "1998-01-02"),
        // Times after the date are ignored, never converted.
        Case(format: "yyyy-MM-dd", text: "2026-10-01 12:34", day: "2026-10-01"),
        Case(format: "yyyy-MM-dd", text: "2026-10-01T12:34:56Z", day: "2026-10-01"),
        Case(format: "yyyy-MM-dd", text: "2026-10-01T23:59:59.999-05:00", day: "2026-10-01"),
        Case(format: "yyyy-MM-dd", text: "2022-07-12 14:28:52", day: "2022-07-12"),
        Case(format: "dd/MM/yyyy", text: "01/10/2026 08:15", day: "2026-10-01"),
        Case(format: "dd-MM-yyyy", text: "24-08-2020 13:43:54.496", day: "2020-08-24"),
        Case(format: "dd.MM.yyyy", text: "28.06.2013 00:00:30:989", day: "2013-06-28"),
        Case(format: "MM/dd/yyyy", text: "10/01/2019 3:46 PM PDT", day: "2019-10-01"),
        Case(format: "dd/MM/yyyy", text: "01/10/2026 12h30", day: "2026-10-01"),
        Case(format: "yyyyMMdd", text: "20261001120000", day: nil),
        Case(format: "dd/MM/yyyy", text: "01/10/2026 (valeur)", day: nil),
        // Month names, French and English, with or without dot and accent.
        Case(format: "d MMM yyyy", text: "12 oct. 2026", day: "2026-10-12"),
        Case(format: "d MMM yyyy", text: "1er févr. 2026", day: "2026-02-01"),
        Case(format: "d MMM yyyy", text: "15 août 2026", day: "2026-08-15"),
        Case(format: "d MMM yyyy", text: "15 aout 2026", day: "2026-08-15"),
        Case(format: "d MMM yyyy", text: "3 DÉCEMBRE 2026", day: "2026-12-03"),
        Case(format: "d MMM yyyy", text: "12 October 2026", day: "2026-10-12"),
        Case(format: "d MMM yyyy", text: "4 März 2026", day: "2026-03-04"),
        Case(format: "d MMM yyyy", text: "4 mei 2026", day: "2026-05-04"),
        Case(format: "d MMM yyyy", text: "12-Oct-2026", day: "2026-10-12"),
        Case(format: "dd-MMM-yyyy", text: "12-Oct-2026", day: "2026-10-12"),
        Case(format: "dd-MMM-yy", text: "12-Oct-26", day: "2026-10-12"),
        Case(format: "d MMM yyyy", text: "12.Oct.2026", day: "2026-10-12"),
        Case(format: "MMM d, yyyy", text: "Oct 12, 2026", day: "2026-10-12"),
        Case(format: "MMM d, yyyy", text: "October 1st, 2026", day: "2026-10-01"),
        Case(format: "MMM d, yyyy", text: "Sept 30 2026", day: "2026-09-30"),
        Case(format: "d MMM yyyy", text: "12 Octember 2026", day: nil),
        Case(format: "d MMM yyyy", text: "Oct 12, 2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "1er/10/2026", day: nil),
        // Days that do not exist, and text that is not a date.
        Case(format: "dd/MM/yyyy", text: "30/02/2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "29/02/2024", day: "2024-02-29"),
        Case(format: "dd/MM/yyyy", text: "00/10/2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "01/13/2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "01-10-2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "01/10-2026", day: nil),
        Case(format: "dd/MM/yyyy", text: "", day: nil),
        Case(format: "dd/MM/yyyy", text: "Solde au 31/10/2026", day: nil),
        Case(format: "yyyy-MM-dd", text: "2013-07-03-08.21.36.47192", day: nil),
    ]

    @Test(arguments: cases)
    func readsTheDayAsWritten(_ c: Case) throws {
        let pattern = try #require(DatePattern(format: c.format))
        #expect(pattern.parse(c.text)?.description == c.day)
    }

    @Test(arguments: [
        "dd/MM/yyyy", "MM/dd/yyyy", "yyyy-MM-dd", "dd.MM.yyyy", "dd-MM-yy", "MM/dd/yy", "yyyy/MM/dd", "yyyyMMdd",
        "d MMM yyyy", "MMM d, yyyy", "dd-MMM-yyyy", "dd-MMM-yy", "yyyy-MMM-dd",
    ])
    func formatRoundTrips(_ format: String) throws {
        let pattern = try #require(DatePattern(format: format))
        #expect(pattern.format == format)
        #expect(DatePattern(format: pattern.format) == pattern)
    }

    @Test(arguments: [
        ("d/M/yyyy", "dd/MM/yyyy"), ("dd/MM/yyyy HH:mm", "dd/MM/yyyy"), ("yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd"),
        ("dd MMMM yyyy", "d MMM yyyy"), ("MMMM d, yyyy", "MMM d, yyyy"), ("M/d/yy", "MM/dd/yy"),
    ])
    func equivalentFormatsGiveOnePattern(_ written: String, _ canonical: String) throws {
        #expect(DatePattern(format: written)?.format == canonical)
    }

    @Test(arguments: ["", "dd/MM", "dd/MM/yyyy/", "yyyy-dd", "dd/MM-yyyy", "ddMMyyyy", "dd MM yyyy", "yy/MM/dd/x", "dd/dd/yyyy", "%d/%m/%Y", "dd/MM/yyy"])
    func rejectsFormatsItCannotRead(_ format: String) {
        #expect(DatePattern(format: format) == nil)
    }

    @Test func monthNamesNeverCollideAcrossLanguages() {
        var seen: [UInt128: Int] = [:]
        for entry in MonthNames.table {
            if let month = seen[entry.name] { #expect(month == entry.month) }
            seen[entry.name] = entry.month
        }
        #expect(Set(MonthNames.table.map(\.month)) == Set(1...12))
    }

    @Test func everyCommonPatternReadsItsOwnFormat() throws {
        let day = try #require(CalendarDay(year: 2026, month: 10, day: 31))
        for pattern in DatePattern.common {
            let text = Self.write(day, pattern)
            #expect(pattern.parse(text) == day, "\(pattern) on \(text)")
        }
    }

    static func write(_ d: CalendarDay, _ p: DatePattern) -> String {
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        let year = p.yearDigits == 2 ? two(d.year % 100) : String(d.year)
        let month = p.namedMonth ? ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.month] : two(d.month)
        guard let s = p.separator.map({ String(UnicodeScalar($0)) }) else { return year + two(d.month) + two(d.day) }
        switch p.order {
        case .dayMonthYear: return two(d.day) + s + month + s + year
        case .monthDayYear: return month + s + two(d.day) + (p.namedMonth ? ", " : s) + year
        case .yearMonthDay: return year + s + month + s + two(d.day)
        }
    }
}
