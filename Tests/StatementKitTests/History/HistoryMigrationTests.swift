import Foundation
@testable import StatementHistory
import StatementKit
import StatementKitTestSupport
import Synchronization
import Testing

/// Versions 2 (hashed identities, days as integers), 3 (no index on accounts), 4 (a named identity index),
/// 5 (the identity as two integers) and 6 (the identities in their own table) of the history's schema: a file of an older version opens, is
/// migrated in place and keeps every transaction and its identity.
@Suite struct HistoryMigrationTests {
    static let samples = ["Samples/releve-2026-10.ofx", "Samples/boursobank-2026-10.csv", "Samples/foyer-martin-compte-commun-2026-09-11.csv"]

    static func inputs() throws -> [HistoryInput] {
        let session = ReportSession(importOptions: ImportOptions(defaultCurrency: Currency(code: "EUR")))
        return try samples.map { name in
            let result = try session.importFile(InputFile.open(Paths.packageRoot.appending(path: name).path))
            return HistoryInput(name: name, format: result.statements.first?.format ?? "", statements: result.statements)
        }
    }

    @Test func sipHash128GivesTheReferenceDigest() {
        // SipHash-2-4-128, key 00 01 … 0f: the reference vector for "" (vectors_sip128[0]), and for 00 01 … 0e
        // (two full words and a tail).
        let hash = HistoryKeyHash(k0: 0x0706_0504_0302_0100, k1: 0x0F0E_0D0C_0B0A_0908)
        let empty = [UInt8]().withUnsafeBufferPointer { hash.digest($0) }
        #expect(empty.bytes == [0xA3, 0x81, 0x7F, 0x04, 0xBA, 0x25, 0xA8, 0xE6, 0x6D, 0xF6, 0x72, 0x14, 0xC7, 0x55, 0x02, 0x93])
        let fifteen = (0..<15).map { UInt8($0) }.withUnsafeBufferPointer { hash.digest($0) }
        #expect(fifteen.bytes == [0x54, 0x93, 0xE9, 0x99, 0x33, 0xB0, 0xA8, 0x11, 0x7E, 0x08, 0xEC, 0x0F, 0x97, 0xCF, 0xC3, 0xD9])
    }

    /// The transactions `benchmark-history record 40` recorded into `Fixtures/history/v2.sqlite`.
    static func benchmarkInput(_ count: Int) -> HistoryInput {
        let eur = Currency(code: "EUR")!
        let texts = ["CB CARREFOUR MARKET", "PRLV SEPA EDF", "CB LIDL", "PRLV NETFLIX.COM", "CB BOULANGERIE", "VIR SEPA LOYER", "CB SNCF"]
        let list = (0..<count).map { i in
            Transaction(id: "row-\(i)", bookingDate: CalendarDay(iso: "2024-01-01")!.adding(days: i / 900),
                        amount: Money(Amount(units: -Int128(100 + i % 9_000), scale: 2), eur), description: texts[i % texts.count] + " \(i % 997)",
                        location: SourceLocation(file: "bench.csv", line: i + 2))
        }
        let info = StatementInfo(account: Account(iban: "FR7630001007941234567890185"), currency: eur)
        return HistoryInput(name: "bench.csv", format: "csv", statements: [Statement(info: info, transactions: list, source: "bench.csv", format: "csv")])
    }

    /// A copy of `Fixtures/history/<fixture>` in a new folder (removed by the caller), opened as this build
    /// opens it: migrated in place to the newest version, which the file's header then says.
    static func migrated(fixture: String) throws -> (store: HistoryStore, dir: URL) {
        let dir = FileManager.default.temporaryDirectory.appending(path: "history-migration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let old = dir.appending(path: fixture)
        try FileManager.default.copyItem(at: Paths.packageRoot.appending(path: "Tests/StatementKitTests/Fixtures/history/\(fixture)"), to: old)
        let store = try HistoryStore(path: old.path)
        let bytes = Array(try Data(contentsOf: old))
        #expect(bytes[60..<64].reduce(0) { $0 << 8 | UInt32($1) } == UInt32(HistorySchema.version), "user_version")
        #expect(try store.transactionIndexes() == ["transactions_by_date"])
        return (store, dir)
    }

    /// A history `benchmark-history record 40` made (`benchmarkInput(40)`), migrated: the same transactions as a
    /// new history of them, and the same identities (recording them again adds nothing).
    static func checkMigratedBenchmark(fixture: String) throws {
        let (migrated, dir) = try migrated(fixture: fixture)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try migrated.count() == 40)
        let fresh = try HistoryStore(path: dir.appending(path: "fresh.sqlite").path)
        _ = try fresh.record([Self.benchmarkInput(40)], importedAt: 0)
        #expect(try fresh.transactionIndexes() == migrated.transactionIndexes())
        #expect(try migrated.transactions() == fresh.transactions())
        let again = try migrated.record([Self.benchmarkInput(40)], importedAt: 1)
        #expect(again.map(\.recorded) == [0])
        #expect(again.map(\.alreadyRecorded) == [40])
        #expect(try migrated.count() == 40)
    }

