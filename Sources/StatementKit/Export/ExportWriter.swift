import Foundation
import StatementImport

/// Where an `ExportDocument` sends its full buffers: to the destination, on a writer thread of its
/// own when the destination allows it (`ExportDestination.allowsWriterThread`), so that the merge
/// of a large export reads its runs and fills the next buffer while the last one is being written.
///
/// At most `queueLimit` buffers wait for the writer (memory stays bounded); the buffers are written
/// in the order sent, one `write` each. The first write that fails is the end: nothing more is
/// written, and a later `send` (at the latest `finish`) throws that failure, so the export ends as it would
/// have ended writing on its own thread. The thread starts with the first buffer sent (an export
/// that writes nothing starts none) and is always joined before the destination is given back
/// (`result`, which the export reads on every path, failures included).
package final class ExportWriter<Destination: ExportDestination>: WriterLoop, @unchecked Sendable {
    /// Buffers waiting for the writer, at most this many.
    package static var queueLimit: Int { 3 }

    private let condition = NSCondition()
    private var destination: Destination
    private let threaded: Bool
    /// The room a buffer given back by `send` has.
    private let bufferSize: Int
    private var queue: [[UInt8]] = []
    /// Buffers written and emptied, to be filled again.
    private var spare: [[UInt8]] = []
    private var failure: AtomicFile.WriteError?
    /// No more buffers come; `dropping`: those still queued are not written either.
    private var closed = false
    private var dropping = false
    private var thread: BackgroundThread<Void>?

    package init(destination: Destination, bufferSize: Int) {
        self.destination = destination
        self.bufferSize = bufferSize
        threaded = destination.allowsWriterThread
    }

    /// Writes `bytes` after what was sent before, and leaves it empty with room for a buffer's
    /// bytes (a buffer the writer is done with, when there is one).
    package func send(_ bytes: inout [UInt8]) throws(AtomicFile.WriteError) {
        guard !bytes.isEmpty else { return }
        guard threaded else {
            try write(bytes)
            bytes.removeAll(keepingCapacity: true)
            return
        }
        if thread == nil {
            // Through a protocol: the thread's closure then holds no generic type.
            let loop: any WriterLoop = self
            thread = BackgroundThread { loop.run() }
        }
        condition.lock()
        while queue.count >= Self.queueLimit, failure == nil { condition.wait() }
        if let failure {
            condition.unlock()
            throw failure
        }
        queue.append(bytes)
        bytes = spare.popLast() ?? []
        condition.broadcast()
        condition.unlock()
        if bytes.capacity < bufferSize { bytes.reserveCapacity(bufferSize) }
    }

    /// Writes a copy of `bytes` after what was sent before (straight from `bytes` without a thread).
    package func send(copying bytes: UnsafeRawBufferPointer) throws(AtomicFile.WriteError) {
        guard !bytes.isEmpty else { return }
        guard threaded else { return try destination.write(bytes) }
        var buffer = takeSpare()
        buffer.append(contentsOf: bytes)
        try send(&buffer)
        giveBack(buffer)
    }

    /// Waits until everything sent is written; throws the first write's failure.
    package func finish() throws(AtomicFile.WriteError) {
        stop(dropping: false)
        if let failure { throw failure }
    }

    /// The destination, once the writer thread has ended (what is still queued is then dropped:
    /// only an export that failed gives its destination back before `finish`).
    package var result: Destination {
        stop(dropping: true)
        return destination
    }

    private func stop(dropping: Bool) {
        guard let thread else { return }
        condition.lock()
        closed = true
        if dropping { self.dropping = true }
        condition.broadcast()
        condition.unlock()
        thread.wait()
        self.thread = nil
    }

    /// The writer thread: writes the buffers in order until it is closed and has none left.
    fileprivate func run() {
        condition.lock()
        while true {
            while queue.isEmpty, !closed { condition.wait() }
            guard !queue.isEmpty else { break }
            var buffer = queue.removeFirst()
            let skip = failure != nil || dropping
            condition.unlock()
            var failed: AtomicFile.WriteError?
            if !skip {
                do throws(AtomicFile.WriteError) { try write(buffer) } catch { failed = error }
            }
            buffer.removeAll(keepingCapacity: true)
            condition.lock()
            if let failed { failure = failed }
            if spare.count < Self.queueLimit, buffer.capacity <= 4 * bufferSize { spare.append(buffer) }
            condition.broadcast()
        }
        condition.unlock()
    }

    private func write(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        var failure: AtomicFile.WriteError?
        bytes.withUnsafeBytes { b in
            do throws(AtomicFile.WriteError) { try destination.write(b) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func takeSpare() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? []
    }

    private func giveBack(_ buffer: [UInt8]) {
        condition.lock()
        if spare.count < Self.queueLimit, buffer.capacity <= 4 * bufferSize { spare.append(buffer) }
        condition.unlock()
    }
}

/// What the writer thread runs.
private protocol WriterLoop: AnyObject, Sendable {
    func run()
}
