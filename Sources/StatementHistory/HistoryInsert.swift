@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERT of one transaction, prepared once per recording and bound with `sqlite3_bind_*`
/// directly: GRDB's `StatementArguments` box every value (about half of the cost of a row when
/// a million are recorded). A transaction whose identity the history holds already is not inserted.
/// It records a file's transactions that do not fill a `HistoryBatchInsert`. Without `unique` (a bulk
/// recording, while the table has no UNIQUE index) it inserts every row it is given.
struct HistoryInsert {
    /// Kept for its SQLite statement, which it finalizes.
    private let statement: GRDB.Statement
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// The row's texts, copied end to end and bound without SQLite copying them again.
    private let texts = HistoryBindBuffer()

    private let sql: String

    init(_ db: Database, unique: Bool) throws {
        sql = HistoryRowBinding.insert(rows: 1, unique: unique)
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
    }

    /// Inserts `t`; its id in the table, or nil when a transaction of the same identity is already there.
    func run(_ t: Transaction, identity: HistoryDigest, amount: HistoryAmount, statementID: Int64, account: String) throws -> Int64? {
        let h = handle
        let rc = HistoryRowBinding.bind(h, at: 0, t, identity: identity, amount: amount, statementID: statementID, account: account, texts: texts)
        guard rc == SQLITE_OK else { throw HistorySQLite.error(rc, connection, sql: sql) }
        let step = sqlite3_step(h)
        sqlite3_reset(h)
        guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: sql) }
        return sqlite3_changes(connection) > 0 ? sqlite3_last_insert_rowid(connection) : nil
    }
}

/// What the recording's INSERTs share.
enum HistorySQLite {
    static func error(_ code: Int32, _ connection: OpaquePointer, sql: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }
}
