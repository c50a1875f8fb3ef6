#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit
import Synchronization

/// Standard output and standard error, written as Unix tools write them.
///
/// - Every write to standard output is checked. A reader that has gone (`EPIPE`: `| head`) ends
///   the process quietly, the way `cat` or `grep` end: killed by `SIGPIPE`, which a shell shows as
///   status 141 (128 + 13). `SIGPIPE` is ignored while the tool runs (`prepare`), so that the
///   broken pipe is seen as an error of `write` and the process ends only after its files are
///   closed and its temporary files gone; it is then restored and raised. Any other failure (a full
///   disk `ENOSPC`, `EIO`, a closed standard output `EBADF`) is `statement-report: error: cannot
///   write standard output: …` in the reader's language, and exit 1: a script must never take a
///   truncated report for a whole one.
/// - On a terminal, standard output shows the controls of statement text as visible escapes
///   (`\x1b`; `ControlCharacters.visible`): a description cannot clear the screen or retitle the
///   window of whoever runs the tool. Through a pipe or into a file, the bytes are written as they are.
/// - Standard error: written as well as it can be; there is nowhere to say that it failed.
enum StandardOutput {
    /// The messages of a failure, in the reader's language (set by each command once it knows it);
    /// English until then, built only if a failure comes first (building the English catalogue cost a
    /// French report 8 million instructions for nothing).
    private static let catalogue = Mutex<Catalogue?>(nil)
    /// Whether standard output is a terminal, decided once.
    nonisolated(unsafe) private static var isTerminal = false

    /// Before anything else: `SIGPIPE` ignored (see above); descriptors 0, 1 and 2 held, so that a
    /// tool started with one of them closed (`>&-`) never opens a report or an input under that
    /// number (a write meant for standard output would land in it). A closed one is held by
    /// `/dev/null` opened the wrong way round, so that using it still fails with `EBADF`.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", (fd == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            if placeholder >= 0, placeholder != fd {
                dup2(placeholder, fd)
                close(placeholder)
            }
        }
        isTerminal = isatty(1) == 1
    }

    /// The language failures are told in.
    static func speak(_ locale: ReportLocale) {
        catalogue.withLock { $0 = locale.catalogue }
    }

    static func write(_ text: String) {
        var text = isTerminal ? ControlCharacters.visible(text, keepingLineFeeds: true) : text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    static func write(_ bytes: [UInt8]) {
        if isTerminal { return write(String(decoding: bytes, as: UTF8.self)) }
        bytes.withUnsafeBytes { write($0) }
    }

    /// Whether standard output is a terminal.
    static var isTerminalOutput: Bool { isTerminal }

    /// Bytes written as they are, not shown as on a terminal (the caller knows it is not one).
    static func write(raw buffer: UnsafeRawBufferPointer) { write(buffer) }

    private static func write(_ buffer: UnsafeRawBufferPointer) {
        let code = AtomicFile.writeFully(1, buffer)
        if code != 0 { failed(code, what: nil) }
    }

    /// Ends the process after a write failed: quietly for `EPIPE`, else with the message.
    /// `what` is the path written (`-o /dev/stdout`), nil for standard output.
    static func failed(_ code: Int32, what path: String?) -> Never {
        if code == EPIPE { endByBrokenPipe() }
        let t = catalogue.withLock { $0 } ?? ReportLocale.english.catalogue
        let message = path.map { t("cli.cannotWrite", ["path": .text($0), "reason": .message(SystemError.message(code))]) }
            ?? t("cli.cannotWriteStandardOutput", ["reason": .message(SystemError.message(code))])
        let colon = t.locale.colon
        writeStandardError("statement-report: \(t("diagnostic.error"))\(colon)\(message)\n")
        exit(1)
    }

    /// The end `SIGPIPE` would have given: default action restored, unblocked, raised. (Should the
    /// signal not end the process, the status a shell would show for it.)
    static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}

/// Writes text to standard output as bytes (see `StandardOutput`).
func writeStandardOutput(_ text: String) { StandardOutput.write(text) }

/// Writes bytes to standard output.
func writeStandardOutput(_ bytes: [UInt8]) { StandardOutput.write(bytes) }

/// Writes text to standard error as bytes; a failure is ignored (there is nowhere to report it).
func writeStandardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = AtomicFile.writeFully(2, UnsafeRawBufferPointer($0)) }
}

/// Ends the process with `code` (a free function: inside a command, `exit` names ArgumentParser's).
func terminate(_ code: Int32) -> Never { exit(code) }
