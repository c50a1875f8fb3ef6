import StatementAnalysis
import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementRendering
import StatementResources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see the old content or the whole new one, never a part.
///
/// Each file is written to an unnamed temporary file in the target's folder (Linux `O_TMPFILE`;
/// elsewhere a hidden `.name.tmp-XXXXXX` file), flushed to disk, then given its name by a rename.
/// A run killed while writing leaves nothing behind: an unnamed file vanishes with the process.
/// `writeAll` writes several files as one: every file is written and flushed before the first one
/// is put in place, so a failure while writing (a full disk, a folder where a file should go)
/// changes none of them.
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
        try writeAll([(path, bytes)])
    }

    /// Writes every file, or none: all are written and flushed before any is renamed into place.
    /// `createFolders` makes the missing folders of each path first.
    public static func writeAll(_ files: [(path: String, bytes: [UInt8])], createFolders: Bool = false) throws(WriteError) {
        var staged: [Staged] = []
        defer { for s in staged { s.discard() } }
        for (path, bytes) in files {
            if createFolders { try makeFolders(of: path) }
            staged.append(try Staged(path: path, bytes: bytes))
        }
        // A folder where a file should go would fail the rename: find it before the first rename.
        for s in staged {
            var st = stat()
            if lstat(s.path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { throw WriteError(path: s.path, code: EISDIR) }
        }
        for i in staged.indices {
            try staged[i].commit()
        }
    }

    /// The permissions of a new file: `0666` less the process's umask, as for any file it creates.
    private static let creationMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()

    /// A file written but not yet in place.
    private struct Staged {
        let path: String
        var fd: Int32
        /// The named temporary file, when the system has no unnamed ones.
        var temporary: String?

        init(path: String, bytes: [UInt8]) throws(WriteError) {
            self.path = path
            let directory = AtomicFile.folder(of: path)
            #if os(Linux)
                fd = open(directory, oTmpFile | O_WRONLY | O_CLOEXEC, AtomicFile.creationMode)
                if fd < 0, ![EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { throw WriteError(path: path, code: errno) }
                if fd >= 0, access("/proc/self/fd", X_OK) != 0 {
                    close(fd)
                    fd = -1
                }
            #else
                fd = -1
            #endif
            if fd < 0 {
                let base = path.split(separator: "/").last.map(String.init) ?? path
                var template = Array("\(directory)/.\(base).tmp-XXXXXX".utf8CString)
                fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                guard fd >= 0 else { throw WriteError(path: path, code: errno) }
                temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                fchmod(fd, AtomicFile.creationMode)
            }
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + written, bytes.count - written) }
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    discard()
                    throw WriteError(path: path, code: code)
                }
                written += n
            }
            if fsync(fd) != 0 {
                let code = errno
                discard()
                throw WriteError(path: path, code: code)
            }
        }

        /// Gives the file its name (replacing any file of that name).
        mutating func commit() throws(WriteError) {
            if temporary == nil {
                // Link the unnamed file under a temporary name, then rename it over the target.
                let directory = AtomicFile.folder(of: path)
                let base = path.split(separator: "/").last.map(String.init) ?? path
                for attempt in 0..<100 {
                    let name = "\(directory)/.\(base).tmp-\(getpid())-\(attempt)"
                    if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
                        temporary = name
                        break
                    }
                    if errno != EEXIST { throw WriteError(path: path, code: errno) }
                }
                guard temporary != nil else { throw WriteError(path: path, code: EEXIST) }
            }
            if close(fd) != 0 {
                fd = -1
                throw WriteError(path: path, code: errno)
            }
            fd = -1
            if rename(temporary!, path) != 0 { throw WriteError(path: path, code: errno) }
            temporary = nil
        }

        /// Closes and removes what is not in place.
        func discard() {
            if fd >= 0 { close(fd) }
            if let temporary { unlink(temporary) }
        }
    }

    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p` of the folder holding `path`.
    package static func makeFolders(of path: String) throws(WriteError) {
        let folder = folder(of: path)
        guard folder != "." && folder != "/" else { return }
        var st = stat()
        if stat(folder, &st) == 0 { return }
        try makeFolders(of: folder)
        if mkdir(folder, 0o777) != 0, errno != EEXIST { throw WriteError(path: path, code: errno) }
    }
}

#if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), a macro Swift does not import; `__O_TMPFILE` is
    /// 020000000 on every Linux architecture.
    private let oTmpFile: Int32 = 0o20_000_000 | O_DIRECTORY
#endif

private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
    #else
        return Darwin.write(fd, buffer, count)
    #endif
}
