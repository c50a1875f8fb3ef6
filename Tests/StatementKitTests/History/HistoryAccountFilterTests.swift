import Foundation
import StatementKit
import Testing

/// `--account` over the history's transactions (issue 22): the comparison with earlier months and the
/// recurring payments of a report of one account read only that account's months from the history.
@Suite struct HistoryAccountFilterTests {
    static let eur = Currency(code: "EUR")!
    static let joint = "FR7630001007941234567890185", savings = "FR7610000000000000000000001"

    static func t(_ day: String, _ amount: String, _ text: String) -> Transaction {
        Transaction(id: "\(day)-\(text)", bookingDate: CalendarDay(iso: day)!, amount: Money(Amount(exactly: amount)!, eur),
                    description: text, location: SourceLocation(file: "x.csv", line: 2))
    }

    static func statement(_ iban: String, _ list: [Transaction]) -> Statement {
        Statement(info: StatementInfo(account: Account(iban: iban), currency: eur), transactions: list, source: "\(iban).csv", format: "csv")
    }

    /// Four months of each account: the joint account pays Netflix and groceries, the other one Spotify and a gym.
    static func months(_ iban: String) -> [Transaction] {
        let (subscription, price, shop, spent) = iban == joint
            ? ("PRLV NETFLIX.COM", "-13.49", "CB CARREFOUR MARKET", "-80.00") : ("PRLV SPOTIFY", "-10.99", "CB BASIC FIT", "-30.00")
        return ["07", "08", "09", "10"].flatMap { m in [t("2026-\(m)-05", price, subscription), t("2026-\(m)-12", spent, shop)] }
    }

    @Test func theComparisonAndTheRecurringPaymentsReadOnlyTheChosenAccountFromTheHistory() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "history-account-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try HistoryStore(path: dir.appending(path: "h.sqlite").path)
        let statements = [Self.statement(Self.joint, Self.months(Self.joint)), Self.statement(Self.savings, Self.months(Self.savings))]
        _ = try store.record(statements.map { HistoryInput(name: $0.source, format: "csv", statements: [$0]) }, importedAt: 0)
        let october = CalendarDay(iso: "2026-10-01")!
        let options = ReportOptions(from: october, to: october.lastOfMonth, accounts: [try TextPattern(.contains, "0185")])
        let builder = ReportBuilder(generatedOn: CalendarDay(iso: "2026-11-01")!, config: ReportConfig(), options: options)
        let results = statements.map { s in
            ImportResult(statements: [Statement(info: s.info, transactions: s.transactions.filter { $0.bookingDate >= october },
                                                source: s.source, format: "csv")],
                         record: ImportRecord(file: s.source, format: "csv"))
        }
        let report = builder.build(results)
        let session = ReportSession()
        let comparison = try session.comparisons(for: report, options: options, config: ReportConfig(), categorizer: Categorizer(), history: store,
                                                 run: RunFiles())
        // Only the joint account: 13.49 + 80.00 in October and in September, never the gym or Spotify.
        #expect(comparison.first?.total.current == Amount(exactly: "93.49"))
        #expect(comparison.first?.total.previous == Amount(exactly: "93.49"))
        let recurring = try session.withRecurring(report, options: options, config: ReportConfig(), categorizer: Categorizer(), history: store)
        let payees = recurring.currencies.flatMap { $0.recurring.map(\.payee) }
        #expect(payees.contains { $0.uppercased().contains("NETFLIX") }, "\(payees)")
        #expect(!payees.contains { $0.uppercased().contains("SPOTIFY") }, "\(payees)")
    }
}
