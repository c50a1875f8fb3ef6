@_implementationOnly import GRDB

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
    static let version = 1

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try v1(db) }
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
}
