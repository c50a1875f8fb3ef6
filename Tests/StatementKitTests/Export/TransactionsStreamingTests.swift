import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// `transactions` streams (`ReportSession.export`): what it writes is, byte for byte, what the
/// encoders write of the statements read whole — on every sample and corpus file, on files out of
/// date order, on statements that interleave, and when the sort spills to temporary files.
@Suite struct TransactionsStreamingTests {
    /// Bytes kept in memory, counting the writes.
    struct Memory: ExportDestination {
        var bytes: [UInt8] = []
        var writes = 0
        mutating func write(_ b: UnsafeRawBufferPointer) {
            bytes.append(contentsOf: b)
            writes += 1
        }
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    enum Event {
        case statement(Int, StatementInfo)
        case transaction(Int, Transaction)
    }

    /// What `transactions` wrote before it streamed: the statements read whole, then encoded.
    static func collected(_ statements: [Statement], _ format: TransactionsFormat, _ categorizer: Categorizer,
                          language: Language = .french) -> String {
        switch format {
        case .csv: return TransactionsCSV.encode(ExportedTransaction.all(statements, categorizer: categorizer), language: language)
        case .json: return TransactionsJSON.encode(statements, categorizer: categorizer)
        case .ledger: return TransactionsLedger.encode(statements, categorizer: categorizer, language: language)
        }
    }

    static func collected(_ events: [Event], _ format: TransactionsFormat, _ categorizer: Categorizer) -> String {
        var collector = StatementCollector()
        for e in events {
            switch e {
            case let .statement(i, info): collector.statement(i, info)
            case let .transaction(i, t): collector.transaction(i, t)
            }
        }
        return collected(collector.statements(source: "test.csv", format: "csv"), format, categorizer)
    }

    /// The events through the streaming sink and document; `runs` is how many sorted runs went to disk.
    static func streamed(_ events: [Event], _ format: TransactionsFormat, _ categorizer: Categorizer, memory: Int)
        throws -> (text: String, runs: Int)
    {
        let pieces = TransactionsPieces(format: format, catalog: categorizer.catalog, language: .french)
        var sink = ExportSink(source: "test.csv", format: "csv", pieces: pieces, categories: ExportCategories(categorizer: categorizer), memoryLimit: memory)
        for e in events {
            switch e {
            case let .statement(i, info): sink.statement(i, info)
            case let .transaction(i, t): sink.transaction(i, t)
            }
        }
        let runs = sink.spool.spilledRuns
        var document = ExportDocument(pieces: pieces, destination: Memory(), bodyMemory: 100)
        try document.add(sink)
        try document.finish()
        return (document.result.text, runs)
    }

    /// A deterministic generator (the same events every run).
    struct Numbers {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
    }

    static let statuses: [TransactionStatus] = [.booked, .booked, .booked, .pending, .information]

    static let texts = ["CB CARREFOUR", "=SUM(A1)", "LOYER; \"OCTOBRE\"", "VIR SEPA, M. DUPONT", "-PRLV EDF", "ligne\nsuite",
                        "café ☕︎", "\u{1B}[2J", "  espaces  ", "@home", "PAYPAL *SPOTIFY"]

    /// `count` transactions over `statements` statements (the third left empty), interleaved, on days
    /// in random order with many on the same day; balances and a period told after the transactions.
    static func events(_ count: Int, statements: Int = 4, seed: UInt64, order: (inout [Event]) -> Void = { _ in }) -> [Event] {
        var numbers = Numbers(state: seed)
        let accounts = [
            Account(id: "123", iban: "FR7630006000011234567890189", name: "Compte joint", type: .checking),
            Account(id: "4970-XXXX", name: "Carte; Visa", type: .creditCard),
            Account(name: "vide"),
            Account(id: "US-1", type: .savings),
        ]
        let currencies = ["EUR", "EUR", "EUR", "USD"]
        var out: [Event] = []
        for s in 0..<statements {
            out.append(.statement(s, StatementInfo(account: accounts[s % 4], currency: Currency(code: currencies[s % 4])!)))
        }
        var list: [Event] = []
        for i in 0..<count {
            var s = numbers.next(statements)
            if s == 2 { s = 0 }
            let day = CalendarDay(year: 2026, month: 1 + numbers.next(3), day: 1 + numbers.next(28))!
            let cents = numbers.next(200_000) - 150_000
            let amount = Amount(units: Int128(cents) * (s == 3 ? 10 : 1), scale: s == 3 ? 3 : 2)
            let text = texts[numbers.next(texts.count)]
            let t = Transaction(
                id: "t\(i)", bookingDate: day, valueDate: numbers.next(3) == 0 ? day.adding(days: 1) : nil,
                amount: Money(amount, Currency(code: currencies[s % 4])!), description: text,
                payee: numbers.next(2) == 0 ? texts[numbers.next(texts.count)] : nil, memo: numbers.next(4) == 0 ? "memo \(i)" : nil,
                reference: numbers.next(5) == 0 ? "REF,\(i)" : nil, category: numbers.next(6) == 0 ? "Logement" : nil,
                status: Self.statuses[numbers.next(5)], account: numbers.next(7) == 0 ? "autre" : nil,
                originalAmount: numbers.next(9) == 0 ? Money(Amount(units: 1234, scale: 2), Currency(code: "USD")!) : nil,
                location: SourceLocation(file: i % 50 == 0 ? "=odd, \"file\".csv" : "test.csv", line: i + 2, column: i % 3))
            list.append(.transaction(s, t))
        }
        order(&list)
        out += list
        for s in 0..<statements {
            let c = Currency(code: currencies[s % 4])!
            var info = StatementInfo(account: accounts[s % 4], currency: c)
            if s != 1 {
                info.period = DayRange(start: CalendarDay(year: 2026, month: 1, day: 1)!, end: CalendarDay(year: 2026, month: 3, day: 31)!)
                info.openingBalance = Balance(Money(Amount(units: 10_000, scale: 2), c), date: CalendarDay(year: 2026, month: 1, day: 1))
                info.closingBalance = Balance(Money(Amount(units: -5, scale: 2), c))
            }
            out.append(.statement(s, info))
        }
        return out
    }

