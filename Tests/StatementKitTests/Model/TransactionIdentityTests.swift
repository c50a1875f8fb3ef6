import StatementKitTestSupport
import Testing

@testable import StatementKit
@testable import StatementModel

@Suite struct TransactionIdentityTests {
    private func transaction(id: String = "h1", source: Bool = false, day: String = "2026-10-03", amount: String = "-4.50",
                             currency: String = "EUR", text: String = "CB CAFE DU PORT") -> Transaction {
        Transaction(id: id, hasSourceID: source, bookingDate: CalendarDay(iso: day)!,
                    amount: Money(Amount(exactly: amount)!, Currency(code: currency)!), description: text,
                    location: SourceLocation(file: "a.csv", line: 2))
    }

    @Test func aSourceIDIsTheIdentityWhateverTheText() {
        let a = TransactionIdentity(transaction(id: "FIT-1", source: true, text: "CB CAFE"), account: "FR76")
        let b = TransactionIdentity(transaction(id: "FIT-1", source: true, day: "2026-10-04", text: "Café"), account: "FR76")
        #expect(a == b)
        #expect(a.key == .source("FIT-1"))
        // The same FITID in another account is another transaction.
        #expect(a != TransactionIdentity(transaction(id: "FIT-1", source: true), account: "FR77"))
    }

    @Test func aComputedIDIsNeverAnIdentity() {
        // Two files compute different ids for the same row (position is part of them): content decides.
        let a = TransactionIdentity(transaction(id: "h1"), account: "x")
        let b = TransactionIdentity(transaction(id: "h2", text: "cb  Café-du-Port "), account: "x")
        #expect(a == b)
        #expect(a.key == .content(day: CalendarDay(iso: "2026-10-03")!, amount: Money(Amount(exactly: "-4.5")!, Currency(code: "EUR")!),
                                  text: "cb cafe du port"))
    }

    @Test func contentDiffersByDayAmountCurrencyTextAndAccount() {
        let base = TransactionIdentity(transaction(), account: "x")
        #expect(base != TransactionIdentity(transaction(day: "2026-10-04"), account: "x"))
        #expect(base != TransactionIdentity(transaction(amount: "4.50"), account: "x"))
        #expect(base != TransactionIdentity(transaction(currency: "GBP"), account: "x"))
        #expect(base != TransactionIdentity(transaction(text: "CB CAFE DU PORT 2"), account: "x"))
        #expect(base != TransactionIdentity(transaction(), account: "y"))
    }

    @Test func normalisesCaseAccentsAndSpaces() {
        #expect(TransactionIdentity.normalised("  PRLV SEPA   Électricité-de-France ") == "prlv sepa electricite de france")
        #expect(TransactionIdentity.normalised("") == "")
    }

    @Test func storageKeyIsStableText() {
        let s = TransactionIdentity(transaction(id: "FIT-1", source: true), account: "FR76")
        #expect(s.storageKey == "s\u{1F}FR76\u{1F}FIT-1")
        let c = TransactionIdentity(transaction(amount: "-4.5", text: "CB Café"), account: "")
        #expect(c.storageKey == "c\u{1F}\u{1F}2026-10-03\u{1F}-450 EUR\u{1F}cb cafe")
        // More digits than the currency's minor unit: the exact decimal.
        let fine = TransactionIdentity(transaction(amount: "-0.125"), account: "a")
        #expect(fine.storageKey == "c\u{1F}a\u{1F}2026-10-03\u{1F}-0.125 EUR\u{1F}cb cafe du port")
        let yen = TransactionIdentity(transaction(amount: "-300", currency: "JPY"), account: "a")
        #expect(yen.storageKey.contains("\u{1F}-300 JPY\u{1F}"))
    }

    /// Each importer says whether the id it gives is the source's own.
    @Test(arguments: [
        ("releve-2026-10.ofx", true), ("northwind-checking-2026-10.qfx", true), ("camt053-2026-10.xml", true),
        ("starling-2026-10.json", true), ("nordigen-compte-courant-2026-10.json", true),
        ("quicken-2026-10.qif", false), ("boursobank-2026-10.csv", false), ("compte-joint-2026-10.csv", false),
    ])
    func importersMarkSourceIDs(_ file: String, _ expected: Bool) throws {
        let result = try ReportSession().importFile(.file(Paths.samples.appending(path: file).path))
        let transactions = result.statements.flatMap(\.transactions)
        #expect(!transactions.isEmpty)
        #expect(transactions.allSatisfy { $0.hasSourceID == expected }, "\(file)")
    }
}
