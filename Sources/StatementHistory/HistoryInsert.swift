@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERT of one transaction, prepared once per recording and bound with `sqlite3_bind_*`
/// directly: GRDB's `StatementArguments` box every value (about half of the cost of a row when
/// a million are recorded). A transaction whose identity the history holds already is not inserted.
struct HistoryInsert {
    /// Kept for its SQLite statement, which it finalizes.
    private let statement: GRDB.Statement
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// The row's texts, copied end to end and bound without SQLite copying them again.
    private let texts = HistoryBindBuffer()

    static let sql = """
        INSERT INTO transactions (identity, statement_id, account, booking_date, value_date, amount_units, amount_scale,
            currency, description, payee, memo, reference, category, kind, status, own_account, payer,
            original_units, original_scale, original_currency, source_id, has_source_id, line)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(identity) DO NOTHING
        """

    init(_ db: Database) throws {
        statement = try db.makeStatement(sql: Self.sql)
        handle = statement.sqliteStatement
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
    }

    /// Inserts `t`; false when a transaction of the same identity is already there.
    func run(_ t: Transaction, identity: HistoryDigest, amount: HistoryAmount, statementID: Int64, account: String) throws -> Bool {
        let h = handle
        texts.prepare(for: t, account: account, currency: amount.currency)
        var rc = identity.withBytes { sqlite3_bind_blob(h, 1, $0.baseAddress, 16, transient) }
        rc |= sqlite3_bind_int64(h, 2, statementID)
        rc |= text(3, account)
        rc |= sqlite3_bind_int64(h, 4, HistorySchema.number(t.bookingDate))
        rc |= t.valueDate.map { sqlite3_bind_int64(h, 5, HistorySchema.number($0)) } ?? sqlite3_bind_null(h, 5)
        rc |= sqlite3_bind_int64(h, 6, amount.units)
        rc |= sqlite3_bind_int64(h, 7, Int64(amount.scale))
        rc |= text(8, amount.currency)
        rc |= text(9, t.description)
        rc |= text(10, t.payee)
        rc |= text(11, t.memo)
        rc |= text(12, t.reference)
        rc |= text(13, t.category)
        rc |= text(14, t.kind.rawValue)
        rc |= text(15, t.status.rawValue)
        rc |= text(16, t.account)
        rc |= text(17, t.payer)
        let original = t.originalAmount.flatMap(HistoryAmount.init)
        rc |= original.map { sqlite3_bind_int64(h, 18, $0.units) } ?? sqlite3_bind_null(h, 18)
        rc |= original.map { sqlite3_bind_int64(h, 19, Int64($0.scale)) } ?? sqlite3_bind_null(h, 19)
        rc |= original.map { text(20, $0.currency) } ?? sqlite3_bind_null(h, 20)
        rc |= text(21, t.id)
        rc |= sqlite3_bind_int64(h, 22, t.hasSourceID ? 1 : 0)
        rc |= sqlite3_bind_int64(h, 23, Int64(t.location.line))
        guard rc == SQLITE_OK else { throw error(rc) }
        let step = sqlite3_step(h)
        sqlite3_reset(h)
        guard step == SQLITE_DONE else { throw error(step) }
        return sqlite3_changes(connection) > 0
    }

    /// Binds `value` from the row's buffer (copied there once, not again by SQLite: the buffer keeps
    /// the bytes until the next row, after `sqlite3_reset`).
    @inline(__always) private func text(_ index: Int32, _ value: String?) -> Int32 {
        guard let value else { return sqlite3_bind_null(handle, index) }
        let (base, count) = texts.copy(value)
        return sqlite3_bind_text(handle, index, base, Int32(count), nil)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: Self.sql)
    }
}

/// SQLite copies the bytes before the call returns.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
