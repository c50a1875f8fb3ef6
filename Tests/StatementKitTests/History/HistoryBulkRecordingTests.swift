import Foundation
@testable import StatementHistory
import StatementKit
import Testing

/// A bulk recording (at least `HistoryWriter.bulkFrom` transactions, at least as many as the history
/// holds) drops the UNIQUE index on identities while it inserts and tells repeats apart in memory
/// (issue 22): it must record and count exactly what the row-by-row recording does, and leave the
/// history with its indexes.
@Suite struct HistoryBulkRecordingTests {
    typealias T = HistoryStoreTests

    /// This run's two files: ids 0..<40 with repeats between the INSERT of 32 and the last rows and among
    /// the last rows, and coffees without ids (the multiset rule: two in a file are two rows); the second file
    /// overlaps the first and the earlier download.
    static func files() -> [HistoryInput] {
        var ids = (0..<40).map { "id-\($0)" }
        ids.insert("id-31", at: 30)
        ids += ["id-2", "id-40", "id-40"]
        let coffee = T.transaction("2026-10-31", "-3.10", "CAFE")
        let now = ids.map { HistoryBatchAndForgetTests.withID($0) } + [coffee, coffee, T.transaction("2026-10-31", "-2.80", "THE")]
        let other = (35..<50).map { HistoryBatchAndForgetTests.withID("id-\($0)") } + [coffee, coffee, coffee]
        return [T.input("now.csv", now), T.input("other.csv", other)]
    }

    static func history(_ dir: URL, _ name: String, bulkFrom: Int) throws -> (HistoryStore, [HistoryRecordOutcome]) {
        let store = try HistoryStore(path: dir.appending(path: name).path)
        let earlier = stride(from: 0, to: 40, by: 3).map { HistoryBatchAndForgetTests.withID("id-\($0)") }
        _ = try store.record([T.input("earlier.csv", earlier + [T.transaction("2026-10-31", "-3.10", "CAFE")])], importedAt: 1)
        return (store, try store.record(files(), importedAt: 2, bulkFrom: bulkFrom))
    }

    @Test func aBulkRecordingRecordsAndCountsWhatTheRowByRowOneDoes() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (bulk, outcome) = try Self.history(dir, "bulk.sqlite", bulkFrom: 16)
        let (rows, rowOutcome) = try Self.history(dir, "rows.sqlite", bulkFrom: .max)
        // now.csv: 27 new ids, id-31, id-2 and id-40 again, 14 ids and the first coffee from earlier.csv,
        // the second coffee and the tea new; other.csv: id-41…49 and the third coffee new, id-35, 37, 38,
        // 40 and the second coffee from now.csv, id-36, 39 and the first coffee from earlier.csv.
        #expect(outcome == [
            HistoryRecordOutcome(file: "now.csv", recorded: 29, alreadyRecorded: 3, fromOtherFiles: ["earlier.csv": 15]),
            HistoryRecordOutcome(file: "other.csv", recorded: 10, alreadyRecorded: 0, fromOtherFiles: ["now.csv": 5, "earlier.csv": 3]),
        ])
        #expect(outcome == rowOutcome)
        #expect(try bulk.count() == 15 + 29 + 10)
        #expect(try bulk.transactions() == rows.transactions())
        #expect(try bulk.transactionIndexes() == ["transactions_by_date"])
        // The identities are in their table, sorted in at the end: the same files, row by row, add nothing.
        let again = try bulk.record(Self.files(), importedAt: 3)
        #expect(again.map(\.recorded) == [0, 0])
        #expect(try bulk.count() == 54)
    }

    /// A recording runs with SQLite's foreign key checks off (issue 22); they are on again after it,
    /// whether it committed or failed, so that what `forget` deletes still takes its rows along.
    /// A new history has 16 KiB pages.
    @Test func foreignKeysAreCheckedAgainAfterARecordingThatLandsOrFails() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (store, _) = try Self.history(dir, "h.sqlite", bulkFrom: 16)
        #expect(try store.pragma("foreign_keys") == 1)
        #expect(try store.pragma("page_size") == 16_384)
        var huge = T.transaction("2026-10-05", "-1", "HUGE")
        huge.amount = Money(Amount(units: Int128(10).multipliedReportingOverflow(by: Int128(1) << 70).partialValue, scale: 0), T.eur)
        #expect(throws: HistoryError.self) { try store.record([T.input("bad.csv", [huge])], importedAt: 3) }
        #expect(try store.pragma("foreign_keys") == 1)
        #expect(try store.count() == 54)
    }
}
