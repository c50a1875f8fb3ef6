@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERT of one transaction, prepared once per recording and bound with `sqlite3_bind_*`
/// directly: GRDB's `StatementArguments` box every value (about half of the cost of a row when
/// a million are recorded). It records a file's transactions that do not fill a `HistoryBatchInsert`,
/// each with the id its identity was given (`HistoryIdentityInsert`).
struct HistoryInsert {
    /// Kept for its SQLite statement, which it finalizes.
    private let statement: GRDB.Statement
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// The row's texts, copied end to end and bound without SQLite copying them again.
    private let texts = HistoryBindBuffer()

    private let sql: String

    init(_ db: Database) throws {
        sql = HistoryRowBinding.insert(rows: 1)
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
    }

    /// Inserts `t` as row `id`.
    func run(_ t: Transaction, id: Int64, amount: HistoryAmount, statementID: Int64, account: String) throws {
        let h = handle
        let rc = HistoryRowBinding.bind(h, at: 0, t, id: id, amount: amount, statementID: statementID, account: account, texts: texts)
        guard rc == SQLITE_OK else { throw HistorySQLite.error(rc, connection, sql: sql) }
        let step = sqlite3_step(h)
        sqlite3_reset(h)
        guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: sql) }
    }
}

/// What the recording's INSERTs share.
enum HistorySQLite {
    static func error(_ code: Int32, _ connection: OpaquePointer, sql: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }
}
