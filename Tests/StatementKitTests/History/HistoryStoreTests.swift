import Foundation
import StatementKit
import Testing

/// The history file (issue 22): what it is made of, what it refuses, and that a failed run changes nothing.
@Suite struct HistoryStoreTests {
    static let eur = Currency(code: "EUR")!

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "history-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func transaction(_ day: String, _ amount: String, _ text: String, file: String = "a.csv") -> Transaction {
        Transaction(id: "row-\(day)-\(text)", bookingDate: CalendarDay(iso: day)!, amount: Money(Amount(exactly: amount)!, eur),
                    description: text, location: SourceLocation(file: file, line: 2))
    }

    static func input(_ name: String, _ transactions: [Transaction], account: String = "FR7630001007941234567890185") -> HistoryInput {
        let info = StatementInfo(account: Account(iban: account), currency: eur)
        return HistoryInput(name: "/some/folder/" + name, format: "csv",
                            statements: [Statement(info: info, transactions: transactions, source: name, format: "csv")])
    }

    static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// A big-endian 32-bit number of SQLite's file header (user_version at 60, application_id at 68).
    static func header(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test func aNewHistoryIsCreatedPrivateWithItsSchemaVersionAndApplicationID() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appending(path: "h.sqlite").path
        let store = try HistoryStore(path: path)
        _ = try store.record([Self.input("a.csv", [Self.transaction("2026-10-01", "-4.20", "CAFE")])], importedAt: 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let bytes = try Self.bytes(URL(fileURLWithPath: path))
        #expect(Self.header(bytes, 60) == 2, "user_version")
        #expect(Self.header(bytes, 68) == 0x5352_4831, "application_id SRH1")
        // Opening again migrates nothing and keeps what was recorded.
        #expect(try HistoryStore(path: path).count() == 1)
    }

    @Test func aTextFileIsRefusedAndLeftAsItWas() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "notes.txt")
        try "my notes, not a history\n".write(to: url, atomically: true, encoding: .utf8)
        let before = try Self.bytes(url)
        #expect(throws: HistoryError.self) { try HistoryStore(path: url.path) }
        do { _ = try HistoryStore(path: url.path) } catch { #expect(error.kind == .foreign) }
        #expect(try Self.bytes(url) == before)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "other.sqlite")
        _ = try HistoryStore(path: url.path)
        // The same file with another program's application_id: a valid SQLite database, not ours.
        var bytes = try Self.bytes(url)
        bytes.replaceSubrange(68..<72, with: [0x0F, 0x05, 0x51, 0x0C])
        try Data(bytes).write(to: url)
        do {
            _ = try HistoryStore(path: url.path)
            Issue.record("another program's database was opened")
        } catch {
            #expect(error.kind == .foreign)
            #expect(error.description.contains("another program"), "\(error)")
        }
        #expect(try Self.bytes(url) == bytes)
    }

    @Test func aRunThatFailsHalfwayLeavesTheHistoryUnchanged() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "h.sqlite")
        let store = try HistoryStore(path: url.path)
        _ = try store.record([Self.input("september.csv", [Self.transaction("2026-09-03", "-64.37", "CB CARREFOUR")])], importedAt: 1)
        let before = try Self.bytes(url)
        // The second file holds an amount the history cannot store: the first file of the run goes too.
        var huge = Self.transaction("2026-10-05", "-1", "HUGE")
        huge.amount = Money(Amount(units: Int128(10).multipliedReportingOverflow(by: Int128(1) << 70).partialValue, scale: 0), Self.eur)
        let run = [Self.input("october.csv", [Self.transaction("2026-10-03", "-58.90", "CB CARREFOUR")]),
                   Self.input("bad.csv", [huge])]
        #expect(throws: HistoryError.self) { try store.record(run, importedAt: 2) }
        #expect(try store.count() == 1)
        #expect(try Self.bytes(url) == before)
    }

    @Test func anOverlappingDownloadIsRecordedOnceAndSaysFromWhichFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        func t(_ d: String, _ a: String, _ x: String) -> Transaction { Self.transaction(d, a, x) }
        let october = [t("2026-10-28", "-51.05", "CB GRAND FRAIS"), t("2026-10-30", "-2.50", "FRAIS TENUE DE COMPTE"),
                       t("2026-10-31", "-3.10", "CAFE"), t("2026-10-31", "-3.10", "CAFE")]
        // Last month's download overlaps this one by three days; this one has a third coffee on the 31st.
        let november = [t("2026-10-28", "-51.05", "CB Grand  Frais"), t("2026-10-30", "-2.50", "FRAIS TENUE DE COMPTE"),
                        t("2026-10-31", "-3.10", "CAFE"), t("2026-10-31", "-3.10", "CAFE"), t("2026-10-31", "-3.10", "CAFE"),
                        t("2026-11-03", "-64.37", "CB CARREFOUR MARKET")]
        let first = try store.record([Self.input("releve-2026-10.csv", october)], importedAt: 1)
        #expect(first == [HistoryRecordOutcome(file: "releve-2026-10.csv", recorded: 4, alreadyRecorded: 0, fromOtherFiles: [:])])
        let second = try store.record([Self.input("releve-2026-11.csv", november)], importedAt: 2)
        #expect(second == [HistoryRecordOutcome(file: "releve-2026-11.csv", recorded: 2, alreadyRecorded: 0,
                                                fromOtherFiles: ["releve-2026-10.csv": 4])])
        let again = try store.record([Self.input("releve-2026-11.csv", november)], importedAt: 3)
        #expect(again.first?.alreadyRecorded == 2)
        #expect(again.first?.fromOtherFiles == ["releve-2026-10.csv": 4])
        #expect(again.first?.recorded == 0)
        let coffees = try store.transactions().filter { $0.transaction.description == "CAFE" }
        #expect(coffees.count == 3)
        // The folder of a file is never stored.
        #expect(try store.transactions().allSatisfy { !$0.file.contains("/") })
    }

    @Test func recordingTheSameFilesInAnyOrderAndAnyNumberOfTimesGivesTheSameHistory() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func t(_ d: String, _ a: String, _ x: String) -> Transaction { Self.transaction(d, a, x) }
        let files = [
            Self.input("a.csv", [t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X"), t("2026-09-02", "-2.00", "Y")]),
            Self.input("b.csv", [t("2026-09-01", "-1.00", "x"), t("2026-09-02", "-2.00", "Y"), t("2026-09-03", "3.00", "Z")]),
            Self.input("c.csv", [t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X")]),
            Self.input("d.csv", [t("2026-09-03", "3.00", "Z")], account: "FR7610000000000000000000001"),
        ]
        func content(_ store: HistoryStore) throws -> [String] {
            try store.transactions().map { "\($0.account) \($0.transaction.bookingDate) \($0.transaction.amount) \(HistoryTests.fold($0.transaction.description))" }.sorted()
        }
        var generator = SystemRandomNumberGenerator()
        var expected: [String]?
        for round in 0..<12 {
            let store = try HistoryStore(path: dir.appending(path: "h\(round).sqlite").path)
            var sequence = files + files.filter { _ in Bool.random(using: &generator) }
            sequence.shuffle(using: &generator)
            // Sometimes in one run, sometimes one file per run.
            if round % 2 == 0 {
                _ = try store.record(sequence, importedAt: 0)
            } else {
                for file in sequence { _ = try store.record([file], importedAt: 0) }
            }
            let found = try content(store)
            if let expected { #expect(found == expected, "round \(round)") } else { expected = found }
        }
        #expect(expected?.count == 6)
    }
}

enum HistoryTests {
    static func fold(_ text: String) -> String { text.lowercased() }
}
