import Foundation
@_implementationOnly import GRDB
import StatementLocalization
import StatementModel

/// Writes the files of one recording, inside its write transaction: each transaction's identity hashed
/// with the file's key and given to `identities` (`HistoryIdentityInsert`) with the id the transaction is
/// recorded under; the new transactions bound with SQLite's own calls, `HistoryBatchInsert.rows` per
/// INSERT (`HistoryBatchInsert`), a file's last ones one per INSERT (`HistoryInsert`). A bulk recording
/// (`seen`) leaves out what `seen` holds already and gives `identities` its rows sorted at the end.
final class HistoryWriter {
    /// A recording of at least this many transactions (and at least as many as the history holds)
    /// rebuilds the secondary index after it instead of keeping it up to date.
    static let bulkFrom = 20_000

    let db: Database
    let path: String
    let hash: HistoryKeyHash
    let insert: HistoryInsert
    let identities: HistoryIdentityInsert
    /// Nil for a recording too small to fill one.
    let batch: HistoryBatchInsert?
    /// For a bulk recording: the identities of the history and of the recording so far.
    let seen: HistorySeenIdentities?
    /// The id of the next transaction recorded.
    private var next: Int64

    /// `count`: the transactions to record; `highest`: the highest id of the table; `bulk`: whether
    /// the identities are told apart by `seen` and inserted at the end.
    init(_ db: Database, path: String, count: Int, highest: Int64, bulk: Bool) throws {
        self.db = db
        self.path = path
        hash = try HistorySchema.keyHash(db)
        insert = try HistoryInsert(db)
        identities = try HistoryIdentityInsert(db, keeping: bulk ? count : 0)
        batch = count >= HistoryBatchInsert.rows ? try HistoryBatchInsert(db) : nil
        seen = bulk ? try HistorySeenIdentities(db, count: count) : nil
        next = highest + 1
    }

    func record(_ input: HistoryInput, importedAt: Int64) throws -> HistoryRecordOutcome {
        let name = input.fileName
        try db.execute(sql: "INSERT INTO files (name, format, imported_at) VALUES (?, ?, ?)",
                       arguments: [name, input.format, importedAt])
        let fileID = db.lastInsertedRowID
        seen?.file(fileID, name: name)
        var outcome = HistoryRecordOutcome(file: name, recorded: 0, alreadyRecorded: 0, fromOtherFiles: [:])
        // Content keys counted by their digest without the occurrence (the multiset rule).
        let occurrences = HistoryDigestTable(capacity: input.statements.reduce(0) { $0 + $1.transactions.count })
        for (position, statement) in input.statements.enumerated() {
            let statementID = try recordStatement(statement, position: position, fileID: fileID)
            // The transactions read from the array's buffer by index. The optimizer still copies each one
            // out (its references retained and released, ~535 instructions, tenth pass): only callees that
            // read the fields through a pointer would avoid it.
            try statement.transactions.withUnsafeBufferPointer { list in
                for index in list.indices {
                    let slot = HistoryBatchInsert.Slot(statement: position, statementID: statementID, index: index)
                    try record(list[index], info: statement.info, slot: slot, fileID: fileID, occurrences: occurrences, &outcome)
                }
            }
            try recordBalances(statement.info, account: HistoryIdentityKey.account(of: statement.info), fileID: fileID)
        }
        try recordRest(of: input)
        return outcome
    }

    /// The bulk recording's identities, sorted into `identities` (after every file).
    func finish() throws {
        if seen != nil { try identities.finish() }
    }

    /// Records one transaction (or counts the file that recorded it before): its identity hashed with
    /// the file's key, the occurrence appended for a content key; into the batch's next slot when
    /// there is a batch.
    private func record(_ transaction: Transaction, info: StatementInfo, slot: HistoryBatchInsert.Slot, fileID: Int64,
                        occurrences: HistoryDigestTable, _ outcome: inout HistoryRecordOutcome) throws {
        let account = HistoryIdentityKey.account(transaction, statement: info)
        let amount = try storedAmount(transaction)
        var stream = hash.identityStream(transaction, account: account, stored: amount)
        if !transaction.hasSourceID {
            let n = occurrences.increment(stream.digest())
            stream.append(0x1F)
            stream.append(decimal: n)
        }
        let identity = stream.digest()
        if let seen {
            if let earlier = seen.earlier(identity, file: fileID) { return outcome.count(earlier: earlier) }
            identities.keep(identity, id: next)
        } else if try !identities.claim(identity, id: next) {
            return outcome.count(earlier: try earlierFile(identity, current: outcome.file))
        }
        var slot = slot
        slot.id = next
        next += 1
        outcome.recorded += 1
        guard let batch else {
            return try insert.run(transaction, id: slot.id, amount: amount, statementID: slot.statementID, account: account)
        }
        try batch.add(transaction, amount: amount, slot: slot, account: account)
        if batch.isFull { try batch.run() }
    }

