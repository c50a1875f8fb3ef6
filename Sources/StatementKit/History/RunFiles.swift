import StatementHistory
import StatementImport
import StatementModel

/// The statements of a run's files as the report read them, kept when something reads them again
/// after the report (recording them in the history, the comparison with earlier months without a
/// history, the budgets' pass per person and since 1 January), so that each input is read once.
public final class RunFiles {
    /// The files read, in order, each with its statements (transactions in booking order).
    public private(set) var files: [HistoryInput] = []

    public init() {}

    func append(_ file: HistoryInput) { files.append(file) }

    /// Hands every transaction of the run to `sink`, file after file, as the importers did.
    func replay<Sink: RunFileSink>(into sink: inout Sink) {
        for file in files {
            sink.file = file.name
            for (index, statement) in file.statements.enumerated() {
                sink.statement(index, statement.info)
                for transaction in statement.transactions { sink.transaction(index, transaction) }
            }
        }
    }
}

/// A sink told which file its transactions come from.
protocol RunFileSink: TransactionSink {
    var file: String { get set }
}
