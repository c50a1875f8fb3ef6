import Foundation
@_implementationOnly import GRDB
import StatementLocalization
import StatementModel

/// Writes the files of one recording, inside its write transaction: the transactions' INSERT is
/// prepared once and bound with SQLite's own calls (`HistoryInsert`), the identity hashed with the
/// file's key.
struct HistoryWriter {
    /// A recording of at least this many transactions (and at least as many as the history holds)
    /// rebuilds the secondary indexes after it instead of keeping them up to date.
    static let bulkFrom = 20_000

    let db: Database
    let path: String
    let hash: HistoryKeyHash
    let insert: HistoryInsert

    init(_ db: Database, path: String) throws {
        self.db = db
        self.path = path
        hash = try HistorySchema.keyHash(db)
        insert = try HistoryInsert(db)
    }

    func record(_ input: HistoryInput, importedAt: Int64) throws -> HistoryRecordOutcome {
        let name = input.fileName
        try db.execute(sql: "INSERT INTO files (name, format, imported_at) VALUES (?, ?, ?)",
                       arguments: [name, input.format, importedAt])
        let fileID = db.lastInsertedRowID
        var outcome = HistoryRecordOutcome(file: name, recorded: 0, alreadyRecorded: 0, fromOtherFiles: [:])
        // Content keys counted by their digest without the occurrence (the multiset rule).
        var occurrences: [HistoryDigest: Int] = [:]
        for (position, statement) in input.statements.enumerated() {
            let statementID = try recordStatement(statement, position: position, fileID: fileID)
            for transaction in statement.transactions {
                let account = HistoryIdentityKey.account(transaction, statement: statement.info)
                var stream = hash.identityStream(transaction, account: account)
                if !transaction.hasSourceID {
                    let base = stream.digest()
                    let n = occurrences[base, default: 0] + 1
                    occurrences[base] = n
                    stream.append(0x1F)
                    stream.append(decimal: Int64(n))
                }
                guard let amount = HistoryAmount(transaction.amount) else {
                    throw HistoryError(.database, path: path, Message("history.amountTooLarge", [
                        "location": .text(transaction.location.description), "amount": .text(transaction.amount.description),
                    ]))
                }
                let digest = stream.digest()
                if try insert.run(transaction, identity: digest, amount: amount, statementID: statementID, account: account) {
                    outcome.recorded += 1
                } else {
                    let earlier = try String.fetchOne(db, sql: Self.fileOfIdentity, arguments: [Data(digest.bytes)]) ?? ""
                    if earlier == name { outcome.alreadyRecorded += 1 } else { outcome.fromOtherFiles[earlier, default: 0] += 1 }
                }
            }
            try recordBalances(statement.info, account: HistoryIdentityKey.account(of: statement.info), fileID: fileID)
        }
        return outcome
    }

    static let fileOfIdentity = """
        SELECT files.name FROM transactions JOIN statements ON statements.id = transactions.statement_id
        JOIN files ON files.id = statements.file_id WHERE transactions.identity = ?
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
