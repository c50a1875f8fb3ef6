/// Writes a `RecordSpool`'s runs to its temporary file on a thread of their own, so that the thread
/// that renders the records does not also copy every byte of them into the file (the kernel's copy
/// of a 1M-row JSON export's 477 MB was a quarter of that thread's time; the reading thread, waiting
/// for it, had a core free). Chunks of at most `chunkSize` bytes, at most `ExportWriter.queueLimit`
/// of them waiting: a few MB more memory at most.
///
/// Owned by the spool (a class: copies of the spool share it); one dropped before its records were
/// read back (its file failed) ends the thread, dropping what is still queued.
final class SpoolWriter {
    static let chunkSize = 256 << 10
    private let writer: ExportWriter<SpoolAppend>

    init(_ file: SpoolFile) {
        writer = ExportWriter(destination: SpoolAppend(file: file), bufferSize: SpoolWriter.chunkSize)
    }

    deinit { _ = writer.result }

    /// Writes `chunk` after what was sent before and leaves it empty, with room for a chunk.
    func send(_ chunk: inout [UInt8]) throws(SpoolFile.Failure) { try writer.send(&chunk) }

    /// Writes a copy of `bytes` in chunks after what was sent before.
    func send(copying bytes: [UInt8]) throws(SpoolFile.Failure) {
        var failure: SpoolFile.Failure?
        bytes.withUnsafeBytes { b in
            var offset = 0
            while offset < b.count, failure == nil {
                let n = min(b.count - offset, SpoolWriter.chunkSize)
                do throws(SpoolFile.Failure) { try writer.send(copying: UnsafeRawBufferPointer(rebasing: b[offset..<(offset + n)])) } catch {
                    failure = error
                }
                offset += n
            }
        }
        if let failure { throw failure }
    }

    /// Waits until everything sent is in the file; throws the first write's failure.
    func finish() throws(SpoolFile.Failure) { try writer.finish() }
}

/// A temporary file as an `ExportWriter`'s destination: each buffer appended.
struct SpoolAppend: ExportDestination {
    let file: SpoolFile

    var allowsWriterThread: Bool { true }

    func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFile.WriteError) { try file.append(bytes) }
}
