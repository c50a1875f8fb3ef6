import StatementAnalysis
import StatementImport
import StatementModel
import StatementRendering

/// Where an importer streams one file of a transactions export: each transaction is categorized
/// (as a report does: account rules see its statement's account), rendered at once and handed to a
/// `RecordSpool`, which keeps the export's order in bounded memory. What the statements' heads need
/// (the importer's last word on each statement, the days of its transactions, the ledger's digits)
/// is kept beside.
///
/// A record names its statement's account, which an importer may still change after the record was
/// read (none of the built-in importers does for a statement that has transactions): the sink then
/// says `isStale`, and the file is read again, whole, into the sink as it was before the file
/// (`ReportSession.export`, `StagedExport`).
package struct ExportSink: TransactionSink {
    package let source: String
    package let format: String
    private var pieces: TransactionsPieces
    /// Kept across the files of one export: moved into each file's sink, and out again (`take`), never
    /// shared with another sink, whose first change would then copy its tables.
    private var categories: ExportCategories?
    /// Drops the copies of transactions an earlier file held (several files, `TransactionsExport.keepDuplicates` off).
    package private(set) var duplicates: DuplicateFilter?
    package private(set) var infos: [StatementInfo] = []
    private var contexts: [AccountContext] = []
    private var accounts: [RecordAccount] = []
    private var counts: [Int] = []
    package private(set) var days: [DayRange?] = []
    /// The ledger's commodity digits of this file's transactions.
    package private(set) var digits: [Currency: Int] = [:]
    /// The currency of the last ledger record and the digits known for it: a record of that currency
    /// with no more digits changes nothing in `digits` (no look-up a record).
    private var lastCurrency: Currency?
    private var lastDigits = 0
    /// Whether a statement's account changed after one of its records was rendered.
    package private(set) var isStale = false
    package var spool: RecordSpool

    package init(source: String, format: String, pieces: TransactionsPieces, categories: consuming ExportCategories,
                 duplicates: consuming DuplicateFilter? = nil, memoryLimit: Int)
    {
        self.source = source
        self.format = format
        self.pieces = pieces
        self.categories = categories
        self.duplicates = duplicates
        self.spool = RecordSpool(memoryLimit: memoryLimit)
    }

    /// The file begins: its first statement or transaction follows.
    package mutating func beginFile() {
        duplicates?.beginFile()
    }

    /// What the export keeps for the next file, moved out of the sink (which cannot read on).
    package mutating func take() -> (categories: ExportCategories, duplicates: DuplicateFilter?) {
        (categories.take()!, duplicates.take())
    }

    package mutating func statement(_ index: Int, _ info: StatementInfo) {
        while infos.count <= index {
            infos.append(info)
            contexts.append(AccountContext(account: info.account, source: source))
            accounts.append(RecordAccount(account: info.account, source: source))
            counts.append(0)
            days.append(nil)
        }
        if infos[index].account != info.account {
            if counts[index] > 0 { isStale = true }
            contexts[index] = AccountContext(account: info.account, source: source)
            accounts[index] = RecordAccount(account: info.account, source: source)
        }
        infos[index] = info
    }

    package mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        precondition(index < infos.count, "transaction for a statement that was not declared")
        if duplicates != nil, duplicates!.isDuplicate(transaction, account: DuplicateFilter.account(transaction, statement: infos[index].account)) {
            return
        }
        write(categories!.categorize(transaction, account: contexts[index]), statement: index)
    }

    /// Writes a transaction of statement `index` to the spool. Borrowed, so that the transaction is read
    /// where it lies, in its subject: a copy retained every text it holds, and its end released them.
    private mutating func write(_ c: borrowing ExportCategories.Categorized, statement index: Int) {
        // Rendered straight into the spool's memory.
        let start = spool.bytes.count
        pieces.record(c.subject.transaction, category: c.category, number: c.number, refund: c.isRefund, account: accounts[index], to: &spool.bytes)
        let day = c.subject.transaction.bookingDate
        spool.added(order: RecordSpool.order(statement: index, year: day.year, month: day.month, day: day.day), from: start)
        counts[index] += 1
        if let known = days[index] {
            if day < known.start { days[index]!.start = day } else if day > known.end { days[index]!.end = day }
        } else {
            days[index] = DayRange(start: day, end: day)
        }
        if pieces.format == .ledger {
            let currency = c.subject.transaction.amount.currency
            if currency != lastCurrency || c.subject.transaction.amount.amount.scale > lastDigits {
                TransactionsPieces.count(c.subject.transaction, digits: &digits)
                lastCurrency = currency
                lastDigits = digits[currency] ?? Int.max
            }
        }
    }

    /// What the head of statement `index` says.
    package func facts(_ index: Int) -> StatementFacts {
        StatementFacts(info: infos[index], source: source, format: format, days: days[index])
    }
}
