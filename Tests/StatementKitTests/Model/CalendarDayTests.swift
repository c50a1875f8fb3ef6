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

@Suite struct CalendarDayTests {
    @Test func refusesDaysThatDoNotExist() {
        #expect(CalendarDay(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2023, month: 2, day: 30) == nil)
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDay(iso: "2023-02-30") == nil)
    }

    @Test func countsDaysFromTheEpoch() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1)!.dayNumber == 0)
        #expect(CalendarDay(year: 2026, month: 11, day: 22)!.dayNumber == 20779)
        #expect(CalendarDay(dayNumber: 20779) == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(CalendarDay(dayNumber: -1) == CalendarDay(year: 1969, month: 12, day: 31))
    }

    @Test func roundTripsEveryDayOfFourCenturies() {
        let start = CalendarDay(year: 1900, month: 1, day: 1)!.dayNumber
        var previous = CalendarDay(dayNumber: start - 1)
        for n in start..<(start + 146_097) {
            let day = CalendarDay(dayNumber: n)
            #expect(day.dayNumber == n)
            #expect(previous < day)
            previous = day
        }
    }

    @Test func ordersTheFirstAndLastDaysAndStopsFarOut() {
        let first = CalendarDay(year: 1, month: 1, day: 1)!, last = CalendarDay(year: 9999, month: 12, day: 31)!
        #expect(first < last && last.adding(days: -1) < last && first < first.adding(days: 1))
        #expect((last.year, last.month, last.day) == (9999, 12, 31))
        #expect(CalendarDay(dayNumber: first.dayNumber - 1).description == "0000-12-31")
        // A day number from a garbled file, billions of days out, gives the farthest day, not a crash.
        let far = CalendarDay(dayNumber: .max), near = CalendarDay(dayNumber: .min)
        #expect(far == CalendarDay(dayNumber: 1_400_000_000) && far.dayNumber == 1_400_000_000)
        #expect(near.dayNumber == -1_400_000_000 && near < first && last < far)
    }

    @Test func knowsTheWeekday() {
        #expect(CalendarDay(year: 2026, month: 11, day: 22)!.weekday == 7)  // a Sunday
        #expect(CalendarDay(year: 2026, month: 11, day: 23)!.weekday == 1)
    }

    @Test func writesISODates() {
        #expect(CalendarDay(year: 2026, month: 1, day: 5)!.description == "2026-01-05")
        #expect(CalendarDay(iso: "2026-01-05")?.description == "2026-01-05")
    }
}

@Suite struct CalendarDayWeekTests {
    @Test(arguments: [
        ("2026-11-22", 1, "2026-11-16"), ("2026-11-22", 7, "2026-11-22"), ("2026-11-23", 1, "2026-11-23"), ("2026-11-23", 7, "2026-11-22"),
        ("2027-01-01", 1, "2026-12-28"), ("2027-01-01", 7, "2026-12-27"), ("2026-11-28", 6, "2026-11-28"),
    ])
    func findsTheStartOfTheWeek(day: String, firstWeekday: Int, start: String) {
        #expect(CalendarDay(iso: day)!.startOfWeek(firstWeekday: firstWeekday).description == start)
    }

    @Test func aWeekIsSevenDaysAcrossAYearEnd() {
        let week = DayRange.week(containing: CalendarDay(iso: "2027-01-01")!, firstWeekday: 1)
        #expect(week.description == "2026-12-28..2027-01-03")
        #expect(DayFormat(.french).week(week) == "semaine du 28\u{00A0}décembre 2026 au 3\u{00A0}janvier 2027")
        #expect(DayFormat(.english).week(DayRange.week(containing: CalendarDay(iso: "2027-01-01")!, firstWeekday: ReportLocale.english.firstWeekday))
            == "week of December 27, 2026\u{2009}–\u{2009}January 2, 2027")
    }
}
