import Testing

@testable import StatementKit

/// The spool hands records back in the export's order (statement, day, then as added) whether they
/// stay in memory or go through temporary files written on the spool's writer thread — in chunks,
/// records longer than a chunk included.
@Suite struct RecordSpoolTests {
    /// Collects what the spool hands over, record boundaries lost: one text per statement run.
    struct Collector: RecordConsumer {
        var spans: [(statement: Int, bytes: [UInt8])] = []

        mutating func records(statement: Int, _ bytes: UnsafeRawBufferPointer) throws(TransactionsExportFailure) {
            if let last = spans.last, last.statement == statement {
                spans[spans.count - 1].bytes.append(contentsOf: bytes)
            } else {
                spans.append((statement, Array(bytes)))
            }
        }
    }

    struct Record {
        var statement: Int
        var day: Int
        var bytes: [UInt8]
        var order: UInt64 { RecordSpool.order(statement: statement, year: 2026, month: 1 + day / 28, day: 1 + day % 28) }
    }

    /// `count` records: days that go up and come back (several runs), two statements, some records
    /// longer than a chunk of the writer.
    static func records(_ count: Int, sorted: Bool, long: Bool) -> [Record] {
        (0..<count).map { i in
            let day = sorted ? i / 7 : (i * 37) % 300
            let length = long && i % 397 == 5 ? SpoolWriter.chunkSize + 1234 : 20 + i % 50
            let byte = UInt8(0x41 + i % 26)
            return Record(statement: sorted ? 0 : i % 3 == 0 ? 1 : 0, day: day, bytes: [UInt8](repeating: byte, count: length) + Array("#\(i)\n".utf8))
        }
    }

    static func drained(_ records: [Record], memory: Int) throws -> (Collector, Int) {
        var spool = RecordSpool(memoryLimit: memory)
        for r in records {
            let start = spool.bytes.count
            spool.bytes.append(contentsOf: r.bytes)
            spool.added(order: r.order, from: start)
        }
        let runs = spool.spilledRuns
        var collector = Collector()
        try spool.drain(into: &collector)
        return (collector, runs)
    }

    static func expected(_ records: [Record]) -> Collector {
        var collector = Collector()
        let ordered = records.enumerated().sorted { a, b in a.element.order != b.element.order ? a.element.order < b.element.order : a.offset < b.offset }
        for (_, r) in ordered {
            r.bytes.withUnsafeBytes { b in try? collector.records(statement: r.statement, b) }
        }
        return collector
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func recordsComeBackInOrder(sorted: Bool, long: Bool) throws {
        let records = Self.records(sorted ? 1_200 : 800, sorted: sorted, long: long)
        let expected = Self.expected(records)
        let total = records.reduce(0) { $0 + $1.bytes.count }
        for memory in [1, 4_096, 300_000, 1 << 30] {
            let (got, runs) = try Self.drained(records, memory: memory)
            if total > memory { #expect(runs > 0, "memory \(memory) spills") }
            #expect(got.spans.map(\.statement) == expected.spans.map(\.statement), "memory \(memory)")
            #expect(got.spans.map(\.bytes) == expected.spans.map(\.bytes), "memory \(memory)")
        }
    }

    /// A spool whose file failed is dropped with its runs unread: its writer thread ends (the drop
    /// returns), and a spool drained twice is empty the second time.
    @Test func aSpoolDroppedUnreadOrDrainedTwiceEndsCleanly() throws {
        let records = Self.records(1_000, sorted: false, long: true)
        do {
            var spool = RecordSpool(memoryLimit: 10_000)
            for r in records {
                let start = spool.bytes.count
                spool.bytes.append(contentsOf: r.bytes)
                spool.added(order: r.order, from: start)
            }
            #expect(spool.spilledRuns > 1)
        }
        var spool = RecordSpool(memoryLimit: 10_000)
        for r in records.prefix(500) {
            let start = spool.bytes.count
            spool.bytes.append(contentsOf: r.bytes)
            spool.added(order: r.order, from: start)
        }
        var first = Collector(), second = Collector()
        try spool.drain(into: &first)
        try spool.drain(into: &second)
        #expect(first.spans.map(\.bytes) == Self.expected(Array(records.prefix(500))).spans.map(\.bytes))
        #expect(second.spans.isEmpty)
    }
}
