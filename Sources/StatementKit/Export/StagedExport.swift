import StatementImport
import StatementModel

/// Where one file of a transactions export goes on its way into its `ExportSink`
/// (`ReportSession.export`), as `StagedFile` does for a report: its first `limit` statements and
/// transactions wait here, and the sink begins the file only once it is read to its end; a file
/// with more goes on into the sink as it is read, with a copy of the sink from before it kept to go
/// back to. The sink holds what one file hands the next (the categories' memo, the duplicates seen),
/// so a copy kept for every file made each file copy them, and 6,000 files of ten rows whose texts
/// differ took 13 s to export.
///
/// A copy is kept too for a file that gives one of its statements another account after that
/// statement's transactions: the sink may then be stale (`ExportSink.isStale`), and the file is
/// read again from the state before it.
struct StagedExport: TransactionSink {
    /// Moved in, and out again with `finish` or `abandon`.
    private(set) var sink: ExportSink
    private var staged: StagedEvents
    /// Whether the file is begun in `sink`, which then takes each event as it comes.
    private var begun = false
    /// The sink as it was before the file, once the file is begun in it before its end.
    private var before: ExportSink?
    /// While staged: each statement's account, and whether a transaction of it came.
    private var accounts: [(account: Account, transacted: Bool)] = []
    /// Whether a staged statement changed the account of a statement that had staged transactions.
    private var restated = false

    init(_ sink: consuming ExportSink, limit: Int = 4096) {
        self.sink = sink
        self.staged = StagedEvents(limit: limit)
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) {
        if begun { return sink.statement(index, info) }
        if index < accounts.count {
            if accounts[index].transacted, accounts[index].account != info.account { restated = true }
            accounts[index].account = info.account
        } else {
            while accounts.count <= index { accounts.append((info.account, false)) }
        }
        if staged.statement(index, info) { begin(keepingCopy: true) }
    }

    @inline(__always)
    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        guard begun else { return staging(index, transaction) }
        sink.transaction(index, transaction)
    }

    @inline(never)
    private mutating func staging(_ index: Int, _ transaction: consuming Transaction) {
        if index < accounts.count { accounts[index].transacted = true }
        if staged.transaction(index, transaction) { begin(keepingCopy: true) }
    }

    /// Begins the file in the sink and hands it the events so far.
    private mutating func begin(keepingCopy: Bool) {
        if keepingCopy { before = sink }
        sink.beginFile()
        begun = true
        staged.release(into: &sink)
    }

    /// The file is read to its end: every event is in the sink (with a copy from before it kept
    /// when the sink may be stale).
    mutating func complete() {
        if !begun { begin(keepingCopy: restated) }
    }

    /// The sink with the whole file in it.
    consuming func finish() -> ExportSink {
        complete()
        before = nil
        return sink
    }

    /// The sink as it was before the file: the file failed, or it is read again.
    consuming func abandon() -> ExportSink {
        precondition(!begun || before != nil, "a sink begun with no copy from before the file")
        return before ?? sink
    }
}
