import StatementImport
import StatementModel

/// A file's first statements and transactions, held in order until the file is read to its end or
/// there are `limit` of them (`StagedFile` for a report, `StagedExport` for an export). Holding them
/// lets a small file reach what it goes into only once it is read whole: a file that fails then
/// leaves it untouched, with no copy of it kept. A copy kept for every file made each file copy the
/// tables shared with it, and reading grew with the square of the number of files.
struct StagedEvents {
    private enum Event {
        case statement(Int, StatementInfo)
        case transaction(Int, Transaction)
    }

    private var events: [Event] = []
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Holds a statement; true once `limit` events are held.
    mutating func statement(_ index: Int, _ info: StatementInfo) -> Bool {
        events.append(.statement(index, info))
        return events.count >= limit
    }

    /// Holds a transaction; true once `limit` events are held.
    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) -> Bool {
        events.append(.transaction(index, transaction))
        return events.count >= limit
    }

    /// Hands the events held to `sink`, in the order they came, and holds none any more.
    mutating func release<Sink: TransactionSink>(into sink: inout Sink) {
        let waiting = events
        events = []
        for event in waiting {
            switch event {
            case let .statement(index, info): sink.statement(index, info)
            case let .transaction(index, transaction): sink.transaction(index, transaction)
            }
        }
    }
}
