#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import StatementLocalization
import StatementModel

/// A file read forward, 64 KB at a time, into a window of memory that keeps only what its reader still
/// needs (the token or the record being read): memory stays bounded by the largest of them, whatever
/// the size of the file, and a file that goes past a limit fails there, without being read to its
/// end. Bytes already in memory are read in place. (JSON and QIF are read so.)
///
/// Offsets are the file's: `origin[i]` is the byte at offset `i`, for `i` in `start..<end`. What a
/// reader reads for every line or field is kept behind a pointer (`state`), not in properties of this
/// class: reading a class's property from another module costs an exclusivity check each time.
package final class InputWindow {
    package static let chunkSize = 1 << 16

    /// The bytes held: where they are and which part of the file they are.
    package struct State {
        /// `origin + i` is the byte at offset `i`.
        package var origin: UnsafePointer<UInt8>
        /// The file offset of the first byte held, and one past the last.
        package var start: Int
        package var end: Int
        /// Whether `end` is the end of the text.
        package var isComplete: Bool
    }

    package let state: UnsafeMutablePointer<State>
    private let source: ChunkReader?
    /// Bytes read at a time (smaller in tests, to put chunk ends everywhere).
    private let chunkSize: Int
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) private var capacity = 0
    /// Why the file stopped being readable (the text then ends there).
    package private(set) var failure: ImportError?

    @inlinable package var origin: UnsafePointer<UInt8> { state.pointee.origin }
    @inlinable package var start: Int { state.pointee.start }
    @inlinable package var end: Int { state.pointee.end }
    @inlinable package var isComplete: Bool { state.pointee.isComplete }

    /// A file, read as the reader asks.
    package init(_ input: InputFile, chunkSize: Int = InputWindow.chunkSize) throws(ImportError) {
        source = try ChunkReader(input)
        self.chunkSize = max(chunkSize, 1)
        state = .allocate(capacity: 1)
        state.initialize(to: State(origin: InputWindow.nothing, start: 0, end: 0, isComplete: false))
    }

    /// Bytes already in memory, which must outlive this input.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        source = nil
        chunkSize = 0
        state = .allocate(capacity: 1)
        state.initialize(to: State(origin: bytes.baseAddress ?? InputWindow.nothing, start: 0, end: bytes.count, isComplete: true))
    }

    deinit {
        storage?.deallocate()
        state.deallocate()
    }

    nonisolated(unsafe) private static let nothing: UnsafePointer<UInt8> = {
        let one = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        one.initialize(to: 0)
        return UnsafePointer(one)
    }()

    /// Reads the next chunk, keeping the bytes from offset `keep` on (those before it may go); false at
    /// the end of the text.
    package func more(keeping keep: Int) -> Bool {
        guard !isComplete, let source else { return false }
        let count = end - start
        let drop = max(0, min(keep, end) - start)
        if drop > 0, drop >= count / 2 || count + chunkSize > capacity {
            // Move what is kept to the front (most often a few bytes: the token being read).
            if let storage, count > drop { memmove(storage, storage + drop, count - drop) }
            state.pointee.start += drop
        }
        let kept = end - start
        if kept + chunkSize > capacity {
            let size = max(capacity * 2, kept + chunkSize, 1 << 17)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            if let storage {
                larger.update(from: storage, count: kept)
                storage.deallocate()
            }
            storage = larger
            capacity = size
        }
        let buffer = UnsafeMutableRawBufferPointer(start: storage! + kept, count: chunkSize)
        var read = 0
        do throws(ImportError) { read = try source.read(into: buffer) } catch {
            failure = error
        }
        state.pointee.end = start + kept + read
        state.pointee.origin = UnsafePointer(storage! - start)
        if read == 0 { state.pointee.isComplete = true }
        return read > 0
    }

    /// Reads until offset `offset` is held (or the text ends), keeping the bytes from `keep` on.
    @discardableResult
    package func ensure(_ offset: Int, keeping keep: Int) -> Bool {
        while offset >= end { if !more(keeping: keep) { return false } }
        return true
    }

    /// The byte at `offset`, reading on (and letting go of what is before `offset`) when needed; nil
    /// past the end. `offset` must not be before what is held: a byte let go is not read again.
    package func byte(at offset: Int) -> UInt8? {
        precondition(offset >= start, "InputWindow: offset \(offset) was let go (the window starts at \(start))")
        return ensure(offset, keeping: offset) ? origin[offset] : nil
    }

    /// Whether the text starts with a UTF-8 byte order mark, its first bytes kept. Asking `byte(at:)`
    /// for offsets 1 and 2 let go of offset 0 when the text ended there (one or two bytes, `EF` or
    /// `EF BB`), and the next look at offset 0 read before the window's memory (found by `fuzz-json`).
    package func startsWithUTF8BOM() -> Bool {
        guard start == 0 else { return false }
        ensure(2, keeping: 0)
        guard let head = held(0..<3), head.count == 3 else { return false }
        return head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF
    }

    /// The bytes `range` if they are all held now (clamped to the end of a complete text), else nil.
    package func held(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8>? {
        let upper = isComplete ? min(range.upperBound, end) : range.upperBound
        guard range.lowerBound >= start, upper <= end, range.lowerBound <= upper else { return nil }
        return UnsafeBufferPointer(start: origin + range.lowerBound, count: upper - range.lowerBound)
    }
}
