import Foundation
import StatementKit
import Testing

/// What a recording counts when a file repeats its own rows and an earlier file's, within the INSERTs
/// of 16 rows, across them and in a file's last rows (which go one per INSERT); `forget --account`
/// names accounts as `history list` and the report's `--account` do.
@Suite struct HistoryBatchAndForgetTests {
    typealias T = HistoryStoreTests

    /// A transaction with the bank's own id.
    static func withID(_ id: String, _ day: String = "2026-10-05") -> Transaction {
        var t = T.transaction(day, "-\(id.count).00", "VIR \(id)")
        t.id = id
        t.hasSourceID = true
        return t
    }

    @Test func transactionsRecordedBatchAtATimeAreCountedOneByOne() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        // Earlier download: every third id of 0..<30.
        let earlier = stride(from: 0, to: 30, by: 3).map { Self.withID("id-\($0)") }
        #expect(try store.record([T.input("earlier.csv", earlier)], importedAt: 1).first?.recorded == 10)
        // This download: ids 0..<30, with id-4 twice in one batch (rows 4 and 5) and id-7 twice across
        // two batches (rows 8 and 9): 20 new, 2 repeated within the file, 10 from the earlier one.
        var ids = (0..<30).map { "id-\($0)" }
        ids.insert("id-4", at: 5)
        ids.insert("id-7", at: 9)
        let outcome = try store.record([T.input("now.csv", ids.map { Self.withID($0) })], importedAt: 2)
        #expect(outcome == [HistoryRecordOutcome(file: "now.csv", recorded: 20, alreadyRecorded: 2, fromOtherFiles: ["earlier.csv": 10])])
        #expect(try store.count() == 30)
        // The same file again: all 32 known, none recorded; a file of 3 (less than a batch) too.
        let again = try store.record([T.input("now.csv", ids.map { Self.withID($0) })], importedAt: 3)
        #expect(again == [HistoryRecordOutcome(file: "now.csv", recorded: 0, alreadyRecorded: 22, fromOtherFiles: ["earlier.csv": 10])])
        let small = try store.record([T.input("small.csv", [Self.withID("id-1"), Self.withID("new-1"), Self.withID("new-1")])], importedAt: 4)
        #expect(small == [HistoryRecordOutcome(file: "small.csv", recorded: 1, alreadyRecorded: 1, fromOtherFiles: ["now.csv": 1])])
        #expect(try store.count() == 31)
        // Read back in booking order, then the order recorded, each once.
        let read = try store.transactions().map(\.transaction.id)
        #expect(read.count == 31 && Set(read).count == 31)
        #expect(Array(read.prefix(4)) == ["id-0", "id-3", "id-6", "id-9"])
    }

    @Test func repeatsAcrossBatchesAndInAFilesLastRowsAreCountedOnce() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        let earlier = stride(from: 0, to: 40, by: 3).map { Self.withID("id-\($0)") }
        #expect(try store.record([T.input("earlier.csv", earlier)], importedAt: 1).first?.recorded == 14)
        // 44 rows: two INSERTs of 16, then 12 one by one. id-16 is row 15 (first INSERT) and row 17
        // (second); id-2 comes back among the last rows; id-40 is twice among them.
        var ids = (0..<40).map { "id-\($0)" }
        ids.insert("id-16", at: 15)
        ids += ["id-2", "id-40", "id-40"]
        let outcome = try store.record([T.input("now.csv", ids.map { Self.withID($0) })], importedAt: 2)
        #expect(outcome == [HistoryRecordOutcome(file: "now.csv", recorded: 27, alreadyRecorded: 3, fromOtherFiles: ["earlier.csv": 14])])
        #expect(try store.count() == 41)
        let again = try store.record([T.input("again.csv", ids.reversed().map { Self.withID($0) })], importedAt: 3)
        #expect(again == [HistoryRecordOutcome(file: "again.csv", recorded: 0, alreadyRecorded: 0, fromOtherFiles: ["now.csv": 30, "earlier.csv": 14])])
        #expect(try store.count() == 41)
        // Recorded in the files' order: the earlier file's rows first, then this one's in its order.
        let read = try store.transactions().map(\.transaction.id)
        #expect(read == (0..<40).filter { $0 % 3 == 0 }.map { "id-\($0)" } + (0...40).filter { $0 % 3 != 0 }.map { "id-\($0)" })
    }

    @Test func forgetNamesAnAccountByItsFileWhenTheStatementNamedNone() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        let joint = [T.transaction("2026-10-01", "-1150.00", "LOYER"), T.transaction("2026-10-20", "-64.37", "CARREFOUR")]
        let bank = [T.transaction("2026-10-02", "-78.40", "EDF")]
        _ = try store.record([T.input("compte-joint-2026-10.csv", joint, account: ""), T.input("releve.csv", bank)], importedAt: 1)
        let known = try store.accounts()
        #expect(known.map(\.account) == ["", "FR7630001007941234567890185"])
        #expect(known.map(\.file) == ["compte-joint-2026-10.csv", "releve.csv"])
        let months = try store.months()
        #expect(months.map(\.file) == ["compte-joint-2026-10.csv", ""])
        // A part of the file's name, ignoring case; a part of the IBAN; the exact key ""; nothing.
        #expect(HistoryAccountMatch("Compte-Joint").pick(known).map(\.file) == ["compte-joint-2026-10.csv"])
        #expect(HistoryAccountMatch("1234567890185").pick(known).map(\.file) == ["releve.csv"])
        #expect(HistoryAccountMatch("").pick(known).map(\.file) == ["compte-joint-2026-10.csv"])
        #expect(HistoryAccountMatch("livret").pick(known).isEmpty)
        // Nothing matched: nothing removed, and every account given back for the message.
        let none = try store.forget(from: nil, to: nil, choose: HistoryAccountMatch("livret").pick)
        #expect(none.count == 0 && none.matched.isEmpty && none.known.count == 2)
        #expect(try store.count() == 3)
        let some = try store.forget(from: nil, to: CalendarDay(iso: "2026-10-10"), choose: HistoryAccountMatch("compte-joint").pick)
        #expect(some.count == 1)
        #expect(try store.transactions().map(\.transaction.description) == ["EDF", "CARREFOUR"])
    }
}
