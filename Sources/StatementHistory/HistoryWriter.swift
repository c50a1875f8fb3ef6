import Foundation
@_implementationOnly import GRDB
import StatementLocalization
import StatementModel

/// Writes the files of one recording, inside its write transaction: the transactions bound with
/// SQLite's own calls, `HistoryBatchInsert.rows` per INSERT (`HistoryBatchInsert`), a file's last
/// ones one per INSERT (`HistoryInsert`); the identity hashed with the file's key. A bulk recording
/// (`seen`) inserts without the UNIQUE index on identities and leaves out what `seen` holds already.
struct HistoryWriter {
    /// A recording of at least this many transactions (and at least as many as the history holds)
    /// rebuilds the secondary indexes after it instead of keeping them up to date.
    static let bulkFrom = 20_000

    let db: Database
    let path: String
    let hash: HistoryKeyHash
    let insert: HistoryInsert
    /// Nil for a recording too small to fill one.
    let batch: HistoryBatchInsert?
    /// For a bulk recording, made while the table has no UNIQUE index: the identities recorded.
    let seen: HistorySeenIdentities?

    /// `count`: the transactions to record; `highest`: the highest id of the table; `bulk`: whether
    /// the table's indexes are dropped (the identities are then told apart by `seen`).
    init(_ db: Database, path: String, count: Int, highest: Int64, bulk: Bool) throws {
        self.db = db
        self.path = path
        hash = try HistorySchema.keyHash(db)
        insert = try HistoryInsert(db, unique: !bulk)
        batch = count >= HistoryBatchInsert.rows ? try HistoryBatchInsert(db, highest: highest, unique: !bulk) : nil
        seen = bulk ? try HistorySeenIdentities(db, count: count) : nil
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
        try recordRest(of: input, &outcome)
        return outcome
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
        if let seen, let earlier = seen.earlier(identity, file: fileID) {
            return outcome.count(earlier: earlier)
        }
        guard let batch else {
            return try insertOne(transaction, identity: identity, amount: amount, slot: slot, account: account, &outcome)
        }
        try batch.add(transaction, identity: identity, amount: amount, slot: slot, account: account)
        if batch.isFull { try batch.run(counting: &outcome) }
    }

    /// The transactions of the file's last batch, which it did not fill, one per INSERT.
    private func recordRest(of input: HistoryInput, _ outcome: inout HistoryRecordOutcome) throws {
        guard let batch else { return }
        for (k, slot) in batch.slots.enumerated() {
            let statement = input.statements[slot.statement]
            let transaction = statement.transactions[slot.index]
            let account = HistoryIdentityKey.account(transaction, statement: statement.info)
            try insertOne(transaction, identity: batch.identity(k), amount: try storedAmount(transaction), slot: slot, account: account, &outcome)
        }
        batch.clear()
    }

    private func insertOne(_ t: Transaction, identity: HistoryDigest, amount: HistoryAmount, slot: HistoryBatchInsert.Slot,
                           account: String, _ outcome: inout HistoryRecordOutcome) throws {
        if let id = try insert.run(t, identity: identity, amount: amount, statementID: slot.statementID, account: account) {
            outcome.recorded += 1
            if let batch { batch.highest = max(batch.highest, id) }
        } else {
            let earlier = try Row.fetchOne(db, sql: Self.earlierRow, arguments: identity.arguments)?[1] as String?
            outcome.count(earlier: earlier ?? "")
        }
    }

    private func storedAmount(_ transaction: Transaction) throws -> HistoryAmount {
        guard let amount = HistoryAmount(transaction.amount) else {
            throw HistoryError(.database, path: path, Message("history.amountTooLarge", [
                "location": .text(transaction.location.description), "amount": .text(transaction.amount.description),
            ]))
        }
        return amount
    }

    /// The row of an identity, and the file that recorded it.
    static let earlierRow = """
        SELECT transactions.id, files.name FROM transactions JOIN statements ON statements.id = transactions.statement_id
        JOIN files ON files.id = statements.file_id WHERE transactions.identity_low = ? AND transactions.identity_high = ?
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
