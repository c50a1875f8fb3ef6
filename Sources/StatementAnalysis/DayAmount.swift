import StatementModel

/// An amount on a day: a day's net booked movements, or a balance at the end of a day.
public struct DayAmount: Sendable, Equatable {
    public var day: CalendarDay
    public var amount: Amount

    public init(day: CalendarDay, amount: Amount) {
        self.day = day
        self.amount = amount
    }

    /// Adds `amount` to `day` in `days`, which keeps one entry a day, in day order. Statements list
    /// their days in order (either way), so this is mostly one comparison with the last day; a file
    /// out of order still keeps no more entries than days.
    @inline(__always)
    package static func add(_ days: inout [DayAmount], _ day: CalendarDay, _ amount: Amount) {
        let last = days.count - 1
        if last >= 0, days[last].day == day {
            days[last].amount += amount
        } else if last < 0 || days[last].day < day {
            days.append(DayAmount(day: day, amount: amount))
        } else {
            addEarlier(&days, day, amount)
        }
    }

    /// `add` for a day before the last one: found by bisection, or inserted in its place.
    @inline(never)
    static func addEarlier(_ days: inout [DayAmount], _ day: CalendarDay, _ amount: Amount) {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid].day < day { low = mid + 1 } else { high = mid }
        }
        if days[low].day == day { days[low].amount += amount } else { days.insert(DayAmount(day: day, amount: amount), at: low) }
    }

    /// The balance at the end of each day of `movements` (days' net movements, in day order; a day
    /// listed twice adds up once), from `opening`, appended to `ends`; returns the last balance.
    package static func endsOfDays(from opening: Amount, _ movements: [DayAmount], into ends: inout [DayAmount]) -> Amount {
        var running = opening
        for d in movements {
            running += d.amount
            if let last = ends.last, last.day == d.day { ends[ends.count - 1].amount = running } else { ends.append(DayAmount(day: d.day, amount: running)) }
        }
        return running
    }
}
