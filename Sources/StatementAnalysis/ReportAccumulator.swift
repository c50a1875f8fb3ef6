import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Builds a `Report` from transactions given one at a time, keeping only what the report needs:
/// sums per currency, category, month, day and payee, the `top` largest payments, the first
/// `maxTransactions` of the list, and the splits' per-person totals. A file of a million
/// transactions is never held in memory (unless the list is asked for in full).
///
/// It is a `TransactionSink`: an importer streams into it between `beginFile` and `endFile`.
/// To leave out a file that fails halfway, keep a copy from before `beginFile` and go back to it
/// (the copy is cheap: the running totals are copied on write).
///
/// ```swift
/// var accumulator = ReportAccumulator(generatedOn: day, options: options, config: config)
/// accumulator.beginFile(source: input.name, format: importer.format)
/// let record = try importer.read(input, options: importOptions, into: &accumulator)
/// accumulator.endFile(record)
/// let report = accumulator.report()
/// ```
public struct ReportAccumulator: TransactionSink {
    public let generatedOn: CalendarDay
    public let options: ReportOptions
    public let config: ReportConfig
    public let categorizer: Categorizer

    private struct StatementState {
        var info: StatementInfo
        var source: String
        var format: String
        var context: AccountContext
        var count = 0
        /// Booked movements by currency, whatever the filters (for reconciliation): the first currency
        /// met apart (nearly every statement has one), any other in `otherBooked`.
        var firstCurrency: Currency?
        var firstBooked = Amount.zero
        var otherBooked: [Currency: Amount] = [:]
        var days: DayRange?
        /// Whether the account filter lets the statement's own account through.
        var accountPasses: Bool
        /// Whether a transaction of it was taken into the report.
        var used = false
        /// The people whose accounts this is, once known.
        var owners: [String]?

        mutating func addBooked(_ money: Money) {
            if firstCurrency == nil { firstCurrency = money.currency }
            if firstCurrency == money.currency {
                firstBooked += money.amount
            } else {
                otherBooked[money.currency, default: .zero] += money.amount
            }
        }

        /// The booked movements in `currency`.
        func booked(_ currency: Currency) -> Amount? {
            if firstCurrency == currency { return firstBooked }
            return otherBooked[currency]
        }
    }

    private struct ListedEntry: Comparable {
        var order: ListOrder
        var item: CategorizedTransaction
        static func < (a: ListedEntry, b: ListedEntry) -> Bool { a.order < b.order }
        static func == (a: ListedEntry, b: ListedEntry) -> Bool { a.order == b.order }
    }

    private var statements: [StatementState] = []
    private var fileBase = 0
    private var fileStatements = 0
    private var source = ""
    private var format = ""
    private var sequence = 0
    private var currencies: [CurrencyAccumulator] = []
    private var currencyIndex: [Currency: Int] = [:]
    private var lastCurrency: (currency: Currency, index: Int)?
    private var listed: BoundedHeap<ListedEntry>?
    private var allListed: [ListedEntry] = []
    private var listedCount = 0
    private var ledger: SplitLedger
    private var ruleHits: [Int]
    private var bySource = 0
    private var byDefault = 0
    private var uncategorized = 0
    private var excluded = 0
    private var imports: [ImportRecord] = []
    /// Every transaction taken into the report, when `collectsTransactions` (for an export beside it).
    private var collected: [(statement: Int, transaction: Transaction, category: String)] = []

    /// Keep every transaction taken into the report, for `transactions()`: they are then all held
    /// in memory, which a report alone never needs.
    public var collectsTransactions = false
    private var texts = TextFactsCache()
    private var categoryNumbers = CategoryNumbers()
    /// The numbers of the user rules' categories, of the built-in keywords' (by rank, -1 until met) and of `uncategorized`.
    private let ruleNumbers: [Int]
    private var keywordNumbers: [Int] = []
    private let uncategorizedNumber: Int
    private let splitCategories: [Set<String>]
    private let owners: [(name: String, accounts: [TextPattern])]
    private let needs: CurrencyAccumulator.Needs
    private let listing: Bool

