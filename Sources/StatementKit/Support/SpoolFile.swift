#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file with no name, for what does not fit in memory (a sort's runs): created in
/// `$TMPDIR` (else `/tmp`) as Linux `O_TMPFILE` (elsewhere created and unlinked at once), so it
/// vanishes when closed, and a run that is killed leaves nothing behind. Written at its end, read
/// anywhere. Failures are the system's error numbers.
package final class SpoolFile {
    private let fd: Int32
    /// Bytes written so far.
    package private(set) var size = 0
    /// The folder it lives in, for messages.
    package let folder: String

    package init() throws(SpoolFile.Failure) {
        let folder = SpoolFile.folder
        self.folder = folder
        #if os(Linux)
            var fd = open(folder, spoolTmpFile | O_RDWR | O_CLOEXEC, 0o600)
        #else
            var fd: Int32 = -1
        #endif
        if fd < 0 {
            var template = Array("\(folder)/.statement-report-XXXXXX".utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw Failure(path: folder, code: errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Why a temporary file could not be made, written or read: the folder and the system's error.
    package typealias Failure = AtomicFile.WriteError

    /// `$TMPDIR` when set, else `/tmp`.
    package static var folder: String {
        if let dir = getenv("TMPDIR"), dir.pointee != 0 { return String(cString: dir) }
        return "/tmp"
    }

    /// Appends `bytes`.
    package func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = pwrite(fd, base + done, bytes.count - done, off_t(size + done))
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: folder, code: errno)
            }
            done += n
        }
        size += bytes.count
    }

    package func append(_ bytes: [UInt8]) throws(Failure) {
        var failure: Failure?
        bytes.withUnsafeBytes { buffer in
            do throws(Failure) { try append(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    package func append(words: [UInt64]) throws(Failure) {
        var failure: Failure?
        words.withUnsafeBytes { buffer in
            do throws(Failure) { try append(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Reads `count` bytes at `offset` into the start of `bytes` (grown when too small).
    package func read(at offset: Int, count: Int, into bytes: inout [UInt8]) throws(Failure) {
        if bytes.count < count { bytes = [UInt8](repeating: 0, count: count) }
        var failure: Failure?
        bytes.withUnsafeMutableBytes { b in
            do throws(Failure) { try read(at: offset, into: UnsafeMutableRawBufferPointer(rebasing: b[0..<count])) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Reads `count` words at `offset` into the start of `words` (grown when too small).
    package func read(at offset: Int, count: Int, into words: inout [UInt64]) throws(Failure) {
        if words.count < count { words = [UInt64](repeating: 0, count: count) }
        var failure: Failure?
        words.withUnsafeMutableBytes { b in
            do throws(Failure) { try read(at: offset, into: UnsafeMutableRawBufferPointer(rebasing: b[0..<(count * 8)])) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Reads `buffer.count` bytes at `offset` (all of them: the file holds them).
    package func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(Failure) {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let n = pread(fd, base + done, buffer.count - done, off_t(offset + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw Failure(path: folder, code: n < 0 ? errno : EIO) }
            done += n
        }
    }
}

#if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), as `AtomicFile` uses it.
    private let spoolTmpFile: Int32 = 0o20_000_000 | O_DIRECTORY
#endif
