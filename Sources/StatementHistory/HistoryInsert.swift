@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERTs of a recording's transactions, prepared once and bound with `sqlite3_bind_*` directly
/// (GRDB's `StatementArguments` box every value). Rows go `batch` at a time in one multi-row INSERT:
/// SQLite's cost of a statement's step (opening the table, the program's start and end) is paid once
/// for the batch instead of once a row (BENCHMARKS.md). A transaction whose identity the history holds
/// already is not inserted; when a batch inserts fewer rows than it has, each of its rows is looked up
/// to tell which were new and which an earlier file (or an earlier row of this one) gave.
final class HistoryInsert {
    /// Rows per multi-row INSERT.
    static let batch = 8
    static let columns: Int32 = 23

    /// A transaction waiting for its batch.
    struct Row {
        var transaction: Transaction
        var identity: HistoryDigest
        var amount: HistoryAmount
        var statementID: Int64
        var account: String
    }

    private let db: Database
    /// Kept for their SQLite statements, which they finalize.
    private let many: GRDB.Statement, lookup: GRDB.Statement
    /// The INSERTs of fewer rows than a batch (the end of a file), by their number of rows.
    private var fewer: [Int: GRDB.Statement] = [:]
    private let connection: OpaquePointer
    /// Each pending row's texts, copied end to end and bound without SQLite copying them again
    /// (one buffer per row of the batch, so that filling one never moves another's bytes; they keep
    /// the bytes until the batch's `sqlite3_reset`).
    private let texts = (0..<HistoryInsert.batch).map { _ in HistoryBindBuffer() }
    /// The rows of the batch being filled, in order.
    private var pending: [Row] = []
    /// The highest row id when the pending batch began: a row above it was inserted by the batch.
    private var high: Int64

    static func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: Int(columns)).joined(separator: ", ") + ")"
        return """
            INSERT INTO transactions (identity, statement_id, account, booking_date, value_date, amount_units, amount_scale,
                currency, description, payee, memo, reference, category, kind, status, own_account, payer,
                original_units, original_scale, original_currency, source_id, has_source_id, line)
            VALUES \(Array(repeating: row, count: rows).joined(separator: ", "))
            ON CONFLICT(identity) DO NOTHING
            """
    }

    static let fileOfIdentity = """
        SELECT transactions.id, files.name FROM transactions JOIN statements ON statements.id = transactions.statement_id
        JOIN files ON files.id = statements.file_id WHERE transactions.identity = ?
        """

    init(_ db: Database) throws {
        self.db = db
        many = try db.makeStatement(sql: Self.sql(rows: Self.batch))
        lookup = try db.makeStatement(sql: Self.fileOfIdentity)
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
        high = try Int64.fetchOne(db, sql: "SELECT max(id) FROM transactions") ?? 0
        pending.reserveCapacity(Self.batch)
    }

    /// Adds `t` to the batch; a full batch is inserted and what it did counted in `outcome`.
    func add(_ t: Transaction, identity: HistoryDigest, amount: HistoryAmount, statementID: Int64, account: String,
             into outcome: inout HistoryRecordOutcome) throws {
        pending.append(Row(transaction: t, identity: identity, amount: amount, statementID: statementID, account: account))
        if pending.count == Self.batch { try insertPending(into: &outcome) }
    }

    /// Inserts the rows of an incomplete batch (at the end of a file).
    func flush(into outcome: inout HistoryRecordOutcome) throws {
        if !pending.isEmpty { try insertPending(into: &outcome) }
    }

    private func insertPending(into outcome: inout HistoryRecordOutcome) throws {
        let h = try statement(rows: pending.count)
        for (slot, row) in pending.enumerated() {
            try bind(h, from: Int32(slot) * Self.columns, texts[slot], row)
        }
        let code = sqlite3_step(h)
        sqlite3_reset(h)
        guard code == SQLITE_DONE else { throw error(code) }
        let inserted = Int(sqlite3_changes(connection))
        if inserted == pending.count {
            outcome.recorded += inserted
        } else {
            var claimed: Set<HistoryDigest> = []
            for row in pending {
                let (id, file) = try earlier(row.identity)
                if id > high, claimed.insert(row.identity).inserted {
                    outcome.recorded += 1
                } else if file == outcome.file {
                    outcome.alreadyRecorded += 1
                } else {
                    outcome.fromOtherFiles[file, default: 0] += 1
                }
            }
        }
        if inserted > 0 { high = sqlite3_last_insert_rowid(connection) }
        pending.removeAll(keepingCapacity: true)
    }

    /// The INSERT of `rows` rows, prepared on first use.
    private func statement(rows: Int) throws -> OpaquePointer {
        if rows == Self.batch { return many.sqliteStatement }
        if let made = fewer[rows] { return made.sqliteStatement }
        let made = try db.makeStatement(sql: Self.sql(rows: rows))
        fewer[rows] = made
        return made.sqliteStatement
    }

    /// The row holding `identity`: its id and the file it was recorded from.
    private func earlier(_ identity: HistoryDigest) throws -> (id: Int64, file: String) {
        let h = lookup.sqliteStatement
        defer { sqlite3_reset(h) }
        let rc = identity.withBytes { sqlite3_bind_blob(h, 1, $0.baseAddress, 16, transient) }
        guard rc == SQLITE_OK else { throw error(rc) }
        let code = sqlite3_step(h)
        guard code == SQLITE_ROW else { throw code == SQLITE_DONE ? error(SQLITE_CORRUPT) : error(code) }
        return (sqlite3_column_int64(h, 0), sqlite3_column_text(h, 1).map { String(cString: $0) } ?? "")
    }

    /// Binds `row`'s 23 values at `from + 1` and after.
    private func bind(_ h: OpaquePointer, from: Int32, _ texts: HistoryBindBuffer, _ row: Row) throws {
        let t = row.transaction, amount = row.amount, account = row.account
        texts.prepare(for: t, account: account, currency: amount.currency)
        @inline(__always) func text(_ index: Int32, _ value: String?) -> Int32 {
            guard let value else { return sqlite3_bind_null(h, from + index) }
            let (base, count) = texts.copy(value)
            return sqlite3_bind_text(h, from + index, base, Int32(count), nil)
        }
        @inline(__always) func int(_ index: Int32, _ value: Int64?) -> Int32 {
            guard let value else { return sqlite3_bind_null(h, from + index) }
            return sqlite3_bind_int64(h, from + index, value)
        }
        var rc = row.identity.withBytes { sqlite3_bind_blob(h, from + 1, $0.baseAddress, 16, transient) }
        rc |= int(2, row.statementID)
        rc |= text(3, account)
        rc |= int(4, HistorySchema.number(t.bookingDate))
        rc |= int(5, t.valueDate.map(HistorySchema.number))
        rc |= int(6, amount.units)
        rc |= int(7, Int64(amount.scale))
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
        rc |= int(18, original?.units)
        rc |= int(19, original.map { Int64($0.scale) })
        rc |= text(20, original?.currency)
        rc |= text(21, t.id)
        rc |= int(22, t.hasSourceID ? 1 : 0)
        rc |= int(23, Int64(t.location.line))
        guard rc == SQLITE_OK else { throw error(rc) }
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
    }
}

/// SQLite copies the bytes before the call returns.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
