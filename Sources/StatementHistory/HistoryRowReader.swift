@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite
import StatementModel

/// Reads rows of `transactions` joined with their statement and file by column number, with
/// SQLite's own calls: GRDB's rows look every column up by name (most of a monthly report's time
/// with a history of 3 years). A statement's account, currency and period are decoded once.
struct HistoryRowReader {
    static let select = """
        SELECT t.source_id, t.has_source_id, t.booking_date, t.value_date, t.amount_units, t.amount_scale, t.currency,
            t.description, t.payee, t.memo, t.reference, t.category, t.kind, t.status, t.own_account, t.payer,
            t.original_units, t.original_scale, t.original_currency, t.line, t.account, t.statement_id,
            s.account_number, s.iban, s.account_name, s.holder, s.institution, s.account_type, s.currency,
            s.period_start, s.period_end, f.name, f.format
        FROM transactions t JOIN statements s ON s.id = t.statement_id JOIN files f ON f.id = s.file_id
        """

    /// A statement as its rows give it: its info, its file and the file's format.
    struct StatementRow {
        var id: Int64
        var info: StatementInfo
        var file: String
        var format: String
    }

    private let statement: GRDB.Statement
    private let h: OpaquePointer
    private var statements: [Int64: StatementRow] = [:]

    /// `clause` follows the SELECT (WHERE, ORDER BY); `bounds` are bound to its `?` in order.
    init(_ db: Database, _ clause: String, bounds: [Int64] = []) throws {
        statement = try db.makeStatement(sql: Self.select + " " + clause)
        h = statement.sqliteStatement
        for (i, bound) in bounds.enumerated() { sqlite3_bind_int64(h, Int32(i + 1), bound) }
    }

    /// The next row, with its statement; nil after the last.
    mutating func next(_ db: Database) throws -> (item: HistoryTransaction, statement: StatementRow)? {
        let code = sqlite3_step(h)
        if code == SQLITE_DONE {
            sqlite3_reset(h)
            return nil
        }
        guard code == SQLITE_ROW else {
            let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_reset(h)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        let owner = statementRow()
        var original: Money?
        if let units = int(16), let scale = int(17), let code = text(18) {
            original = HistoryAmount(units: units, scale: Int(scale), currency: code).money
        }
        let amount = HistoryAmount(units: int(4) ?? 0, scale: Int(int(5) ?? 0), currency: text(6) ?? "")
        let transaction = Transaction(
            id: text(0) ?? "", hasSourceID: int(1) == 1, bookingDate: HistorySchema.day(int(2)) ?? CalendarDay(dayNumber: 0),
            valueDate: HistorySchema.day(int(3)), amount: amount.money, description: text(7) ?? "", payee: text(8),
            memo: text(9), reference: text(10), category: text(11),
            kind: text(12).flatMap(TransactionKind.init(rawValue:)) ?? .other,
            status: text(13).flatMap(TransactionStatus.init(rawValue:)) ?? .booked,
            account: text(14), originalAmount: original, payer: text(15),
            location: SourceLocation(file: owner.file, line: Int(int(19) ?? 0)))
        let item = HistoryTransaction(transaction: transaction, account: text(20) ?? "", statement: owner.info, file: owner.file)
        return (item, owner)
    }

    private mutating func statementRow() -> StatementRow {
        let id = int(21) ?? 0
        if let known = statements[id] { return known }
        let account = Account(id: text(22), iban: text(23), name: text(24), holder: text(25), institution: text(26),
                              type: text(27).flatMap(AccountType.init(rawValue:)))
        var period: DayRange?
        if let start = text(29).flatMap({ CalendarDay(iso: $0) }), let end = text(30).flatMap({ CalendarDay(iso: $0) }) {
            period = DayRange(start: start, end: end)
        }
        let info = StatementInfo(account: account, currency: text(28).flatMap { Currency(code: $0) } ?? .unspecified, period: period)
        let row = StatementRow(id: id, info: info, file: text(31) ?? "", format: text(32) ?? "")
        statements[id] = row
        return row
    }

    @inline(__always) private func int(_ column: Int32) -> Int64? {
        sqlite3_column_type(h, column) == SQLITE_NULL ? nil : sqlite3_column_int64(h, column)
    }

    @inline(__always) private func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(h, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(h, column))), as: UTF8.self)
    }
}
