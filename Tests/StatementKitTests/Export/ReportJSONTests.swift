import Foundation
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

@Suite struct ReportJSONTests {
    typealias F = Fixture

    static func report(sections: [ReportSection] = ReportSection.allCases) throws -> Report {
        let config = try F.config("""
            people: [{name: A, accounts: [joint]}, {name: B, accounts: [joint]}]
            rules: [{match: {description: lawson}, category: Konbini}]
            splits: [{category: Konbini, equal: [A, B]}]
            roundups: {step: 10}
            """)
        let jpy = F.statement([F.tx("2026-10-01", "-1001", "CB LAWSON", currency: "JPY"), F.tx("2026-10-02", "-5.5", "FEE \"x\"", currency: "JPY")],
                              currency: "JPY", source: "joint.csv")
        let eur = F.statement([F.tx("2026-10-01", "-12.5", "CB LIDL"), F.tx("2026-10-03", "0.12345", "INTERETS")], source: "joint.csv")
        return F.report([F.result(jpy, eur)], config: config, options: ReportOptions(config: config, sections: sections))
    }

    @Test func amountsAreExactStringsWithTheCurrencysDigits() throws {
        let json = ReportJSON.encode(try Self.report())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let currencies = try #require(root["currencies"] as? [[String: Any]])
        #expect(currencies.map { $0["currency"] as? String } == ["EUR", "JPY"])
        #expect(currencies[0]["moneyOut"] as? String == "-12.50")
        #expect(currencies[0]["moneyIn"] as? String == "0.12345")
        #expect(currencies[1]["moneyOut"] as? String == "-1006.5")
        let roundUps = try #require(currencies[1]["roundUps"] as? [String: Any])
        #expect(roundUps["total"] as? String == "13.5")  // 1001 → 9, 5.5 → 4.5
        let splits = try #require(root["splits"] as? [String: Any])
        let jpy = try #require((splits["currencies"] as? [[String: Any]])?.first)
        // 1001 yen in two: the odd yen goes by the documented tie-break (here to B).
        #expect((jpy["people"] as? [[String: Any]])?.map { $0["owed"] as? String } == ["500", "501"])
        let transactions = try #require(root["transactions"] as? [[String: Any]])
        #expect((transactions.first?["categorySource"] as? [String: Any])?["kind"] as? String == "userRule")
        #expect(transactions.first?["category"] as? String == "Konbini")
        #expect(!json.contains("e+") && !json.contains("1006.50"))
    }

    @Test func keysComeInAFixedOrderAndTheSameInputGivesTheSameBytes() throws {
        let a = ReportJSON.encode(try Self.report()), b = ReportJSON.encode(try Self.report())
        #expect(a == b)
        let topLevel = a.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(topLevel == ["version", "generatedOn", "period", "sections", "filter", "configFile", "statements", "currencies", "splits",
                             "categorization", "transactions", "omittedTransactions", "imports"])
        #expect(a.contains("\"description\": \"FEE \\\"x\\\"\""))
    }

    @Test func leavesOutTheSectionsNotAsked() throws {
        let json = ReportJSON.encode(try Self.report(sections: [.summary, .spending]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["splits"] == nil && root["transactions"] == nil)
        let eur = try #require((root["currencies"] as? [[String: Any]])?.first)
        #expect(eur["spending"] != nil)
        #expect(eur["months"] == nil && eur["topPayees"] == nil && eur["largest"] == nil && eur["recurring"] == nil && eur["roundUps"] == nil)
    }

    @Test func messagesComeWithTheirKeyInTheReportsLanguage() throws {
        var record = ImportRecord(file: "a.csv", format: "csv")
        record.reject(at: SourceLocation(file: "a.csv", line: 3, column: 27), Message("csv.badDate", ["text": "32/10/2026", "format": "dd/MM/yyyy"]), lineText: "32/10/2026;x;1")
        let report = F.report([ImportResult(statements: [], record: record)])
        let french = ReportJSON.encode(report, language: .french)
        #expect(french.contains("\"reasonKey\": \"csv.badDate\""))
        #expect(french.contains("\"reason\": \"« 32/10/2026 » n’est pas une date (ce fichier écrit les dates dd/MM/yyyy)\"".replacingOccurrences(of: "« ", with: "«\u{00A0}")
            .replacingOccurrences(of: " »", with: "\u{00A0}»")))
        #expect(french.contains("\"location\": \"a.csv:3:27\""))
    }
}
