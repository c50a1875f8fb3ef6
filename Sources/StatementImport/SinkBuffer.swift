import StatementLocalization
import StatementModel

/// A sink that holds what an importer sends until it is passed on to the caller's sink.
///
/// Importers are called through `any StatementImporter`, so their generic `read(_:into:)` runs
/// unspecialized: every call on a generic sink goes through metadata and witness tables. A
/// streaming importer therefore writes into this concrete buffer (its own code stays fully
/// optimized) and hands the buffer over every few thousand events with `drain(into:)`: the
/// generic part is one small loop, and memory holds only one batch. Transactions are moved, not
/// copied, from the importer to the sink.
package struct SinkBuffer: TransactionSink {
    /// Events a buffer holds before it is worth passing on.
    package static let size = 1_024
    /// Transactions the buffer has room for at first; it doubles as they come, up to `size`. A statement
    /// of a few dozen rows needs no more, and a batch of `size` transactions (some 150 KiB, a fresh
    /// mapping for every file under the fuzzers' address sanitizer, and pages touched for nothing) is
    /// only made for a file that fills it.
    package static let initialCapacity = 64

    package private(set) var batch: TransactionBatch
    /// The batch's events, counted here: `isFull`, asked after every row, then reads this struct and
    /// not the batch, an object whose properties are checked for exclusive access at run time (that
    /// check was 7 % of the reading thread of a 1M-row CSV report).
    private var events = 0

    package mutating func statement(_ index: Int, _ info: StatementInfo) {
        batch.statement(index, info)
        events += 1
    }

    package mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        batch.transaction(index, transaction)
        events += 1
    }

    /// Whether it holds enough to be worth passing on.
    package var isFull: Bool { events >= SinkBuffer.size }

    /// Passes everything on, in order, and empties the buffer. A `TransactionPipe` inlet takes the
    /// whole batch at once.
    package mutating func drain<Sink: TransactionSink>(into sink: inout Sink) {
        if let inlet = sink as? TransactionPipe.Inlet {
            inlet.pipe.send(batch: &batch)
        } else {
            batch.deliver(into: &sink)
        }
        events = batch.events
    }

    package init() {
        batch = TransactionBatch(capacity: SinkBuffer.initialCapacity)
    }
}
