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

/// Every file in Samples/ imports to the facts in Samples/expected.json and renders in both languages;
/// every configuration in Samples/ loads, and the households it describes give their golden reports.
@Suite struct SamplesTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        /// `statement`, or `splitwise` for a Splitwise group export (a split source, not a statement).
        var kind: String
        var transactions: Int
        var sums: [String: String]
        var moneyIn: [String: String]
        var moneyOut: [String: String]
        var earliest: String?
        var latest: String?
        // Splitwise exports.
        var rows: Int
        var payments: Int
        var members: [String]
        var expenseCost: [String: String]
        var balances: [String: String]
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
                file: name, kind: e["kind"] as? String ?? "statement", transactions: e["transactions"] as? Int ?? -1,
                sums: e["sum_by_currency"] as? [String: String] ?? [:],
                moneyIn: e["money_in"] as? [String: String] ?? [:], moneyOut: e["money_out"] as? [String: String] ?? [:],
                earliest: e["earliest"] as? String, latest: e["latest"] as? String,
                rows: e["rows"] as? Int ?? -1, payments: e["payments"] as? Int ?? -1, members: e["members"] as? [String] ?? [],
                expenseCost: e["expense_cost_by_currency"] as? [String: String] ?? [:], balances: e["balances"] as? [String: String] ?? [:])
        }
    }()

    static var statementExpectations: [Expectation] { expectations.filter { $0.kind == "statement" } }
    static var splitwiseExpectations: [Expectation] { expectations.filter { $0.kind == "splitwise" } }

    /// Data files in Samples/ (not the README, the expectations or the configuration files).
    static var sampleFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" && $0 != "expected.json" && !$0.hasSuffix(".yaml") }.sorted()
    }

    /// The configuration files in Samples/, by name without `.yaml`.
    static var configurations: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func everySampleHasAnExpectation() {
        #expect(!Self.sampleFiles.isEmpty)
        #expect(Set(Self.sampleFiles) == Set(Self.expectations.map(\.file)))
        #expect(Set(Self.expectations.map(\.kind)).isSubset(of: ["statement", "splitwise"]))
    }

    @Test func everySampleIsInTheReadme() throws {
        let readme = try String(contentsOf: Paths.samples.appending(path: "README.md"), encoding: .utf8)
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? []
        for name in listed where name != "README.md" && name != "expected.json" && !name.hasPrefix(".") {
            #expect(readme.contains("`\(name)`"), "\(name) has no row in Samples/README.md")
        }
    }

    @Test(arguments: statementExpectations)
    func importsToTheExpectedFacts(_ expected: Expectation) throws {
        let input = InputFile.file(Paths.samples.appending(path: expected.file).path)
        let result = try ReportSession().importFile(input)
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

        // And it renders, in both languages and every format (the email has its own tests).
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 22)!).build([result])
        for locale in [ReportLocale.french, .english] {
            let document = ReportDocument(report, locale: locale)
            for format in OutputFormat.allCases {
                guard let renderer = format.renderer else { continue }
                let text = try renderer.render(document)
                #expect(text.count > 500)
            }
        }
    }

    @Test(arguments: splitwiseExpectations)
    func splitwiseExportsReadToTheExpectedFacts(_ expected: Expectation) throws {
        let export = try SplitwiseExport.read(.file(Paths.samples.appending(path: expected.file).path))
        #expect(export.record.isBalanced)
        #expect(export.record.rejected.isEmpty)
        #expect(export.expenses.count == expected.rows)
        #expect(export.expenses.filter(\.isPayment).count == expected.payments)
        #expect(export.people == expected.members)
        var cost = CurrencyTotals()
        for e in export.expenses where !e.isPayment { cost.add(e.cost) }
        #expect(Dictionary(uniqueKeysWithValues: cost.all.map { ($0.currency.code, $0.amount.description) }) == expected.expenseCost)
        var balances: [String: Amount] = [:]
        for e in export.expenses { for n in e.net { balances[n.person, default: .zero] += n.amount } }
        #expect(balances.mapValues(\.description) == expected.balances)
        #expect(export.expenses.map(\.date).min()?.description == expected.earliest)
        #expect(export.expenses.map(\.date).max()?.description == expected.latest)
    }

    /// A file of the package read under its path relative to the package root (`Samples/x.csv`), so
    /// that names in reports do not depend on where the package is checked out.
    static func input(_ relative: String) throws -> InputFile {
        let data = try #require(FileManager.default.contents(atPath: Paths.packageRoot.appending(path: relative).path))
        return .bytes([UInt8](data), name: relative)
    }

    /// The configuration `NAME.yaml` with its statements (the statement samples named `NAME-…`) and
    /// the Splitwise exports it names.
    static func household(_ name: String) throws -> (config: ReportConfig, results: [ImportResult], splitwise: [SplitwiseExport]) {
        let text = try String(contentsOf: Paths.samples.appending(path: name + ".yaml"), encoding: .utf8)
        let config = try ReportConfig(yaml: text, file: "Samples/\(name).yaml")
        let files = statementExpectations.map(\.file).filter { $0.hasPrefix(name + "-") }
        let results = try files.map { try ReportSession().importFile(input("Samples/" + $0)) }
        let splitwise = try config.splitwisePaths.map { try SplitwiseExport.read(input($0)) }
        return (config, results, splitwise)
    }

    static func householdReport(_ name: String) throws -> Report {
        let (config, results, splitwise) = try household(name)
        let options = ReportOptions(config: config)
        return ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 12, day: 1)!, config: config, options: options)
            .build(results, splitwise: splitwise)
    }

    @Test(arguments: configurations)
    func everyConfigurationLoadsAndHasStatements(_ name: String) throws {
        let (config, results, _) = try Self.household(name)
        #expect(!results.isEmpty, "no sample named \(name)-… for \(name).yaml")
        #expect(!config.people.isEmpty)
    }

    @Test(arguments: configurations)
    func householdReportMatchesItsGoldenJSON(_ name: String) throws {
        let report = try Self.householdReport(name)
        let (config, _, _) = try Self.household(name)
        let language = config.locale.flatMap(ReportLocale.init(tag:))?.language ?? .english
        let json = ReportJSON.encode(report, language: language)
        let failure = Golden.check(json, against: "Tests/StatementKitTests/Golden/\(name).report.json")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func theFrenchHouseholdSplitsTheRentTwoToOneAndTheGroceriesEqually() throws {
        let report = try Self.householdReport("foyer-martin")
        let split = try #require(report.splits.first)
        #expect(report.splits.count == 1)
        #expect(split.currency.code == "EUR")
        let housing = try #require(split.categories.first { $0.category == "housing" })
        #expect(housing.total.amount == Amount(exactly: "3780.00")!)
        #expect(housing.shares.map(\.amount.amount) == [Amount(exactly: "2520.00")!, Amount(exactly: "1260.00")!])
        let groceries = try #require(split.categories.first { $0.category == "groceries" })
        let parts = groceries.shares.map(\.amount.amount)
        #expect(parts.count == 2)
        #expect((parts[0] - parts[1]).magnitude <= Amount(exactly: "0.05")!)  // at most a cent per odd expense apart
        #expect(parts.reduce(Amount.zero, +) == groceries.total.amount)
        #expect(split.people.reduce(Amount.zero) { $0 + $1.balance.amount }.isZero)
        #expect(split.transfers.count == 1)
        #expect(split.transfers.first?.from == "Camille")
        #expect(report.splitIssueCount == 0)
    }

    @Test func theEnglishHouseholdSettlesThreePeopleInTwoTransfers() throws {
        let report = try Self.householdReport("flat-42")
        let split = try #require(report.splits.first)
        #expect(split.currency.code == "GBP")
        #expect(split.people.map(\.name) == ["Sam", "Priya", "Tom"])
        #expect(split.people.reduce(Amount.zero) { $0 + $1.balance.amount }.isZero)
        #expect(split.transfers.count == 2)
        #expect(split.transfers.allSatisfy { $0.to == "Sam" })
        // The BT bill: Sam's line (12.00 a month) is his alone; the rest is shared by three.
        let telecom = try #require(split.categories.first { $0.category == "telecom" })
        #expect(telecom.shares.map(\.amount.amount) == ["81.00", "45.00", "45.00"].map { Amount(exactly: $0)! })
        // Priya paid Tom 31.00 through Splitwise.
        #expect(split.people[1].settled.amount == Amount(exactly: "31.00")!)
        #expect(split.people[2].settled.amount == Amount(exactly: "-31.00")!)
    }
}
