import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The splits of a report: shares each booked payment by its own split (the JSON form's `split`) or
/// by the first rule of the configuration that fits it, adds a Splitwise export's expenses, and keeps
/// the ledger of who paid and who owes (`SplitLedger`).
package struct SplitAccumulator {
    package private(set) var ledger: SplitLedger
    private let config: ReportConfig
    private let catalog: CategoryCatalog
    /// The normalized categories each split rule is limited to (empty: any).
    private let splitCategories: [Set<String>]
    /// The people whose accounts are named in the configuration.
    private let owners: [(name: String, accounts: [TextPattern])]
    /// The people whose accounts a statement is, by statement, once known.
    private var statementOwners: [Int: [String]] = [:]

    /// `listLimit`: how many shared expenses of each currency are listed (`SplitLedger`).
    package init(config: ReportConfig, catalog: CategoryCatalog, listLimit: Int? = SharedExpense.limit) {
        self.config = config
        self.catalog = catalog
        self.ledger = SplitLedger(people: config.people.map(\.name), listLimit: listLimit)
        self.splitCategories = config.splits.map { Set($0.categories.map { catalog.normalized($0) }) }
        self.owners = config.people.filter { !$0.accounts.isEmpty }.map { ($0.name, $0.accounts) }
    }

    /// Forgets whose accounts statement `s` is (its account changed).
    package mutating func forgetOwners(statement s: Int) {
        statementOwners[s] = nil
    }

    /// Shares the booked payment `subject.transaction` of statement `s`, if its source or a rule says how.
    @inline(__always)
    package mutating func share(_ subject: inout MatchSubject, category: String, statement s: Int) {
        if let own = subject.transaction.split {
            let t = subject.transaction
            split(t, by: own, category: category, statement: s, subject: &subject)
        } else if !config.splits.isEmpty {
            let t = subject.transaction
            split(t, category: category, statement: s, subject: &subject)
        }
    }

    /// Adds the expenses of a Splitwise export (those within `from...to`).
    package mutating func add(_ export: SplitwiseExport, from: CalendarDay?, to: CalendarDay?) {
        for person in export.people { ledger.addPerson(person) }
        for expense in export.expenses {
            if let from, expense.date < from { continue }
            if let to, expense.date > to { continue }
            if expense.isPayment {
                ledger.addSettlement(currency: expense.cost.currency, net: expense.net)
            } else {
                ledger.addExpense(expense.cost.amount, currency: expense.cost.currency,
                                  category: catalog.normalized(expense.category), paid: expense.paid, owed: expense.owed,
                                  day: expense.date, description: expense.description)
            }
        }
    }

    /// Shares `t` by the first rule of the configuration that fits it, if any.
    private mutating func split(_ t: Transaction, category: String, statement s: Int, subject: inout MatchSubject) {
        guard let index = config.splits.indices.first(where: { i in
            let rule = config.splits[i]
            if !splitCategories[i].isEmpty, !splitCategories[i].contains(category) { return false }
            if let match = rule.match, !match.matches(&subject) { return false }
            return true
        }) else { return }
        let rule = config.splits[index]
        if let payer = t.payer, !payer.isEmpty, rule.paidBy == nil, !config.hasPerson(payer) {
            return splitIssue(t, "split.unknownPayer", ["person": .text(payer)])
        }
        share(t, rule: rule, everyone: config.people.map(\.name), category: category, statement: s, subject: &subject)
    }

    /// Shares `t` as its source says (the JSON form's per-transaction `split`): the people it names
    /// join the report's, and the transaction's `payer` (else the account's people) paid.
    private mutating func split(_ t: Transaction, by own: SplitRule, category: String, statement s: Int, subject: inout MatchSubject) {
        let rule: ConfigSplitRule
        switch own.method {
        case .exact:
            rule = ConfigSplitRule(exact: own.parts.map { PersonAmount($0.person, $0.value) },
                                   adjustments: own.adjustments.map { PersonAmount($0.person, $0.value) })
        case .equal, .shares, .percent:
            let weights = own.parts.map { PersonAmount($0.person, $0.value) }
            let method: SplitMethod = own.method == .equal ? .equal(own.parts.map(\.person))
                : own.method == .shares ? .shares(weights) : .percent(weights)
            rule = ConfigSplitRule(method: method, adjustments: own.adjustments.map { PersonAmount($0.person, $0.value) })
        }
        for person in own.people { ledger.addPerson(person) }
        if let payer = t.payer, !payer.isEmpty { ledger.addPerson(payer) }
        share(t, rule: rule, everyone: [], category: category, statement: s, subject: &subject)
    }

    private mutating func splitIssue(_ t: Transaction, _ key: String, _ arguments: [String: MessageArgument] = [:]) {
        ledger.addIssue(SplitIssue(day: t.bookingDate, description: t.description, amount: t.amount, location: t.location,
                                   reason: Message(key, arguments)))
    }

    /// Records who paid `t` and what each person owes of it under `rule`.
    private mutating func share(_ t: Transaction, rule: ConfigSplitRule, everyone: [String], category: String,
                                statement s: Int, subject: inout MatchSubject) {
        let expense = t.amount.amount.negated
        var payers: [String]
        if let paidBy = rule.paidBy {
            payers = paidBy
        } else if let payer = t.payer, !payer.isEmpty {
            payers = [payer]
        } else {
            if t.account == nil, let known = statementOwners[s] {
                payers = known
            } else {
                payers = owners.filter { $0.accounts.matchesAccount(&subject) }.map(\.name)
                if t.account == nil { statementOwners[s] = payers }
            }
        }
        guard !payers.isEmpty else { return splitIssue(t, "split.noPayer") }
        let tieBreak = ExpenseSplitter.tieBreak(for: t.id)
        switch ExpenseSplitter.split(expense, currency: t.currency, rule: rule, everyone: everyone, tieBreak: tieBreak) {
        case let .failure(failure): splitIssue(t, "split." + failure.rawValue)
        case let .success(owed):
            let scale = owed.first?.amount.scale ?? expense.scale
            let total = expense.exactly(scale: scale) ?? expense
            let parts = ExpenseSplitter.allocate(total, weights: payers.map { PersonAmount($0, Amount(1)) }, tieBreak: tieBreak)
            let paid = zip(payers, parts).map { PersonAmount($0, $1) }
            ledger.addExpense(expense, currency: t.currency, category: category, paid: paid, owed: owed,
                              day: t.bookingDate, description: t.description)
        }
    }
}
