import StatementModel

extension RecurrenceDetector {
    /// The series, each followed (or preceded) by the groups of another amount that go on at its
    /// interval: a price that changed. A group joins one series at most, and only as a whole.
    static func extended(_ series: [Series], groups: [[Occurrence]], used: inout [Bool]) -> [Series] {
        var result = series
        for s in result.indices {
            var changed = true
            while changed {
                changed = false
                for g in groups.indices where !used[g] {
                    guard let joined = joining(result[s], groups[g]) else { continue }
                    result[s].occurrences = joined
                    used[g] = true
                    changed = true
                }
            }
        }
        return result
    }

    /// `series` with `group` before or after it, when every gap of the whole is the series' interval.
    private static func joining(_ series: Series, _ group: [Occurrence]) -> [Occurrence]? {
        guard let first = series.occurrences.first, let last = series.occurrences.last,
            let groupFirst = group.first, let groupLast = group.last
        else { return nil }
        let whole: [Occurrence]
        if groupFirst.day > last.day {
            whole = series.occurrences + group
        } else if groupLast.day < first.day {
            whole = group + series.occurrences
        } else {
            return nil
        }
        let fits = zip(whole, whole.dropFirst()).allSatisfy { series.interval.days.contains($1.day.dayNumber - $0.day.dayNumber) }
        return fits ? whole : nil
    }
}
