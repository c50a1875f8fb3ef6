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
        #expect(Self.header(bytes, 60) == 6, "user_version")
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
        func s(_ id: String, _ d: String, _ a: String) -> Transaction {
            var transaction = Self.transaction(d, a, "VIR \(id)")
            transaction.id = id
            transaction.hasSourceID = true
            return transaction
        }
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

    @Test func aReadOfDaysAlreadyReadSeesWhatWasRecordedInBetween() throws {
        // A report reads 13 months for its comparison, then 12 of them for its recurring payments; the
        // second read may reuse the first, but never once the history has changed.
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appending(path: "h.sqlite").path
        let store = try HistoryStore(path: path)
        func t(_ d: String, _ a: String, _ x: String) -> Transaction { Self.transaction(d, a, x) }
        func texts(_ from: String, _ to: String) throws -> [String] {
            try store.transactions(from: CalendarDay(iso: from)!, to: CalendarDay(iso: to)!).map(\.transaction.description)
        }
        _ = try store.record([Self.input("a.csv", [t("2026-09-01", "-1.00", "X"), t("2026-09-10", "-2.00", "Y"), t("2026-10-02", "-3.00", "Z")])],
                             importedAt: 0)
        #expect(try texts("2026-08-01", "2026-10-31") == ["X", "Y", "Z"])
        #expect(try texts("2026-09-02", "2026-09-30") == ["Y"])
        #expect(try texts("2026-10-03", "2026-10-31") == [])
        // Another run, with its own connection, records a payment of September: the next read has it.
        _ = try HistoryStore(path: path).record([Self.input("b.csv", [t("2026-09-15", "-4.00", "W")])], importedAt: 1)
        #expect(try texts("2026-09-01", "2026-09-30") == ["X", "Y", "W"])
        // And so does this store's own next recording.
        _ = try store.record([Self.input("c.csv", [t("2026-09-20", "-5.00", "V")])], importedAt: 2)
        #expect(try texts("2026-09-01", "2026-09-30") == ["X", "Y", "W", "V"])
    }

    @Test func recordingTheSameFilesInAnyOrderAndAnyNumberOfTimesGivesTheSameHistory() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func t(_ d: String, _ a: String, _ x: String) -> Transaction { Self.transaction(d, a, x) }
        func s(_ id: String, _ d: String, _ a: String) -> Transaction {
            var transaction = Self.transaction(d, a, "VIR \(id)")
            transaction.id = id
            transaction.hasSourceID = true
            return transaction
        }
        let files = [
            Self.input("a.csv", [t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X"), t("2026-09-02", "-2.00", "Y")]),
            Self.input("b.csv", [t("2026-09-01", "-1.00", "x"), t("2026-09-02", "-2.00", "Y"), t("2026-09-03", "3.00", "Z")]),
            Self.input("c.csv", [t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X"), t("2026-09-01", "-1.00", "X")]),
            Self.input("d.csv", [t("2026-09-03", "3.00", "Z")], account: "FR7610000000000000000000001"),
            // The bank's own ids (OFX FITIDs): the same id in two downloads is one transaction.
            Self.input("e.ofx", [s("A1", "2026-09-04", "-5.00"), s("A2", "2026-09-05", "-6.00")]),
            Self.input("f.ofx", [s("A2", "2026-09-05", "-6.00"), s("A3", "2026-09-06", "-7.00")]),
        ]
        func content(_ store: HistoryStore) throws -> [String] {
            try store.transactions().map { "\($0.account) \($0.transaction.bookingDate) \($0.transaction.amount) \(HistoryTests.fold($0.transaction.description))" }.sorted()
        }
        var expected: [String]?
        for round in 0..<12 {
            var generator = SplitMix64(seed: UInt64(round))  // reproducible: a failing round fails again
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
        #expect(expected?.count == 9)
        #expect(try HistoryStore(path: dir.appending(path: "h0.sqlite").path).count() == 9)
    }
}

/// A small seeded generator (SplitMix64), so that a shuffled test repeats its failures.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum HistoryTests {
    static func fold(_ text: String) -> String { text.lowercased() }
}
