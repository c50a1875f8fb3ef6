@_implementationOnly import GRDB
import StatementModel

/// A transaction read back from the history, with what it was recorded with.
public struct HistoryTransaction: Sendable, Hashable {
    public var transaction: Transaction
    /// The account key of its identity.
    public var account: String
    /// The statement it was recorded from (its account, currency and period).
    public var statement: StatementInfo
    /// The file it was recorded from, without its folder.
    public var file: String
}

/// One line of `history list`: an account's transactions in one month and currency.
public struct HistoryMonthCount: Sendable, Hashable {
    public var account: String
    /// For an account the statements did not name (`account` empty): the file they were recorded
    /// from, which is how the user knows it; "" otherwise.
    public var file: String
    /// The first day of the month.
    public var month: CalendarDay
    public var currency: Currency
    public var count: Int
    /// Money in minus money out.
    public var net: Money
}

extension HistoryStore {
    /// The transactions booked from `from` through `to` (both included; nil: no bound), in booking
    /// order (then the order they were recorded in).
    public func transactions(from: CalendarDay? = nil, to: CalendarDay? = nil) throws(HistoryError) -> [HistoryTransaction] {
        let bounds = (HistoryRow.bound(from, 0), HistoryRow.bound(to, 99_999_999))
        return try read { db in
            // Another connection's commit changes data_version; this store's own writes empty the cache.
            let version = try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            if let kept = lastRead.withLock({ $0 }), let list = kept.transactions(from: bounds.0, to: bounds.1, version: version) {
                return list
            }
            var rows = try HistoryRowReader(db, "WHERE t.booking_date >= ? AND t.booking_date <= ? ORDER BY t.booking_date, t.id",
                                            bounds: [bounds.0, bounds.1])
            var list: [HistoryTransaction] = []
            while let row = try rows.next(db) { list.append(row.item) }
            if from != nil, to != nil, list.count <= HistoryReadCache.most {
                lastRead.withLock { $0 = HistoryReadCache(from: bounds.0, to: bounds.1, version: version, list: list) }
            }
            return list
        }
    }

    /// Every statement of the history with the transactions recorded from it, in the order they
    /// were recorded (the export).
    public func statements() throws(HistoryError) -> [StatementModel.Statement] {
        try read { db in
            var statements: [StatementModel.Statement] = []
            var lastID: Int64 = -1
            var rows = try HistoryRowReader(db, "ORDER BY s.id, t.booking_date, t.id")
            while let (item, statement) = try rows.next(db) {
                if statement.id != lastID {
                    statements.append(StatementModel.Statement(info: item.statement, source: item.file, format: statement.format))
                    lastID = statement.id
                }
                statements[statements.count - 1].transactions.append(item.transaction)
            }
            return statements
        }
    }

    /// The history's accounts, months and counts, in order.
    public func months() throws(HistoryError) -> [HistoryMonthCount] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT t.account AS account, CASE WHEN t.account = '' THEN f.name ELSE '' END AS file,
                    t.booking_date / 100 AS month, t.currency AS currency, count(*) AS n,
                    t.amount_scale AS scale, sum(t.amount_units) AS units
                FROM transactions t JOIN statements s ON s.id = t.statement_id JOIN files f ON f.id = s.file_id
                GROUP BY t.account, file, month, t.currency, t.amount_scale ORDER BY t.account, file, month, t.currency
                """)
            var list: [HistoryMonthCount] = []
            for row in rows {
                let month = HistorySchema.day((row["month"] as Int64) * 100 + 1) ?? CalendarDay(dayNumber: 0)
                let currency = Currency(code: row["currency"] as String) ?? .unspecified
                let net = Money(Amount(units: Int128(row["units"] as Int64), scale: row["scale"]), currency)
                let account: String = row["account"], file: String = row["file"]
                if let last = list.last, last.account == account, last.file == file, last.month == month, last.currency == currency {
                    list[list.count - 1].count += row["n"] as Int
                    list[list.count - 1].net = Money(last.net.amount + net.amount, currency)
                } else {
                    list.append(HistoryMonthCount(account: account, file: file, month: month, currency: currency, count: row["n"], net: net))
                }
            }
            return list
        }
    }

    /// How many transactions the history holds.
    public func count() throws(HistoryError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM transactions") ?? 0 }
    }

    /// A `PRAGMA`'s value on the store's connection (for the tests): `foreign_keys`, `page_size`.
    func pragma(_ name: String) throws(HistoryError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "PRAGMA \(name)") ?? -1 }
    }

    /// The names of the indexes on `transactions` (for the schema's tests).
    func transactionIndexes() throws(HistoryError) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions' ORDER BY name")
        }
    }
}

/// Days as the history stores them.
enum HistoryRow {
    /// A day bound as stored (yyyymmdd), or `none` when there is no bound.
    static func bound(_ day: CalendarDay?, _ none: Int64) -> Int64 { day.map(HistorySchema.number) ?? none }
}
