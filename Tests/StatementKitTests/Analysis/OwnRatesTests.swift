import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementModel
@testable import StatementPresentation

/// `--base-currency` without a rates file (issue 18): the statements' own original amounts give the
/// rates — a card payment abroad booked in pounds tells what a euro cost that day.
@Suite struct OwnRatesTests {
    typealias F = Fixture

    /// A payment of €97.30 booked as £84.50 on 7 October, with `originalAmount`.
    static func cardPaymentAbroad(_ date: String = "2026-10-07") -> Transaction {
        var t = F.tx(date, "-84.50", "CARD PAYMENT PARIS", currency: "GBP")
        t.originalAmount = F.money("-97.30")
        return t
    }

    @Test func aPaymentAbroadGivesTheRateOfItsDayExactly() throws {
        var own = OwnRates(base: .init(code: "GBP")!)
        own.observe(Self.cardPaymentAbroad())
        let table = own.table()
        // Back to its own amount exactly; €10.00 is 10 × 84.50 / 97.30 = 8.6844… → £8.68, rounded once.
        #expect(table.convert(F.money("-97.30"), on: F.day("2026-10-07"))?.amount == F.money("-84.50", "GBP"))
        let ten = try #require(table.convert(F.money("10.00"), on: F.day("2026-10-20")))
        #expect(ten.amount == F.money("8.68", "GBP") && ten.rateDay == F.day("2026-10-07"))
        // Nearest day within 31 days, before or after; none further away.
        #expect(table.convert(F.money("10.00"), on: F.day("2026-09-06"))?.rateDay == F.day("2026-10-07"))
        #expect(table.convert(F.money("10.00"), on: F.day("2026-09-05")) == nil)
        #expect(table.convert(F.money("10.00"), on: F.day("2026-11-08")) == nil)
        #expect(table.convert(F.money("10.00", "USD"), on: F.day("2026-10-07")) == nil)  // no dollar rate seen
    }

    @Test func theNearestDayWinsAndTheEarlierOfTwoAsNear() {
        var own = OwnRates(base: .euro)
        // A dollar account topped up in euros: €100.00 gave $108.00 on the 10th, €100.00 gave $110.00 on the 20th.
        for (date, usd) in [("2026-10-10", "108.00"), ("2026-10-20", "110.00")] {
            var t = F.tx(date, usd, "TOP-UP", currency: "USD")
            t.originalAmount = F.money("100.00")
            own.observe(t)
        }
        let table = own.table()
        #expect(table.convert(F.money("-10.80", "USD"), on: F.day("2026-10-15"))?.amount == F.money("-10.00"))
        #expect(table.convert(F.money("-11.00", "USD"), on: F.day("2026-10-16"))?.amount == F.money("-10.00"))
    }

    /// A euro account and a pound account together, in pounds, without a rates file: the euro amounts
    /// are converted at the card payment's rate and the summary says where the rate came from.
    @Test func aReportInPoundsFromAPaymentAbroad() throws {
        let euros = F.statement([F.tx("2026-10-02", "-48.65", "CB CARREFOUR"), F.tx("2026-10-28", "1000.00", "SALAIRE ACME")])
        let pounds = F.statement([Self.cardPaymentAbroad()], currency: "GBP")
        var options = ReportOptions(sections: [.summary, .spending])
        options.baseCurrency = Currency(code: "GBP")
        let report = F.report([F.result(euros), F.result(pounds)], options: options)
        let figures = try #require(report.baseCurrency)
        #expect(figures.miss == nil && figures.ratesFormat == OwnRates.format && figures.ratesSource == nil)
        // 48.65 × 84.50 / 97.30 = 42.2499… → 42.25; 1 000 → 868.4481… → 868.45.
        #expect(figures.moneyOut == F.money("-126.75", "GBP"))
        #expect(figures.moneyIn == F.money("868.45", "GBP"))
        let summary = try #require(ReportView(report, locale: .english).sections.first?.content(as: SummarySection.self)?.converted)
        #expect(summary.notes.map(\.text).contains("EUR: 2 amounts, at the rate of your own transactions of October 7, 2026."))
        #expect(summary.notes[0].text.hasPrefix("Without a rates file, each amount is converted to GBP at the exchange rate of your own"))
    }

    /// No original amount anywhere: nothing to convert with, so the first foreign amount is the miss.
    @Test func withoutAnyOriginalAmountTheFirstForeignAmountIsTheMiss() throws {
        let euros = F.statement([F.tx("2026-10-02", "-48.65", "CB CARREFOUR")])
        var options = ReportOptions(sections: [.summary])
        options.baseCurrency = Currency(code: "GBP")
        let report = F.report([F.result(euros)], options: options)
        #expect(report.baseCurrency?.miss?.currency == .euro)
    }
}
