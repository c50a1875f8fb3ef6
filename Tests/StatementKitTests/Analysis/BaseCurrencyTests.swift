import PropertyBased
import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// Totals in a base currency (`--base-currency`, `--rates`, issue 18): each amount converted at its
/// day's rate and rounded on its own, so that every converted total is the sum of its converted parts.
@Suite struct BaseCurrencyTests {
    typealias F = Fixture

    static let ratesFile = "Tests/StatementKitTests/Fixtures/rates/eurofxref-hist-2026-09-11.csv"

    static func rates() throws -> ExchangeRates {
        try ExchangeRatesReader.read(.file(Paths.packageRoot.appending(path: ratesFile).path), reference: nil)
    }

    /// The Durand household's three months with its totals in euros too.
    static func household(sections: [ReportSection]? = nil) throws -> Report {
        let (config, results, _) = try SamplesTests.household("famille-durand")
        var options = ReportOptions(config: config, sections: sections)
        options.baseCurrency = .euro
        options.rates = try rates()
        return ReportBuilder(generatedOn: F.day("2026-12-01"), config: config, options: options).build(results)
    }

    static let usdRates: ExchangeRates = {
        var table: [Currency: [ExchangeRates.Entry]] = [:]
        for (code, rate) in [("USD", "1.0835"), ("GBP", "0.84215"), ("JPY", "161.42")] {
            table[Currency(code: code)!] = (0..<31).map { i in
                ExchangeRates.Entry(day: F.day("2026-10-01").dayNumber + i, rate: Amount(exactly: rate)! + Amount(units: Int128(i), scale: 4), line: i + 2)
            }
        }
        return ExchangeRates(reference: .euro, source: "folder/rates.csv", format: "ecb-csv", maxAge: 7, rates: table)
    }()

