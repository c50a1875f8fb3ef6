import Foundation
import StatementKit
import Testing

/// What a recording counts when a file repeats its own rows and an earlier file's, within the INSERTs
/// of 32 rows, across them and in a file's last rows (which go one per INSERT); `forget --account`
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
        // This download: ids 0..<30, with id-4 twice (rows 4 and 5) and id-7 twice (rows 8 and 9), 32 rows,
        // one INSERT: 20 new, 2 repeated within the file, 10 from the earlier one.
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
        // 44 rows: an INSERT of 32, then 12 one by one. id-31 is row 30 (the INSERT) and row 32 (the
        // first of the last rows); id-2 comes back among the last rows; id-40 is twice among them.
        var ids = (0..<40).map { "id-\($0)" }
        ids.insert("id-31", at: 30)
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

    /// A transaction whose account, currency, kind, status and value day are chosen by `pattern`: the
    /// INSERTs bind such a value again only when it changed since the slot's last row.
    static func varied(_ i: Int, pattern: Int) -> Transaction {
        var t = withID("v-\(i)")
        let long = "COMPTE JOINT " + String(repeating: "TRES LONG ", count: 8)
        t.account = ["FR76 3000 1007 9412 3456 7890 185", nil, long, "", long, "LIVRET A"][pattern % 6]
        t.amount = Money(Amount(exactly: "-\(i + 1).25")!, Currency(code: pattern % 4 == 1 ? "USD" : "EUR")!)
        t.kind = TransactionKind.allCases[pattern % TransactionKind.allCases.count]
        t.status = TransactionStatus.allCases[pattern % TransactionStatus.allCases.count]
        t.valueDate = pattern % 3 == 0 ? nil : CalendarDay(iso: "2026-10-0\(pattern % 9 + 1)")
        return t
    }

    @Test func valuesThatChangeOrRepeatFromRowToRowAreRecordedAsGiven() throws {
        let dir = try T.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        // 120 rows (three INSERTs of 32, then 24 one by one): each slot's values change from one INSERT
        // to the next for some rows and stay for others, a long account text among them.
        let given = (0..<120).map { Self.varied($0, pattern: $0 % 5 == 0 ? 0 : $0 / 16 + $0 % 3) }
        #expect(try store.record([T.input("varied.csv", given)], importedAt: 1).first?.recorded == 120)
        let read = try store.transactions()
        func fields(_ t: Transaction, _ account: String) -> String {
            "\(t.id) \(account) \(t.account ?? "-") \(t.amount) \(t.kind) \(t.status) \(t.valueDate?.description ?? "-")"
        }
        let expected = given.map { fields($0, $0.account.flatMap { $0.isEmpty ? nil : $0 } ?? "FR7630001007941234567890185") }
        #expect(read.map { fields($0.transaction, $0.account) } == expected)
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
        // A forgotten transaction is forgotten with its identity: the same file again records it again.
        let again = try store.record([T.input("compte-joint-2026-10.csv", joint, account: "")], importedAt: 2)
        #expect(again == [HistoryRecordOutcome(file: "compte-joint-2026-10.csv", recorded: 1, alreadyRecorded: 1, fromOtherFiles: [:])])
        #expect(try store.transactions().map(\.transaction.description) == ["LOYER", "EDF", "CARREFOUR"])
    }
}
