import StatementModel

/// An amount on a day: a day's net booked movements, or a balance at the end of a day.
public struct DayAmount: Sendable, Equatable {
    public var day: CalendarDay
    public var amount: Amount

    public init(day: CalendarDay, amount: Amount) {
        self.day = day
        self.amount = amount
    }

    /// Adds `amount` to the last day of `days` when it is `day`, else starts a new day: statements
    /// list their days in order (either way), so this is one comparison per movement.
    @inline(__always)
    package static func add(_ days: inout [DayAmount], _ day: CalendarDay, _ amount: Amount) {
        let last = days.count - 1
        if last >= 0, days[last].day == day {
            days[last].amount += amount
        } else {
            days.append(DayAmount(day: day, amount: amount))
        }
    }
}
