import Foundation
@_implementationOnly import GRDB
import StatementLocalization
import Synchronization

/// A history file: every transaction recorded by earlier runs, once, with its statement, file and
/// import time, and the balances per account and day.
///
/// Opening checks the file before anything is written: a new or empty file becomes a history
/// (created with mode 0600); a file that is not SQLite, another program's database, a damaged file
/// or a newer schema is refused with a `HistoryError` and left as it was. Every change happens in
/// one SQLite transaction: a run killed halfway leaves the history as before. A second run waits
/// for the first one's lock for `busyTimeout` seconds, then fails with `.busy`.
public final class HistoryStore: Sendable {
    /// The path as the user gave it (for messages).
    public let path: String
    let queue: DatabaseQueue
    /// The last bounded read of transactions (`transactions(from:to:)`), kept for a later read of days
    /// it covers while the history is unchanged: a monthly report's comparison reads 13 months, then
    /// its recurring payments read 12 of them again.
    let lastRead = Mutex<HistoryReadCache?>(nil)

    /// Opens (or creates) the history at `path`.
    public init(path: String, busyTimeout: Double = 10) throws(HistoryError) {
        self.path = path
        try HistoryFileCheck.prepare(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "statement-report history"
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw HistoryStore.error(error, path: path)
        }
        let new = try check()
        do {
            // 16 KiB pages for a new history (issue 22): a row of `transactions` is ~150 bytes, and a
            // million of them take a quarter of the pages to write and walk. Set before the first table.
            if new { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA page_size = 16384") } }
            try HistorySchema.migrator.migrate(queue)
        } catch {
            throw HistoryStore.error(error, path: path)
        }
    }

    /// Refuses another program's database, and a history of a newer version, before any write;
    /// true for an empty file (a new history).
    private func check() throws(HistoryError) -> Bool {
        let path = self.path
        let found: (id: Int32, tables: Int, superseded: Bool)
        do {
            found = try queue.read { db in
                let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                let superseded = id == HistorySchema.applicationID ? try HistorySchema.migrator.hasBeenSuperseded(db) : false
                return (id, tables, superseded)
            }
        } catch {
            throw HistoryStore.error(error, path: path)
        }
        if found.id == 0, found.tables == 0 { return true }
        guard found.id == HistorySchema.applicationID else {
            throw HistoryError(.foreign, path: path, Message("history.foreignDatabase", ["path": .text(path)]))
        }
        if found.superseded {
            throw HistoryError(.newer, path: path, Message("history.newer", ["path": .text(path)]))
        }
        return false
    }

    /// Runs `body` in one write transaction (all or nothing).
    func write<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        lastRead.withLock { $0 = nil }
        do {
            return try queue.write { db in try body(db) }
        } catch {
            throw HistoryStore.error(error, path: path)
        }
    }

    /// `write` with SQLite's foreign key checks off while `body` runs, for a recording (issue 22: each
    /// row's check looked its statement up, ~1,000 instructions of a transaction), whose rows only name
    /// statements it has just inserted and which deletes nothing. `PRAGMA foreign_keys` changes only
    /// outside a transaction: it is turned off before the transaction begins and on again after it
    /// ends, committed or not, before anything else can use the connection.
    func writeUnchecked<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        lastRead.withLock { $0 = nil }
        do {
            return try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                let result: Result<T, any Error>
                do {
                    var value: T?
                    try db.inTransaction {
                        value = try body(db)
                        return .commit
                    }
                    result = .success(value!)
                } catch {
                    result = .failure(error)
                }
                try db.execute(sql: "PRAGMA foreign_keys = ON")
                return try result.get()
            }
        } catch {
            throw HistoryStore.error(error, path: path)
        }
    }

    /// Runs `body` while this store holds the history's write lock (a transaction begun IMMEDIATE,
    /// then rolled back): how a test makes another run meet a busy history.
    package func whileHoldingWriteLock(_ body: () throws -> Void) throws(HistoryError) {
        do {
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    try body()
                    return .rollback
                }
            }
        } catch {
            throw HistoryStore.error(error, path: path)
        }
    }

    /// Runs `body` in one read transaction.
    func read<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        do {
            return try queue.read { db in try body(db) }
        } catch {
            throw HistoryStore.error(error, path: path)
        }
    }

    /// A GRDB or SQLite error as what the user can do about it.
    static func error(_ error: any Error, path: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        guard let database = error as? DatabaseError else {
            return HistoryError(.database, path: path, Message("history.failed", ["path": .text(path), "reason": .text("\(error)")]))
        }
        switch database.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return HistoryError(.busy, path: path, Message("history.busy", ["path": .text(path)]))
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return HistoryError(.foreign, path: path, Message("history.notHistory", ["path": .text(path)]))
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
            return HistoryError(.unreadable, path: path,
                                Message("history.cannotOpen", ["path": .text(path), "reason": .text(database.message ?? "\(database.resultCode)")]))
        default:
            return HistoryError(.database, path: path,
                                Message("history.failed", ["path": .text(path), "reason": .text(database.message ?? "\(database.resultCode)")]))
        }
    }
}

extension HistoryStore {
    /// The documented default location, for a user who opts in (`--history default`, `history: default`):
    /// `$XDG_DATA_HOME/statement-report/history.sqlite`, else `~/.local/share/statement-report/history.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/statement-report/history.sqlite" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/share/statement-report/history.sqlite"
    }

    /// `path` as the user wrote it, with `default` for `defaultPath` (whose folder is made, mode 0700).
    public static func resolve(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(HistoryError) -> String
    {
        guard path == "default" else { return path }
        guard let file = defaultPath(environment: environment) else {
            throw HistoryError(.unreadable, path: path, Message("history.noDataHome"))
        }
        let folder = String(file[..<file.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return file
    }
}
