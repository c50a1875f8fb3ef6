import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// An instant as an RFC 5322 `Date` header writes it: `Sun, 01 Nov 2026 00:00:00 +0000`.
public struct EmailDate: Sendable, Hashable {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    public var seconds: Int
    /// The writer's offset from UTC, in seconds (0 for reproducible output).
    public var offset: Int

    public init(seconds: Int, offset: Int = 0) {
        self.seconds = seconds
        self.offset = offset
    }

    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public var text: String {
        let local = seconds + offset
        let dayNumber = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let second = local - dayNumber * 86_400
        let day = CalendarDay(dayNumber: dayNumber)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(EmailDate.weekdays[day.weekday - 1]), \(two(day.day)) \(EmailDate.months[day.month - 1]) \(day.year) "
            + "\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) \(sign)\(two(minutes / 60))\(two(minutes % 60))"
    }
}