    static func dayOf(_ e: Event) -> CalendarDay {
        if case let .transaction(_, t) = e { return t.bookingDate }
        return CalendarDay(year: 1, month: 1, day: 1)!
    }

    @Test(arguments: TransactionsFormat.allCases)
    func outOfOrderInterleavedStatementsGiveTheCollectedBytesWhetherTheSortSpillsOrNot(_ format: TransactionsFormat) throws {
        let events = Self.events(3_000, seed: 7)
        let categorizer = Categorizer()
        let expected = Self.collected(events, format, categorizer)
        for memory in [1, 5_000, 100_000, 1 << 30] {
            let (text, runs) = try Self.streamed(events, format, categorizer, memory: memory)
            #expect(text == expected, "memory \(memory)")
            if memory < 100_000 { #expect(runs > 1, "memory \(memory): the sort spilled to several runs") }
            if memory == 1 << 30 { #expect(runs == 0) }
        }
    }

    /// The merge hands each run's records over in spans (those before the other runs' next): spans
    /// across a refill of a run's buffer, and records longer than the buffer, give the same bytes.
    @Test(arguments: TransactionsFormat.allCases)
    func aMergeOfRecordsLongerThanItsBuffersGivesTheCollectedBytes(_ format: TransactionsFormat) throws {
        var events = Self.events(1_500, statements: 2, seed: 17)
        for (i, e) in events.enumerated() {
            guard case .transaction(let s, var t) = e, i % 7 == 0 else { continue }
            t.description = String(repeating: "LIBELLÉ \"\(i)\" ", count: 1 + i % 900)
            events[i] = .transaction(s, t)
        }
        let categorizer = Categorizer()
        let expected = Self.collected(events, format, categorizer)
        for memory in [1, 20_000, 300_000] {
            let (text, runs) = try Self.streamed(events, format, categorizer, memory: memory)
            #expect(text == expected, "memory \(memory)")
            #expect(runs > 1, "memory \(memory): the sort spilled to several runs")
        }
    }

    @Test(arguments: TransactionsFormat.allCases)
    func descendingAndSortedFilesGiveTheCollectedBytes(_ format: TransactionsFormat) throws {
        let categorizer = Categorizer()
        let descending = Self.events(2_000, statements: 1, seed: 11) { list in list.sort { Self.dayOf($0) > Self.dayOf($1) } }
        let ascending = Self.events(2_000, statements: 2, seed: 12) { list in list.sort { Self.dayOf($0) < Self.dayOf($1) } }
        for events in [descending, ascending] {
            let expected = Self.collected(events, format, categorizer)
            for memory in [3_000, 1 << 30] {
                #expect(try Self.streamed(events, format, categorizer, memory: memory).text == expected)
            }
        }
        // A file in date order spills as one run that grows: the merge is a copy.
        #expect(try Self.streamed(Self.events(2_000, statements: 1, seed: 13) { list in list.sort { Self.dayOf($0) < Self.dayOf($1) } },
                                  format, categorizer, memory: 3_000).runs == 1)
    }