    /// For any movements in four currencies: the converted money in is the sum of each credit converted
    /// alone, money out the sum of the spending rows, and the net money in plus money out, exactly.
    @Test func convertedTotalsAreTheSumOfTheConvertedParts() async {
        let codes = ["EUR", "USD", "GBP", "JPY"]
        let texts = ["CB CAFE DU COIN", "PRLV EDF", "SALAIRE ACME", "CB CARREFOUR", "AVOIR CARREFOUR", "CB FNAC"]
        let input = zip(Gen.int(in: -90_000...90_000).array(of: 1...30), Gen.int(in: 0...3).array(of: 30),
                        Gen.int(in: 0...5).array(of: 30), Gen.int(in: 0...30).array(of: 30))
        await propertyCheck(count: 150, input: input) { cents, currencies, which, days in
            var byCurrency: [String: [Transaction]] = [:]
            for (k, c) in cents.enumerated() {
                let code = codes[currencies[k]]
                let digits = Currency(code: code)!.minorUnits
                let amount = Amount(units: Int128(c), scale: digits)
                byCurrency[code, default: []].append(F.tx("2026-10-\(String(format: "%02d", 1 + days[k]))", amount.description, texts[which[k]],
                                                         currency: code, id: "r\(k)"))
            }
            let results = byCurrency.keys.sorted().map { F.result(F.statement(byCurrency[$0]!, currency: $0, source: "\($0).csv")) }
            var options = ReportOptions(sections: ReportSection.allCases)
            options.baseCurrency = .euro
            options.rates = Self.usdRates
            var accumulator = ReportBuilder(generatedOn: F.day("2026-12-01"), config: ReportConfig(), options: options).accumulator()
            accumulator.collectsTransactions = true
            accumulator.expectFiles(results.count)
            for result in results {
                accumulator.beginFile(source: result.record.file, format: "csv")
                for (i, st) in result.statements.enumerated() {
                    accumulator.statement(i, st.info)
                    for t in st.transactions { accumulator.transaction(i, t) }
                }
                accumulator.endFile(result.record)
            }
            let report = accumulator.report()
            // Nothing to convert (euros, or foreign amounts of zero): no converted figures.
            let foreign = byCurrency.contains { $0.key != "EUR" && $0.value.contains { !$0.amount.isZero } }
            guard let b = report.baseCurrency else { #expect(!foreign); return }
            #expect(b.miss == nil)
            #expect(b.net.amount == b.moneyIn.amount + b.moneyOut.amount)
            #expect(b.spending.reduce(Amount.zero) { $0 + $1.spent.amount } == b.moneyOut.amount.negated)
            // Money in and out again, each movement converted alone (refunds reduce money out).
            var moneyIn = Amount.zero, moneyOut = Amount.zero
            for e in accumulator.transactions() {
                let c = Self.usdRates.convert(e.transaction.amount, to: .euro, on: e.transaction.bookingDate)!.amount.amount
                if c.isPositive && !e.isRefund { moneyIn += c } else { moneyOut += c }
            }
            #expect(b.moneyIn.amount == moneyIn)
            #expect(b.moneyOut.amount == moneyOut)
            // Per currency, converted money in is never a sum across currencies: a report of euros only has none.
            #expect(b.rates.allSatisfy { $0.currency != .euro && $0.count > 0 })
        }
    }

    /// The household: euros as they are, dollars converted; the rates' days said; a weekend's dollars at Friday's rate.
    @Test func theHouseholdsTotalsInEuros() throws {
        let report = try Self.household()
        let b = try #require(report.baseCurrency)
        let eur = try #require(report.currencies.first { $0.currency == .euro })
        let usd = try #require(report.currencies.first { $0.currency.code == "USD" })
        #expect(b.moneyIn == eur.moneyIn)  // no money came in in dollars but a refund
        let rates = try Self.rates()
        var converted = Amount.zero
        for result in try SamplesTests.household("famille-durand").results {
            for t in result.statements.flatMap(\.transactions) where t.currency.code == "USD" {
                converted += rates.convert(t.amount, to: .euro, on: t.bookingDate)!.amount.amount
            }
        }
        #expect(b.moneyOut.amount == eur.moneyOut.amount + converted)
        #expect(b.moneyOut.amount != eur.moneyOut.amount + usd.moneyOut.amount)  // never added unconverted
        let use = try #require(b.rates.first)
        #expect(use.currency.code == "USD" && use.count == 7)
        #expect(use.firstRateDay == F.day("2026-10-06") && use.lastRateDay == F.day("2026-10-09"))
        #expect(use.earlierDay == 2)  // the 10th and 11th of October were a weekend: Friday's rate
        #expect(b.refunds?.amount.isPositive == true)
        #expect(b.spending.reduce(Amount.zero) { $0 + $1.spent.amount } == b.moneyOut.amount.negated)
    }

    /// A dollar amount of a day no rate covers is not converted: the figures say which, for the run to refuse.
    @Test func aDayNoRateCoversIsAMiss() throws {
        let t = F.tx("2026-12-24", "-10.00", "CB MACY'S", currency: "USD")
        var options = ReportOptions(sections: ReportSection.allCases)
        options.baseCurrency = .euro
        options.rates = try Self.rates()
        let report = F.report([F.result(F.statement([t], currency: "USD"))], options: options)
        let miss = try #require(report.baseCurrency?.miss)
        #expect(miss.location.description == "test.csv:2")
        #expect(miss.currency.code == "USD" && miss.day == F.day("2026-12-24"))
        // Without a base currency nothing is converted, and the sections stay per currency.
        #expect(F.report([F.result(F.statement([t], currency: "USD"))]).baseCurrency == nil)
    }

    @Test(arguments: [("fr", "md"), ("en", "md"), ("fr", "html"), ("en", "html"), ("fr", "txt"), ("en", "txt")])
    func theConvertedBlocksMatchTheirGolden(lang: String, ext: String) throws {
        var report = try Self.household()
        report.sections = [.summary, .spending]
        let view = ReportView(report, locale: ReportLocale(tag: lang)!)
        let golden = "Tests/StatementKitTests/Golden/currency/famille-durand-eur.\(lang).\(ext)"
        let failure: String?
        switch ext {
        case "html": failure = Golden.checkHTML(try HTMLRenderer().render(view), against: golden)
        case "txt": failure = Golden.check(try PlainTextRenderer().render(view), against: golden)
        default: failure = Golden.check(try MarkdownRenderer().render(view), against: golden)
        }
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func theJSONReportHoldsTheConvertedFigures() throws {
        var report = try Self.household()
        report.sections = [.summary, .spending]
        let json = ReportJSON.encode(report, language: .french)
        let failure = Golden.check(json, against: "Tests/StatementKitTests/Golden/currency/famille-durand-eur.report.json")
        #expect(failure == nil, "\(failure ?? "")")
        #expect(json.contains("\"ratesFile\": \"eurofxref-hist-2026-09-11.csv\""))
        let problems = try ReportSchemaTests.validate(json)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// The Swift page and the templates' page are the same bytes with the converted blocks too.
    @Test(arguments: ["fr", "en"])
    func theSwiftPageAndTheTemplatesAgree(lang: String) throws {
        var report = try Self.household()
        report.sections = [.summary, .spending]
        let view = ReportView(report, locale: ReportLocale(tag: lang)!)
        let swift = try HTMLRenderer().render(view)
        let templates = try HTMLRenderer().renderWithTemplates(view)
        #expect(swift == templates)
        #expect(swift.contains(lang == "fr" ? "Converti en EUR" : "Converted to EUR"))
    }
}
