import StatementAnalysis
import StatementImport
import StatementModel

/// Where one file's import goes on its way into the report (`ReportSession.stream`). Its first
/// `limit` statements and transactions wait here and reach the accumulator only once the file is read
/// to its end; a file with more goes on into the accumulator as it is read, with a copy of the
/// accumulator from before it kept to go back to. Either way a file that fails leaves the report as
/// it was before the file.
///
/// A copy kept for every file, however small, made the first change to each of the report's tables
/// after it copy that table whole (`held`, the duplicates seen, the statements): reading grew with the
/// square of the number of files, and 3,000 files of ten rows took 16 s to report.
struct StagedFile: TransactionSink {
    /// Moved in, and out again with `finish` or `abandon`.
    private(set) var accumulator: ReportAccumulator
    private let source: String
    private let format: String
    private var staged: StagedEvents
    /// Whether the file is begun in `accumulator`, which then takes each event as it comes.
    private var begun = false
    /// The accumulator as it was before the file, once the file is begun in it before its end.
    private var before: ReportAccumulator?
    /// The file's statements, kept as read too when the run keeps them (`RunFiles`).
    private(set) var kept: StatementCollector?

    init(_ accumulator: consuming ReportAccumulator, source: String, format: String, keeping: Bool, limit: Int = 4096) {
        self.accumulator = accumulator
        self.source = source
        self.format = format
        self.staged = StagedEvents(limit: limit)
        if keeping { kept = StatementCollector() }
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) {
        kept?.statement(index, info)
        if begun {
            accumulator.statement(index, info)
        } else if staged.statement(index, info) {
            begin(keepingCopy: true)
        }
    }

    /// Once the file is begun (and nothing is kept), straight to the accumulator: the transaction is
    /// handed on as it came, where going through the staging code copied it once more (100
    /// instructions a transaction).
    @inline(__always)
    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        guard begun, kept == nil else { return staging(index, transaction) }
        accumulator.transaction(index, transaction)
    }

    @inline(never)
    private mutating func staging(_ index: Int, _ transaction: consuming Transaction) {
        if kept != nil { kept!.transaction(index, copy transaction) }
        if begun {
            accumulator.transaction(index, transaction)
        } else if staged.transaction(index, transaction) {
            begin(keepingCopy: true)
        }
    }

    /// Begins the file in the accumulator and hands it the events so far.
    private mutating func begin(keepingCopy: Bool) {
        if keepingCopy { before = accumulator }
        accumulator.beginFile(source: source, format: format)
        begun = true
        staged.release(into: &accumulator)
    }

    /// The file read to its end: the accumulator with the file in it, and what `endFile` made of its record.
    consuming func finish(_ record: ImportRecord) -> (ReportAccumulator, ImportRecord) {
        before = nil
        if !begun { begin(keepingCopy: false) }
        let ended = accumulator.endFile(record)
        return (accumulator, ended)
    }

    /// The file failed: the accumulator as it was before it.
    consuming func abandon() -> ReportAccumulator {
        before ?? accumulator
    }
}
