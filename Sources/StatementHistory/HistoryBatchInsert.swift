import Foundation
@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// The INSERT of `rows` transactions at once (issue 22: with 16, SQLite takes ~3,300 instructions a row
/// less than with one row per INSERT; 32 share the statement's own steps among twice as many). Each
/// transaction is bound into its slot of the statement as it comes, with the id its identity was given
/// (`HistoryIdentityInsert`: only new transactions come here), its texts copied into the slot's own
/// buffer; its statement and its place in the file are kept, to give a file's last transactions that
/// do not fill a batch to the one-row `HistoryInsert`.
final class HistoryBatchInsert {
    static let rows = 32

    /// Where a slot's transaction is: its statement (the index in the file, the row's id), its index,
    /// and the id it is recorded under.
    struct Slot {
        var statement: Int
        var statementID: Int64
        var index: Int
        var id: Int64 = 0
    }

    /// Kept for its SQLite statement, which it finalizes.
    private let statement: GRDB.Statement
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    private let texts: [HistoryBindBuffer]
    /// The slots filled: a fixed block, not an array (an array's append in a class's property is an
    /// exclusivity check and a uniqueness check per transaction).
    private let places: UnsafeMutablePointer<Slot>
    private(set) var count = 0

    private let sql: String

    init(_ db: Database) throws {
        sql = HistoryRowBinding.insert(rows: Self.rows)
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
        texts = (0..<Self.rows).map { _ in HistoryBindBuffer() }
        places = .allocate(capacity: Self.rows)
    }

    deinit { places.deallocate() }

    /// The filled slots, in order.
    var slots: UnsafeBufferPointer<Slot> { UnsafeBufferPointer(start: places, count: count) }

    var isFull: Bool { count == Self.rows }

    /// Binds `t` into the next slot, as row `slot.id`.
    func add(_ t: Transaction, amount: HistoryAmount, slot: Slot, account: String) throws {
        let k = count
        let first = Int32(k) * HistoryRowBinding.columns
        let rc = HistoryRowBinding.bind(handle, at: first, t, id: slot.id, amount: amount, statementID: slot.statementID,
                                        account: account, texts: texts[k])
        guard rc == SQLITE_OK else { throw HistorySQLite.error(rc, connection, sql: sql) }
        (places + k).initialize(to: slot)
        count = k + 1
    }

    /// Forgets the slots (a file's last ones, given to the one-row INSERT instead).
    func clear() { count = 0 }

    /// Inserts the full batch.
    func run() throws {
        precondition(isFull, "HistoryBatchInsert.run with empty slots")
        let step = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: sql) }
        clear()
    }
}