    /// The transactions of the file's last batch, which it did not fill, one per INSERT.
    private func recordRest(of input: HistoryInput) throws {
        guard let batch else { return }
        for slot in batch.slots {
            let statement = input.statements[slot.statement]
            let transaction = statement.transactions[slot.index]
            let account = HistoryIdentityKey.account(transaction, statement: statement.info)
            try insert.run(transaction, id: slot.id, amount: try storedAmount(transaction), statementID: slot.statementID, account: account)
        }
        batch.clear()
    }

    /// The name of the file that recorded `identity`: a transaction of the history, or one of the file
    /// being recorded (`current`) whose row is still in the batch, not inserted yet.
    private func earlierFile(_ identity: HistoryDigest, current: String) throws -> String {
        guard let row = try Row.fetchOne(db, sql: Self.earlierRow, arguments: identity.arguments) else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "a recorded identity was not found", sql: Self.earlierRow)
        }
        return row[1] as String? ?? current
    }

    private func storedAmount(_ transaction: Transaction) throws -> HistoryAmount {
        guard let amount = HistoryAmount(transaction.amount) else {
            throw HistoryError(.database, path: path, Message("history.amountTooLarge", [
                "location": .text(transaction.location.description), "amount": .text(transaction.amount.description),
            ]))
        }
        return amount
    }

    /// The transaction of an identity, and the file that recorded it (NULL while its row waits in the batch).
    static let earlierRow = """
        SELECT i.transaction_id, f.name FROM identities i LEFT JOIN transactions t ON t.id = i.transaction_id
        LEFT JOIN statements s ON s.id = t.statement_id LEFT JOIN files f ON f.id = s.file_id
        WHERE i.identity_low = ? AND i.identity_high = ?
        """

    private func recordStatement(_ statement: StatementModel.Statement, position: Int, fileID: Int64) throws -> Int64 {
        let a = statement.account
        let key = HistoryIdentityKey.account(of: statement.info)
        try db.execute(sql: """
            INSERT INTO statements (file_id, position, account, account_number, iban, account_name, holder, institution,
                account_type, currency, period_start, period_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [fileID, position, key, a.id, a.iban, a.name, a.holder, a.institution, a.type?.rawValue,
                             statement.currency.code, statement.info.period?.start.description, statement.info.period?.end.description])
        return db.lastInsertedRowID
    }

    private func recordBalances(_ info: StatementInfo, account: String, fileID: Int64) throws {
        let balances: [(String, Balance?, CalendarDay?)] = [
            ("opening", info.openingBalance, info.period?.start), ("closing", info.closingBalance, info.period?.end),
            ("available", info.availableBalance, info.period?.end),
        ]
        for (kind, balance, fallback) in balances {
            guard let balance, let day = balance.date ?? fallback, let amount = HistoryAmount(balance.money) else { continue }
            try db.execute(sql: """
                INSERT OR REPLACE INTO balances (account, day, kind, units, scale, currency, file_id) VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [account, day.description, kind, amount.units, amount.scale, amount.currency, fileID])
        }
    }
}

extension HistoryDigest {
    /// The identity as `earlierRow`'s arguments: its two words as stored (signed).
    var arguments: StatementArguments { [Int64(bitPattern: low), Int64(bitPattern: high)] }
}

extension HistoryRecordOutcome {
    /// A transaction left out because `earlier` (a file's name) recorded it before.
    mutating func count(earlier: String) {
        if earlier == file { alreadyRecorded += 1 } else { fromOtherFiles[earlier, default: 0] += 1 }
    }
}