    /// A journal whose last file is known writes its head (every currency's digits, the last file's
    /// too) before that file's records, which then go straight out: the same bytes as a journal
    /// whose body waits for the end, whether the earlier file's body spilled to disk or not.
    @Test func aJournalWhoseLastFileIsKnownGivesTheSameBytes() throws {
        let categorizer = Categorizer()
        // The second file alone has a USD statement: its digits must reach the head.
        let files = [Self.events(500, statements: 2, seed: 21), Self.events(700, statements: 4, seed: 22)]
        func journal(lastKnown: Bool, bodyMemory: Int) throws -> String {
            let pieces = TransactionsPieces(format: .ledger, catalog: categorizer.catalog, language: .french)
            var document = ExportDocument(pieces: pieces, destination: Memory(), bodyMemory: bodyMemory)
            var categories = ExportCategories(categorizer: categorizer)
            for (n, events) in files.enumerated() {
                var sink = ExportSink(source: "test\(n).csv", format: "csv", pieces: pieces, categories: categories, memoryLimit: 1 << 20)
                for e in events {
                    switch e {
                    case let .statement(i, info): sink.statement(i, info)
                    case let .transaction(i, t): sink.transaction(i, t)
                    }
                }
                categories = sink.take().categories
                try document.add(sink, last: lastKnown && n == files.count - 1)
            }
            try document.finish()
            return document.result.text
        }
        let expected = try journal(lastKnown: false, bodyMemory: 1 << 30)
        #expect(expected.split(separator: "\n").contains { $0.hasPrefix("commodity 1000.") && $0.hasSuffix(" USD") })
        for memory in [100, 1 << 30] {
            #expect(try journal(lastKnown: true, bodyMemory: memory) == expected, "body memory \(memory)")
            #expect(try journal(lastKnown: false, bodyMemory: memory) == expected, "body memory \(memory)")
        }
    }

    /// Every sample and corpus file, each format, read as the command reads it (two threads, the
    /// users' rules of a sample configuration), with the sort in memory and spilling at every few records.
    @Test(arguments: TransactionsFormat.allCases)
    func everyFileGivesTheBytesOfTheCollectedExport(_ format: TransactionsFormat) throws {
        let rules = try ReportConfig.load(path: Paths.samples.appending(path: "foyer-martin.yaml").path).rules
        let categorizer = Categorizer(rules: rules)
        var checked = 0
        for url in TransactionsJSONRoundTripTests.files {
            guard let original = TransactionsJSONRoundTripTests.original(url) else { continue }
            let expected = Self.collected(original.statements, format, categorizer, language: .english)
            for memory in [200, 16 << 20] {
                var export = TransactionsExport(format: format, categorizer: categorizer, language: .english)
                export.sortMemory = memory
                var out = Memory()
                let read = try ReportSession().export([.argument(url.path)], export, to: &out) { _, _ in }
                #expect(read == 1)
                #expect(out.text == expected, "\(url.lastPathComponent), memory \(memory)")
            }
            checked += 1
        }
        #expect(checked >= 20)
    }

    @Test(arguments: TransactionsFormat.allCases)
    func severalFilesAndOneThatFailsGiveTheCollectedBytes(_ format: TransactionsFormat) throws {
        let files = TransactionsJSONRoundTripTests.samples.map(\.path)
        let missing = "/nonexistent/statement.csv"
        let categorizer = Categorizer()
        var outcomes: [String] = []
        var unread: [String] = []
        let results = ReportSession().importAll((files + [missing]).map(InputSource.argument)) { name, outcome in
            if case .failed = outcome { unread.append(name) }
        }
        let expected = Self.collected(results.flatMap(\.statements), format, categorizer)
        var export = TransactionsExport(format: format, categorizer: categorizer, language: .french)
        export.sortMemory = 1_000
        export.keepDuplicates = true  // the samples share transactions; this is about the failed file
        var out = Memory()
        let read = try ReportSession().export(([missing] + files).map(InputSource.argument), export, to: &out) { name, outcome in
            if case .failed = outcome { outcomes.append(name) }
        }
        #expect(read == results.count)
        #expect(outcomes == [missing] + unread.filter { $0 != missing })
        // The failed file first: what comes after it is unchanged.
        #expect(out.text == expected)
    }

    @Test func nothingIsWrittenWhenNoFileCanBeRead() throws {
        var out = Memory()
        let read = try ReportSession().export([.argument("/nonexistent/a.csv")], TransactionsExport(format: .json, language: .english), to: &out) { _, _ in }
        #expect(read == 0)
        #expect(out.bytes.isEmpty && out.writes == 0)
    }

