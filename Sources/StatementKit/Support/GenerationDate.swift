import Foundation
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementRendering
import StatementResources

/// The day a report says it was made: `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) when set, so the
/// same input always gives the same bytes; otherwise today in UTC.
public enum GenerationDate {
    public static func day(environment: [String: String] = ProcessEnvironment.current, now: Date = Date()) -> CalendarDay {
        if let seconds = epoch(environment) {
            return CalendarDay(dayNumber: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        }
        return CalendarDay(dayNumber: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// `SOURCE_DATE_EPOCH` in seconds, when set to a number.
    public static func epoch(_ environment: [String: String] = ProcessEnvironment.current) -> Int? {
        environment["SOURCE_DATE_EPOCH"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
