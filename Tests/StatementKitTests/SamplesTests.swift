import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementKit

/// Every file in Samples/ imports to the facts in Samples/expected.json and renders in both languages.
@Suite struct SamplesTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var transactions: Int
        var sums: [String: String]
        var moneyIn: [String: String]
        var moneyOut: [String: String]
        var earliest: String?
        var latest: String?
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        guard let data = FileManager.default.contents(atPath: Paths.samples.appending(path: "expected.json").path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let files = root["files"] as? [String: [String: Any]]
        else { return [] }
        return files.keys.sorted().map { name in
            let e = files[name]!
            return Expectation(
                file: name, transactions: e["transactions"] as? Int ?? -1, sums: e["sum_by_currency"] as? [String: String] ?? [:],
                moneyIn: e["money_in"] as? [String: String] ?? [:], moneyOut: e["money_out"] as? [String: String] ?? [:],
                earliest: e["earliest"] as? String, latest: e["latest"] as? String)
        }
    }()

    /// Statement files in Samples/ (not the README, the expectations or configuration files).
    static var sampleFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" && $0 != "expected.json" && !$0.hasSuffix(".yaml") }.sorted()
    }

    @Test func everySampleHasAnExpectation() {
        #expect(!Self.sampleFiles.isEmpty)
        #expect(Set(Self.sampleFiles) == Set(Self.expectations.map(\.file)))
    }

    @Test(arguments: expectations)
    func importsToTheExpectedFacts(_ expected: Expectation) throws {
        let input = InputFile.file(Paths.samples.appending(path: expected.file).path)
        let result = try ImporterRegistry.standard.importFile(input)
        let transactions = result.statements.flatMap(\.transactions)
        #expect(transactions.count == expected.transactions)
        #expect(result.record.isBalanced)
        #expect(result.record.rejected.isEmpty)
        var sums = CurrencyTotals(), moneyIn = CurrencyTotals(), moneyOut = CurrencyTotals()
        for t in transactions {
            sums.add(t.amount)
            if t.isMoneyIn { moneyIn.add(t.amount) }
            if t.isMoneyOut { moneyOut.add(t.amount) }
        }
        func text(_ totals: CurrencyTotals) -> [String: String] {
            Dictionary(uniqueKeysWithValues: totals.all.map { ($0.currency.code, $0.amount.description) })
        }
        #expect(text(sums) == expected.sums)
        if !expected.moneyIn.isEmpty { #expect(text(moneyIn) == expected.moneyIn) }
        if !expected.moneyOut.isEmpty { #expect(text(moneyOut) == expected.moneyOut) }
        #expect(transactions.map(\.bookingDate).min()?.description == expected.earliest)
        #expect(transactions.map(\.bookingDate).max()?.description == expected.latest)

        // And it renders, in both languages and both formats.
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 22)!).build([result])
        for locale in [ReportLocale.french, .english] {
            let view = ReportView(report, locale: locale)
            for format in OutputFormat.allCases {
                let text = try format.renderer.render(view)
                #expect(text.count > 500)
            }
        }
    }
}
