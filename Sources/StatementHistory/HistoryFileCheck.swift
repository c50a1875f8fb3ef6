import Foundation
import StatementLocalization

/// What is done to a history path before SQLite opens it: a missing file is created empty with mode
/// 0600 (SQLite would create it with the umask's mode); an existing file must be empty or begin
/// with SQLite's header, so that a text file given by mistake is refused, never overwritten.
enum HistoryFileCheck {
    static let header = Array("SQLite format 3\0".utf8)

    static func prepare(_ path: String) throws(HistoryError) {
        let descriptor = open(path, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let created = errno
        guard created == EEXIST else {
            throw HistoryError(.unreadable, path: path,
                               Message("history.cannotOpen", ["path": .text(path), "reason": .text(String(cString: strerror(created)))]))
        }
        let existing = open(path, O_RDONLY | O_CLOEXEC)
        guard existing >= 0 else {
            let reason = String(cString: strerror(errno))
            throw HistoryError(.unreadable, path: path, Message("history.cannotOpen", ["path": .text(path), "reason": .text(reason)]))
        }
        defer { close(existing) }
        var info = stat()
        if fstat(existing, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            throw HistoryError(.foreign, path: path, Message("history.notHistory", ["path": .text(path)]))
        }
        var bytes = [UInt8](repeating: 0, count: header.count)
        let count = bytes.withUnsafeMutableBytes { read(existing, $0.baseAddress, header.count) }
        if count == 0 { return }
        guard count == header.count, bytes == header else {
            throw HistoryError(.foreign, path: path, Message("history.notHistory", ["path": .text(path)]))
        }
    }
}
