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
/// Each transaction goes through the report's filters (period, accounts), is categorized
/// (`CategorizationTally`), added to its currency's totals (`CurrencyAccumulator`), listed
/// (`TransactionList`) and shared (`SplitAccumulator`); its statement keeps what reconciles it (`StatementTally`).
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

    var statements: [StatementTally] = []
    var fileBase = 0
    private var fileStatements = 0
    private var source = ""
    private var format = ""
    var sequence = 0
    var currencies: [CurrencyAccumulator] = []
    private var currencyIndex: [Currency: Int] = [:]
    private var lastCurrency: (currency: Currency, index: Int)?
    private var categories: CategorizationTally
    var list: TransactionList
    var splits: SplitAccumulator
    var excluded = 0
    /// Which money in refunds spending.
    var refunds: RefundMatcher
    /// Drops copies of transactions an earlier file held, when several files are read (`expectFiles`).
    private var duplicates: DuplicateFilter?
    private var imports: [ImportRecord] = []
    /// Every transaction taken into the report, when `collectsTransactions` (for an export beside it).
    var collected: [(statement: Int, transaction: Transaction, category: String, refund: Bool, sequence: Int)] = []
    /// Movements that may be one side of a transfer between two loaded accounts (`TransferPairing`),
    /// held until the end, or until the end of their file when one file is read (`FileAccounts`).
    var held: [HeldTransaction] = []
    /// Whether several files are read: candidates are then held until the report.
    var holdsAll = false
    /// The accounts the file being read has shown.
    var fileAccounts = FileAccounts()
    /// Every booked payment of the accounts shown, in the period or not, when recurring payments are shown.
    public internal(set) var recurring = RecurringTracker()
    /// The figures in the base currency (`--base-currency`), when one is asked.
    var conversion: BaseCurrencyAccumulator?

    /// Keep every transaction taken into the report, for `transactions()`: they are then all held
    /// in memory, which a report alone never needs.
    public var collectsTransactions = false
    let needs: CurrencyAccumulator.Needs
    /// The configuration's own accounts (`OwnTransfers.patterns`).
    let ownAccounts: [[UInt8]]
    let listing: Bool

    public init(generatedOn: CalendarDay, options: ReportOptions, config: ReportConfig = ReportConfig(),
                categorizer: Categorizer? = nil)
    {
        self.generatedOn = generatedOn
        self.options = options
        self.config = config
        let categorizer = categorizer ?? Categorizer(rules: config.rules)
        self.categorizer = categorizer
        self.categories = CategorizationTally(categorizer: categorizer)
        self.list = TransactionList(limit: options.maxTransactions)
        self.splits = SplitAccumulator(config: config, catalog: categorizer.catalog, listLimit: options.maxTransactions)
        self.refunds = RefundMatcher(categorizer: categorizer)
        self.needs = CurrencyAccumulator.Needs(options)
        self.ownAccounts = OwnTransfers.patterns(config.accounts)
        self.listing = options.shows(.transactions) || options.shows(.explain)
        self.conversion = options.baseCurrency.map { BaseCurrencyAccumulator(base: $0, rates: options.rates) }
    }

    /// Says how many files will be read: from two on, a transaction an earlier file held is left out
    /// (`DuplicateFilter`), unless `options.keepDuplicates`. Call it before the first `beginFile`.
    public mutating func expectFiles(_ count: Int) {
        duplicates = count > 1 && !options.keepDuplicates ? DuplicateFilter() : nil
        holdsAll = count > 1
    }

    /// Starts the statements of a new file (`source` names it in messages; `format` is the importer's).
    public mutating func beginFile(source: String, format: String) {
        duplicates?.beginFile()
        fileBase = statements.count
        fileStatements = 0
        fileAccounts = FileAccounts()
        self.source = source
        self.format = format
    }

    /// Ends the file begun last, with the importer's account of its rows; returns the record with the
    /// duplicates left out counted and said (a warning naming the earlier files, without their folders).
    @discardableResult
    public mutating func endFile(_ record: ImportRecord) -> ImportRecord {
        var record = record
        if var filter = duplicates {
            duplicates = nil
            if filter.dropped > 0 {
                let earlier = filter.earlierFiles.sorted().compactMap { $0 < imports.count ? imports[Int($0)].file : nil }
                record.duplicates = filter.dropped
                record.warn(at: SourceLocation(file: record.file), Message("household.duplicatesDropped", [
                    "count": .number(filter.dropped), "files": .text(earlier.map(DuplicateFilter.fileName).joined(separator: ", ")),
                ]))
            }
            filter.endFile()
            duplicates = filter
        }
        if !holdsAll { settleHeld() }
        imports.append(record)
        fileBase = statements.count
        fileStatements = 0
        return record
    }

    public mutating func statement(_ index: Int, _ info: StatementInfo) {
        while fileStatements <= index {
            statements.append(StatementTally(info: info, source: source, format: format, accounts: options.accounts,
                                             days: needs.days))
            fileStatements += 1
        }
        let s = fileBase + index
        if statements[s].update(info, accounts: options.accounts) { splits.forgetOwners(statement: s) }
        noteStatement(s)
    }

    public mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        precondition(index < fileStatements, "transaction for a statement that was not declared")
        let s = fileBase + index
        let day = transaction.bookingDate
        // Computed once a row: the statement's day buckets, the list's order and the currency's days read it.
        let dayNumber = day.dayNumber
        let money = transaction.amount
        let status = transaction.status
        statements[s].add(day: day, number: dayNumber, money: money, status: status)
        if duplicates != nil, duplicates!.isDuplicate(transaction, account: DuplicateFilter.account(transaction, statement: statements[s].info.account)) {
            return
        }

        let outside = options.from.map { day < $0 } ?? false || options.to.map { day > $0 } ?? false
        let nearEdge = outside && nearPeriod(day)
        if outside, !needs.recurring, !nearEdge { excluded += 1; return }
        // The transaction moves into the subject: read it from there from now on (no copy of it is made).
        var subject: MatchSubject
        let sourceNumber: Int?
        (subject, sourceNumber) = categories.subject(transaction, account: statements[s].context)
        if !statements[s].accountPasses {
            guard subject.transaction.account != nil, options.accounts.matchesAccount(&subject) else { excluded += 1; return }
        }
        if outside {
            excluded += 1
            if nearEdge, holdOutside(&subject, statement: s) { return }
            if needs.recurring { track(&subject) }
            return
        }
        statements[s].used = true

        let (number, category, reason) = categories.categorize(&subject, sourceNumber: sourceNumber)
        sequence += 1
        let order = ListOrder(day: dayNumber, statement: s, sequence: sequence)
        let transfer = OwnTransfers.kind(of: subject.transaction, category: category, own: ownAccounts)
        if isPairingCandidate(subject.transaction, category: category, transfer: transfer) {
            // Moved, not copied: a copy retains every text of the transaction, and the original's end releases them.
            hold(HeldTransaction(subject: consume subject, statement: s, category: category, number: number,
                                 reason: reason, order: order, transfer: transfer, outside: false))
            return
        }
        take(&subject, statement: s, category: category, number: number, reason: reason, order: order, transfer: transfer)
    }

    /// Adds a transaction of the period to the report: to its currency's totals (as a transfer, a
    /// refund or a movement), the list, the splits and the recurring payments.
    mutating func take(_ subject: inout MatchSubject, statement s: Int, category: String, number: Int, reason: Categorizer.Reason,
                       order: ListOrder, transfer: OwnTransfers.Kind?)
    {
        let day = subject.transaction.bookingDate, money = subject.transaction.amount, status = subject.transaction.status
        let c = currencyIndex(of: money.currency)
        var refund = false
        if conversion != nil { conversion!.observe(subject.transaction) }
        if let transfer {
            currencies[c].addTransfer(money.amount, day: day, kind: transfer, status: status, needs: needs)
        } else if money.amount.isPositive, status != .information,
                  let refunded = refunds.refund(&subject, category: category, number: number, reason: reason) {
            refund = true
            currencies[c].addRefund(&subject, number: refunded, needs: needs)
            if conversion != nil, status != .information { conversion!.add(subject.transaction, role: .refund(category: refunded)) }
        } else {
            currencies[c].add(&subject, category: category, number: number, reason: reason, order: order, needs: needs)
            if conversion != nil, status != .information { conversion!.add(subject.transaction, role: .movement(category: number)) }
        }
        if collectsTransactions { collected.append((s, subject.transaction, category, refund, order.sequence)) }
        if listing {
            list.add(order: order) { CategorizedTransaction(transaction: subject.transaction, category: category, reason: reason) }
        }
        if transfer == nil, status == .booked, !money.isZero { splits.share(&subject, category: category, statement: s) }
        if needs.recurring {
            if transfer == nil, status == .booked, money.isNegative {
                recurring.add(subject.payeeKey(), name: subject.payeeName(), currency: money.currency, day: day,
                              magnitude: money.amount.magnitude, category: category, card: RecurrenceDetector.isCard(&subject))
            } else {
                recurring.saw(day)
            }
        }
    }

    /// A transaction outside the period, for the recurring payments only (categorized without being counted).
    mutating func track(_ subject: inout MatchSubject) {
        let t = subject.transaction
        guard t.status == .booked, t.amount.isNegative else { recurring.saw(t.bookingDate); return }
        let category = categorizer.categorize(&subject).key
        guard OwnTransfers.kind(of: subject.transaction, category: category, own: ownAccounts) == nil else {
            recurring.saw(t.bookingDate)
            return
        }
        recurring.add(subject.payeeKey(), name: subject.payeeName(), currency: t.currency, day: t.bookingDate,
                      magnitude: t.amount.amount.magnitude, category: category, card: RecurrenceDetector.isCard(&subject))
    }

    /// The index in `currencies` of `currency`'s totals, which start here when it is new.
    @inline(__always)
    mutating func currencyIndex(of currency: Currency) -> Int {
        if let last = lastCurrency, last.currency == currency { return last.index }
        let c: Int
        if let known = currencyIndex[currency] {
            c = known
        } else {
            c = currencies.count
            currencies.append(CurrencyAccumulator(currency: currency, top: options.top))
            currencyIndex[currency] = c
        }
        lastCurrency = (currency, c)
        return c
    }

    /// Adds the expenses of a Splitwise export (those within the period) to the splits.
    public mutating func add(_ export: SplitwiseExport) {
        imports.append(export.record)
        splits.add(export, from: options.from, to: options.to)
    }

    /// The report of everything given so far.
    /// The transactions taken into the report (within its period and accounts), each with its
    /// category and its statement's account, in booking-date order (the order read within a day);
    /// empty unless `collectsTransactions` was set before they were read.
    public func transactions() -> [ExportedTransaction] {
        var settled = self
        settled.settleHeld()
        let sorted = settled.collected.sorted { a, b in
            a.transaction.bookingDate != b.transaction.bookingDate ? a.transaction.bookingDate < b.transaction.bookingDate : a.sequence < b.sequence
        }
        return sorted.map { ExportedTransaction(transaction: $0.transaction, category: $0.category,
                                                account: statements[$0.statement].info.account, isRefund: $0.refund) }
    }

    public func report() -> Report {
        guard held.isEmpty else {
            var settled = self
            settled.settleHeld()
            return settled.report()
        }
        let summaries = statements.filter { $0.isKept(from: options.from, to: options.to) }.map(\.summary)

        var period: DayRange?
        for s in summaries { if let p = s.period { period = period.map { $0.union(p) } ?? p } }
        if options.from != nil || options.to != nil {
            let start = options.from ?? period?.start ?? options.to!
            let end = options.to ?? period?.end ?? options.from!
            period = DayRange(start: start, end: max(start, end))
        }

        let sections = currencies.sorted { $0.currency < $1.currency }.map { accumulator in
            var figures = accumulator.figures(period: period, options: options, categories: categories.names,
                                              balances: BalanceTotals(currency: accumulator.currency, statements: summaries),
                                              recurring: needs.recurring ? recurring.payments(accumulator.currency, period: period) : [])
            figures.netWorthChange = NetWorthChange(currency: accumulator.currency, statements: summaries, from: options.from, to: options.to)
            if needs.days { figures.accountBalances = AccountBalances.of(currency: accumulator.currency, statements: summaries) }
            return figures
        }

        let listed = list.sorted()
        let ledger = splits.ledger
        var report = Report(
            title: options.title, generatedOn: generatedOn, period: period,
            sections: options.sections.filter { $0 != .comparison && $0 != .budgets },
            filter: ReportFilter(from: options.from, to: options.to, accounts: options.accounts.map(\.text), excludedTransactions: excluded),
            statements: summaries, currencies: sections, transactions: listed,
            omittedTransactions: list.count - listed.count, people: ledger.people,
            splits: options.shows(.splits) ? ledger.balances() : [], splitIssues: ledger.issues, splitIssueCount: ledger.issueCount,
            categorization: categories.summary,
            configFile: config.file, imports: imports)
        report.categoryDepth = options.depth
        report.baseCurrency = conversion?.figures(categories: categories.names)
        return report
    }
}
