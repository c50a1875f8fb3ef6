#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see the old content or the whole new one, never a part:
/// a temporary file beside the target, flushed, then renamed over it.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        /// The system's error number (`errno`).
        public var code: Int32
        /// Why, as a message in the reader's language (`SystemError`).
        public var reason: Message { SystemError.message(code) }
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(base).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(path: path, code: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw WriteError(path: path, code: code)
            }
            written += n
        }
        fchmod(fd, 0o644)
        if fsync(fd) != 0 || close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, code: code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, code: code)
        }
    }
}