    public init(generatedOn: CalendarDay, options: ReportOptions, config: ReportConfig = ReportConfig(),
                categorizer: Categorizer? = nil)
    {
        self.generatedOn = generatedOn
        self.options = options
        self.config = config
        let categorizer = categorizer ?? Categorizer(rules: config.rules)
        self.categorizer = categorizer
        self.listed = options.maxTransactions.map { BoundedHeap(capacity: $0) }
        self.ledger = SplitLedger(people: config.people.map(\.name))
        self.ruleHits = Array(repeating: 0, count: categorizer.rules.count)
        self.splitCategories = config.splits.map { Set($0.categories.map { categorizer.catalog.normalized($0) }) }
        self.owners = config.people.filter { !$0.accounts.isEmpty }.map { ($0.name, $0.accounts) }
        self.needs = CurrencyAccumulator.Needs(options)
        self.listing = options.shows(.transactions) || options.shows(.explain)
        var numbers = CategoryNumbers()
        self.ruleNumbers = categorizer.rules.indices.map { numbers.number(categorizer.ruleCategory($0)) }
        self.uncategorizedNumber = numbers.number(CategoryCatalog.uncategorized)
        self.categoryNumbers = numbers
    }

    /// The category number of the built-in keyword of this rank.
    private mutating func keywordNumber(_ rank: Int) -> Int {
        if rank < keywordNumbers.count, keywordNumbers[rank] >= 0 { return keywordNumbers[rank] }
        if rank >= keywordNumbers.count { keywordNumbers += Array(repeating: -1, count: rank + 1 - keywordNumbers.count) }
        let number = categoryNumbers.number(categorizer.keyword(rank: rank)!.category)
        keywordNumbers[rank] = number
        return number
    }

    /// Starts the statements of a new file (`source` names it in messages; `format` is the importer's).
    public mutating func beginFile(source: String, format: String) {
        fileBase = statements.count
        fileStatements = 0
        self.source = source
        self.format = format
    }

    /// Ends the file begun last, with the importer's account of its rows.
    public mutating func endFile(_ record: ImportRecord) {
        imports.append(record)
        fileBase = statements.count
        fileStatements = 0
    }

    public mutating func statement(_ index: Int, _ info: StatementInfo) {
        while fileStatements <= index {
            let context = AccountContext(account: info.account, source: source)
            statements.append(StatementState(
                info: info, source: source, format: format, context: context,
                accountPasses: options.accounts.isEmpty || ReportAccumulator.accountMatches(options.accounts, context)))
            fileStatements += 1
        }
        let s = fileBase + index
        if statements[s].info.account != info.account {
            statements[s].context = AccountContext(account: info.account, source: source)
            statements[s].accountPasses = options.accounts.isEmpty || ReportAccumulator.accountMatches(options.accounts, statements[s].context)
            statements[s].owners = nil
        }
        statements[s].info = info
    }

    public mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        precondition(index < fileStatements, "transaction for a statement that was not declared")
        let s = fileBase + index
        let day = transaction.bookingDate
        let money = transaction.amount
        let status = transaction.status
        statements[s].count += 1
        if status == .booked { statements[s].addBooked(money) }
        if let d = statements[s].days {
            if day < d.start { statements[s].days!.start = day }
            if day > d.end { statements[s].days!.end = day }
        } else {
            statements[s].days = DayRange(start: day, end: day)
        }

        if let from = options.from, day < from { excluded += 1; return }
        if let to = options.to, day > to { excluded += 1; return }
        var own: (key: String, number: Int)? = nil
        if let name = transaction.category, !name.isEmpty {
            if let known = texts.category(name) {
                own = known
            } else {
                let key = categorizer.catalog.normalized(name)
                own = (key, categoryNumbers.number(key))
                texts.remember(category: name, own!)
            }
        }
        let description = texts.description(transaction.description, categorizer)
        let payee = transaction.payee.map { texts.payee($0, categorizer) }
        let memo = transaction.memo.map { texts.memo($0, categorizer) }
        // The transaction moves into the subject: read it from there from now on (no copy of it is made).
        var subject = MatchSubject.ready(transaction, account: statements[s].context, description: description, payee: payee, memo: memo)
        if !statements[s].accountPasses {
            guard subject.transaction.account != nil, options.accounts.matchesAccount(&subject) else { excluded += 1; return }
        }
        statements[s].used = true

