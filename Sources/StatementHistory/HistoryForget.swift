@_implementationOnly import GRDB
import StatementModel

/// An account as the history holds it in one statement file: what `history forget --account`
/// matches against, and how `history list` names it.
public struct HistoryAccountGroup: Sendable, Hashable {
    /// The account key of the transactions' identity ("" when neither the statement nor the
    /// transaction named its account).
    public var account: String
    /// The statement's account (number, IBAN, name, holder) as recorded.
    public var statement: Account
    /// The file it was recorded from, without its folder.
    public var file: String
    var statementID: Int64
    var fileID: Int64
}

/// What `forget` did.
public struct HistoryForgetOutcome: Sendable {
    /// The transactions removed.
    public var count: Int
    /// The accounts that matched (nothing is removed when none did).
    public var matched: [HistoryAccountGroup]
    /// Every account of the history before the removal, for a message when none matched.
    public var known: [HistoryAccountGroup]
}

extension HistoryStore {
    /// Forgets the transactions booked from `from` through `to` (nil: no bound) of the accounts
    /// `choose` picks among the history's, in one write transaction; statements and files left without a
    /// transaction go too, and the matched accounts' balances of those days.
    public func forget(from: CalendarDay?, to: CalendarDay?, choose: ([HistoryAccountGroup]) -> [HistoryAccountGroup])
        throws(HistoryError) -> HistoryForgetOutcome
    {
        let days = (HistoryRow.bound(from, 0), HistoryRow.bound(to, 99_999_999))
        let balanceDays = (from?.description ?? "0000-00-00", to?.description ?? "9999-99-99")
        return try write { db in
            let known = try Self.accountGroups(db)
            let matched = choose(known)
            var count = 0
            for group in matched {
                try db.execute(sql: "DELETE FROM transactions WHERE statement_id = ? AND account = ? AND booking_date >= ? AND booking_date <= ?",
                               arguments: [group.statementID, group.account, days.0, days.1])
                count += db.changesCount
                try db.execute(sql: "DELETE FROM balances WHERE account = ? AND file_id = ? AND day >= ? AND day <= ?",
                               arguments: [group.account, group.fileID, balanceDays.0, balanceDays.1])
            }
            if count > 0 { try db.execute(sql: "DELETE FROM identities WHERE transaction_id NOT IN (SELECT id FROM transactions)") }
            if !matched.isEmpty {
                try db.execute(sql: "DELETE FROM statements WHERE id NOT IN (SELECT DISTINCT statement_id FROM transactions)")
                try db.execute(sql: "DELETE FROM files WHERE id NOT IN (SELECT DISTINCT file_id FROM statements)")
            }
            return HistoryForgetOutcome(count: count, matched: matched, known: known)
        }
    }

    /// Forgets the transactions of the account whose identity key is exactly `account`; returns how many.
    public func forget(account: String, from: CalendarDay?, to: CalendarDay?) throws(HistoryError) -> Int {
        try forget(from: from, to: to) { known in known.filter { $0.account == account } }.count
    }

    /// Every account of the history, by statement: (statement, account key) pairs in the order recorded.
    public func accounts() throws(HistoryError) -> [HistoryAccountGroup] {
        try read { db in try Self.accountGroups(db) }
    }

    private static func accountGroups(_ db: Database) throws -> [HistoryAccountGroup] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT g.statement_id, g.account, s.account_number, s.iban, s.account_name, s.holder, s.file_id, f.name
            FROM (SELECT DISTINCT statement_id, account FROM transactions) g
            JOIN statements s ON s.id = g.statement_id JOIN files f ON f.id = s.file_id
            ORDER BY g.statement_id, g.account
            """)
        return rows.map { row in
            HistoryAccountGroup(
                account: row[1], statement: Account(id: row[2], iban: row[3], name: row[4], holder: row[5]),
                file: row[7], statementID: row[0], fileID: row[6])
        }
    }
}
