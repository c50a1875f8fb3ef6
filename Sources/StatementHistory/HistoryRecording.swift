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
        try record(inputs, importedAt: importedAt, bulkFrom: HistoryWriter.bulkFrom)
    }

    /// `record`, with a bulk recording from `bulkFrom` transactions (a test's smaller figure).
    func record(_ inputs: [HistoryInput], importedAt: Int64, bulkFrom: Int) throws(HistoryError) -> [HistoryRecordOutcome] {
        try writeUnchecked { db in
            let count = inputs.reduce(0) { $0 + $1.statements.reduce(0) { $0 + $1.transactions.count } }
            // A big recording drops the index on days and builds it again at the end; its identities are
            // told apart by `HistorySeenIdentities` and given to `identities` sorted at the end: sorting once
            // costs less than keeping them in order row after row, and a million random identities no longer
            // fit the cache.
            let held = try Int.fetchOne(db, sql: "SELECT max(id) FROM transactions") ?? 0
            let bulk = count >= bulkFrom && count >= held
            if bulk {
                try db.execute(sql: "PRAGMA cache_size = -65536")
                try db.execute(sql: HistorySchema.dropIndexes)
            }
            let writer = try HistoryWriter(db, path: path, count: count, highest: Int64(held), bulk: bulk)
            var outcomes: [HistoryRecordOutcome] = []
            for input in inputs { outcomes.append(try writer.record(input, importedAt: importedAt)) }
            try writer.finish()
            if bulk { try db.execute(sql: HistorySchema.indexes) }
            return outcomes
        }
    }
}
