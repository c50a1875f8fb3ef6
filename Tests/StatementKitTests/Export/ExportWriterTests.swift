import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementKit
@testable import StatementModel
@testable import StatementRendering

#if canImport(Glibc)
    import Glibc
#endif

/// A large export goes to a destination that allows it through a writer thread (`ExportWriter`):
/// the same bytes as written on the export's own thread, records longer than a buffer included; the
/// first write that fails ends the export with that failure, nothing is written after it, and
/// nothing waits forever; a FIFO, a device and a regular file are written as before.
@Suite struct ExportWriterTests {
    typealias Streaming = TransactionsStreamingTests

    /// Bytes kept in memory, written on the writer thread; from write `failAt` on, `write` fails with `code`.
    final class Threaded: ExportDestination, @unchecked Sendable {
        var bytes: [UInt8] = []
        var writes = 0
        /// A write came from another thread than the one that made the destination.
        var offThread = false
        let failAt: Int
        let code: Int32
        private let maker = pthread_self()

        init(failAt: Int = .max, code: Int32 = 0) {
            self.failAt = failAt
            self.code = code
        }

        var allowsWriterThread: Bool { true }

        func write(_ b: UnsafeRawBufferPointer) throws(AtomicFile.WriteError) {
            writes += 1
            if pthread_equal(pthread_self(), maker) == 0 { offThread = true }
            if writes >= failAt { throw AtomicFile.WriteError(path: "out", code: code) }
            bytes.append(contentsOf: b)
        }
    }

    /// Two statements of 1,500 transactions, every seventh with a long description and three longer
    /// than a buffer of the document (256 KiB): about 2.5 MB whatever the format.
    static let events: [Streaming.Event] = {
        var events = Streaming.events(1_500, statements: 2, seed: 31)
        for (i, e) in events.enumerated() {
            guard case .transaction(let s, var t) = e, i % 7 == 0 || i % 500 == 3 else { continue }
            t.description = i % 500 == 3 ? String(repeating: "É", count: 150_000) : String(repeating: "LIBELLÉ \"\(i)\" ", count: 1 + i % 900)
            events[i] = .transaction(s, t)
        }
        return events
    }()

    static func sink(_ format: TransactionsFormat, memory: Int) -> (ExportSink, TransactionsPieces) {
        let categorizer = Categorizer()
        let pieces = TransactionsPieces(format: format, catalog: categorizer.catalog, language: .french)
        var sink = ExportSink(source: "test.csv", format: "csv", pieces: pieces, categories: ExportCategories(categorizer: categorizer),
                              memoryLimit: memory)
        for e in events {
            switch e {
            case let .statement(i, info): sink.statement(i, info)
            case let .transaction(i, t): sink.transaction(i, t)
            }
        }
        return (sink, pieces)
    }

    /// The export of `events` to `destination`, its result given back even when it fails.
    static func export<D: ExportDestination>(_ format: TransactionsFormat, memory: Int, to destination: D, last: Bool = true)
        -> (D, TransactionsExportFailure?)
    {
        let (sink, pieces) = sink(format, memory: memory)
        var document = ExportDocument(pieces: pieces, destination: destination)
        var failure: TransactionsExportFailure?
        do throws(TransactionsExportFailure) {
            try document.add(sink, last: last)
            try document.finish()
        } catch {
            failure = error
        }
        return (document.result, failure)
    }

    @Test(arguments: TransactionsFormat.allCases)
    func theWriterThreadWritesTheCollectedBytes(_ format: TransactionsFormat) throws {
        let expected = Streaming.collected(Self.events, format, Categorizer())
        #expect(expected.utf8.count > 2_000_000)
        for memory in [1, 20_000, 1 << 30] {
            for last in [true, false] {
                let (destination, failure) = Self.export(format, memory: memory, to: Threaded(), last: last)
                #expect(failure == nil)
                #expect(String(decoding: destination.bytes, as: UTF8.self) == expected, "memory \(memory), last \(last)")
                #expect(destination.offThread, "written by the writer thread")
            }
        }
    }

    /// The first failed write is the export's failure, whichever buffer it was; no write follows it.
    @Test(arguments: TransactionsFormat.allCases)
    func theFirstFailedWriteEndsTheExport(_ format: TransactionsFormat) throws {
        for failAt in [1, 2, 5] {
            let (destination, failure) = Self.export(format, memory: 20_000, to: Threaded(failAt: failAt, code: ENOSPC))
            guard case let .output(error)? = failure else {
                Issue.record("\(format), write \(failAt): \(String(describing: failure))")
                continue
            }
            #expect(error.code == ENOSPC)
            #expect(destination.writes == failAt, "\(format): nothing written after the failure")
        }
    }

    /// A writer whose destination fails: the sender is told at a later `send` (it never waits for
    /// room that will not come), and `finish` says it again.
    @Test func aSenderIsToldOfAFailedWriteAndNeverWaitsForever() {
        let writer = ExportWriter(destination: Threaded(failAt: 2, code: EIO), bufferSize: 16)
        var sent = 0
        var told: AtomicFile.WriteError?
        while sent < 10_000, told == nil {
            var buffer = [UInt8](repeating: 65, count: 16)
            do throws(AtomicFile.WriteError) {
                try writer.send(&buffer)
                #expect(buffer.isEmpty)
                sent += 1
            } catch {
                told = error
            }
        }
        #expect(told?.code == EIO)
        #expect(sent < 10_000)
        #expect(throws: AtomicFile.WriteError.self) { try writer.finish() }
        #expect(writer.result.writes == 2)
    }

    /// A FIFO (read on another thread), `/dev/null` and a regular file, written through
    /// `AtomicFile.Stream` by the writer thread: the FIFO and the file get the bytes, the device
    /// stays a device, the file appears only once committed.
    @Test func aFIFOADeviceAndAFileAreWrittenWhole() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "export-writer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = Array(Streaming.collected(Self.events, .json, Categorizer()).utf8)

        let fifo = dir.appending(path: "out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = BackgroundThread { () -> [UInt8] in
            let fd = open(fifo, O_RDONLY)
            guard fd >= 0 else { return [] }
            defer { close(fd) }
            var all: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                all += chunk[0..<n]
            }
            return all
        }
        let (toFIFO, fifoFailure) = Self.export(.json, memory: 20_000, to: AtomicFile.Stream(path: fifo))
        #expect(fifoFailure == nil)
        try toFIFO.commit()
        // Should the export have failed before opening it, the reader is let go.
        let late = open(fifo, O_WRONLY | O_NONBLOCK)
        if late >= 0 { close(late) }
        #expect(reader.wait() == expected)

        let (toNull, nullFailure) = Self.export(.json, memory: 20_000, to: AtomicFile.Stream(path: "/dev/null"))
        #expect(nullFailure == nil)
        try toNull.commit()
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)

        let file = dir.appending(path: "out.json").path
        let (toFile, fileFailure) = Self.export(.json, memory: 20_000, to: AtomicFile.Stream(path: file))
        #expect(fileFailure == nil)
        #expect(!FileManager.default.fileExists(atPath: file), "not in place before the commit")
        try toFile.commit()
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == expected)
    }
}
