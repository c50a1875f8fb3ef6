import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Shared expenses: who paid, who owes what, per category, and the transfers that settle it all.
public struct SplitsSection: SectionContent {
    public static let name = "splits"

    public var heading: String
    /// `Between Camille and Alex.`
    public var peopleText: String?
    public var blocks: [SplitBlock]
    public var issues: SplitIssuesView?
    public var emptyText: String?

    public struct SplitBlock: Sendable {
        public var currencyHeading: String?
        /// `58 shared expenses, 6 361,64 € in all.`
        public var introText: String
        public var transfers: [TransferRow]
        public var hasTransfers: Bool
        /// `Everyone is settled up.` when no transfer is needed.
        public var settledUpText: String?
        public var people: [PersonRow]
        /// Whether anyone paid anyone directly (a Splitwise payment): the table then shows it.
        public var hasSettlements: Bool
        /// The people, as column headings of the table per category.
        public var names: [String]
        public var categories: [CategoryShareRow]
        /// `Each expense and each one's part`.
        public var expensesHeading: String
        /// The first shared expenses in date order (`SharedExpense.limit`), each with each person's part.
        public var expenses: [SharedExpenseRow]
        public var hasExpenses: Bool
        /// `12 more shared expenses, after these in date order, are not listed.`
        public var expensesMoreText: String?
        /// How many shared expenses are not in `expenses` (the email's budget may list fewer).
        public var expensesNotListed: Int
    }

    /// `Alex pays Camille 508,48 €`.
    public struct TransferRow: Sendable {
        public var text: String
        public var from: String
        public var to: String
        public var amount: String
    }

    public struct PersonRow: Sendable {
        public var name: String
        public var paid: String
        public var owed: String
        public var settled: String
        /// Positive: the others owe them.
        public var balance: SignedText
        /// `is owed`, `owes`, `settled up`: the balance in words.
        public var balanceText: String
        /// `owes £2,598.76`, `doit recevoir 508,48 €`, `settled up`: the verb before the amount, as
        /// both the HTML and the Markdown "By person" blocks write the balance.
        public var balanceSentence: String
    }

    public struct CategoryShareRow: Sendable {
        public var icon: String
        public var name: String
        public var total: String
        /// One per person, in the order of `names` (`—` for someone with no part).
        public var shares: [String]
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.splits")
        peopleText = report.people.isEmpty ? nil : x.t("report.splits.people", ["people": .text(x.list(report.people))])
        blocks = report.splits.map { s in SplitsSection.block(s, people: report.people, x, multi) }
        issues = report.splitIssueCount > 0 ? SplitIssuesView(report, x) : nil
        emptyText = blocks.isEmpty && issues == nil ? x.t("report.splits.empty") : nil
    }

    /// The balance as a sentence, the verb first (`owes £2,598.76`).
    static func balanceSentence(_ money: Money, _ balance: SignedText, _ x: ViewText) -> String {
        let amount = MessageArgument.text(x.money.string(money, sign: .never))
        return balance.isIn ? x.t("report.splits.isOwedAmount", ["amount": amount])
            : balance.isOut ? x.t("report.splits.owesAmount", ["amount": amount]) : x.t("report.splits.even")
    }

    package static func block(_ s: SplitBalances, people: [String], _ x: ViewText, _ multi: Bool) -> SplitBlock {
        let transfers = s.transfers.map { tr in
            let amount = x.money.string(Money(tr.amount, s.currency))
            return TransferRow(
                text: x.t("report.splits.transfer", ["from": .text(tr.from), "to": .text(tr.to), "amount": .text(amount)]),
                from: tr.from, to: tr.to, amount: amount)
        }
        let rows = s.people.map { p in
            let balance = SignedText(p.balance, x)
            return PersonRow(
                name: p.name, paid: x.money.string(p.paid), owed: x.money.string(p.owed), settled: x.money.string(p.settled, sign: .always),
                balance: balance,
                balanceText: balance.isIn ? x.t("report.splits.isOwed") : balance.isOut ? x.t("report.splits.owes") : x.t("report.splits.even"),
                balanceSentence: SplitsSection.balanceSentence(p.balance, balance, x))
        }
        let names = s.people.map(\.name)
        let listed = SharedExpenseRow.rows(s, names: names, x)
        return SplitBlock(
            currencyHeading: x.currencyHeading(s.currency, multi),
            introText: x.t("report.splits.intro", ["count": .number(s.expenseCount), "amount": .text(x.money.string(s.expenseTotal))]),
            transfers: transfers, hasTransfers: !transfers.isEmpty,
            settledUpText: transfers.isEmpty ? x.t("report.splits.settledUp") : nil,
            people: rows, hasSettlements: s.people.contains { !$0.settled.isZero }, names: names,
            categories: s.categories.map { c in
                CategoryShareRow(
                    icon: x.icon(c.category), name: x.categoryName(c.category), total: x.money.string(c.total),
                    shares: names.map { name in c.shares.first { $0.person == name }.map { x.money.string($0.amount) } ?? "—" })
            },
            expensesHeading: x.t("shared.heading"), expenses: listed.rows, hasExpenses: !listed.rows.isEmpty,
            expensesMoreText: listed.more, expensesNotListed: s.expenseCount - listed.rows.count)
    }
}

/// Expenses a split rule applies to but that could not be shared, with where they were read.
public struct SplitIssuesView: Sendable {
    /// `2 expenses could not be shared:`.
    public var countText: String
    public var rows: [IssueRow]
    /// `98 more not listed`.
    public var moreText: String?

    public struct IssueRow: Sendable {
        public var date: String
        public var description: String
        public var amount: SignedText
        public var location: String
        public var reason: String
    }

    package init(_ report: Report, _ x: ViewText) {
        countText = x.t("report.splits.issues", ["count": .number(report.splitIssueCount)])
        rows = report.splitIssues.map { i in
            IssueRow(date: x.days.numeric(i.day), description: CardNumberMask.masked(i.description), amount: SignedText(i.amount, x),
                     location: ImportSection.shown(i.location), reason: x.t.render(i.reason))
        }
        let more = report.splitIssueCount - report.splitIssues.count
        moreText = more > 0 ? x.t("report.splits.more", ["count": .number(more)]) : nil
    }
}