    @Test func aVersion2HistoryLosesItsAccountIndexAndKeepsItsTransactionsAndTheirIdentities() throws {
        // Made by the build of 2026-11-26 07:44 (schema 2): `benchmark-history record 40`. Its identities
        // were hashed from the whole key text then, piece by piece now.
        try Self.checkMigratedBenchmark(fixture: "v2.sqlite")
    }

    @Test func aVersion3HistoryGetsANamedIdentityIndexAndKeepsItsTransactionsAndTheirIdentities() throws {
        // Made by the release build of main ddd1f39 (schema 3): `benchmark-history record 40`. The UNIQUE
        // constraint's automatic index became one a bulk recording can drop and make again.
        try Self.checkMigratedBenchmark(fixture: "v3.sqlite")
    }

    @Test func aVersion4HistoryGetsItsIdentitiesAsTwoIntegersAndKeepsItsTransactionsAndTheirIdentities() throws {
        // Made by the release build of main 2f57326 (schema 4): `benchmark-history record 40`, then VACUUM; identities as 16-byte BLOBs.
        try Self.checkMigratedBenchmark(fixture: "v4.sqlite")
    }

    @Test func aVersion5HistoryGetsItsIdentitiesInTheirOwnTableAndKeepsItsTransactionsAndTheirIdentities() throws {
        // Made by the release build of main 8171d6e (schema 5): `benchmark-history record 40`, then VACUUM;
        // identities as two integer columns of `transactions`, under a UNIQUE index.
        try Self.checkMigratedBenchmark(fixture: "v5.sqlite")
    }

    @Test func identitiesSortedInRunsAreInTheTablesOrder() {
        // A bulk recording sorts its identities as SQLite orders `identities` (signed words, the low one
        // first), by runs of the low word's top bits for 65,536 or more; the same order as a plain sort.
        var generator = SystemRandomNumberGenerator()
        var list = (0..<70_000).map { i in
            HistoryIdentityInsert.Kept(HistoryDigest(low: generator.next(), high: generator.next()), id: Int64(i + 1))
        }
        list += [HistoryIdentityInsert.Kept(HistoryDigest(low: UInt64(bitPattern: list[5].low), high: 0), id: 70_001)]
        let sorted = HistoryIdentityInsert.sorted(list)
        #expect(sorted.count == list.count)
        #expect(sorted.map(\.id) == list.sorted().map(\.id))
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.low < $1.low || ($0.low == $1.low && $0.high < $1.high) })
    }

    @Test func theIdentityHashedPieceByPieceIsTheDigestOfItsText() throws {
        // Recording hashes the identity's parts as they come; a history's stored identities (and those of
        // every history written before) are the digest of the key text, so both must agree exactly.
        let hash = HistoryKeyHash(k0: 0x0123_4567_89AB_CDEF, k1: 0xFEDC_BA98_7654_3210)
        let eur = Currency(code: "EUR")!, jpy = Currency(code: "JPY")!
        func transaction(_ text: String, _ units: Int128, scale: Int, _ currency: Currency, day: String, id: String = "row",
                         source: Bool = false) -> Transaction {
            var t = Transaction(id: id, bookingDate: CalendarDay(iso: day)!, amount: Money(Amount(units: units, scale: scale), currency),
                                description: text, location: SourceLocation(file: "a.csv", line: 2))
            t.hasSourceID = source
            return t
        }
        var list = try Self.inputs().flatMap { $0.statements.flatMap(\.transactions) }
        list += [
            transaction("CB  Café-du-Port ", -1234, scale: 2, eur, day: "2026-10-05"),
            transaction(" --PRLV SEPA/EDF 09.2026 [Z]_x@y` ", -1234, scale: 2, eur, day: "2026-10-05"),
            transaction("....", -1, scale: 2, eur, day: "2026-10-05"),
            transaction("Ωμέγα ПРИВЕТ 東京 ﬁ", 5, scale: 0, jpy, day: "0999-01-31"),
            transaction("", -12345, scale: 3, eur, day: "2026-02-28"),
            transaction("VIR 12,5", Int128(Int64.max) * 1000, scale: 2, eur, day: "2026-12-31"),
            transaction("FITID", -100, scale: 2, eur, day: "2026-10-05", id: "2026100500012", source: true),
        ]
        for t in list {
            for account in ["", "FR7630001007941234567890185"] {
                var stream = hash.identityStream(t, account: account)
                let text = TransactionIdentity(t, account: account).storageKey
                #expect(stream.digest() == hash.digest(text), "\(text)")
                stream.append(0x1F)
                stream.append(decimal: 12)
                #expect(stream.digest() == hash.digest(text + "\u{1F}12"), "\(text)")
            }
        }
    }

    @Test func aVersion1HistoryIsMigratedAndKeepsItsTransactionsAndTheirIdentities() throws {
        // Made by the build of 2026-11-26 04:49 (schema 1): `history import` of the three samples.
        let (migrated, dir) = try Self.migrated(fixture: "v1.sqlite")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try migrated.count() == 97)
        // The same transactions as a history made by this version from the same files.
        let fresh = try HistoryStore(path: dir.appending(path: "fresh.sqlite").path)
        _ = try fresh.record(try Self.inputs(), importedAt: 0)
        #expect(try migrated.transactions() == fresh.transactions())
        #expect(try migrated.months() == fresh.months())
        // Their identities were carried over: recording the files again adds nothing.
        let again = try migrated.record(try Self.inputs(), importedAt: 1)
        #expect(again.map(\.recorded) == [0, 0, 0])
        #expect(again.map(\.alreadyRecorded) == [25, 15, 57])
        #expect(try migrated.count() == 97)
    }
}

