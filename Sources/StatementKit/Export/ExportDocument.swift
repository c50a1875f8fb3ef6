import StatementModel
import StatementRendering

/// Writes a transactions export file by file: the document's head before the first file read, then
/// for each file its statements (head, records in order, tail), then the document's tail.
///
/// The ledger's head names every currency with the digits its amounts have, known only at the end:
/// its body goes to a temporary file (kept in memory up to `bodyMemory` bytes) and follows the head
/// once every file is read — or, when the file being added is said to be the last one, once it is
/// read: the head is then known before its records, which go straight to the destination like
/// CSV's and JSON's (a single-file journal is never written to a temporary file).
///
/// Full buffers go to the destination through an `ExportWriter`: on a thread of their own when the
/// destination allows it, so that the merge goes on while they are written.
package struct ExportDocument<Destination: ExportDestination>: RecordConsumer {
    private let pieces: TransactionsPieces
    private let writer: ExportWriter<Destination>
    private var out: [UInt8] = []
    private let bufferSize = 256 << 10
    private var started = false
    private var statements = 0
    private var digits: [Currency: Int] = [:]
    /// The ledger's body beyond `bodyMemory` bytes.
    private var body: SpoolFile?
    private let bodyMemory: Int
    /// The file being written: its sink, the statement open in it and whether it has records yet.
    private var sink: ExportSink?
    private var current = -1
    private var hasRecords = false
    /// The ledger's head is written: the body goes straight to the destination.
    private var headWritten = false

    package init(pieces: TransactionsPieces, destination: Destination, bodyMemory: Int = 8 << 20) {
        self.pieces = pieces
        self.bodyMemory = bodyMemory
        writer = ExportWriter(destination: destination, bufferSize: bufferSize)
        out.reserveCapacity(bufferSize)
    }

    /// The destination, given back at the end (once the writer thread, if any, has ended).
    package var result: Destination { writer.result }

    /// Writes one file that was read whole into `sink`; `last` when no file follows it (the
    /// ledger's head is then complete and written first).
    package mutating func add(_ file: ExportSink, last: Bool = false) throws(TransactionsExportFailure) {
        if !started {
            started = true
            if pieces.format != .ledger { try write(pieces.documentHead(digits: [:])) }
        }
        var file = file
        var spool = file.spool
        file.spool = RecordSpool(memoryLimit: 1)
        let count = file.infos.count
        for (c, n) in file.digits { digits[c] = max(digits[c] ?? n, n) }
        if last, pieces.format == .ledger, !headWritten { try writeHead() }
        sink = file
        current = -1
        try spool.drain(into: &self)
        try move(to: count)
        sink = nil
    }

    package mutating func records(statement: Int, _ bytes: UnsafeRawBufferPointer) throws(TransactionsExportFailure) {
        var bytes = bytes
        if statement != current {
            try move(to: statement)
            try open(statement)
            bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst(pieces.firstRecordSkip))
        }
        hasRecords = true
        try write(bytes)
    }

    /// Closes the open statement and writes the ones before `statement`, which have no records.
    private mutating func move(to statement: Int) throws(TransactionsExportFailure) {
        if current >= 0 { try write(pieces.statementTail(records: hasRecords ? 1 : 0)) }
        var next = current + 1
        while next < statement {
            try open(next)
            try write(pieces.statementTail(records: 0))
            next += 1
        }
        current = statement - 1
    }

    private mutating func open(_ statement: Int) throws(TransactionsExportFailure) {
        try write(pieces.statementHead(sink!.facts(statement), first: statements == 0))
        statements += 1
        current = statement
        hasRecords = false
    }

    /// Ends the document; nothing is written when no file was read.
    package mutating func finish() throws(TransactionsExportFailure) {
        guard started else { return }
        try write(pieces.documentTail(statements: statements))
        if pieces.format == .ledger, !headWritten {
            // The body so far: in `out`, after what went to the temporary file.
            var head = pieces.documentHead(digits: digits)
            if let body {
                try flushBody()
                try deliver(head)
                try copy(body)
            } else {
                head.append(contentsOf: out)
                out = head
            }
        }
        try flushOut()
        do throws(AtomicFile.WriteError) { try writer.finish() } catch { throw .output(error) }
    }

    /// The ledger's head, then its body so far (in the temporary file, then in `out`); what follows
    /// is written as CSV's and JSON's text is.
    private mutating func writeHead() throws(TransactionsExportFailure) {
        var head = pieces.documentHead(digits: digits)
        headWritten = true
        if let body {
            try flushBody()
            try deliver(head)
            try copy(body)
            self.body = nil
        } else {
            head.append(contentsOf: out)
            out = head
            if out.count >= bufferSize { try flushOut() }
        }
    }

    /// The ledger's temporary file, delivered 1 MiB at a time.
    private mutating func copy(_ body: SpoolFile) throws(TransactionsExportFailure) {
        var buffer: [UInt8] = []
        var offset = 0
        while offset < body.size {
            let n = min(body.size - offset, 1 << 20)
            do throws(SpoolFile.Failure) { try body.read(at: offset, count: n, into: &buffer) } catch { throw .temporaryFile(error) }
            try deliver(buffer[0..<n])
            offset += n
        }
    }

    private mutating func write(_ bytes: [UInt8]) throws(TransactionsExportFailure) {
        var failure: TransactionsExportFailure?
        bytes.withUnsafeBytes { b in
            do throws(TransactionsExportFailure) { try write(b) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private mutating func write(_ bytes: UnsafeRawBufferPointer) throws(TransactionsExportFailure) {
        if pieces.format == .ledger, !headWritten {
            out.append(contentsOf: bytes)
            if out.count >= bodyMemory { try flushBody() }
            return
        }
        if out.count + bytes.count > bufferSize { try flushOut() }
        if bytes.count >= bufferSize {
            try deliverBytes(bytes)
        } else {
            out.append(contentsOf: bytes)
        }
    }

    /// The ledger's body held in memory, moved to its temporary file.
    private mutating func flushBody() throws(TransactionsExportFailure) {
        do throws(SpoolFile.Failure) {
            if body == nil { body = try SpoolFile() }
            try body!.append(out)
        } catch {
            throw .temporaryFile(error)
        }
        out.removeAll(keepingCapacity: true)
    }

    /// `out` to the writer, which gives it back empty (or another buffer, while the thread writes it).
    private mutating func flushOut() throws(TransactionsExportFailure) {
        do throws(AtomicFile.WriteError) { try writer.send(&out) } catch { throw .output(error) }
    }

    private mutating func deliver(_ bytes: some Collection<UInt8>) throws(TransactionsExportFailure) {
        var failure: TransactionsExportFailure?
        bytes.withContiguousStorageIfAvailable { b in
            do throws(TransactionsExportFailure) { try deliverBytes(UnsafeRawBufferPointer(b)) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private mutating func deliverBytes(_ bytes: UnsafeRawBufferPointer) throws(TransactionsExportFailure) {
        guard !bytes.isEmpty else { return }
        do throws(AtomicFile.WriteError) { try writer.send(copying: bytes) } catch { throw .output(error) }
    }
}
