@_implementationOnly import GRDBSQLite
import StatementModel

/// One transaction's values, its id first, bound at parameters `first + 1 ... first + 23` of an INSERT
/// into `transactions`: the one-row `HistoryInsert` binds at 0, the multi-row `HistoryBatchInsert` at
/// 23 × the slot. The texts are copied into `texts`, which keeps them until the row is inserted, and
/// bound without SQLite copying them again. The row's identity goes to `identities` (`HistoryIdentityInsert`).
enum HistoryRowBinding {
    /// The values of one row.
    static let columns: Int32 = 23

    /// The columns of a row, in the order bound.
    static let columnList = """
        id, statement_id, account, booking_date, value_date, amount_units, amount_scale,
            currency, description, payee, memo, reference, category, kind, status, own_account, payer,
            original_units, original_scale, original_currency, source_id, has_source_id, line
        """

    /// The INSERT of `rows` transactions.
    static func insert(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: Int(columns)).joined(separator: ", ") + ")"
        return "INSERT INTO transactions (\(columnList))\nVALUES " + Array(repeating: row, count: rows).joined(separator: ",\n")
    }

    /// Binds `t` as row `id`; SQLite's result codes or'ed (`SQLITE_OK` when all went well).
    static func bind(_ h: OpaquePointer, at first: Int32, _ t: Transaction, id: Int64, amount: HistoryAmount,
                     statementID: Int64, account: String, texts: HistoryBindBuffer) -> Int32 {
        texts.prepare(for: t, account: account, currency: amount.currency)
        // A parameter keeps its value from row to row: NULL is bound only where the slot's last one was not,
        // an integer or a stable text only when it is not the slot's last one (the statement, the scale,
        // the day, the account, the currency, the kind and the status seldom change).
        @inline(__always) func null(_ index: Int32) -> Int32 {
            let bit: UInt32 = 1 << UInt32(index)
            guard texts.nulls & bit == 0 else { return SQLITE_OK }
            texts.nulls |= bit
            texts.bound &= ~bit
            return sqlite3_bind_null(h, first + index)
        }
        @inline(__always) func text(_ index: Int32, _ value: String?) -> Int32 {
            guard let value else { return null(index) }
            texts.nulls &= ~(1 << UInt32(index))
            let (base, count) = texts.copy(value)
            return sqlite3_bind_text(h, first + index, base, Int32(count), nil)
        }
        @inline(__always) func int(_ index: Int32, _ value: Int64?) -> Int32 {
            guard let value else { return null(index) }
            let bit: UInt32 = 1 << UInt32(index)
            if texts.bound & bit != 0, texts.integers[Int(index)] == value { return SQLITE_OK }
            texts.nulls &= ~bit
            texts.bound |= bit
            texts.integers[Int(index)] = value
            return sqlite3_bind_int64(h, first + index, value)
        }
        // A text that is never NULL and seldom changes: bound only when it changed.
        @inline(__always) func stable(_ index: Int32, _ k: Int, _ value: String) -> Int32 {
            let (same, base, count) = texts.stable(k, value)
            if same { return SQLITE_OK }
            guard let base else { return text(index, value) }
            return sqlite3_bind_text(h, first + index, base, Int32(count), nil)
        }
        var rc = sqlite3_bind_int64(h, first + 1, id)
        rc |= int(2, statementID)
        rc |= stable(3, 0, account)
        rc |= int(4, HistorySchema.number(t.bookingDate))
        rc |= int(5, t.valueDate.map(HistorySchema.number))
        rc |= int(6, amount.units)
        rc |= int(7, Int64(amount.scale))
        rc |= stable(8, 1, amount.currency)
        rc |= text(9, t.description)
        rc |= text(10, t.payee)
        rc |= text(11, t.memo)
        rc |= text(12, t.reference)
        rc |= text(13, t.category)
        rc |= stable(14, 2, t.kind.rawValue)
        rc |= stable(15, 3, t.status.rawValue)
        rc |= text(16, t.account)
        rc |= text(17, t.payer)
        let original = t.originalAmount.flatMap(HistoryAmount.init)
        rc |= int(18, original?.units)
        rc |= int(19, original.map { Int64($0.scale) })
        rc |= text(20, original?.currency)
        rc |= text(21, t.id)
        rc |= int(22, t.hasSourceID ? 1 : 0)
        rc |= int(23, Int64(t.location.line))
        return rc
    }
}
