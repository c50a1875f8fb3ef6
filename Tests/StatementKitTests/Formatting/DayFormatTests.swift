import Foundation
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

@Suite struct DayFormatTests {
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }
    static func range(_ a: String, _ b: String) -> DayRange { DayRange(start: day(a), end: day(b)) }

    @Test(arguments: [
        ("fr-FR", "1er\u{00A0}novembre 2026", "22\u{00A0}novembre 2026", "01/11/2026", "1er\u{00A0}nov. 2026", "dimanche 1er\u{00A0}novembre 2026"),
        ("fr-BE", "1er\u{00A0}novembre 2026", "22\u{00A0}novembre 2026", "01/11/2026", "1er\u{00A0}nov. 2026", "dimanche 1er\u{00A0}novembre 2026"),
        ("fr-CH", "1er\u{00A0}novembre 2026", "22\u{00A0}novembre 2026", "01.11.2026", "1er\u{00A0}nov. 2026", "dimanche 1er\u{00A0}novembre 2026"),
        ("fr-CA", "1er\u{00A0}novembre 2026", "22\u{00A0}novembre 2026", "2026-11-01", "1er\u{00A0}nov. 2026", "dimanche 1er\u{00A0}novembre 2026"),
        ("fr-LU", "1er\u{00A0}novembre 2026", "22\u{00A0}novembre 2026", "01/11/2026", "1er\u{00A0}nov. 2026", "dimanche 1er\u{00A0}novembre 2026"),
        ("en-US", "November 1, 2026", "November 22, 2026", "11/01/2026", "Nov 1, 2026", "Sunday, November 1, 2026"),
        ("en-GB", "1 November 2026", "22 November 2026", "01/11/2026", "1 Nov 2026", "Sunday, 1 November 2026"),
        ("en-IE", "1 November 2026", "22 November 2026", "01/11/2026", "1 Nov 2026", "Sunday 1 November 2026"),
        ("en-CA", "November 1, 2026", "November 22, 2026", "2026-11-01", "Nov 1, 2026", "Sunday, November 1, 2026"),
        ("en-AU", "1 November 2026", "22 November 2026", "01/11/2026", "1 Nov 2026", "Sunday 1 November 2026"),
    ])
    func writesDaysTheLocalesWay(locale: String, first: String, other: String, numeric: String, abbreviated: String, full: String) {
        let f = DayFormat(ReportLocale(tag: locale)!)
        #expect(f.long(Self.day("2026-11-01")) == first)
        #expect(f.long(Self.day("2026-11-22")) == other)
        #expect(f.numeric(Self.day("2026-11-01")) == numeric)
        #expect(f.abbreviated(Self.day("2026-11-01")) == abbreviated)
        #expect(f.full(Self.day("2026-11-01")) == full)
    }

    @Test func canadianFrenchAbbreviatesJulyItsOwnWay() {
        #expect(DayFormat(ReportLocale(tag: "fr-CA")!).abbreviated(Self.day("2026-07-14")) == "14\u{00A0}juill. 2026")
        #expect(DayFormat(ReportLocale(tag: "fr-FR")!).abbreviated(Self.day("2026-07-14")) == "14\u{00A0}juil. 2026")
    }

    /// Every day of two years, in every supported locale, against `Date.FormatStyle` in UTC. French
    /// differs only where it means to: `1er` for the first, a no-break space between day and month.
    @Test(arguments: ReportLocale.supported)
    func matchesICUForEveryDay(_ locale: ReportLocale) {
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        func style(_ s: Date.FormatStyle.DateStyle) -> Date.FormatStyle {
            Date.FormatStyle(date: s, time: .omitted, locale: locale.foundationLocale, calendar: calendar, timeZone: utc)
        }
        let numeric = Date.FormatStyle(locale: locale.foundationLocale, calendar: calendar, timeZone: utc).day(.twoDigits).month(.twoDigits).year()
        let dayMonth = Date.FormatStyle(locale: locale.foundationLocale, calendar: calendar, timeZone: utc).day().month(.wide)
        let f = DayFormat(locale)
        func plain(_ s: String) -> String {
            locale.language == .french
                ? s.replacingOccurrences(of: "1er\u{00A0}", with: "1 ").replacingOccurrences(of: "\u{00A0}", with: " ") : s
        }
        func icuFull(_ s: String) -> String {
            locale.language == .french ? s.replacingOccurrences(of: ", ", with: " ") : s
        }
        var mismatches: [String] = []
        let start = Self.day("2027-01-01").dayNumber - 730
        for n in start..<(start + 731) {
            let day = CalendarDay(dayNumber: n)
            let date = Date(timeIntervalSince1970: Double(n) * 86_400 + 43_200)
            let pairs = [
                (plain(f.long(day)), date.formatted(style(.long))), (plain(f.abbreviated(day)), date.formatted(style(.abbreviated))),
                // French writes no comma after the weekday where ICU's fr-CH has one (review U16).
                (plain(f.full(day)), icuFull(date.formatted(style(.complete)))), (f.numeric(day), date.formatted(numeric)),
                (plain(f.dayAndMonth(day)), date.formatted(dayMonth)),
            ]
            for (ours, icu) in pairs where ours != icu { mismatches.append("\(day): \(ours) ≠ \(icu)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// The catalogue's names are ICU's (French lower case, Canadian `juill.`).
    @Test(arguments: ReportLocale.supported)
    func namesMatchICUsSymbols(_ locale: ReportLocale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale.foundationLocale
        let f = DayFormat(locale)
        #expect((1...12).map(f.monthName) == calendar.monthSymbols)
        #expect((1...12).map(f.shortMonthName) == calendar.shortMonthSymbols)
        // ICU counts weekdays from Sunday; ISO (and we) from Monday.
        let fromMonday = Array(calendar.weekdaySymbols.dropFirst()) + [calendar.weekdaySymbols[0]]
        let shortFromMonday = Array(calendar.shortWeekdaySymbols.dropFirst()) + [calendar.shortWeekdaySymbols[0]]
        #expect((1...7).map(f.weekdayName) == fromMonday)
        #expect((1...7).map(f.shortWeekdayName) == shortFromMonday)
    }

    @Test(arguments: [
        ("fr-FR", "du 1er au 30\u{00A0}novembre 2026", "semaine du 2 au 8\u{00A0}novembre 2026"),
        ("fr-CA", "du 1er au 30\u{00A0}novembre 2026", "semaine du 2 au 8\u{00A0}novembre 2026"),
        ("en-US", "November 1–30, 2026", "week of November 2–8, 2026"),
        ("en-CA", "November 1–30, 2026", "week of November 2–8, 2026"),
        ("en-GB", "1–30 November 2026", "week of 2–8 November 2026"),
        ("en-IE", "1–30 November 2026", "week of 2–8 November 2026"),
        ("en-AU", "1–30 November 2026", "week of 2–8 November 2026"),
    ])
    func writesTheIssuesPeriodsAndWeeks(locale: String, month: String, week: String) {
        let f = DayFormat(ReportLocale(tag: locale)!)
        #expect(f.period(Self.range("2026-11-01", "2026-11-30")) == month)
        #expect(f.week(Self.range("2026-11-02", "2026-11-08")) == week)
    }

    /// After a label (`Période : …`) one day is written without the sentence's `le` (review N8).
    @Test func aOneDayPeriodStandsAloneAfterALabel() {
        let fr = DayFormat(.french), us = DayFormat(.english)
        #expect(fr.periodLabel(Self.range("2026-10-01", "2026-10-01")) == "1er\u{00A0}octobre 2026")
        #expect(fr.period(Self.range("2026-10-05", "2026-10-05")) == "le 5\u{00A0}octobre 2026")
        #expect(fr.periodLabel(Self.range("2026-10-01", "2026-10-31")) == "du 1er au 31\u{00A0}octobre 2026")
        #expect(us.periodLabel(Self.range("2026-10-01", "2026-10-01")) == "October 1, 2026")
    }

    @Test func periodsAcrossMonthsAndYearsSayEachPartOnce() {
        let fr = DayFormat(.french), us = DayFormat(.english), gb = DayFormat(ReportLocale(tag: "en-GB")!)
        #expect(fr.period(Self.range("2026-11-30", "2026-12-06")) == "du 30\u{00A0}novembre au 6\u{00A0}décembre 2026")
        #expect(fr.period(Self.range("2026-12-28", "2027-01-03")) == "du 28\u{00A0}décembre 2026 au 3\u{00A0}janvier 2027")
        #expect(fr.period(Self.range("2026-12-01", "2027-01-01")) == "du 1er\u{00A0}décembre 2026 au 1er\u{00A0}janvier 2027")
        #expect(fr.period(Self.range("2026-11-01", "2026-11-01")) == "le 1er\u{00A0}novembre 2026")
        #expect(us.period(Self.range("2026-11-30", "2026-12-06")) == "November 30\u{2009}–\u{2009}December 6, 2026")
        #expect(us.period(Self.range("2026-12-28", "2027-01-03")) == "December 28, 2026\u{2009}–\u{2009}January 3, 2027")
        #expect(us.period(Self.range("2026-11-01", "2026-11-01")) == "November 1, 2026")
        #expect(gb.period(Self.range("2026-11-30", "2026-12-06")) == "30 November\u{2009}–\u{2009}6 December 2026")
        #expect(gb.period(Self.range("2026-12-28", "2027-01-03")) == "28 December 2026\u{2009}–\u{2009}3 January 2027")
    }

    /// Where ICU has an interval format that says the same thing (every English one except the
    /// same-month ranges, which the issue writes without spaces: `November 1–30, 2026`,
    /// `1–30 November 2026`), ours is ICU's.
    @Test(arguments: ReportLocale.supported.filter { $0.language == .english })
    func englishPeriodsMatchICUsIntervals(_ locale: ReportLocale) {
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        let style = Date.IntervalFormatStyle(date: .long, time: .omitted, locale: locale.foundationLocale, calendar: calendar, timeZone: utc)
        let f = DayFormat(locale)
        for (a, b) in [("2026-11-01", "2026-11-30"), ("2026-11-30", "2026-12-06"), ("2026-12-28", "2027-01-03"), ("2024-02-28", "2024-03-01")] {
            let range = Self.range(a, b)
            let icu = (Date(timeIntervalSince1970: Double(range.start.dayNumber) * 86_400 + 43_200)
                ..< Date(timeIntervalSince1970: Double(range.end.dayNumber) * 86_400 + 43_200)).formatted(style)
            let sameMonth = range.start.month == range.end.month && range.start.year == range.end.year
            if sameMonth {
                #expect(icu.replacingOccurrences(of: "\u{2009}–\u{2009}", with: "–") == f.period(range))
            } else {
                #expect(icu == f.period(range))
            }
        }
    }

    @Test func monthsInBothLanguages() {
        #expect(DayFormat(.french).month(year: 2026, month: 8) == "août 2026")
        #expect(DayFormat(.english).month(year: 2026, month: 8) == "August 2026")
        #expect(DayFormat(.french).shortMonth(year: 2027, month: 2) == "févr. 2027")
        #expect(DayFormat(.english).shortMonth(year: 2027, month: 2) == "Feb 2027")
    }

    @Test(arguments: [
        ("fr-FR", "1er\u{00A0}novembre", "22\u{00A0}novembre"), ("en-US", "November 1", "November 22"), ("en-GB", "1 November", "22 November"),
    ])
    func dayAndMonthLeavesTheYearOut(locale: String, first: String, other: String) {
        let f = DayFormat(ReportLocale(tag: locale)!)
        #expect(f.dayAndMonth(Self.day("2026-11-01")) == first)
        #expect(f.dayAndMonth(Self.day("2026-11-22")) == other)
    }

    /// The chart's bar names: American English writes `Thu, Oct 1` (review N5).
    @Test(arguments: [
        ("fr-FR", "jeu. 1er\u{00A0}octobre"), ("fr-CH", "jeu. 1er\u{00A0}octobre"), ("en-US", "Thu, Oct 1"),
        ("en-CA", "Thu, Oct 1"), ("en-GB", "Thu 1 October"),
    ])
    func barNamesNameTheWeekday(locale: String, name: String) {
        #expect(DayFormat(ReportLocale(tag: locale)!).weekdayAndDay(Self.day("2026-10-01")) == name)
    }

    @Test func layoutsSplitICUsTextIntoParts() {
        typealias P = DayLayout.Piece
        let names: [(String, P)] = [("novembre", .monthName), ("nov.", .shortMonthName), ("2026", .year), ("22", .day)]
        #expect(DayLayout.pieces(of: "22 novembre 2026", names) == [.day, .text(" "), .monthName, .text(" "), .year])
        #expect(DayLayout.pieces(of: "22 nov. 2026", names) == [.day, .text(" "), .shortMonthName, .text(" "), .year])
        #expect(DayLayout.pieces(of: "22 novembre 2026 à 12:00", names) == nil, "an unknown number is not guessed")
        #expect(DayLayout.keepDayWithMonth([.day, .text(" "), .monthName, .text(" "), .year])
            == [.day, .text("\u{00A0}"), .monthName, .text(" "), .year])
    }

    /// The names kept per locale are the catalogue's, the region's own included (`juill.` in Canada);
    /// a number that names no month or weekday still shows as its key, as the catalogue shows it.
    @Test func namesAreTheCataloguesOfEachLocale() {
        for tag in ["fr-FR", "fr-CA", "fr-CH", "en-US", "en-GB"] {
            let locale = ReportLocale(tag: tag)!
            let f = DayFormat(locale), c = locale.catalogue
            for m in 0...13 {
                #expect(f.monthName(m) == c("month.\(m)") && f.shortMonthName(m) == c("month.short.\(m)"), "\(tag) \(m)")
            }
            for d in 0...8 {
                #expect(f.weekdayName(d) == c("weekday.\(d)") && f.shortWeekdayName(d) == c("weekday.short.\(d)"), "\(tag) \(d)")
            }
        }
        #expect(DayFormat(ReportLocale(tag: "fr-CA")!).shortMonthName(7) == "juill.")
        #expect(DayFormat(ReportLocale(tag: "fr-FR")!).shortMonthName(7) == "juil.")
    }
}
