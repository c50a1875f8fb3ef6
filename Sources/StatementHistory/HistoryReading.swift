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
        try read { db in
            let rows = try Row.fetchCursor(db, sql: HistoryRow.select + " WHERE t.booking_date >= ? AND t.booking_date <= ? ORDER BY t.booking_date, t.id",
                                           arguments: [from?.description ?? "0000-00-00", to?.description ?? "9999-99-99"])
            var list: [HistoryTransaction] = []
            while let row = try rows.next() { list.append(HistoryRow.transaction(row)) }
            return list
        }
    }

    /// Every statement of the history with the transactions recorded from it, in the order they
    /// were recorded (the export).
    public func statements() throws(HistoryError) -> [StatementModel.Statement] {
        try read { db in
            var statements: [StatementModel.Statement] = []
            var lastID: Int64 = -1
            let rows = try Row.fetchCursor(db, sql: HistoryRow.select + " ORDER BY s.id, t.booking_date, t.id")
            while let row = try rows.next() {
                let id: Int64 = row["statement_id"]
                let item = HistoryRow.transaction(row)
                if id != lastID {
                    statements.append(StatementModel.Statement(info: item.statement, source: item.file, format: row["file_format"]))
                    lastID = id
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
                SELECT account, substr(booking_date, 1, 7) AS month, currency, count(*) AS n,
                    amount_scale AS scale, sum(amount_units) AS units
                FROM transactions GROUP BY account, month, currency, amount_scale ORDER BY account, month, currency
                """)
            var list: [HistoryMonthCount] = []
            for row in rows {
                let month = CalendarDay(iso: (row["month"] as String) + "-01") ?? CalendarDay(dayNumber: 0)
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
                           arguments: [account, from?.description ?? "0000-00-00", to?.description ?? "9999-99-99"])
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
}

/// Reading a row of `transactions` joined with its statement and file.
enum HistoryRow {
    static let select = """
        SELECT t.*, s.account_number, s.iban, s.account_name, s.holder, s.institution, s.account_type,
            s.currency AS statement_currency, s.period_start, s.period_end, f.name AS file_name, f.format AS file_format
        FROM transactions t JOIN statements s ON s.id = t.statement_id JOIN files f ON f.id = s.file_id
        """

    static func transaction(_ row: Row) -> HistoryTransaction {
        let file: String = row["file_name"]
        let amount = HistoryAmount(units: row["amount_units"], scale: row["amount_scale"], currency: row["currency"])
        var original: Money?
        if let units = row["original_units"] as Int64?, let scale = row["original_scale"] as Int?,
           let code = row["original_currency"] as String? {
            original = HistoryAmount(units: units, scale: scale, currency: code).money
        }
        let transaction = Transaction(
            id: row["source_id"], hasSourceID: row["has_source_id"], bookingDate: day(row["booking_date"]) ?? CalendarDay(dayNumber: 0),
            valueDate: day(row["value_date"]), amount: amount.money, description: row["description"], payee: row["payee"],
            memo: row["memo"], reference: row["reference"], category: row["category"],
            kind: TransactionKind(rawValue: row["kind"]) ?? .other, status: TransactionStatus(rawValue: row["status"]) ?? .booked,
            account: row["own_account"], originalAmount: original, payer: row["payer"],
            location: SourceLocation(file: file, line: row["line"] ?? 0))
        let account = Account(id: row["account_number"], iban: row["iban"], name: row["account_name"], holder: row["holder"],
                              institution: row["institution"], type: (row["account_type"] as String?).flatMap(AccountType.init(rawValue:)))
        var period: DayRange?
        if let start = day(row["period_start"]), let end = day(row["period_end"]) { period = DayRange(start: start, end: end) }
        let info = StatementInfo(account: account, currency: Currency(code: row["statement_currency"] as String) ?? .unspecified,
                                 period: period)
        return HistoryTransaction(transaction: transaction, account: row["account"], statement: info, file: file)
    }

    private static func day(_ text: String?) -> CalendarDay? { text.flatMap { CalendarDay(iso: $0) } }
}
