import Foundation
import StatementLocalization
import StatementModel

/// Runs an importer on the calling thread while a second thread passes what it reads on to the
/// caller's sink, so that reading a file and analysing its transactions use two cores.
///
/// Everything reaches the sink in the order the importer sent it, by batches of about two thousand
/// events (at most `queueLimit` batches wait at any time, so memory stays bounded however large the
/// file): the sink sees exactly what a direct read would give it, and the result is the same,
/// byte for byte. The sink is only touched by the second thread until the read returns.
package final class TransactionPipe: @unchecked Sendable {
    /// Batches waiting for the consumer, at most this many.
    package static let queueLimit = 8
    /// Events per batch.
    package static let batchSize = 2_048

    private let condition = NSCondition()
    private var queue: [TransactionBatch] = []
    private var head = 0
    private var closed = false
    /// Batches passed on and empty, for the producer to fill again (at most `queueLimit`).
    private var spare: [TransactionBatch] = []

    /// What an importer writes into: collects a batch, then hands it to the pipe.
    package struct Inlet: TransactionSink {
        package let pipe: TransactionPipe

        package mutating func statement(_ index: Int, _ info: StatementInfo) {
            pipe.pending.statement(index, info)
            if pipe.pending.events >= TransactionPipe.batchSize { pipe.send(&pipe.pending) }
        }

        package mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
            pipe.pending.transaction(index, transaction)
            if pipe.pending.events >= TransactionPipe.batchSize { pipe.send(&pipe.pending) }
        }
    }

    /// The batch the producer is filling (touched by the producer only).
    private var pending = TransactionBatch(capacity: TransactionPipe.batchSize)

    /// Producer: hands over a batch an importer filled itself (a `SinkBuffer`'s), after what the
    /// inlet holds, and leaves `batch` empty.
    package func send(batch: inout TransactionBatch) {
        send(&pending)
        send(&batch)
    }

    /// Reads `input` with `importer` into `sink`, the importer on this thread and the sink on another.
    package static func read<Sink: TransactionSink>(_ input: InputFile, with importer: any StatementImporter, options: ImportOptions,
                                            into sink: inout Sink) throws(ImportError) -> ImportRecord
    {
        let pipe = TransactionPipe()
        let result: Result<ImportRecord, ImportError> = withUnsafeMutablePointer(to: &sink) { target in
            let consumer = Consumer(target: target, pipe: pipe)
            let thread = BackgroundThread { consumer.run() }
            var inlet = Inlet(pipe: pipe)
            let result: Result<ImportRecord, ImportError>
            do throws(ImportError) {
                result = .success(try importer.read(input, options: options, into: &inlet))
            } catch {
                result = .failure(error)
            }
            pipe.send(&pipe.pending)
            pipe.close()
            thread.wait()
            return result
        }
        return try result.get()
    }

    /// The second thread: passes batches on until the pipe is closed and empty.
    private struct Consumer<Sink: TransactionSink>: @unchecked Sendable {
        let target: UnsafeMutablePointer<Sink>
        let pipe: TransactionPipe

        func run() {
            while let batch = pipe.receive() {
                batch.deliver(into: &target.pointee)
                pipe.recycle(batch)
            }
        }
    }

    /// Producer: hands a batch over, leaving an empty one in its place (waits while the consumer is
    /// `queueLimit` batches behind).
    package func send(_ batch: inout TransactionBatch) {
        guard !batch.isEmpty else { return }
        condition.lock()
        while queue.count - head >= TransactionPipe.queueLimit { condition.wait() }
        queue.append(batch)
        let empty = spare.popLast()
        condition.broadcast()
        condition.unlock()
        batch = empty ?? TransactionBatch(capacity: TransactionPipe.batchSize)
    }

    /// Consumer: a batch passed on, empty, that the producer may fill again.
    private func recycle(_ batch: TransactionBatch) {
        condition.lock()
        if spare.count < TransactionPipe.queueLimit { spare.append(batch) }
        condition.unlock()
    }

    /// Producer: nothing more will come.
    package func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Consumer: the next batch, or nil once the pipe is closed and empty.
    package func receive() -> TransactionBatch? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count && !closed { condition.wait() }
        guard head < queue.count else { return nil }
        let batch = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return batch
    }
}