        let number: Int
        let reason: Categorizer.Reason
        switch categorizer.decide(&subject) {
        case let .userRule(i):
            ruleHits[i] += 1
            number = ruleNumbers[i]
            reason = .userRule(index: i)
        case .source:
            bySource += 1
            number = own!.number
            reason = .source
        case let .keyword(rank):
            byDefault += 1
            number = keywordNumber(rank)
            reason = .defaultRule(keyword: categorizer.keyword(rank: rank)!.text)
        case .none:
            uncategorized += 1
            number = uncategorizedNumber
            reason = .none
        }
        let category = categoryNumbers.names[number]
        sequence += 1
        let order = ListOrder(day: day.dayNumber, statement: s, sequence: sequence)

        let currency = money.currency
        let c: Int
        if let last = lastCurrency, last.currency == currency {
            c = last.index
        } else if let known = currencyIndex[currency] {
            c = known
            lastCurrency = (currency, c)
        } else {
            c = currencies.count
            currencies.append(CurrencyAccumulator(currency: currency, top: options.top))
            currencyIndex[currency] = c
            lastCurrency = (currency, c)
        }
        if collectsTransactions { collected.append((s, subject.transaction, category)) }
        currencies[c].add(&subject, category: category, number: number, reason: reason, order: order, needs: needs)

        if listing {
            listedCount += 1
            if listed == nil {
                allListed.append(ListedEntry(order: order, item: CategorizedTransaction(transaction: subject.transaction, category: category, reason: reason)))
            } else if listed!.wouldKeep(where: { order < $0.order }) {
                listed!.insert(ListedEntry(order: order, item: CategorizedTransaction(transaction: subject.transaction, category: category, reason: reason)))
            }
        }

