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

/// Period labels, counts with plurals, and month and day names in every supported locale, as golden
/// files a reviewer reads. Invisible characters are written out (`\u{00A0}`, `\u{202F}`, `\u{2009}`)
/// so the files show them.
@Suite struct FormattingGoldenTests {
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00A0, 0x202F, 0x2009, 0x200E, 0x200F: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func check(_ text: String, _ name: String) {
        let failure = Golden.check(text, against: "Tests/StatementKitTests/Golden/formatting/\(name)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    static let ranges: [(String, String, String)] = [
        ("one day", "2026-11-01", "2026-11-01"),
        ("a whole month", "2026-11-01", "2026-11-30"),
        ("February of a leap year", "2024-02-01", "2024-02-29"),
        ("from the 2nd", "2026-11-02", "2026-11-08"),
        ("across a month's end", "2026-11-30", "2026-12-06"),
        ("from a 1st to a 1st", "2026-10-01", "2026-11-01"),
        ("across a year's end", "2026-12-28", "2027-01-03"),
        ("a whole year", "2026-01-01", "2026-12-31"),
        ("over several years", "2025-07-14", "2027-03-01"),
    ]

    @Test func periodLabels() {
        var out = "# DayFormat.period and DayFormat.week, per locale\n"
        for locale in ReportLocale.supported {
            let f = DayFormat(locale)
            out += "\n## \(locale.tag) (weeks start on \(f.weekdayName(locale.firstWeekday)))\n"
            for (what, a, b) in Self.ranges {
                out += "\(what): \(Self.visible(f.period(DayRange(start: CalendarDay(iso: a)!, end: CalendarDay(iso: b)!))))\n"
            }
            for day in ["2026-11-01", "2026-11-11", "2026-12-31"] {
                let week = DayRange.week(containing: CalendarDay(iso: day)!, firstWeekday: locale.firstWeekday)
                out += "week of \(day): \(Self.visible(f.week(week)))\n"
            }
        }
        Self.check(out, "periods.txt")
    }

    @Test func countsWithPlurals() {
        let counts = [0, 1, 2, 10, 1_000, 1_234_567, -1]
        var out = "# Every plural entry of the catalogues, for a few counts (numbers grouped as the region does)\n"
        for locale in ["fr-FR", "fr-CA", "fr-LU", "en-US"].map({ ReportLocale(tag: $0)! }) {
            let catalogue = locale.catalogue
            out += "\n## \(locale.tag)\n"
            for key in catalogue.keys.sorted() where catalogue.isPlural(key) {
                out += "\(key): " + counts.map { Self.visible(catalogue(key, ["count": .number($0)])) }.joined(separator: " | ") + "\n"
            }
        }
        Self.check(out, "counts.txt")
    }

    @Test func monthAndDayNames() {
        var out = "# Month and day names, and the first of each month of 2026, per locale\n"
        for locale in ReportLocale.supported {
            let f = DayFormat(locale)
            out += "\n## \(locale.tag)\n"
            out += "months: " + (1...12).map(f.monthName).joined(separator: ", ") + "\n"
            out += "short months: " + (1...12).map(f.shortMonthName).joined(separator: ", ") + "\n"
            out += "days: " + (1...7).map(f.weekdayName).joined(separator: ", ") + "\n"
            out += "short days: " + (1...7).map(f.shortWeekdayName).joined(separator: ", ") + "\n"
            for month in 1...12 {
                let day = CalendarDay(year: 2026, month: month, day: 1)!
                out += [f.numeric(day), f.long(day), f.abbreviated(day), f.full(day), f.month(year: 2026, month: month)]
                    .map(Self.visible).joined(separator: " | ") + "\n"
            }
        }
        Self.check(out, "months.txt")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
