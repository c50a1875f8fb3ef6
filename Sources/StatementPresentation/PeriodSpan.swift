import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// How a report's period is named in a mail subject and a file name: by the calendar months it
/// spans, or by its days when it was asked for (`--from`, `--to`) and is not whole months.
///
/// A statement's own period is named by its months even when it starts on the 2nd or ends on the
/// 30th: "the October statement". An asked period of whole months is named by them too; any other
/// asked period (a week, a fortnight) by its days, so that two of them never get the same name.
public enum PeriodSpan: Sendable, Hashable {
    /// From the first month to the last, both included (the same month for one).
    case months(first: MonthOfYear, last: MonthOfYear)
    case days(DayRange)

    public init?(_ report: Report) {
        guard let period = report.period else { return nil }
        let asked = report.filter.from != nil || report.filter.to != nil
        let whole = period.start.day == 1 && period.end == period.end.lastOfMonth
        if asked && !whole {
            self = .days(period)
        } else {
            self = .months(first: MonthOfYear(period.start), last: MonthOfYear(period.end))
        }
    }

    /// For file names: `2026-10`, `2026-09_2026-11`, `2026-10-05_2026-10-11`, `2026-10-05`.
    public var fileNameText: String {
        switch self {
        case let .months(first, last):
            return first == last ? first.description : "\(first)_\(last)"
        case let .days(range):
            return range.start == range.end ? range.start.description : "\(range.start)_\(range.end)"
        }
    }
}

/// A calendar month of a year.
public struct MonthOfYear: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    public init(_ day: CalendarDay) { self.init(year: day.year, month: day.month) }

    /// `2026-10`.
    public var description: String { "\(year)-" + (month < 10 ? "0\(month)" : "\(month)") }

    public static func < (a: MonthOfYear, b: MonthOfYear) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