        if status == .booked, !money.isZero {
            if let own = subject.transaction.split {
                let t = subject.transaction
                split(t, by: own, category: category, statement: s, subject: &subject)
            } else if !config.splits.isEmpty {
                let t = subject.transaction
                split(t, category: category, statement: s, subject: &subject)
            }
        }
    }

    /// Adds the expenses of a Splitwise export (those within the period) to the splits.
    public mutating func add(_ export: SplitwiseExport) {
        imports.append(export.record)
        for person in export.people { ledger.addPerson(person) }
        for expense in export.expenses {
            if let from = options.from, expense.date < from { continue }
            if let to = options.to, expense.date > to { continue }
            if expense.isPayment {
                ledger.addSettlement(currency: expense.cost.currency, net: expense.net)
            } else {
                ledger.addExpense(expense.cost.amount, currency: expense.cost.currency,
                                  category: categorizer.catalog.normalized(expense.category), paid: expense.paid, owed: expense.owed)
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
            if t.account == nil, let known = statements[s].owners {
                payers = known
            } else {
                payers = owners.filter { $0.accounts.matchesAccount(&subject) }.map(\.name)
                if t.account == nil { statements[s].owners = payers }
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
            ledger.addExpense(expense, currency: t.currency, category: category, paid: paid, owed: owed)
        }
    }

    private static func accountMatches(_ patterns: [TextPattern], _ context: AccountContext) -> Bool {
        patterns.contains { p in context.names.contains { p.matches(raw: $0.raw, folded: $0.folded) } }
    }

    /// The report of everything given so far.
    /// The transactions taken into the report (within its period and accounts), each with its
    /// category and its statement's account, in booking-date order (the order read within a day);
    /// empty unless `collectsTransactions` was set before they were read.
    public func transactions() -> [ExportedTransaction] {
        let sorted = collected.enumerated().sorted { a, b in
            a.element.transaction.bookingDate != b.element.transaction.bookingDate
                ? a.element.transaction.bookingDate < b.element.transaction.bookingDate : a.offset < b.offset
        }
        return sorted.map { ExportedTransaction(transaction: $0.element.transaction, category: $0.element.category,
                                                account: statements[$0.element.statement].info.account) }
    }

    public func report() -> Report {
        // Statements the filters leave in: their account passes (or one of their transactions did),
        // and their days meet the period.
        let kept = statements.filter { s in
            guard s.used || s.accountPasses else { return false }
            guard options.from != nil || options.to != nil else { return true }
            if s.used { return true }
            guard let days = ReportAccumulator.period(of: s) else { return false }
            return !(options.from.map { days.end < $0 } ?? false) && !(options.to.map { days.start > $0 } ?? false)
        }
        let summaries = kept.map { s -> StatementSummary in
            StatementSummary(
                account: s.info.account, currency: s.info.currency, period: ReportAccumulator.period(of: s),
                openingBalance: s.info.openingBalance, closingBalance: s.info.closingBalance,
                reconciliation: ReportAccumulator.reconciliation(of: s), transactionCount: s.count, source: s.source, format: s.format)
        }

        var period: DayRange?
        for s in summaries { if let p = s.period { period = period.map { $0.union(p) } ?? p } }
        if options.from != nil || options.to != nil {
            let start = options.from ?? period?.start ?? options.to!
            let end = options.to ?? period?.end ?? options.from!
            period = DayRange(start: start, end: max(start, end))
        }

        let sections = currencies.sorted { $0.currency < $1.currency }.map { accumulator in
            accumulator.section(period: period, options: options, categories: categoryNumbers.names,
                                balances: ReportAccumulator.balances(of: accumulator.currency, summaries))
        }

        let ordered = listed.map { $0.sorted() } ?? allListed.sorted()
        let people = ledger.people
        return Report(
            title: options.title, generatedOn: generatedOn, period: period, sections: options.sections,
            filter: ReportFilter(from: options.from, to: options.to, accounts: options.accounts.map(\.text), excludedTransactions: excluded),
            statements: summaries, currencies: sections, transactions: ordered.map(\.item),
            omittedTransactions: listedCount - ordered.count, people: people,
            splits: options.shows(.splits) ? ledger.sections() : [], splitIssues: ledger.issues, splitIssueCount: ledger.issueCount,
            categorization: CategorizationSummary(
                rules: categorizer.rules.enumerated().map { i, rule in
                    RuleUsage(index: i, line: rule.line, category: categorizer.catalog.normalized(rule.category), matched: ruleHits[i])
                },
                bySource: bySource, byDefaultRules: byDefault, uncategorized: uncategorized),
            configFile: config.file, imports: imports)
    }

    /// The stated period widened to hold every transaction, as `Statement.period`.
    private static func period(of s: StatementState) -> DayRange? {
        switch (s.info.period, s.days) {
        case let (p?, d?): return p.union(d)
        case let (p, d): return p ?? d
        }
    }

    /// As `Statement.reconciliation`, from the running sums.
    private static func reconciliation(of s: StatementState) -> Reconciliation {
        guard let opening = s.info.openingBalance?.money, let closing = s.info.closingBalance?.money,
            opening.currency == closing.currency
        else { return .notPossible }
        let sum = opening.amount + (s.booked(opening.currency) ?? .zero)
        return (closing.amount - sum).isZero ? .matched(closing) : .mismatch(expected: closing, computed: Money(sum, closing.currency))
    }

    private static func balances(of currency: Currency, _ statements: [StatementSummary]) -> BalanceTotals {
        let mine = statements.filter { $0.currency == currency }
        var totals = BalanceTotals()
        if !mine.isEmpty, mine.allSatisfy({ $0.openingBalance?.money.currency == currency }) {
            totals.opening = Money(mine.reduce(Amount.zero) { $0 + $1.openingBalance!.money.amount }, currency)
        }
        if !mine.isEmpty, mine.allSatisfy({ $0.closingBalance?.money.currency == currency }) {
            totals.closing = Money(mine.reduce(Amount.zero) { $0 + $1.closingBalance!.money.amount }, currency)
        }
        var expected = Amount.zero, computed = Amount.zero, checked = 0, mismatched = false
        for s in mine {
            switch s.reconciliation {
            case .notPossible: totals.withoutBalances += 1
            case let .matched(closing):
                guard closing.currency == currency else { totals.withoutBalances += 1; continue }
                checked += 1
                expected += closing.amount
                computed += closing.amount
            case let .mismatch(e, c):
                guard e.currency == currency else { totals.withoutBalances += 1; continue }
                checked += 1
                mismatched = true
                expected += e.amount
                computed += c.amount
            }
        }
        if checked > 0 {
            totals.reconciliation = mismatched
                ? .mismatch(expected: Money(expected, currency), computed: Money(computed, currency))
                : .matched(Money(expected, currency))
        }
        return totals
    }
}
