import Foundation

/// The batches on their way from the parsing thread to the reading one: at most `limit` wait, so the
/// parser stays a few slices ahead and memory stays flat.
package final class SAXBatchPipe: @unchecked Sendable {
    package static let limit = 4
    private let condition = NSCondition()
    private var batches: [SAXBatch] = []
    private var cancelled = false

    /// The parsing thread: hands a batch over (waits while the reader is `limit` batches behind);
    /// false once the reader is gone.
    package func put(_ batch: SAXBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= SAXBatchPipe.limit && !cancelled { condition.wait() }
        if cancelled {
            batch.arena.deallocate()
            return false
        }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// The reading thread: the next batch (waits for it).
    package func take() -> SAXBatch {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty { condition.wait() }
        let batch = batches.removeFirst()
        condition.broadcast()
        return batch
    }

    /// The reading thread: stop the parser (the reader is going away).
    package func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    package var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// What was never taken (after the parsing thread is done).
    package func drain() -> [SAXBatch] {
        condition.lock()
        defer { condition.unlock() }
        let left = batches
        batches = []
        return left
    }
}
