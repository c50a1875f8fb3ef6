import StatementResources

extension CalendarDay {
    /// The first day of the week holding this day, weeks starting on `firstWeekday` (ISO numbers:
    /// 1 Monday … 7 Sunday; `ReportLocale.firstWeekday` gives the reader's).
    public func startOfWeek(firstWeekday: Int) -> CalendarDay {
        precondition((1...7).contains(firstWeekday), "weekday out of range")
        return adding(days: -((weekday - firstWeekday + 7) % 7))
    }
}

extension DayRange {
    /// The seven days of the week holding `day`, weeks starting on `firstWeekday` (1 Monday … 7 Sunday).
    public static func week(containing day: CalendarDay, firstWeekday: Int) -> DayRange {
        let start = day.startOfWeek(firstWeekday: firstWeekday)
        return DayRange(start: start, end: start.adding(days: 6))
    }
}
