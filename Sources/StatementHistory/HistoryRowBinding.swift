@_implementationOnly import GRDBSQLite
import StatementModel

/// One transaction's values, its identity's two words first, bound at parameters `first + 1 ... first + 24`
/// of an INSERT into `transactions`: the one-row `HistoryInsert` binds at 0, the multi-row
/// `HistoryBatchInsert` at 24 × the slot. The texts are
/// copied into `texts`, which keeps them until the row is inserted, and bound without SQLite copying
/// them again.
enum HistoryRowBinding {
    /// The values of one row.
    static let columns: Int32 = 24

    /// The columns of a row, in the order bound.
    static let columnList = """
        identity_low, identity_high, statement_id, account, booking_date, value_date, amount_units, amount_scale,
            currency, description, payee, memo, reference, category, kind, status, own_account, payer,
            original_units, original_scale, original_currency, source_id, has_source_id, line
        """

    /// The INSERT of `rows` transactions; with `unique`, one whose identity the table holds is left out.
    static func insert(rows: Int, unique: Bool) -> String {
        let row = "(" + Array(repeating: "?", count: Int(columns)).joined(separator: ", ") + ")"
        return "INSERT INTO transactions (\(columnList))\nVALUES " + Array(repeating: row, count: rows).joined(separator: ",\n")
            + (unique ? "\nON CONFLICT(identity_low, identity_high) DO NOTHING" : "")
    }

    /// Binds `t` and its identity; SQLite's result codes or'ed (`SQLITE_OK` when all went well).
    static func bind(_ h: OpaquePointer, at first: Int32, _ t: Transaction, identity: HistoryDigest, amount: HistoryAmount,
                     statementID: Int64, account: String, texts: HistoryBindBuffer) -> Int32 {
        texts.prepare(for: t, account: account, currency: amount.currency)
        // A parameter keeps its value from row to row: NULL is bound only where the slot's last one was not.
        @inline(__always) func null(_ index: Int32) -> Int32 {
            let bit: UInt32 = 1 << UInt32(index)
            guard texts.nulls & bit == 0 else { return SQLITE_OK }
            texts.nulls |= bit
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
            texts.nulls &= ~(1 << UInt32(index))
            return sqlite3_bind_int64(h, first + index, value)
        }
        var rc = sqlite3_bind_int64(h, first + 1, Int64(bitPattern: identity.low))
        rc |= sqlite3_bind_int64(h, first + 2, Int64(bitPattern: identity.high))
        rc |= int(3, statementID)
        rc |= text(4, account)
        rc |= int(5, HistorySchema.number(t.bookingDate))
        rc |= int(6, t.valueDate.map(HistorySchema.number))
        rc |= int(7, amount.units)
        rc |= int(8, Int64(amount.scale))
        rc |= text(9, amount.currency)
        rc |= text(10, t.description)
        rc |= text(11, t.payee)
        rc |= text(12, t.memo)
        rc |= text(13, t.reference)
        rc |= text(14, t.category)
        rc |= text(15, t.kind.rawValue)
        rc |= text(16, t.status.rawValue)
        rc |= text(17, t.account)
        rc |= text(18, t.payer)
        let original = t.originalAmount.flatMap(HistoryAmount.init)
        rc |= int(19, original?.units)
        rc |= int(20, original.map { Int64($0.scale) })
        rc |= text(21, original?.currency)
        rc |= text(22, t.id)
        rc |= int(23, t.hasSourceID ? 1 : 0)
        rc |= int(24, Int64(t.location.line))
        return rc
    }
}
