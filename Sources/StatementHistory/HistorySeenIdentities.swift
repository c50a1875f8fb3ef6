import Foundation
@_implementationOnly import GRDB

/// What a bulk recording knows instead of the table `identities`, which it fills at the end, its
/// identities sorted (issue 22: a million random 16-byte keys kept in order row after row no longer
/// fit SQLite's page cache, and each insert read and wrote back pages of the index). Every identity
/// of the history and of the recording so far, with the id of the file that recorded it; the
/// history's are read first (a bulk recording is at least as big as the history).
final class HistorySeenIdentities {
    private let table: HistoryDigestTable
    /// The files' names by id, those of the history and of the recording.
    private var names: [Int64: String] = [:]

    /// `count`: the transactions about to be recorded.
    init(_ db: Database, count: Int) throws {
        let held = try Int.fetchOne(db, sql: "SELECT count(*) FROM transactions") ?? 0
        table = HistoryDigestTable(capacity: count + held)
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM files") {
            names[row[0]] = row[1] as String
        }
        let rows = try Row.fetchCursor(db, sql: """
            SELECT i.identity_low, i.identity_high, s.file_id FROM identities i
            JOIN transactions t ON t.id = i.transaction_id JOIN statements s ON s.id = t.statement_id
            """)
        while let row = try rows.next() {
            let identity = HistoryDigest(low: UInt64(bitPattern: row[0] as Int64), high: UInt64(bitPattern: row[1] as Int64))
            guard table.add(identity, row[2]) == nil else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "an identity is recorded twice")
            }
        }
    }

    /// Names the file of id `id`, recorded by this recording.
    func file(_ id: Int64, name: String) { names[id] = name }

    /// Nil when `identity` is new (it is now held, for file `file`); else the name of the file that
    /// recorded it (maybe `file` itself, for a repeat within it).
    func earlier(_ identity: HistoryDigest, file: Int64) -> String? {
        guard let found = table.add(identity, file) else { return nil }
        return names[found] ?? ""
    }
}

extension HistoryDigest {
    /// The digest of 16 bytes as versions 2 to 4 stored it (`withBytes`: the low word first, each little-endian).
    init(stored bytes: Data) {
        let (low, high) = bytes.withUnsafeBytes { ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                                                    $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        self.init(low: UInt64(littleEndian: low), high: UInt64(littleEndian: high))
    }
}
