/// Reads one run of a `RecordSpool` back, record by record.
struct RunCursor {
    private var indexOffset: Int
    private var left: Int
    private var entries = [UInt64](repeating: 0, count: 2 * 512)
    private var entryPosition = 0
    private var entryCount = 0
    /// The current record's order key and where it is.
    private(set) var order: UInt64 = 0
    private var length = 0
    private var recordOffset: Int
    private var buffer: [UInt8]
    /// The file offset of `buffer[0]`, and how much of `buffer` holds the file.
    private var bufferStart = 0
    private var bufferFilled = 0

    init(indexStart: Int, payloadStart: Int, count: Int, bufferSize: Int) {
        indexOffset = indexStart
        left = count
        recordOffset = payloadStart
        buffer = [UInt8](repeating: 0, count: bufferSize)
    }

    /// Moves to the next record; false at the end of the run.
    mutating func advance(index: SpoolFile) throws(TransactionsExportFailure) -> Bool {
        if entryPosition == entryCount {
            guard left > 0 else { return false }
            let n = min(left, entries.count / 2)
            do throws(SpoolFile.Failure) { try index.read(at: indexOffset, count: 2 * n, into: &entries) } catch { throw .temporaryFile(error) }
            indexOffset += n * 16
            left -= n
            entryPosition = 0
            entryCount = n
        }
        recordOffset += length
        order = entries[2 * entryPosition]
        length = Int(entries[2 * entryPosition + 1])
        entryPosition += 1
        return true
    }

    /// Hands `consumer` this run's records (run `run` of the merge) from the current one on while
    /// they come before `bound`, the least (order, run) of the other runs' current records — all of
    /// them when it is nil — in spans of consecutive records of one statement (one call for the
    /// records of a day, not one each); false when the run has ended.
    mutating func hand<Consumer: RecordConsumer>(
        run: Int, before bound: (order: UInt64, run: Int)?, index: SpoolFile, payloads: SpoolFile, into consumer: inout Consumer
    ) throws(TransactionsExportFailure) -> Bool {
        // The span not handed yet: `buffer[spanStart..<spanEnd]`, records of `spanStatement`.
        var pending = false
        var spanStart = 0, spanEnd = 0, spanStatement = 0
        while true {
            let statement = Int(order >> 32)
            let inBuffer = recordOffset >= bufferStart && recordOffset + length <= bufferStart + bufferFilled
            if pending, statement != spanStatement || !inBuffer {
                try RecordSpool.hand(&consumer, statement: spanStatement, buffer, spanStart..<spanEnd)
                pending = false
            }
            if !inBuffer {
                let n = min(max(buffer.count, length), payloads.size - recordOffset)
                do throws(SpoolFile.Failure) { try payloads.read(at: recordOffset, count: n, into: &buffer) } catch { throw .temporaryFile(error) }
                bufferStart = recordOffset
                bufferFilled = n
            }
            if !pending {
                pending = true
                spanStart = recordOffset - bufferStart
                spanStatement = statement
            }
            spanEnd = recordOffset - bufferStart + length
            guard try advance(index: index) else {
                try RecordSpool.hand(&consumer, statement: spanStatement, buffer, spanStart..<spanEnd)
                return false
            }
            if let bound, order > bound.order || (order == bound.order && run > bound.run) { break }
        }
        try RecordSpool.hand(&consumer, statement: spanStatement, buffer, spanStart..<spanEnd)
        return true
    }
}

/// The runs of a merge by their current record: the least order first, then the earlier run.
struct RunHeap {
    private var items: [(order: UInt64, run: Int)] = []

    private func less(_ a: Int, _ b: Int) -> Bool {
        items[a].order != items[b].order ? items[a].order < items[b].order : items[a].run < items[b].run
    }

    mutating func push(order: UInt64, run: Int) {
        items.append((order, run))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard less(i, parent) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    /// The run whose record comes next.
    var top: Int? { items.first?.run }

    /// The least (order, run) after the top's: one of the top's two children.
    var second: (order: UInt64, run: Int)? {
        guard items.count > 1 else { return nil }
        return items.count > 2 && less(2, 1) ? items[2] : items[1]
    }

    /// The top run's next record is at `order`: the heap put back in order.
    mutating func replaceTop(order: UInt64) {
        items[0].order = order
        siftDown(0)
    }

    /// The run whose record comes next, taken out.
    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        siftDown(0)
        return top.run
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, less(l, m) { m = l }
            if r < items.count, less(r, m) { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
    }
}
