import StatementLocalization
import StatementModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file piece by piece, so that a streaming importer never holds a large file
/// in memory: a file on disk is read with `read(2)` into the caller's buffer; bytes already in
/// memory (standard input) are handed out in slices.
package final class ChunkReader {
    package let name: String
    private var fd: Int32 = -1
    private var memory: [UInt8]?
    private var memoryOffset = 0

    package init(_ input: InputFile) throws(ImportError) {
        self.name = input.name
        if let path = input.path {
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else {
                let reason = errno == ENOENT ? Message("input.notFound", ["file": .text(input.name)])
                    : Message("input.unreadable", ["file": .text(input.name), "reason": .text(String(cString: strerror(errno)))])
                throw ImportError(.unreadable, reason, at: SourceLocation(file: input.name))
            }
            var st = stat()
            if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw ImportError(.unreadable, Message("input.isDirectory", ["file": .text(input.name)]), at: SourceLocation(file: input.name))
            }
            self.fd = fd
        } else {
            self.memory = try input.readAll()
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Fills `buffer` with up to `buffer.count` bytes; returns how many, 0 at the end of the input.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        if let memory {
            let n = min(buffer.count, memory.count - memoryOffset)
            if n > 0 {
                memory.withUnsafeBytes { source in
                    base.copyMemory(from: source.baseAddress! + memoryOffset, byteCount: n)
                }
                memoryOffset += n
            }
            return n
        }
        while true {
            let n = posixRead(fd, base, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw ImportError(.unreadable, Message("input.unreadable", ["file": .text(name), "reason": .text(String(cString: strerror(errno)))]),
                              at: SourceLocation(file: name))
        }
    }
}

/// `read(2)`, under a name that does not clash with `ChunkReader.read(into:)`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
