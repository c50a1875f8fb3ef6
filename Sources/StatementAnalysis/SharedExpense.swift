import StatementConfig
import StatementModel

/// A shared expense as the splits section lists it: when, what, what it cost, who paid and each
/// person's part, so that a reader can check the balances line by line.
public struct SharedExpense: Sendable {
    /// How many an email lists per currency: the first in date order (the section says how many
    /// more; a report file lists as many as it lists transactions, `SplitLedger.listLimit`).
    /// A row costs about 800 bytes of the 100 KB an email keeps (`EmailBudget`), which cuts only the
    /// transactions: with 20, the foyer-martin household's email (three months, refunds, charts) went
    /// 45 bytes over once every transaction was cut; 15 leave it about 4 KB to spare.
    public static let limit = 15

    public var day: CalendarDay
    /// As the statement or the Splitwise export writes it (unmasked: the view masks card numbers).
    public var description: String
    public var category: String
    /// What it cost: positive, negative for a refund.
    public var cost: Money
    /// What each person paid of it, in the order of `Report.people` (people with nothing left out).
    public var paid: [PersonShare]
    /// Each person's part of it, likewise.
    public var owed: [PersonShare]
}

/// A shared expense waiting in the ledger's bounded list: in date order, then as it came.
struct SharedExpenseEntry: Comparable {
    var day: CalendarDay
    var sequence: Int
    var description: String
    var category: String
    var cost: Amount
    var paid: [PersonAmount]
    var owed: [PersonAmount]

    static func < (a: SharedExpenseEntry, b: SharedExpenseEntry) -> Bool { (a.day, a.sequence) < (b.day, b.sequence) }
    static func == (a: SharedExpenseEntry, b: SharedExpenseEntry) -> Bool { a.day == b.day && a.sequence == b.sequence }

    /// The expense in `currency`, its people in the order of `people`.
    func expense(_ currency: Currency, people: [String]) -> SharedExpense {
        // Each person's parts added up once, then read in the order of `people`: filtering the parts for
        // each person took time growing with the square of the people (a Splitwise group of 1,000).
        func shares(_ parts: [PersonAmount]) -> [PersonShare] {
            var sums: [String: Amount] = [:]
            for part in parts { sums[part.person, default: .zero] += part.amount }
            return people.compactMap { name in sums[name].map { PersonShare(person: name, amount: Money($0, currency)) } }
        }
        return SharedExpense(day: day, description: description, category: category, cost: Money(cost, currency),
                             paid: shares(paid), owed: shares(owed))
    }
}
