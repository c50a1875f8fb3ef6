/// Where a spool's records go, in export order.
package protocol RecordConsumer {
    /// One or more whole records of statement `statement`, next in order.
    mutating func records(statement: Int, _ bytes: UnsafeRawBufferPointer) throws(TransactionsExportFailure)
}

/// The records of one file's export (each a transaction already rendered), given in the order read
/// and handed back in the export's order — by statement, then booking day, then the order read (a
/// stable sort, as `StatementCollector` sorts) — in bounded memory.
///
/// A sort in memory up to `memoryLimit` bytes of records; beyond that, an external merge sort: each
/// full buffer is sorted and written to a temporary file as a run, and the runs are merged at the
/// end. A file in date order (the usual case) makes one run that grows, and the merge is a copy.
/// Records are kept as rendered bytes, so the temporary file holds about the export's size.
package struct RecordSpool {
    /// Bytes of records held in memory before a run is written.
    package let memoryLimit: Int
    /// The records held in memory, one after the other. A caller may append a record here itself
    /// and then say so with `added(order:from:)` (no copy).
    var bytes: [UInt8] = []
    private var keys: [Key] = []
    private var sorted = true
    private var runs: [Run] = []
    private var payloads: SpoolFile?
    /// Writes `payloads` on a thread of its own; `payloadSize`: the bytes sent to it so far.
    private var payloadWriter: SpoolWriter?
    private var payloadSize = 0
    /// The sorted records of a run on their way to `payloadWriter` (a buffer it gives back).
    private var chunk: [UInt8] = []
    /// Per record, in the payloads' order: its order key and its length, 8 bytes each.
    private var index: SpoolFile?
    /// The first failure of a temporary file (nothing is kept after it).
    package private(set) var failure: SpoolFile.Failure?

    /// Runs written to disk so far (0 while everything fits in memory).
    package var spilledRuns: Int { runs.count }

    package init(memoryLimit: Int) { self.memoryLimit = max(1, memoryLimit) }

    private struct Key {
        var order: UInt64
        var offset: Int
        var length: Int
    }

    private struct Run {
        var indexStart: Int
        var payloadStart: Int
        var count: Int
        var last: UInt64
    }

    /// The order of a record: its statement, then its day (`year`, `month`, `day` packed so that
    /// they compare as the days do).
    @inline(__always)
    package static func order(statement: Int, year: Int, month: Int, day: Int) -> UInt64 {
        let days = UInt64(truncatingIfNeeded: (year + 0x40_0000) << 9 | month << 5 | day) & 0xFFFF_FFFF
        return UInt64(statement) << 32 | days
    }

    /// Adds the record appended to `bytes` from `start` on.
    mutating func added(order: UInt64, from start: Int) {
        guard failure == nil else {
            bytes.removeAll(keepingCapacity: true)
            return
        }
        if sorted, let last = keys.last, order < last.order { sorted = false }
        keys.append(Key(order: order, offset: start, length: bytes.count - start))
        if bytes.count >= memoryLimit { flush() }
    }

    /// Writes what memory holds as a run (or as the rest of the last run, when it follows it).
    private mutating func flush() {
        guard !keys.isEmpty, failure == nil else { return }
        if !sorted { keys.sort { a, b in a.order != b.order ? a.order < b.order : a.offset < b.offset } }
        do throws(SpoolFile.Failure) {
            if payloads == nil {
                payloads = try SpoolFile()
                index = try SpoolFile()
                payloadWriter = SpoolWriter(payloads!)
            }
            let writer = payloadWriter!, index = self.index!
            if let last = runs.last, last.last <= keys[0].order {
                runs[runs.count - 1].count += keys.count
                runs[runs.count - 1].last = keys[keys.count - 1].order
            } else {
                runs.append(Run(indexStart: index.size, payloadStart: payloadSize, count: keys.count, last: keys[keys.count - 1].order))
            }
            var entries: [UInt64] = []
            entries.reserveCapacity(keys.count * 2)
            for k in keys {
                entries.append(k.order)
                entries.append(UInt64(k.length))
            }
            try index.append(words: entries)
            payloadSize += bytes.count
            if sorted {
                try writer.send(copying: bytes)
            } else {
                for k in keys {
                    chunk.append(contentsOf: bytes[k.offset..<(k.offset + k.length)])
                    if chunk.count >= SpoolWriter.chunkSize { try writer.send(&chunk) }
                }
                try writer.send(&chunk)
            }
        } catch {
            failure = error
        }
        bytes.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        sorted = true
    }

    /// Hands every record to `consumer`, in order, and empties the spool.
    package mutating func drain<Consumer: RecordConsumer>(into consumer: inout Consumer) throws(TransactionsExportFailure) {
        if runs.isEmpty, failure == nil {
            try drainMemory(into: &consumer)
            return
        }
        flush()
        if failure == nil, let payloadWriter {
            do throws(SpoolFile.Failure) { try payloadWriter.finish() } catch { failure = error }
        }
        if let failure { throw .temporaryFile(failure) }
        if runs.count == 1 {
            try copy(runs[0], into: &consumer)
        } else {
            try merge(into: &consumer)
        }
        runs.removeAll()
        payloads = nil
        payloadWriter = nil
        payloadSize = 0
        chunk = []
        index = nil
    }

    /// Everything in memory: sorted there, handed over in spans of one statement.
    private mutating func drainMemory<Consumer: RecordConsumer>(into consumer: inout Consumer) throws(TransactionsExportFailure) {
        if !sorted { keys.sort { a, b in a.order != b.order ? a.order < b.order : a.offset < b.offset } }
        defer {
            bytes.removeAll(keepingCapacity: true)
            keys.removeAll(keepingCapacity: true)
            sorted = true
        }
        var i = 0
        while i < keys.count {
            let statement = keys[i].order >> 32
            var j = i + 1
            // Records read in order lie one after the other: a statement's go over at once.
            if sorted {
                while j < keys.count, keys[j].order >> 32 == statement { j += 1 }
            }
            try RecordSpool.hand(&consumer, statement: Int(statement), bytes, keys[i].offset..<(keys[j - 1].offset + keys[j - 1].length))
            i = j
        }
    }

    /// One run: its records read back in order, in large spans of one statement.
    private func copy<Consumer: RecordConsumer>(_ run: Run, into consumer: inout Consumer) throws(TransactionsExportFailure) {
        let index = self.index!, payloads = self.payloads!
        var entries: [UInt64] = []
        var buffer: [UInt8] = []
        var done = 0
        var payloadOffset = run.payloadStart
        // The current span (of one statement) not yet handed over.
        var spanStatement = -1
        var spanLength = 0
        func hand(_ consumer: inout Consumer) throws(TransactionsExportFailure) {
            while spanLength > 0 {
                let n = min(spanLength, 1 << 20)
                do throws(SpoolFile.Failure) { try payloads.read(at: payloadOffset, count: n, into: &buffer) } catch { throw .temporaryFile(error) }
                try RecordSpool.hand(&consumer, statement: spanStatement, buffer, 0..<n)
                payloadOffset += n
                spanLength -= n
            }
        }
        while done < run.count {
            let n = min(run.count - done, 8192)
            do throws(SpoolFile.Failure) { try index.read(at: run.indexStart + done * 16, count: 2 * n, into: &entries) } catch { throw .temporaryFile(error) }
            for e in 0..<n {
                let statement = Int(entries[2 * e] >> 32)
                if statement != spanStatement {
                    try hand(&consumer)
                    spanStatement = statement
                }
                spanLength += Int(entries[2 * e + 1])
            }
            done += n
        }
        try hand(&consumer)
    }

    /// `consumer.records` of `bytes[range]`.
    static func hand<Consumer: RecordConsumer>(_ consumer: inout Consumer, statement: Int, _ bytes: [UInt8], _ range: Range<Int>)
        throws(TransactionsExportFailure)
    {
        var failure: TransactionsExportFailure?
        bytes.withUnsafeBytes { b in
            do throws(TransactionsExportFailure) {
                try consumer.records(statement: statement, UnsafeRawBufferPointer(rebasing: b[range]))
            } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Several runs: merged by their order (on equal keys the earlier run first: it was read first),
    /// each run handing over at once its records that come before the other runs' next.
    private func merge<Consumer: RecordConsumer>(into consumer: inout Consumer) throws(TransactionsExportFailure) {
        let index = self.index!, payloads = self.payloads!
        let bufferSize = max(4096, (4 << 20) / runs.count)
        var cursors = runs.map { RunCursor(indexStart: $0.indexStart, payloadStart: $0.payloadStart, count: $0.count, bufferSize: bufferSize) }
        var heap = RunHeap()
        for r in cursors.indices {
            if try cursors[r].advance(index: index) { heap.push(order: cursors[r].order, run: r) }
        }
        while let r = heap.top {
            if try cursors[r].hand(run: r, before: heap.second, index: index, payloads: payloads, into: &consumer) {
                heap.replaceTop(order: cursors[r].order)
            } else {
                _ = heap.pop()
            }
        }
    }
}
