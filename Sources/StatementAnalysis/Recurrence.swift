import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// How often a recurring payment comes back.
public enum RecurrenceInterval: String, Sendable, Hashable, CaseIterable {
    case weekly, biweekly, monthly, quarterly, yearly

    /// The gaps, in days, between two payments that count as this interval. Wide enough for
    /// payments moved by weekends and bank holidays and for months of 28 to 31 days, narrow enough
    /// that no gap belongs to two intervals.
    public var days: ClosedRange<Int> {
        switch self {
        case .weekly: return 6...8
        case .biweekly: return 13...15
        case .monthly: return 26...35
        case .quarterly: return 85...98
        case .yearly: return 355...375
        }
    }

    /// Payments in a year.
    public var perYear: Int {
        switch self {
        case .weekly: return 52
        case .biweekly: return 26
        case .monthly: return 12
        case .quarterly: return 4
        case .yearly: return 1
        }
    }

    /// The day one interval after `day` (same day of the month for months, clamped to the month's
    /// last day: 31 January → 28 February).
    public func after(_ day: CalendarDay) -> CalendarDay {
        func addingMonths(_ n: Int) -> CalendarDay {
            let index = day.year * 12 + (day.month - 1) + n
            let year = index / 12, month = index % 12 + 1
            let last = CalendarDay.daysInMonth(year: year, month: month)
            return CalendarDay(year: year, month: month, day: min(day.day, last)) ?? day
        }
        switch self {
        case .weekly: return day.adding(days: 7)
        case .biweekly: return day.adding(days: 14)
        case .monthly: return addingMonths(1)
        case .quarterly: return addingMonths(3)
        case .yearly: return addingMonths(12)
        }
    }
}

/// Finds recurring payments (subscriptions, rent, insurance) among the payments to one payee.
///
/// **Definition.** Payments in one currency to the same payee (`PayeeName`) are recurring when at
/// least `minimumCount` (3) of them:
/// - have a **similar amount**: the largest is at most 10 % above the smallest (payments to one
///   payee are first grouped by amount this way, smallest first, so two subscriptions billed by the
///   same company are found apart), or 25 % for the payments left that are not card purchases (a
///   variable bill — 96,50 / 118,40 / 96,50 — is a series; shopping by card a month apart is not); and
/// - come at a **regular interval**: every gap between two consecutive payments falls within the
///   same `RecurrenceInterval` range (weekly 6–8 days, every two weeks 13–15, monthly 26–35,
///   quarterly 85–98, yearly 355–375). A missed payment breaks the series (a 60-day gap is not monthly);
/// - and the payee is not also paid at other times: of its payments between the first and the last
///   of the series, at least two thirds belong to a regular series (so three supermarket runs that
///   happen to fall a month apart among six are not a subscription, while two subscriptions billed
///   by the same company both are).
///
/// A series then goes on at **another price**: payments of another amount group whose gaps, and the
/// gap from the series, are the same interval, all before or all after it (`extended`), join it —
/// Netflix from 13,49 € to 17,99 € stays one subscription, whose price rose.
package enum RecurrenceDetector {
    package static let minimumCount = 3
    /// The largest amount of a group, in percent of its smallest: similar amounts, then variable ones.
    package static let fixedPercent = 110
    package static let tolerancePercent = 125

    package struct Occurrence {
        package var day: CalendarDay
        /// What was paid (positive).
        package var amount: Amount
        /// Paid by card (`RecurrenceDetector.isCard`): a variable amount paid by card is shopping.
        package var card = false
    }

    package struct Series {
        package var interval: RecurrenceInterval
        /// Ordered by day.
        package var occurrences: [Occurrence]
    }

    package static func detect(_ payments: [Occurrence]) -> [Series] {
        guard payments.count >= minimumCount else { return [] }
        // Similar amounts first (within 10 %), then variable amounts (within 25 %) among the payments
        // left that are not card purchases: a bill varies, shopping by card does too but is no bill.
        var found: [Series] = []
        var rest = series(clusters(payments, percent: fixedPercent), into: &found)
        var cards: [[Occurrence]] = []
        rest = rest.filter { group in
            if group.contains(where: \.card) { cards.append(group); return false }
            return true
        }
        var variable: [Series] = []
        rest = series(clusters(rest.flatMap { $0 }, percent: tolerancePercent), into: &variable) + cards
        // A variable series at the same time as another of the payee's is shopping that happened to be regular.
        for v in variable {
            let first = v.occurrences.first!.day, last = v.occurrences.last!.day
            if found.contains(where: { $0.occurrences.first!.day <= last && $0.occurrences.last!.day >= first }) {
                rest.append(v.occurrences)
            } else {
                found.append(v)
            }
        }
        var used = Array(repeating: false, count: rest.count)
        found = extended(found, groups: rest, used: &used)
        let inSeries = found.reduce(0) { $0 + $1.occurrences.count }
        guard inSeries < payments.count else { return found }
        let seriesDays = found.map { ($0.occurrences.first!.day, $0.occurrences.last!.day) }
        return found.filter { series in
            let first = series.occurrences.first!.day, last = series.occurrences.last!.day
            let within = payments.filter { $0.day >= first && $0.day <= last }.count
            // Payments of any series that fall within this one's span (each series is ordered by day).
            var regular = 0
            for (s, other) in found.enumerated() where seriesDays[s].0 <= last && seriesDays[s].1 >= first {
                regular += other.occurrences.filter { $0.day >= first && $0.day <= last }.count
            }
            return regular * 3 >= within * 2
        }
    }
}
