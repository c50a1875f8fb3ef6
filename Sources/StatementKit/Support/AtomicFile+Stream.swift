#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import StatementModel

extension AtomicFile {
    /// A file written piece by piece, as a streaming export writes it, with what `write` promises
    /// for a whole one: a regular file (or a new name, or the file links lead to) is written to a
    /// temporary file and renamed into place by `commit` — until then readers see the old content,
    /// and a failure or a run that ends early leaves it untouched; a device, a FIFO, a socket or a
    /// descriptor (`/dev/stdout`) is written straight through, a terminal shown the controls of
    /// statement text as visible escapes, line by line.
    ///
    /// Nothing is opened before the first write: an export that writes nothing leaves no file.
    public final class Stream: ExportDestination {
        public let path: String
        private var state = State.unopened
        /// A terminal's pending bytes: it is written whole lines at a time.
        private var pending: [UInt8] = []
        /// Bytes of the staged file written so far, and how many of them the disk was asked to take.
        private var stagedSize = 0
        private var writtenBack = 0
        /// A staged file's new bytes are handed to the disk every this many bytes (`startWriteback`).
        static let writeBehind = 8 << 20

        private enum State {
            case unopened
            case staged(Staged)
            /// `owned`: opened here, closed by `commit`.
            case direct(fd: Int32, owned: Bool, terminal: Bool)
            case done
        }

        public init(path: String) { self.path = path }

        /// Written by the export's writer thread (`ExportWriter`): nothing here is shared with
        /// another thread, and `commit` comes after the export has returned.
        public var allowsWriterThread: Bool { true }

        deinit {
            switch state {
            case let .staged(staged): staged.discard()
            case let .direct(fd, owned, _): if owned { close(fd) }
            case .unopened, .done: break
            }
        }

        public func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            if case .unopened = state { try open() }
            switch state {
            case let .staged(staged):
                do throws(WriteError) { try staged.write(bytes) } catch {
                    staged.discard()
                    state = .done
                    throw error
                }
                stagedSize += bytes.count
                if stagedSize - writtenBack >= Stream.writeBehind {
                    Stream.startWriteback(staged.fd, from: writtenBack, to: stagedSize)
                    writtenBack = stagedSize
                }
            case let .direct(fd, _, terminal):
                if terminal {
                    pending.append(contentsOf: bytes)
                    guard let end = pending.lastIndex(of: 0x0A) else { return }
                    try through(fd, Array(pending[...end]), terminal: true)
                    pending.removeFirst(end + 1)
                } else {
                    let code = AtomicFile.writeFully(fd, bytes)
                    if code != 0 { throw WriteError(path: path, code: code) }
                }
            case .unopened, .done:
                preconditionFailure("written after commit")
            }
        }

        /// Puts the file in place (a regular file), or ends what was written straight through.
        /// Nothing happens when nothing was written.
        public func commit() throws(WriteError) {
            let now = state
            state = .done
            switch now {
            case var .staged(staged):
                do throws(WriteError) {
                    try staged.sync()
                    try staged.commit()
                } catch {
                    staged.discard()
                    throw error
                }
            case let .direct(fd, owned, terminal):
                if !pending.isEmpty { try through(fd, pending, terminal: terminal) }
                pending = []
                if owned, close(fd) != 0, errno != EINTR { throw WriteError(path: path, code: errno) }
            case .unopened, .done:
                break
            }
        }

        private func open() throws(WriteError) {
            switch try AtomicFile.destination(of: path) {
            case let .file(target):
                state = .staged(try AtomicFile.Staged(path: path, target: target))
            case let .descriptor(fd):
                state = .direct(fd: fd, owned: false, terminal: isatty(fd) == 1)
            case let .stream(target):
                var fd = openForWriting(target)
                if fd < 0, errno == ENXIO { fd = AtomicFile.connectSocket(target) }
                guard fd >= 0 else { throw WriteError(path: path, code: errno) }
                state = .direct(fd: fd, owned: true, terminal: isatty(fd) == 1)
            }
        }

        /// Asks the kernel to start writing `start..<end` of `fd` to disk, without waiting, so that the
        /// disk works while the export computes and `commit`'s `fsync` finds little left to write (it
        /// waited 1.0–1.3 s for the 477 MB JSON of 1M rows). Linux's `POSIX_FADV_DONTNEED` starts the
        /// writeback of the range's dirty pages and drops only pages already clean (few: the range was
        /// just written, so a later reader may find some of the file out of the page cache); what
        /// `fsync` promises is unchanged. Advice: a failure changes nothing and is not an error.
        private static func startWriteback(_ fd: Int32, from start: Int, to end: Int) {
            #if os(Linux)
                _ = posix_fadvise(fd, off_t(start), off_t(end - start), POSIX_FADV_DONTNEED)
            #endif
        }

        private func through(_ fd: Int32, _ bytes: [UInt8], terminal: Bool) throws(WriteError) {
            let shown = terminal ? Array(ControlCharacters.visible(String(decoding: bytes, as: UTF8.self), keepingLineFeeds: true).utf8) : bytes
            let code = AtomicFile.writeFully(fd, shown)
            if code != 0 { throw WriteError(path: path, code: code) }
        }
    }
}

/// `open(2)` for writing, without creating or truncating (the name `open` is the stream's own).
private func openForWriting(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
}
