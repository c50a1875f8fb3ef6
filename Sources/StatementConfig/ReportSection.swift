import StatementImport
import StatementLocalization
import StatementModel

/// The sections a report can hold, by the names `--sections` and the configuration use.
public enum ReportSection: String, Sendable, Hashable, CaseIterable {
    /// Money in, out and net per currency, with balances and their reconciliation.
    case summary
    /// One line per statement: account, period, balances, reconciliation.
    case accounts
    /// Money out by category: amount, count, share, average.
    case spending
    /// The configured budgets: budget, spent, remaining and percent used per category (`budgets:`).
    case budgets
    /// Money in and out month by month.
    case months
    /// Money out of the period by category beside the months before it and the same months a year
    /// earlier (from the history, or the run's own earlier months).
    case comparison
    /// Money in and out day by day within each month (the daily chart).
    case days
    /// Where the money went: the payees with the most money out.
    case payees
    /// The largest payments.
    case largest
    /// Payments that come back at a regular interval for a similar amount (subscriptions).
    case recurring
    /// What each person paid and owes, and the transfers that settle it.
    case splits
    /// What rounding each payment up to the next step would have saved.
    case roundups
    /// The transactions, in date order.
    case transactions
    /// Which rule placed each listed transaction in its category.
    case explain
    /// What happened to the rows of each file.
    case `import`

    /// The sections a report has when neither `--sections` nor the configuration chooses: all of them
    /// but `explain` (asked with `--explain`), `splits` (when people or a Splitwise export are
    /// configured) and `roundups` (when configured).
    public static func defaults(splits: Bool, roundUps: Bool, explain: Bool) -> [ReportSection] {
        var list: [ReportSection] = [.summary, .accounts, .spending, .months, .comparison, .days, .payees, .largest, .recurring]
        if splits { list.append(.splits) }
        if roundUps { list.append(.roundups) }
        list.append(.transactions)
        if explain { list.append(.explain) }
        list.append(.import)
        return list
    }

    /// `summary,spending, months` → the sections, in the order given; the first unknown name otherwise.
    public static func parse(_ text: String) -> Result<[ReportSection], ParseFailure> {
        var list: [ReportSection] = []
        for part in text.split(separator: ",") {
            let name = part.trimmed(of: " ").lowercased()
            if name.isEmpty { continue }
            guard let section = ReportSection(rawValue: name) else { return .failure(ParseFailure(name: String(part))) }
            if !list.contains(section) { list.append(section) }
        }
        return .success(list)
    }

    public struct ParseFailure: Error, Sendable {
        public var name: String
    }
}

extension StringProtocol {
    /// Without leading and trailing characters of `set`.
    fileprivate func trimmed(of set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}
