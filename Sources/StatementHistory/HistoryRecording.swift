@_implementationOnly import GRDB
import StatementLocalization
import StatementModel

/// One statement file of a run, to record.
public struct HistoryInput: Sendable {
    /// The file's name as given; only its last component is stored.
    public var name: String
    public var format: String
    public var statements: [StatementModel.Statement]

    public init(name: String, format: String, statements: [StatementModel.Statement]) {
        self.name = name
        self.format = format
        self.statements = statements
    }

    /// The name without its folder.
    var fileName: String { name.split(separator: "/").last.map(String.init) ?? name }
}

/// What recording one file did.
public struct HistoryRecordOutcome: Sendable, Hashable {
    public var file: String
    /// Transactions new to the history, now recorded.
    public var recorded: Int
    /// Transactions an earlier run recorded from a file of the same name (the same download again).
    public var alreadyRecorded: Int
    /// Transactions an earlier run recorded from another file (an overlapping download), by that file.
    public var fromOtherFiles: [String: Int]

    public var skippedFromOtherFiles: Int { fromOtherFiles.values.reduce(0, +) }

    public init(file: String, recorded: Int, alreadyRecorded: Int, fromOtherFiles: [String: Int]) {
        self.file = file
        self.recorded = recorded
        self.alreadyRecorded = alreadyRecorded
        self.fromOtherFiles = fromOtherFiles
    }
}

extension HistoryStore {
    /// Records `inputs` in one write transaction: every transaction not yet in the history, with its
    /// statement, its file and `importedAt` (seconds since 1970), and the statements' balances.
    /// Nothing is written when it throws.
    public func record(_ inputs: [HistoryInput], importedAt: Int64) throws(HistoryError) -> [HistoryRecordOutcome] {
        try write { db in
            var outcomes: [HistoryRecordOutcome] = []
            for input in inputs { outcomes.append(try HistoryWriter(db, path: path).record(input, importedAt: importedAt)) }
            return outcomes
        }
    }
}

/// The statements that write one file, prepared once per file.
struct HistoryWriter {
    let db: Database
    let path: String

    init(_ db: Database, path: String) {
        self.db = db
        self.path = path
    }

    func record(_ input: HistoryInput, importedAt: Int64) throws -> HistoryRecordOutcome {
        let name = input.fileName
        try db.execute(sql: "INSERT INTO files (name, format, imported_at) VALUES (?, ?, ?)",
                       arguments: [name, input.format, importedAt])
        let fileID = db.lastInsertedRowID
        var outcome = HistoryRecordOutcome(file: name, recorded: 0, alreadyRecorded: 0, fromOtherFiles: [:])
        var occurrences: [String: Int] = [:]
        let insert = try db.cachedStatement(sql: Self.insertTransaction)
        for (position, statement) in input.statements.enumerated() {
            let statementID = try recordStatement(statement, position: position, fileID: fileID)
            for transaction in statement.transactions {
                let account = HistoryIdentityKey.account(transaction, statement: statement.info)
                var (key, isSource) = HistoryIdentityKey.base(transaction, account: account)
                if !isSource {
                    let n = occurrences[key, default: 0] + 1
                    occurrences[key] = n
                    key += "\u{1F}\(n)"
                }
                guard let arguments = Self.arguments(transaction, identity: key, statementID: statementID, account: account) else {
                    throw HistoryError(.database, path: path, Message("history.amountTooLarge", [
                        "location": .text(transaction.location.description), "amount": .text(transaction.amount.description),
                    ]))
                }
                try insert.execute(arguments: arguments)
                if db.changesCount > 0 {
                    outcome.recorded += 1
                } else {
                    let earlier = try String.fetchOne(db, sql: Self.fileOfIdentity, arguments: [key]) ?? ""
                    if earlier == name { outcome.alreadyRecorded += 1 } else { outcome.fromOtherFiles[earlier, default: 0] += 1 }
                }
            }
            try recordBalances(statement.info, account: HistoryIdentityKey.account(of: statement.info), fileID: fileID)
        }
        return outcome
    }

    static let insertTransaction = """
        INSERT INTO transactions (identity, statement_id, account, booking_date, value_date, amount_units, amount_scale,
            currency, description, payee, memo, reference, category, kind, status, own_account, payer,
            original_units, original_scale, original_currency, source_id, has_source_id, line)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(identity) DO NOTHING
        """

    static let fileOfIdentity = """
        SELECT files.name FROM transactions JOIN statements ON statements.id = transactions.statement_id
        JOIN files ON files.id = statements.file_id WHERE transactions.identity = ?
        """

    /// Nil when an amount does not fit the history's integers (more than 18 digits).
    static func arguments(_ t: Transaction, identity: String, statementID: Int64, account: String) -> StatementArguments? {
        guard let amount = HistoryAmount(t.amount) else { return nil }
        let original = t.originalAmount.flatMap(HistoryAmount.init)
        let values: [(any DatabaseValueConvertible)?] = [
            identity, statementID, account, t.bookingDate.description, t.valueDate?.description,
            amount.units, amount.scale, amount.currency, t.description, t.payee, t.memo, t.reference, t.category,
            t.kind.rawValue, t.status.rawValue, t.account, t.payer, original?.units, original?.scale, original?.currency,
            t.id, t.hasSourceID, t.location.line,
        ]
        return StatementArguments(values)
    }

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