    /// A CSV file on disk with its rows out of date order, through the whole pipeline (importer on one
    /// thread, export on the other), with the sort spilling.
    @Test(arguments: TransactionsFormat.allCases)
    func aShuffledCSVFileOnDiskGivesTheCollectedBytes(_ format: TransactionsFormat) throws {
        var numbers = Numbers(state: 99)
        var text = "Date;Libellé;Montant;Compte\n"
        for i in 0..<5_000 {
            let account = numbers.next(3) == 0 ? "FR7630006000011234567890189" : "FR7611111111111111111111111"
            let day = 1 + numbers.next(28), month = 1 + numbers.next(12), label = Self.texts[numbers.next(2)]
            let units = numbers.next(900) - 450, cents = numbers.next(100)
            text += "\(day < 10 ? "0" : "")\(day)/\(month < 10 ? "0" : "")\(month)/2026;\(label) \(i);\(units),\(cents < 10 ? "0" : "")\(cents);\(account)\n"
        }
        let url = FileManager.default.temporaryDirectory.appending(path: "shuffled-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let categorizer = Categorizer()
        let original = try ReportSession().importFile(.file(url.path))
        #expect(original.statements.count == 2)
        let expected = Self.collected(original.statements, format, categorizer)
        var export = TransactionsExport(format: format, categorizer: categorizer, language: .french)
        export.sortMemory = 4_096
        var out = Memory()
        _ = try ReportSession().export([.argument(url.path)], export, to: &out) { _, _ in }
        #expect(out.text == expected)
    }

    /// An importer that names a statement's account only after its transactions.
    struct LateAccountImporter: StatementImporter {
        var format: String { "late" }
        func identify(_ head: [UInt8]) -> Identification? { nil }
        func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink) throws(ImportError) -> ImportRecord {
            let eur = Currency(code: "EUR")!
            sink.statement(0, StatementInfo(currency: eur))
            for (i, d) in [5, 2, 9].enumerated() {
                sink.transaction(0, Fixture.tx("2026-10-0\(d)", "-1\(i).00", "CB CARREFOUR \(i)", id: "x\(i)"))
            }
            sink.statement(0, StatementInfo(account: Account(iban: "FR7630006000011234567890189"), currency: eur))
            return ImportRecord(file: input.name, format: format)
        }
    }

    @Test(arguments: TransactionsFormat.allCases)
    func anAccountNamedAfterItsTransactionsIsReadAgainWhole(_ format: TransactionsFormat) throws {
        let session = ReportSession(inputFormat: "late", registry: ImporterRegistry(importers: [LateAccountImporter()]))
        let input = InputFile.bytes(Array("x".utf8), name: "late.txt")
        let expected = Self.collected(try session.importFile(input).statements, format, Categorizer())
        var out = Memory()
        let url = FileManager.default.temporaryDirectory.appending(path: "late-\(UUID().uuidString).txt")
        try Data("x".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try session.export([.argument(url.path)], TransactionsExport(format: format, language: .french), to: &out) { _, _ in }
        #expect(out.text == expected.replacingOccurrences(of: "late.txt", with: url.path))
        if format == .csv { #expect(out.text.contains("FR7630006000011234567890189")) }
    }

    /// The byte writers say what the text functions say, on text the bytes could misread.
    @Test func theBytesOfAnEntryAreTheTextsBytes() {
        for units: Int128 in [0, 5, -5, 1250, -1_234_567, 10, Int128.max / 3, Int128.min + 1] {
            for scale in 0...4 {
                var out: [UInt8] = []
                ExportBytes.append(units: units, scale: scale, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == Amount(units: units, scale: scale).description)
            }
        }
        let odd = ["  CB; CARREFOUR  ", "a\r\nb", "a\rb\u{0B}c\u{0C}", "x\u{2028}y", "e\u{301}", "; \u{301}x", ",\u{301}", "n°122",
                   "soft\u{AD}hyphen", "café ☕︎", "ÉTÉ; réf. 5866", "  ", "", "\t,;,", "\u{85}", "Å", "A\u{30A}"]
        let own = TransactionsLedger.Name("assets:bank:FR76 1"), other = TransactionsLedger.Name("expenses:Courses é")
        for (i, text) in odd.enumerated() {
            for status in [TransactionStatus.booked, .pending, .information] {
                var t = Fixture.tx("2026-10-0\(1 + i % 9)", i % 2 == 0 ? "-12.5" : "3", text, payee: odd[(i + 3) % odd.count], status: status,
                                   id: text + ",id")
                t.reference = odd[(i + 5) % odd.count]
                t.location = SourceLocation(file: text, line: i, column: i % 3)
                if i % 4 == 0 { t.originalAmount = Fixture.money("1.234", "USD") }
                var out: [UInt8] = []
                TransactionsLedger.appendEntry(t, own: own, other: other, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == "\n" + TransactionsLedger.entry(t, own: own.text, other: other.text), "\(text.debugDescription)")
                t.payee = text
                out = []
                TransactionsLedger.appendEntry(t, own: own, other: other, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == "\n" + TransactionsLedger.entry(t, own: own.text, other: other.text), "\(text.debugDescription)")
            }
        }
    }
}
