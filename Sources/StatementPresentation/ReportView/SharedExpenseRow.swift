import StatementAnalysis
import StatementConfig
import StatementLocalization
import StatementModel

/// A shared expense in the splits section: what it was, each person's part, and who lent or
/// borrowed what by it (as Splitwise puts it), so that each line of the balances can be checked.
public struct SharedExpenseRow: Sendable {
    public var date: String
    /// Card numbers masked.
    public var description: String
    public var icon: String
    public var category: String
    public var cost: String
    /// Each person's part, in the order of the block's `names` (`—` for someone with no part).
    public var shares: [String]
    /// `Alex lent €30.00 · Sam borrowed €30.00`: paid minus part, per person, those at zero left out
    /// (nil when everyone paid their own part).
    public var lentText: String?
    /// The same, a person each (`Alex lent €30.00`): the text part writes them a line each.
    public var lentParts: [String]
    /// The table's columns (the description and one per person): the HTML writes the expense's
    /// details and who lent what on a row of their own, across the whole table, so that with three
    /// people or more the line is not squeezed into the description's column on a phone.
    public var columns: Int

    package init(_ e: SharedExpense, names: [String], _ x: ViewText) {
        date = x.days.numeric(e.day)
        description = CardNumberMask.masked(e.description)
        icon = x.icon(e.category)
        category = x.categoryName(e.category)
        cost = x.money.string(e.cost)
        // Each person's share found by name in one look-up (the first, as the lists give them): searching
        // the lists for each person took time growing with the square of the people.
        let owedBy = Dictionary(e.owed.map { ($0.person, $0.amount) }, uniquingKeysWith: { first, _ in first })
        let paidBy = Dictionary(e.paid.map { ($0.person, $0.amount) }, uniquingKeysWith: { first, _ in first })
        shares = names.map { name in owedBy[name].map { x.money.string($0) } ?? "—" }
        let lent = names.compactMap { name -> String? in
            let paid = paidBy[name]?.amount ?? .zero
            let owed = owedBy[name]?.amount ?? .zero
            let net = Money(paid - owed, e.cost.currency)
            guard !net.amount.rounded(toScale: e.cost.currency.minorUnits).isZero else { return nil }
            let amount = MessageArgument.text(x.money.string(net, sign: .never))
            return x.t(net.amount.isPositive ? "shared.lent" : "shared.borrowed", ["person": .text(name), "amount": amount])
        }
        lentText = lent.isEmpty ? nil : lent.joined(separator: " · ")
        lentParts = lent
        columns = names.count + 1
    }

    /// The rows of a block's expenses, and `12 more shared expenses … are not listed.` when some are not.
    package static func rows(_ s: SplitBalances, names: [String], _ x: ViewText) -> (rows: [SharedExpenseRow], more: String?) {
        let rows = s.expenses.map { SharedExpenseRow($0, names: names, x) }
        let more = s.expenseCount - rows.count
        return (rows, more > 0 ? x.t("shared.more", ["count": .number(more)]) : nil)
    }
}
