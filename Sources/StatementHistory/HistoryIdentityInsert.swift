import Foundation
@_implementationOnly import GRDB
@_implementationOnly import GRDBSQLite

/// The `identities` rows of a recording (schema 6): each new transaction's identity with its id. A small
/// recording claims each identity as it comes, with an INSERT that leaves out one the history holds
/// (`claim` false: the transaction is not recorded again). A bulk recording, whose identities
/// `HistorySeenIdentities` tells apart already, keeps them (`keep`) and inserts them at the end sorted
/// by their key (`finish`), which SQLite appends to the table's B-tree (issue 22: building a UNIQUE
/// index over a million random keys at the end cost ~1.6 CPU seconds; the sorted appends ~0.4).
final class HistoryIdentityInsert {
    /// An identity and its transaction's id, ordered as SQLite orders the table's key (signed words).
    struct Kept: Comparable {
        var low: Int64
        var high: Int64
        var id: Int64

        init(_ identity: HistoryDigest, id: Int64) {
            low = Int64(bitPattern: identity.low)
            high = Int64(bitPattern: identity.high)
            self.id = id
        }

        static func < (a: Kept, b: Kept) -> Bool { a.low != b.low ? a.low < b.low : a.high < b.high }
    }

    static let rows = 64
    private let connection: OpaquePointer
    private let claiming: GRDB.Statement
    private var kept: [Kept] = []
    private let db: Database

    /// `keeping`: about how many identities a bulk recording will keep (0 for a small one).
    init(_ db: Database, keeping: Int = 0) throws {
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed") }
        self.connection = connection
        self.db = db
        claiming = try db.makeStatement(sql: Self.insert(rows: 1) + " ON CONFLICT DO NOTHING")
        kept.reserveCapacity(keeping)
    }

    static func insert(rows: Int) -> String {
        "INSERT INTO identities (identity_low, identity_high, transaction_id) VALUES "
            + Array(repeating: "(?, ?, ?)", count: rows).joined(separator: ", ")
    }

    /// Records `identity` for transaction `id`; false (nothing written) when the history holds it already.
    func claim(_ identity: HistoryDigest, id: Int64) throws -> Bool {
        let h = claiming.sqliteStatement
        try bind(h, 0, Kept(identity, id: id))
        let step = sqlite3_step(h)
        sqlite3_reset(h)
        guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: claiming.sql) }
        return sqlite3_changes(connection) > 0
    }

    /// Keeps `identity` of transaction `id`, new to the history, for `finish`.
    func keep(_ identity: HistoryDigest, id: Int64) { kept.append(Kept(identity, id: id)) }

    /// Inserts the kept identities in the table's order, `rows` per INSERT.
    func finish() throws {
        let sorted = Self.sorted(kept)
        kept = []
        guard !sorted.isEmpty else { return }
        let many = try db.makeStatement(sql: Self.insert(rows: Self.rows))
        let one = try db.makeStatement(sql: Self.insert(rows: 1))
        var i = 0
        while i < sorted.count {
            let statement = sorted.count - i >= Self.rows ? many : one
            let h = statement.sqliteStatement
            let n = statement === many ? Self.rows : 1
            for k in 0..<n { try bind(h, Int32(3 * k), sorted[i + k]) }
            let step = sqlite3_step(h)
            sqlite3_reset(h)
            guard step == SQLITE_DONE else { throw HistorySQLite.error(step, connection, sql: statement.sql) }
            i += n
        }
    }

    private func bind(_ h: OpaquePointer, _ first: Int32, _ k: Kept) throws {
        var rc = sqlite3_bind_int64(h, first + 1, k.low)
        rc |= sqlite3_bind_int64(h, first + 2, k.high)
        rc |= sqlite3_bind_int64(h, first + 3, k.id)
        guard rc == SQLITE_OK else { throw HistorySQLite.error(rc, connection, sql: "bind") }
    }

    /// `list` in order: by the top 16 bits of the low word into 65,536 runs (the digests are uniform),
    /// each run then sorted in place; a short list with `sorted()`.
    static func sorted(_ list: [Kept]) -> [Kept] {
        guard list.count >= 1 << 16 else { return list.sorted() }
        let buckets = 1 << 16
        @inline(__always) func bucket(_ k: Kept) -> Int { Int(truncatingIfNeeded: (UInt64(bitPattern: k.low) ^ (1 << 63)) >> 48) }
        var starts = [Int](repeating: 0, count: buckets + 1)
        for k in list { starts[bucket(k) + 1] += 1 }
        for b in 0..<buckets { starts[b + 1] += starts[b] }
        var next = starts
        var out = [Kept](unsafeUninitializedCapacity: list.count) { buffer, n in
            for k in list {
                let b = bucket(k)
                (buffer.baseAddress! + next[b]).initialize(to: k)
                next[b] += 1
            }
            n = list.count
        }
        out.withUnsafeMutableBufferPointer { buffer in
            for b in 0..<buckets where starts[b + 1] - starts[b] > 1 {
                var run = UnsafeMutableBufferPointer(rebasing: buffer[starts[b]..<starts[b + 1]])
                guard run.count <= 32 else { run.sort(); continue }
                for i in 1..<run.count {  // insertion sort: a run holds ~16 on average
                    let k = run[i]
                    var j = i
                    while j > 0, k < run[j - 1] {
                        run[j] = run[j - 1]
                        j -= 1
                    }
                    run[j] = k
                }
            }
        }
        return out
    }
}
