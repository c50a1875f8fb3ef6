import StatementLocalization
import StatementModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file to import: a path on disk, standard input, or bytes in memory.
public struct InputFile: Sendable {
    /// The name used in messages (`statement.csv`, `stdin`).
    public let name: String
    /// The path on disk, when there is one (streaming importers read it themselves).
    public let path: String?
    private let bytes: [UInt8]?

    /// A file on disk, named in messages as written.
    public static func file(_ path: String) -> InputFile { InputFile(name: path, path: path, bytes: nil) }

    /// Bytes already in memory.
    public static func bytes(_ bytes: [UInt8], name: String) -> InputFile {
        InputFile(name: name, path: nil, bytes: bytes)
    }

    /// Standard input. A regular file (`< statement.csv`) is read like any file (streamed, from
    /// `/proc/self/fd/0`); anything else (a pipe, a terminal) is read once, into memory, up to
    /// `memoryLimit` bytes.
    public static func standardInput(name: String = "stdin", memoryLimit: Int = InputFile.memoryLimit) throws(ImportError) -> InputFile {
        #if os(Linux)
            var st = stat()
            if fstat(0, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, lseek(0, 0, SEEK_CUR) == 0, access("/proc/self/fd/0", R_OK) == 0 {
                return InputFile(name: name, path: "/proc/self/fd/0", bytes: nil)
            }
        #endif
        return InputFile(name: name, path: nil, bytes: try spool(fd: 0, name: name, limit: memoryLimit))
    }

    /// How much of an input that is not a regular file (standard input, a FIFO, `/dev/fd/N`,
    /// `<(command)`) is held in memory: it can be read only once, so it is read whole before its
    /// format is detected. 512 MiB, some ten million rows of a bank's CSV.
    public static let memoryLimit = 512 << 20

    /// The input a command-line path names. A regular file (or a link to one) is read from disk, as
    /// often as an importer needs (detection reads its head, then the importer streams it). Anything
    /// else — a FIFO, `/dev/stdin`, `/dev/fd/63` from a shell's `<(command)`, a character device —
    /// can be read only once: it is opened once and read into memory, up to `memoryLimit` bytes,
    /// and never opened again.
    public static func open(_ path: String, memoryLimit: Int = InputFile.memoryLimit) throws(ImportError) -> InputFile {
        var st = stat()
        guard stat(path, &st) == 0 else { return .file(path) }  // reading it says why (not found, permission)
        let kind = st.st_mode & S_IFMT
        if kind == S_IFREG || kind == S_IFDIR { return .file(path) }
        let fd = posixOpen(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            throw ImportError(.unreadable, Message("input.unreadable", ["file": .text(path), "reason": .message(SystemError.message(errno))]),
                              at: SourceLocation(file: path))
        }
        defer { close(fd) }
        return InputFile(name: path, path: nil, bytes: try spool(fd: fd, name: path, limit: memoryLimit))
    }

    /// Everything `fd` holds, up to `limit` bytes: more is an error that names the limit (in MiB).
    private static func spool(fd: Int32, name: String, limit: Int) throws(ImportError) -> [UInt8] {
        try readAll(fd: fd, name: name, capacity: min(65_536, limit + 1), limit: limit)
    }

    /// The whole content.
    public func readAll() throws(ImportError) -> [UInt8] {
        if let bytes { return bytes }
        return try withOpenFile { fd, size throws(ImportError) in try InputFile.readAll(fd: fd, name: name, capacity: max(size, 0) + 1) }
    }

    /// At most the first `count` bytes: enough for an importer to recognise its format.
    public func head(_ count: Int = 65_536) throws(ImportError) -> [UInt8] {
        if let bytes { return Array(bytes.prefix(count)) }
        return try withOpenFile { fd, _ throws(ImportError) in
            var buffer = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw InputFile.readError(name)
                }
                if n == 0 { break }
                filled += n
            }
            return Array(buffer.prefix(filled))
        }
    }

    /// Whether a file whose first bytes are `head` (as `head()` gives them) holds nothing but spaces,
    /// line breaks and a UTF-8 byte-order mark.
    package static func isBlank(head: [UInt8]) -> Bool {
        guard head.count < 65_536 else { return false }
        let body = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The size in bytes, when known without reading.
    public var size: Int? {
        if let bytes { return bytes.count }
        guard let path else { return nil }
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : nil
    }

    private func withOpenFile<R>(_ body: (Int32, Int) throws(ImportError) -> R) throws(ImportError) -> R {
        guard let path else { throw ImportError(.unreadable, Message("input.unreadable", ["file": .text(name), "reason": "no data"]), at: SourceLocation(file: name)) }
        let fd = posixOpen(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? Message("input.notFound", ["file": .text(name)])
                : Message("input.unreadable", ["file": .text(name), "reason": .message(SystemError.message(errno))])
            throw ImportError(.unreadable, reason, at: SourceLocation(file: name))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw InputFile.readError(name) }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            throw ImportError(.unreadable, Message("input.isDirectory", ["file": .text(name)]), at: SourceLocation(file: name))
        }
        return try body(fd, Int(st.st_size))
    }

    /// Everything `fd` holds, read into a buffer of `capacity` bytes that grows as it fills; past
    /// `limit` bytes, an error that names the limit (in MiB).
    private static func readAll(fd: Int32, name: String, capacity: Int, limit: Int = .max) throws(ImportError) -> [UInt8] {
        // The first `capacity` bytes (the file's size, for a file) are read into memory not zeroed
        // first: the buffer of a 73 MB file was filled with zeros, then every byte overwritten.
        // A file's buffer has room for one byte more than its size, so that the read which finds the
        // end fills it only when the file grew.
        var failure: Int32 = 0
        var buffer = [UInt8](unsafeUninitializedCapacity: capacity) { space, count in
            (count, failure) = fill(fd, UnsafeMutableRawBufferPointer(space))
        }
        var filled = buffer.count
        var full = filled == capacity
        // A full buffer may not be all: it grows until a read finds the end.
        while failure == 0, full {
            guard buffer.count <= limit else {
                throw ImportError(.unreadable, Message("input.tooLargeForMemory", [
                    "file": .text(name), "mebibytes": .number(max(1, limit >> 20)),
                ]), at: SourceLocation(file: name))
            }
            let more = max(buffer.count, 65_536)
            buffer.append(contentsOf: repeatElement(0, count: limit == .max ? more : min(more, limit + 1 - buffer.count)))
            let (count, error) = buffer.withUnsafeMutableBytes { fill(fd, UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            filled += count
            failure = error
            full = filled == buffer.count
        }
        if failure != 0 {
            errno = failure
            throw readError(name)
        }
        buffer.removeLast(buffer.count - filled)
        return buffer
    }

    /// Reads `fd` into `space` until it is full or the input ends (a read interrupted by a signal is
    /// made again): the bytes read, and the `errno` of a read that failed (0 when none did).
    private static func fill(_ fd: Int32, _ space: UnsafeMutableRawBufferPointer) -> (count: Int, error: Int32) {
        var filled = 0
        while filled < space.count {
            let n = read(fd, space.baseAddress! + filled, space.count - filled)
            if n < 0 {
                if errno == EINTR { continue }
                return (filled, errno)
            }
            if n == 0 { break }
            filled += n
        }
        return (filled, 0)
    }

    private static func readError(_ name: String) -> ImportError {
        ImportError(.unreadable, Message("input.unreadable", ["file": .text(name), "reason": .message(SystemError.message(errno))]),
                    at: SourceLocation(file: name))
    }
}

/// `open(2)`, under a name that does not clash with `InputFile.open(_:)`.
private func posixOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
