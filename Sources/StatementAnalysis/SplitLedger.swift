import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Who paid and who owes what, per currency, as expenses come in; then the per-person balances and
/// the transfers that settle them.
package struct SplitLedger {
    /// The people in report order: the configuration's, then Splitwise members as met.
    package private(set) var people: [String]
    /// `people`, to tell a name already met in one look-up (a file may name a payer on every row).
    private var known: Set<String>
    private var byCurrency: [Currency: CurrencyLedger] = [:]
    package private(set) var issues: [SplitIssue] = []
    package private(set) var issueCount = 0

    package struct CurrencyLedger {
        package var paid: [String: Amount] = [:]
        package var owed: [String: Amount] = [:]
        package var settled: [String: Amount] = [:]
        /// Category → person → owed.
        package var categories: [String: [String: Amount]] = [:]
        package var categoryTotals: [String: Amount] = [:]
        package var expenseCount = 0
        package var expenseTotal = Amount.zero
        /// The first expenses in date order, to list (`SplitLedger.listLimit`).
        var listed: BoundedHeap<SharedExpenseEntry>

        init(listLimit: Int) { listed = BoundedHeap(capacity: listLimit) }
    }

    /// Expenses given so far: the order of arrival among expenses of the same day.
    private var sequence = 0
    /// How many expenses of each currency are listed: the first in date order.
    package let listLimit: Int

    /// `listLimit`: as many as the report lists transactions (`--max-transactions`, all when nil).
    package init(people: [String], listLimit: Int? = SharedExpense.limit) {
        self.people = people
        known = Set(people)
        self.listLimit = listLimit ?? Int.max
    }

    package var isEmpty: Bool { byCurrency.isEmpty }

    package mutating func addPerson(_ name: String) {
        if known.insert(name).inserted { people.append(name) }
    }

    /// An expense (`cost` positive; negative for a refund) paid and owed as given; each list adds up to `cost`.
    /// With its `day`, it may be listed (the first `listLimit` in date order).
    package mutating func addExpense(_ cost: Amount, currency: Currency, category: String, paid: [PersonAmount], owed: [PersonAmount],
                                     day: CalendarDay? = nil, description: String = "") {
        var ledger = byCurrency[currency] ?? CurrencyLedger(listLimit: listLimit)
        sequence += 1
        if let day, ledger.listed.wouldKeep(where: { (day, sequence) < ($0.day, $0.sequence) }) {
            ledger.listed.insert(SharedExpenseEntry(day: day, sequence: sequence, description: description, category: category,
                                                    cost: cost, paid: paid, owed: owed))
        }
        ledger.expenseCount += 1
        ledger.expenseTotal += cost
        for p in paid { ledger.paid[p.person, default: .zero] += p.amount }
        for o in owed {
            ledger.owed[o.person, default: .zero] += o.amount
            ledger.categories[category, default: [:]][o.person, default: .zero] += o.amount
        }
        ledger.categoryTotals[category, default: .zero] += cost
        byCurrency[currency] = ledger
    }

    /// A payment between people (`net`: positive for who paid, negative for who received; adds up to zero).
    package mutating func addSettlement(currency: Currency, net: [PersonAmount]) {
        for n in net { byCurrency[currency, default: CurrencyLedger(listLimit: listLimit)].settled[n.person, default: .zero] += n.amount }
    }

    package mutating func addIssue(_ issue: SplitIssue) {
        issueCount += 1
        if issues.count < SplitIssue.limit { issues.append(issue) }
    }

    /// One section per currency, in code order.
    package func balances() -> [SplitBalances] {
        byCurrency.keys.sorted().map { currency in
            let ledger = byCurrency[currency]!
            func money(_ a: Amount) -> Money { Money(a, currency) }
            let involved = people.filter { ledger.paid[$0] != nil || ledger.owed[$0] != nil || ledger.settled[$0] != nil }
            let balances = involved.map { name -> PersonBalance in
                let paid = ledger.paid[name] ?? .zero, owed = ledger.owed[name] ?? .zero, settled = ledger.settled[name] ?? .zero
                return PersonBalance(name: name, paid: money(paid), owed: money(owed), settled: money(settled),
                                     balance: money(paid - owed + settled))
            }
            let categories = ledger.categoryTotals.keys.sorted { a, b in
                let x = ledger.categoryTotals[a]!, y = ledger.categoryTotals[b]!
                return x != y ? x > y : a < b
            }.map { key in
                CategoryShares(
                    category: key, total: money(ledger.categoryTotals[key]!),
                    shares: involved.compactMap { name in ledger.categories[key]?[name].map { PersonShare(person: name, amount: money($0)) } })
            }
            let transfers = SettleUp.transfers(balances.map { ($0.name, $0.balance.amount) })
            return SplitBalances(
                currency: currency, expenseCount: ledger.expenseCount, expenseTotal: money(ledger.expenseTotal),
                people: balances, categories: categories, transfers: transfers,
                expenses: ledger.listed.sorted().map { $0.expense(currency, people: people) })
        }
    }
}
