import Foundation
@_implementationOnly import GRDB
import StatementModel

/// The history's tables, as versioned migrations. A file records which migrations it has
/// (GRDB's `grdb_migrations` table) and its version in `PRAGMA user_version`; `PRAGMA application_id`
/// says it is a history of this tool, so that another program's database is never written to.
///
/// Amounts are integers (`*_units` at `*_scale` digits, the currency's minor unit unless the source
/// gave more) with their ISO 4217 code: never REAL.
enum HistorySchema {
    /// "SRH1": a history of statement-report.
    static let applicationID: Int32 = 0x5352_4831
    /// The newest schema version this build writes (`PRAGMA user_version`).
    static let version = 6

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try v1(db) }
        migrator.registerMigration("v2") { db in try v2(db) }
        migrator.registerMigration("v3") { db in try v3(db) }
        migrator.registerMigration("v4") { db in try v4(db) }
        migrator.registerMigration("v5") { db in try v5(db) }
        migrator.registerMigration("v6") { db in try v6(db) }
        return migrator
    }

    private static func v1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE files (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,                 -- the file's name, without its folder
                format TEXT NOT NULL,
                imported_at INTEGER NOT NULL        -- seconds since 1970 (SOURCE_DATE_EPOCH when set)
            );
            CREATE TABLE statements (
                id INTEGER PRIMARY KEY,
                file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                account TEXT NOT NULL,              -- the account key of the transaction identity
                account_number TEXT, iban TEXT, account_name TEXT, holder TEXT, institution TEXT, account_type TEXT,
                currency TEXT NOT NULL,
                period_start TEXT, period_end TEXT
            );
            CREATE TABLE transactions (
                id INTEGER PRIMARY KEY,
                identity TEXT NOT NULL UNIQUE,      -- TransactionIdentity.storageKey, plus the occurrence for content keys
                statement_id INTEGER NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
                account TEXT NOT NULL,
                booking_date TEXT NOT NULL,         -- yyyy-mm-dd
                value_date TEXT,
                amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
                description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
                kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
                original_units INTEGER, original_scale INTEGER, original_currency TEXT,
                source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER
            );
            CREATE INDEX transactions_by_date ON transactions(booking_date);
            CREATE INDEX transactions_by_account ON transactions(account, booking_date);
            CREATE TABLE balances (
                account TEXT NOT NULL,
                day TEXT NOT NULL,
                kind TEXT NOT NULL,                 -- opening, closing, available
                units INTEGER NOT NULL, scale INTEGER NOT NULL, currency TEXT NOT NULL,
                file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
                PRIMARY KEY (account, day, kind, currency)
            );
            """)
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(sql: "PRAGMA user_version = 1")
    }

    /// Version 2, for speed (issue 22: a million transactions recorded at 200,000 a second): the
    /// identity as a 16-byte keyed hash (`HistoryKeyHash`, with the file's own random key in
    /// `history_key`) instead of its ~70-byte text, and the transactions' days as integers
    /// yyyymmdd. A version 1 file is rewritten in place, in the migration's transaction.
    private static func v2(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE history_key (id INTEGER PRIMARY KEY CHECK (id = 1), k0 INTEGER NOT NULL, k1 INTEGER NOT NULL);
            INSERT INTO history_key VALUES (1, random(), random());
            """)
        let hash = try HistorySchema.keyHash(db)
        let function = DatabaseFunction("srh_identity", argumentCount: 1, pure: true) { values in
            guard let text = String.fromDatabaseValue(values[0]) else { return nil }
            return Data(hash.digest(text).bytes)
        }
        db.add(function: function)
        defer { db.remove(function: function) }
        try db.execute(sql: """
            CREATE TABLE transactions_v2 (
                id INTEGER PRIMARY KEY,
                identity BLOB NOT NULL UNIQUE,      -- HistoryKeyHash of TransactionIdentity.storageKey (plus the occurrence for content keys)
                statement_id INTEGER NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
                account TEXT NOT NULL,
                booking_date INTEGER NOT NULL,      -- yyyymmdd
                value_date INTEGER,
                amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
                description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
                kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
                original_units INTEGER, original_scale INTEGER, original_currency TEXT,
                source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER
            );
            INSERT INTO transactions_v2 SELECT id, srh_identity(identity), statement_id, account,
                CAST(replace(booking_date, '-', '') AS INTEGER), CAST(replace(value_date, '-', '') AS INTEGER),
                amount_units, amount_scale, currency, description, payee, memo, reference, category, kind, status,
                own_account, payer, original_units, original_scale, original_currency, source_id, has_source_id, line
            FROM transactions ORDER BY id;
            DROP TABLE transactions;
            ALTER TABLE transactions_v2 RENAME TO transactions;
            """)
        try db.execute(sql: v2Indexes)
        try db.execute(sql: "PRAGMA user_version = 2")
    }

    /// Version 3, for speed: no index on (account, booking_date). Only `forget` looked rows up by
    /// account, and always within days, which the index on days serves; keeping the second index
    /// cost a million-row recording about 3,200 of its ~18,000 SQLite instructions a row (BENCHMARKS.md).
    private static func v3(_ db: Database) throws {
        try db.execute(sql: "DROP INDEX IF EXISTS transactions_by_account")
        try db.execute(sql: "PRAGMA user_version = 3")
    }

    /// Version 4, for speed: the identities' UNIQUE index is a named index (`transactions_by_identity`)
    /// instead of the column's constraint, so that a bulk recording can drop it and build it again at
    /// the end, as it does the index on days (a million random 16-byte keys kept in order row after
    /// row missed SQLite's page cache at each insert). The table is rewritten in place, its rows and
    /// ids as they were.
    private static func v4(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE transactions_v4 (
                id INTEGER PRIMARY KEY,
                identity BLOB NOT NULL,             -- unique: transactions_by_identity
                statement_id INTEGER NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
                account TEXT NOT NULL,
                booking_date INTEGER NOT NULL,      -- yyyymmdd
                value_date INTEGER,
                amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
                description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
                kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
                original_units INTEGER, original_scale INTEGER, original_currency TEXT,
                source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER
            );
            INSERT INTO transactions_v4 (id, \(v4Columns)) SELECT id, \(v4Columns) FROM transactions ORDER BY id;
            DROP TABLE transactions;
            ALTER TABLE transactions_v4 RENAME TO transactions;
            CREATE UNIQUE INDEX transactions_by_identity ON transactions(identity);
            CREATE INDEX transactions_by_date ON transactions(booking_date);
            PRAGMA user_version = 4;
            """)
    }

    /// Version 5, for speed: the identity as its two 64-bit words in two INTEGER columns instead of a
    /// 16-byte BLOB, the unique index on both. Building that index after a bulk recording (a third of
    /// recording a million rows) sorts on an integer first, SQLite's fast comparison, instead of
    /// comparing BLOB records field by field. The same digests: `identity_low` is the first 8 stored
    /// bytes read little-endian, `identity_high` the last 8 (`HistoryDigest(stored:)`), as signed
    /// integers. The table is rewritten in place, its rows and ids as they were.
    private static func v5(_ db: Database) throws {
        let word = DatabaseFunction("srh_identity_word", argumentCount: 2, pure: true) { values in
            guard let bytes = Data.fromDatabaseValue(values[0]), bytes.count == 16, let k = Int.fromDatabaseValue(values[1]) else {
                return nil  // NOT NULL fails the migration: the file is left as it was
            }
            let digest = HistoryDigest(stored: bytes)
            return Int64(bitPattern: k == 0 ? digest.low : digest.high)
        }
        db.add(function: word)
        defer { db.remove(function: word) }
        let rest = v4Columns.replacingOccurrences(of: "identity, ", with: "")
        try db.execute(sql: """
            CREATE TABLE transactions_v5 (
                id INTEGER PRIMARY KEY,
                identity_low INTEGER NOT NULL,      -- the identity's digest (HistoryDigest), its two words;
                identity_high INTEGER NOT NULL,     -- unique together: transactions_by_identity
                statement_id INTEGER NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
                account TEXT NOT NULL,
                booking_date INTEGER NOT NULL,      -- yyyymmdd
                value_date INTEGER,
                amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
                description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
                kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
                original_units INTEGER, original_scale INTEGER, original_currency TEXT,
                source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER
            );
            INSERT INTO transactions_v5 (id, \(v5Columns))
                SELECT id, srh_identity_word(identity, 0), srh_identity_word(identity, 1), \(rest) FROM transactions ORDER BY id;
            DROP TABLE transactions;
            ALTER TABLE transactions_v5 RENAME TO transactions;
            CREATE UNIQUE INDEX transactions_by_identity ON transactions(identity_low, identity_high);
            CREATE INDEX transactions_by_date ON transactions(booking_date);
            PRAGMA user_version = 5;
            """)
    }

    /// Version 6, for speed: the identities in their own table, `identities`, keyed by their two words
    /// (WITHOUT ROWID: the table is its own index), each with its transaction's id. A bulk recording
    /// (issue 22) gives it a million new identities sorted in memory, which SQLite appends, instead of
    /// building a UNIQUE index on `transactions` at the end by sorting a million random keys (1.6 of the
    /// ~5 CPU seconds of recording a million, BENCHMARKS.md "Eleventh pass"). `transactions` is rewritten
    /// in place without its identity columns, its rows and ids as they were; the same digests.
    private static func v6(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE identities (
                identity_low INTEGER NOT NULL,      -- the identity's digest (HistoryDigest), its two words
                identity_high INTEGER NOT NULL,
                transaction_id INTEGER NOT NULL,    -- transactions.id
                PRIMARY KEY (identity_low, identity_high)
            ) WITHOUT ROWID;
            INSERT INTO identities (identity_low, identity_high, transaction_id)
                SELECT identity_low, identity_high, id FROM transactions ORDER BY identity_low, identity_high;
            CREATE TABLE transactions_v6 (
                id INTEGER PRIMARY KEY,
                statement_id INTEGER NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
                account TEXT NOT NULL,
                booking_date INTEGER NOT NULL,      -- yyyymmdd
                value_date INTEGER,
                amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
                description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
                kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
                original_units INTEGER, original_scale INTEGER, original_currency TEXT,
                source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER
            );
            INSERT INTO transactions_v6 (\(HistoryRowBinding.columnList)) SELECT \(HistoryRowBinding.columnList) FROM transactions ORDER BY id;
            DROP TABLE transactions;
            ALTER TABLE transactions_v6 RENAME TO transactions;
            \(indexes)
            PRAGMA user_version = 6;
            """)
    }

    /// The columns of `transactions` in version 5 (but its id).
    private static let v5Columns = """
        identity_low, identity_high, statement_id, account, booking_date, value_date, amount_units, amount_scale,
            currency, description, payee, memo, reference, category, kind, status, own_account, payer,
            original_units, original_scale, original_currency, source_id, has_source_id, line
        """

    /// The columns of `transactions` in versions 2 to 4 (but its id).
    private static let v4Columns = """
        identity, statement_id, account, booking_date, value_date, amount_units, amount_scale, currency, description,
            payee, memo, reference, category, kind, status, own_account, payer, original_units, original_scale,
            original_currency, source_id, has_source_id, line
        """

    /// Version 2's secondary indexes, as its migration made them (version 3 drops the second).
    private static let v2Indexes = """
        CREATE INDEX IF NOT EXISTS transactions_by_date ON transactions(booking_date);
        CREATE INDEX IF NOT EXISTS transactions_by_account ON transactions(account, booking_date);
        """

    /// The index of `transactions` (dropped during a big recording, made again after; the identities
    /// are `identities`' keys).
    static let indexes = "CREATE INDEX IF NOT EXISTS transactions_by_date ON transactions(booking_date);"

    static let dropIndexes = "DROP INDEX IF EXISTS transactions_by_date;"

    /// The file's identity hash (its key from `history_key`).
    static func keyHash(_ db: Database) throws -> HistoryKeyHash {
        guard let row = try Row.fetchOne(db, sql: "SELECT k0, k1 FROM history_key WHERE id = 1") else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "history_key is empty")
        }
        return HistoryKeyHash(k0: UInt64(bitPattern: row["k0"] as Int64), k1: UInt64(bitPattern: row["k1"] as Int64))
    }

    /// A day as stored: yyyymmdd.
    static func number(_ day: CalendarDay) -> Int64 { Int64(day.year * 10_000 + day.month * 100 + day.day) }

    static func day(_ number: Int64?) -> CalendarDay? {
        guard let number else { return nil }
        return CalendarDay(year: Int(number / 10_000), month: Int(number / 100 % 100), day: Int(number % 100))
    }
}
