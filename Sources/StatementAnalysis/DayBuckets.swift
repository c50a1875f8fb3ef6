import StatementModel

/// Net amounts by day, given in any order of days: one bucket a day in an array indexed by day
/// number, so that each amount costs one addition, however the days come (a generated or exported
/// file may list them in no order; a sorted list then costs a bisection a row, and an insertion a
/// day). The buckets cover the days seen, at most `spanLimit` of them; a day farther away goes to a
/// sorted list (`DayAmount.add`), so a file with a day in year 1 and one in year 9999 stays small.
struct DayBuckets {
    /// At most this many days (about 45 years) are kept in buckets.
    static let spanLimit = 16_384

    /// The day number of `buckets[0]`.
    private var base = 0
    /// A day's net amount; nil for a day not seen.
    private var buckets: [Amount?] = []
    /// The days beyond the buckets' span, in day order (never a day the buckets cover).
    private var farther: [DayAmount] = []

    /// Adds `amount` to the day whose `dayNumber` is `n`.
    mutating func add(dayNumber n: Int, _ amount: Amount) {
        var i = n - base
        if i < 0 || i >= buckets.count {
            guard cover(n) else { DayAmount.add(&farther, CalendarDay(dayNumber: n), amount); return }
            i = n - base
        }
        if buckets[i] != nil { buckets[i]! += amount } else { buckets[i] = amount }
    }

    /// Widens the buckets to day number `n` (doubling, so that widening is amortised), unless the
    /// span would pass `spanLimit`: then false.
    private mutating func cover(_ n: Int) -> Bool {
        if buckets.isEmpty {
            base = n
            buckets = [nil]
            return true
        }
        let end = base + buckets.count - 1
        guard max(end, n) - min(base, n) < DayBuckets.spanLimit else { return false }
        if n < base {
            let grow = min(max(base - n, buckets.count), DayBuckets.spanLimit - buckets.count)
            buckets.insert(contentsOf: repeatElement(nil, count: grow), at: 0)
            base -= grow
        } else {
            let grow = min(max(n - end, buckets.count), DayBuckets.spanLimit - buckets.count)
            buckets.append(contentsOf: repeatElement(nil, count: grow))
        }
        return true
    }

    /// The days' net amounts, in day order.
    var days: [DayAmount] {
        var result: [DayAmount] = []
        result.reserveCapacity(farther.count + 64)
        var f = 0
        for (i, bucket) in buckets.enumerated() {
            guard let amount = bucket else { continue }
            let day = CalendarDay(dayNumber: base + i)
            while f < farther.count, farther[f].day < day {
                result.append(farther[f])
                f += 1
            }
            result.append(DayAmount(day: day, amount: amount))
        }
        result.append(contentsOf: farther[f...])
        return result
    }
}