/// Two runs writing to one history at once (issue 22): both land, or the second waits for the first
/// and then says that the history is busy.
@Suite struct HistoryConcurrencyTests {
    static func input(_ name: String, _ days: ClosedRange<Int>) -> HistoryInput {
        let eur = Currency(code: "EUR")!
        let list = days.map { d in
            Transaction(id: "\(name)-\(d)", bookingDate: CalendarDay(year: 2026, month: 10, day: d)!,
                        amount: Money(Amount(units: -Int128(100 * d), scale: 2), eur), description: "CB \(name) \(d)",
                        location: SourceLocation(file: name, line: d + 1))
        }
        let info = StatementInfo(account: Account(iban: "FR7630001007941234567890185"), currency: eur)
        return HistoryInput(name: name, format: "csv", statements: [Statement(info: info, transactions: list, source: name, format: "csv")])
    }

    @Test func twoRunsAtOnceBothLand() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "history-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appending(path: "h.sqlite").path
        _ = try HistoryStore(path: path)
        // Two runs, each with its own connection, overlapping by ten days.
        let runs = [Self.input("a.csv", 1...20), Self.input("b.csv", 11...30)]
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            do {
                _ = try HistoryStore(path: path).record([runs[i]], importedAt: Int64(i))
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        // Content keys differ (the texts name the file), so 20 + 20.
        #expect(try HistoryStore(path: path).count() == 40)
    }

    @Test func aRunThatFindsTheHistoryBusyWaitsThenSaysSo() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "history-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appending(path: "h.sqlite").path
        let first = try HistoryStore(path: path)
        let second = try HistoryStore(path: path, busyTimeout: 0.2)
        var caught: HistoryError?
        try first.whileHoldingWriteLock {
            do {
                _ = try second.record([Self.input("b.csv", 1...5)], importedAt: 1)
            } catch {
                caught = error as? HistoryError
            }
        }
        #expect(caught?.kind == .busy)
        #expect(caught.map { Catalogue.english.render($0.message) } == "\(path) is in use: another statement-report command is writing to it; try again when it has finished")
        // Nothing of the second run was written; once the first has finished, it lands.
        #expect(try first.count() == 0)
        _ = try second.record([Self.input("b.csv", 1...5)], importedAt: 2)
        #expect(try first.count() == 5)
    }
}
