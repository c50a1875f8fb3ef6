import Foundation
@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERT of `rows` transactions at once (issue 22: with 16, SQLite takes ~3,300 instructions a row
/// less than with one row per INSERT; 32 share the statement's own steps among twice as many). Each transaction is bound into its slot of the statement as it
/// comes, its texts copied into the slot's own buffer; only its identity, its statement and
/// its place in the file are kept, to tell after the INSERT which transactions were new and, for a
/// file's last transactions that do not fill a batch, to give them to the one-row `HistoryInsert`.
final class HistoryBatchInsert {
    static let rows = 32

    /// Where a slot's transaction is: its statement (the index in the file, the row's id) and its index.
    struct Slot {
        var statement: Int
        var statementID: Int64
        var index: Int
    }

    /// Kept for its SQLite statement, which it finalizes.
    private let statement: GRDB.Statement
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    private let db: Database
    private let texts: [HistoryBindBuffer]
    /// The slots filled, their places and identities: fixed blocks, not arrays (an array's append in a
    /// class's property is an exclusivity check and a uniqueness check per transaction).
    private let places: UnsafeMutablePointer<Slot>
    private let identities: UnsafeMutablePointer<HistoryDigest>
    private(set) var count = 0
    /// The highest transaction id of the table: rows inserted by a batch have higher ones.
    var highest: Int64

    private let sql: String

    /// `unique`: whether the table has its UNIQUE index on identities (not during a bulk recording,
    /// which gives no identity twice).
    init(_ db: Database, highest: Int64, unique: Bool) throws {
        sql = HistoryRowBinding.insert(rows: Self.rows, unique: unique)
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
        self.db = db
        self.highest = highest
        texts = (0..<Self.rows).map { _ in HistoryBindBuffer() }
        places = .allocate(capacity: Self.rows)
        identities = .allocate(capacity: Self.rows)
    }

    deinit {
        places.deallocate()
        identities.deallocate()
    }

    /// The filled slots, in order.
    var slots: UnsafeBufferPointer<Slot> { UnsafeBufferPointer(start: places, count: count) }

    var isFull: Bool { count == Self.rows }

    /// The identity of the transaction in slot `k`.
    func identity(_ k: Int) -> HistoryDigest { identities[k] }

    /// Binds `t` into the next slot.
    func add(_ t: Transaction, identity: HistoryDigest, amount: HistoryAmount, slot: Slot, account: String) throws {
        let k = count
        let first = Int32(k) * HistoryRowBinding.columns
        let rc = HistoryRowBinding.bind(handle, at: first, t, identity: identity, amount: amount, statementID: slot.statementID,
                                        account: account, texts: texts[k])
        guard rc == SQLITE_OK else { throw HistorySQLite.error(rc, connection, sql: sql) }
        (places + k).initialize(to: slot)
        (identities + k).initialize(to: identity)
        count = k + 1
    }

    /// Forgets the slots (a file's last ones, given to the one-row INSERT instead).
    func clear() { count = 0 }

    /// Inserts the full batch and counts its transactions in `outcome`: each new one, or the file
    /// that recorded it before.
    func run(counting outcome: inout HistoryRecordOutcome) throws {
        precondition(isFull, "HistoryBatchInsert.run with empty slots")
        let step = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: sql) }
        let inserted = Int(sqlite3_changes(connection))
        let before = highest
        if inserted > 0 { highest = max(highest, sqlite3_last_insert_rowid(connection)) }
        outcome.recorded += inserted
        if inserted < Self.rows { try resolve(after: before, inserted: inserted, &outcome) }
        clear()
    }

    /// Which of the batch's transactions were left out, and who recorded them: a slot whose
    /// identity's row has an id above `before` was inserted by this batch (the first slot of that
    /// identity; a later slot with it repeats it within the file).
    private func resolve(after before: Int64, inserted: Int, _ outcome: inout HistoryRecordOutcome) throws {
        var claimed: [Int64] = []
        for k in 0..<count {
            guard let row = try Row.fetchOne(db, sql: HistoryWriter.earlierRow, arguments: identities[k].arguments) else {
                throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "a recorded identity was not found", sql: HistoryWriter.earlierRow)
            }
            let id: Int64 = row[0]
            if id > before, !claimed.contains(id) {
                claimed.append(id)
            } else {
                outcome.count(earlier: row[1] as String? ?? "")
            }
        }
        guard claimed.count == inserted else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "\(inserted) rows inserted, \(claimed.count) found", sql: sql)
        }
    }
}
