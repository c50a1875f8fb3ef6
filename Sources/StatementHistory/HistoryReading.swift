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
                SELECT account, booking_date / 100 AS month, currency, count(*) AS n,
                    amount_scale AS scale, sum(amount_units) AS units
                FROM transactions GROUP BY account, month, currency, amount_scale ORDER BY account, month, currency
                """)
            var list: [HistoryMonthCount] = []
            for row in rows {
                let month = HistorySchema.day((row["month"] as Int64) * 100 + 1) ?? CalendarDay(dayNumber: 0)
                let currency = Currency(code: row["currency"] as String) ?? .unspecified
                let net = Money(Amount(units: Int128(row["units"] as Int64), scale: row["scale"]), currency)
                let account: String = row["account"]
                if let last = list.last, last.account == account, last.month == month, last.currency == currency {
                    list[list.count - 1].count += row["n"] as Int
                    list[list.count - 1].net = Money(last.net.amount + net.amount, currency)
                } else {
                    list.append(HistoryMonthCount(account: account, month: month, currency: currency, count: row["n"], net: net))
                }
            }
            return list
        }
    }

    /// Forgets the transactions of `account` booked from `from` through `to`; returns how many.
    /// Statements and files left without a transaction go too.
    public func forget(account: String, from: CalendarDay?, to: CalendarDay?) throws(HistoryError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM transactions WHERE account = ? AND booking_date >= ? AND booking_date <= ?",
                           arguments: [account, HistoryRow.bound(from, 0), HistoryRow.bound(to, 99_999_999)])
            let count = db.changesCount
            try db.execute(sql: "DELETE FROM balances WHERE account = ? AND day >= ? AND day <= ?",
                           arguments: [account, from?.description ?? "0000-00-00", to?.description ?? "9999-99-99"])
            try db.execute(sql: "DELETE FROM statements WHERE id NOT IN (SELECT DISTINCT statement_id FROM transactions)")
            try db.execute(sql: "DELETE FROM files WHERE id NOT IN (SELECT DISTINCT file_id FROM statements)")
            return count
        }
    }

    /// How many transactions the history holds.
    public func count() throws(HistoryError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM transactions") ?? 0 }
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
