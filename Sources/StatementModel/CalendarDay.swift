import StatementResources

/// A day on the calendar (year, month, day), with no time and no time zone.
///
/// Banks book transactions on days, not instants: a booking date must never move because
/// of the machine's time zone, so it is never stored as a `Date`.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `year << 9 | month << 5 | day`, the year signed: four bytes, which compare as the days do. As
    /// three `Int`s, the three days of a transaction took 88 of its bytes, copied with it at every step.
    @usableFromInline let packed: Int32

    @inlinable public var year: Int { Int(packed >> 9) }
    @inlinable public var month: Int { Int((packed >> 5) & 15) }
    @inlinable public var day: Int { Int(packed & 31) }

    /// A valid day of the proleptic Gregorian calendar, years 1 through 9999; nil otherwise
    /// (2023-02-30, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= CalendarDay.daysInMonth(year: year, month: month)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The day `dayNumber` days after 1970-01-01 (negative before it). A number more than 1.4 billion
    /// days (3.8 million years) either way gives the day that far: `packed` holds no year beyond.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = min(max(dayNumber, -1_400_000_000), 1_400_000_000) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(uncheckedYear: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// An ISO 8601 calendar date, `YYYY-MM-DD`.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let y = CalendarDay.digits(bytes[0..<4]), let m = CalendarDay.digits(bytes[5..<7]),
            let d = CalendarDay.digits(bytes[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before it).
    @inlinable
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 for Monday through 7 for Sunday.
    public var weekday: Int {
        let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4)
        return (w < 0 ? w + 7 : w) + 1
    }

    /// The first day of this day's month.
    public var firstOfMonth: CalendarDay { CalendarDay(uncheckedYear: year, month: month, day: 1) }

    /// The last day of this day's month.
    public var lastOfMonth: CalendarDay {
        CalendarDay(uncheckedYear: year, month: month, day: CalendarDay.daysInMonth(year: year, month: month))
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

    /// `YYYY-MM-DD`.
    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.packed < b.packed }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        packed = Int32(year) << 9 | Int32(month) << 5 | Int32(day)
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for b in bytes {
            guard b >= 48, b <= 57 else { return nil }
            value = value * 10 + Int(b - 48)
        }
        return value
    }
}

/// An inclusive range of calendar days.
public struct DayRange: Hashable, Sendable, CustomStringConvertible {
    public var start: CalendarDay
    public var end: CalendarDay

    public init(start: CalendarDay, end: CalendarDay) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    public func contains(_ day: CalendarDay) -> Bool { start <= day && day <= end }

    /// The smallest range holding both.
    public func union(_ other: DayRange) -> DayRange {
        DayRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..\(end)" }
}
