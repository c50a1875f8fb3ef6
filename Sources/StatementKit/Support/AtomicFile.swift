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

/// Writes files so that readers see the old content or the whole new one, never a part; and
/// writes anything that is not a file as Unix tools do, without ever replacing it.
///
/// Where a path leads decides how it is written (`destination(of:)`):
/// - a regular file, or a name that does not exist yet: written to an unnamed temporary file in the
///   target's folder (Linux `O_TMPFILE`; elsewhere a hidden `.name.tmp-XXXXXX` file), flushed to
///   disk, then given its name by a rename. A run killed while writing leaves nothing behind.
/// - a symbolic link: followed, link after link, and its target written as above (the link stays
///   a link, and the file it names gets the new content).
/// - a character device, a FIFO or a socket (`/dev/null`, a named pipe, a terminal): opened for
///   writing without `O_CREAT` or `O_TRUNC` and written straight through, as `cat > PATH` would.
///   It is never replaced: a rename over `/dev/full` would delete the device.
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N` (or a link to one): the
///   descriptor this process already holds, written where it stands, as a shell's `>&N` would
///   (reopening `/proc/self/fd/1` would start a log file over at its first byte).
///
/// `writeAll` writes several files as one: every regular file is written and flushed before the
/// first one is put in place, so a failure while writing (a full disk, a folder where a file should
/// go) changes none of them.
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

    /// Writes every file, or none: all regular files are written and flushed before any is renamed
    /// into place; devices, FIFOs and descriptors (which cannot be taken back) are written after
    /// the files are staged and before they are renamed. `createFolders` makes the missing folders
    /// of each path first. Errors name each path as given.
    public static func writeAll(_ files: [(path: String, bytes: [UInt8])], createFolders: Bool = false) throws(WriteError) {
        var staged: [Staged] = []
        defer { for s in staged { s.discard() } }
        var direct: [(path: String, destination: Destination, bytes: [UInt8])] = []
        for (path, bytes) in files {
            if createFolders { try makeFolders(of: path) }
            let destination = try destination(of: path)
            if case let .file(target) = destination {
                staged.append(try Staged(path: path, target: target, bytes: bytes))
            } else {
                direct.append((path, destination, bytes))
            }
        }
        // A folder where a file should go would fail the rename: find it before the first rename.
        for s in staged {
            var st = stat()
            if lstat(s.target, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { throw WriteError(path: s.path, code: EISDIR) }
        }
        for (path, destination, bytes) in direct {
            try writeThrough(bytes, to: destination, path: path)
        }
        for i in staged.indices {
            try staged[i].commit()
        }
    }

    /// Where writing to a path leads.
    public enum Destination: Equatable, Sendable {
        /// A regular file, or a name not taken yet: written atomically at this path (the last
        /// symbolic link followed; the folders on the way may still be links).
        case file(String)
        /// A character or block device, a FIFO or a socket: opened and written straight through.
        case stream(String)
        /// A descriptor this process holds (`/dev/stdout`, `/dev/fd/3`): written where it stands.
        case descriptor(Int32)
    }

    /// Where `path` leads: symbolic links are followed one by one (at most 40, as the kernel does),
    /// so that the file finally named can be replaced by a rename while the links stay links.
    public static func destination(of path: String) throws(WriteError) -> Destination {
        var current = path
        for _ in 0..<40 {
            if let fd = descriptorAlias(current) { return .descriptor(fd) }
            var st = stat()
            guard lstat(current, &st) == 0 else {
                if errno == ENOENT { return .file(current) }
                throw WriteError(path: path, code: errno)
            }
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                return .file(current)
            case S_IFDIR:
                throw WriteError(path: path, code: EISDIR)
            case S_IFLNK:
                // A link to something that is not a file is written through the link itself: that
                // also covers the kernel's links whose target is no path (`/proc/123/fd/1` → `pipe:[…]`).
                var target = stat()
                if stat(current, &target) == 0 {
                    let kind = target.st_mode & S_IFMT
                    if kind == S_IFDIR { throw WriteError(path: path, code: EISDIR) }
                    if kind != S_IFREG { return .stream(current) }
                }
                guard let link = readLink(current) else { throw WriteError(path: path, code: errno) }
                current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
            default:
                return .stream(current)
            }
        }
        throw WriteError(path: path, code: ELOOP)
    }

    /// The descriptor a path names without opening anything: `/dev/stdin`, `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/<this process>/fd/N`.
    package static func descriptorAlias(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            let number = path.dropFirst(prefix.count)
            guard !number.isEmpty, number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int32(number)
        }
        return nil
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes to a device, a FIFO, a socket or a held descriptor: no temporary file, no rename, no
    /// truncation (a FIFO waits for its reader, as with `cat > fifo`). A terminal (`-o /dev/tty`,
    /// `-o /dev/stdout` on one) is shown the controls of statement text as visible escapes
    /// (`ControlCharacters.visible`), as standard output is.
    private static func writeThrough(_ bytes: [UInt8], to destination: Destination, path: String) throws(WriteError) {
        func shown(on fd: Int32) -> [UInt8] {
            guard isatty(fd) == 1 else { return bytes }
            return Array(ControlCharacters.visible(String(decoding: bytes, as: UTF8.self), keepingLineFeeds: true).utf8)
        }
        switch destination {
        case .file:
            preconditionFailure("a regular file is staged")
        case let .descriptor(fd):
            let code = writeFully(fd, shown(on: fd))
            if code != 0 { throw WriteError(path: path, code: code) }
        case let .stream(target):
            var fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            if fd < 0, errno == ENXIO { fd = connectSocket(target) }
            guard fd >= 0 else { throw WriteError(path: path, code: errno) }
            let code = writeFully(fd, shown(on: fd))
            let closed = close(fd) == 0 ? 0 : errno
            if code != 0 { throw WriteError(path: path, code: code) }
            if closed != 0, closed != EINTR { throw WriteError(path: path, code: closed) }
        }
    }

    /// `write(2)` until every byte is written: 0, or the error number. A descriptor left
    /// non-blocking by another process (`EAGAIN`) is waited for rather than failed.
    package static func writeFully(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBufferPointer { writeFully(fd, UnsafeRawBufferPointer($0)) }
    }

    package static func writeFully(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let n = posixWrite(fd, base + done, buffer.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return errno
            }
            done += n
        }
        return 0
    }

    /// A Unix-domain socket cannot be opened, only connected to.
    static func connectSocket(_ path: String) -> Int32 {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFSOCK else {
            errno = ENXIO
            return -1
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        #if canImport(Glibc)
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return -1 }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected != 0 {
            let code = errno
            close(fd)
            errno = code
            return -1
        }
        return fd
    }

    /// The permissions of a new file: `0666` less the process's umask, as for any file it creates.
    private static let creationMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()

    /// A file written but not yet in place.
    struct Staged {
        /// The path as given, for messages.
        let path: String
        /// The file to replace: `path`, or the file its links lead to.
        let target: String
        var fd: Int32
        /// The named temporary file, when the system has no unnamed ones.
        var temporary: String?

        init(path: String, target: String, bytes: [UInt8]) throws(WriteError) {
            try self.init(path: path, target: target)
            do throws(WriteError) {
                try write(bytes)
                try sync()
            } catch {
                discard()
                throw error
            }
        }

        /// An empty temporary file in the target's folder.
        init(path: String, target: String) throws(WriteError) {
            self.path = path
            self.target = target
            let directory = AtomicFile.folder(of: target)
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
                let base = target.split(separator: "/").last.map(String.init) ?? target
                var template = Array("\(directory)/.\(base).tmp-XXXXXX".utf8CString)
                fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                guard fd >= 0 else { throw WriteError(path: path, code: errno) }
                temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                fchmod(fd, AtomicFile.creationMode)
            }
        }

        /// Appends `bytes`.
        func write(_ bytes: [UInt8]) throws(WriteError) {
            let code = AtomicFile.writeFully(fd, bytes)
            if code != 0 { throw WriteError(path: path, code: code) }
        }

        func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            let code = AtomicFile.writeFully(fd, bytes)
            if code != 0 { throw WriteError(path: path, code: code) }
        }

        /// Flushes what was written to disk.
        func sync() throws(WriteError) {
            if fsync(fd) != 0 { throw WriteError(path: path, code: errno) }
        }

        /// Gives the file its name (replacing any file of that name).
        mutating func commit() throws(WriteError) {
            if temporary == nil {
                // A new file: the unnamed file linked under its name, in one step (a run killed at any
                // moment leaves the whole file or nothing).
                if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
                    let closed = close(fd)
                    fd = -1
                    if closed != 0 { throw WriteError(path: path, code: errno) }
                    return
                }
                if errno != EEXIST { throw WriteError(path: path, code: errno) }
                // An existing file: link the unnamed file under a temporary name, then rename it over
                // the target (a kill between the two leaves the hidden link; the file is whole).
                let directory = AtomicFile.folder(of: target)
                let base = target.split(separator: "/").last.map(String.init) ?? target
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
            if rename(temporary!, target) != 0 { throw WriteError(path: path, code: errno) }
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
