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

@Suite struct MoneyTests {
    let eur = Currency(code: "EUR")!
    let usd = Currency(code: "USD")!

    @Test func addingTwoCurrenciesIsATypedError() {
        let a = Money(Amount(exactly: "10.00")!, eur)
        let b = Money(Amount(exactly: "5.00")!, usd)
        #expect(throws: MoneyError.currencyMismatch(eur, usd)) { try a.adding(b) }
    }

    @Test func addsTheSameCurrency() throws {
        let sum = try Money(Amount(exactly: "10.05")!, eur).adding(Money(Amount(exactly: "-0.06")!, eur))
        #expect(sum == Money(Amount(exactly: "9.99")!, eur))
    }

    @Test func totalsKeepCurrenciesApart() {
        var totals = CurrencyTotals()
        totals.add(Money(Amount(exactly: "1.10")!, eur))
        totals.add(Money(Amount(exactly: "2.20")!, usd))
        totals.add(Money(Amount(exactly: "3.30")!, eur))
        #expect(totals.currencies == [eur, usd])
        #expect(totals[eur].amount == Amount(exactly: "4.40")!)
        #expect(totals[usd].amount == Amount(exactly: "2.2")!)
    }

    @Test func describesWithTheCurrencysDigits() {
        #expect(Money(Amount(exactly: "12.5")!, eur).description == "12.50 EUR")
        #expect(Money(Amount(exactly: "1200")!, Currency(code: "JPY")!).description == "1200 JPY")
        #expect(Money(Amount(exactly: "0.12345")!, eur).description == "0.12345 EUR")
    }
}
