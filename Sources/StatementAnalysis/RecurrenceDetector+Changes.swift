import StatementModel

extension RecurrenceDetector {
    /// `payments` grouped by amount, smallest first: a group's largest at most `percent` % of its smallest.
    static func clusters(_ payments: [Occurrence], percent: Int) -> [[Occurrence]] {
        let byAmount = payments.sorted { $0.amount != $1.amount ? $0.amount < $1.amount : $0.day < $1.day }
        var clusters: [[Occurrence]] = []
        for payment in byAmount {
            if let first = clusters.last?.first, let scaled = first.amount.multiplied(by: percent),
                let mine = payment.amount.multiplied(by: 100), !(scaled < mine)
            {
                clusters[clusters.count - 1].append(payment)
            } else {
                clusters.append([payment])
            }
        }
        return clusters.map { $0.sorted { $0.day < $1.day } }
    }

    /// The groups that are series (enough payments, every gap the same interval) added to `found`;
    /// the others returned, each ordered by day.
    static func series(_ groups: [[Occurrence]], into found: inout [Series]) -> [[Occurrence]] {
        var rest: [[Occurrence]] = []
        for ordered in groups {
            let gaps = zip(ordered, ordered.dropFirst()).map { $1.day.dayNumber - $0.day.dayNumber }
            if ordered.count >= minimumCount,
                let interval = RecurrenceInterval.allCases.first(where: { i in gaps.allSatisfy { i.days.contains($0) } })
            {
                found.append(Series(interval: interval, occurrences: ordered))
            } else {
                rest.append(ordered)
            }
        }
        return rest
    }

    /// Whether a payment was made by card: the source says so, or its text starts with a card word
    /// (`CB`, `CARTE`, `CARD`, `POS`, `VISA`, …), as its description's facts say (found once per text).
    package static func isCard(_ subject: inout MatchSubject) -> Bool {
        subject.transaction.kind == .card || subject.descriptionStartsWithCardWord
    }

    /// Whether a folded text's first word is a card word.
    static func startsWithCardWord(_ folded: [UInt8]) -> Bool {
        let end = folded.firstIndex(of: 0x20) ?? folded.endIndex
        guard end <= 11 else { return false }
        let first = folded[..<end]
        return cardWords.contains { $0.count == first.count && $0.elementsEqual(first) }
    }

    private static let cardWords: [[UInt8]] = ["cb", "carte", "card", "pos", "visa", "mastercard", "contactless", "achat", "purchase"]
        .map { Array($0.utf8) }

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
