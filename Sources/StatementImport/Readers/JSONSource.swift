#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import StatementLocalization
import StatementModel

/// A JSON file as its importer reads it: forward, once per pass (each pass a `InputWindow` of its own,
/// so memory stays bounded by the largest token), and, for the line shown under a message, the bytes
/// around a spot (from the pass's window when it still holds them, else read again from the file).
package final class JSONSource {
    package let file: InputFile
    /// The bytes, when the input is already in memory (standard input, tests).
    private let memory: [UInt8]?
    /// The pass being read (the window the excerpts look in first).
    private var current: InputWindow?
    /// The file, opened again for excerpts of spots the window let go.
    private var descriptor: Int32 = -1

    package init(_ file: InputFile) throws(ImportError) {
        self.file = file
        self.memory = file.path == nil ? try file.readAll() : nil
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// A fresh pass over the file, from its first byte.
    package func input() throws(ImportError) -> InputWindow {
        if earlierFailure == nil { earlierFailure = current?.failure }
        let input = try InputWindow(file)
        current = input
        return input
    }

    /// A reader of the whole text (one document, or a sequence with `allowsSequence`), on a fresh pass.
    package func reader(allowsSequence: Bool = false, limits: JSONReader.Limits = .standard) throws(ImportError) -> JSONReader {
        JSONReader(input: try input(), allowsSequence: allowsSequence, limits: limits)
    }

    /// The error that cut a pass short, if reading the file failed.
    package var failure: ImportError? { earlierFailure ?? current?.failure }
    private var earlierFailure: ImportError?

    /// Calls `body` with the bytes of `range` (fewer at the end of the file) and whether the file ends
    /// with them; nil when they cannot be read again.
    package func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>, _ atEnd: Bool) -> R) -> R? {
        if let memory {
            let upper = min(range.upperBound, memory.count)
            guard range.lowerBound <= upper else { return nil }
            return memory.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range.lowerBound..<upper]), upper < range.upperBound) }
        }
        if let current, let held = current.held(range) {
            return body(held, held.count < range.count || current.isComplete && range.upperBound >= current.end)
        }
        guard let path = file.path else { return nil }
        if descriptor < 0 { descriptor = open(path, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var filled = 0
        while filled < range.count {
            let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, range.count - filled, off_t(range.lowerBound + filled)) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            filled += n
        }
        if filled < range.count, lseek(descriptor, 0, SEEK_CUR) < 0 { return nil }  // not a file that can be read again
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<filled]), filled < range.count) }
    }
}
