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

/// `Resources/schema/report.schema.json` describes what `ReportJSON` writes: every report the tests
/// make validates against it (a small validator for the keywords the schema uses).
@Suite struct ReportSchemaTests {
    static var schema: [String: Any] {
        let data = ResourceStore.data("schema/report.schema.json") ?? Data()
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// Problems found in `value` against `schema`, with their JSON path.
    static func problems(_ value: Any, _ schema: [String: Any], defs: [String: Any], path: String = "$") -> [String] {
        func problems(_ value: Any, _ schema: [String: Any], path: String) -> [String] {
            Self.problems(value, schema, defs: defs, path: path)
        }
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let target = defs[name] as? [String: Any] else { return ["\(path): no \(ref)"] }
            return problems(value, target, path: path)
        }
        var found: [String] = []
        if let constant = schema["const"], "\(constant)" != "\(value)" { found.append("\(path): \(value) is not \(constant)") }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            found.append("\(path): \(value) is not one of \(options)")
        }
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return found + ["\(path): not an object"] }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): \(key) is missing") }
            for (key, item) in object {
                if let sub = properties[key] as? [String: Any] {
                    found += problems(item, sub, path: path + "." + key)
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): \(key) is not in the schema")
                }
            }
        case "array":
            guard let array = value as? [Any] else { return found + ["\(path): not an array"] }
            if let items = schema["items"] as? [String: Any] {
                for (i, item) in array.enumerated() { found += problems(item, items, path: "\(path)[\(i)]") }
            }
        case "string":
            guard let text = value as? String else { return found + ["\(path): not a string"] }
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): “\(text)” does not match \(pattern)")
            }
        case "integer":
            guard let n = value as? Int else { return found + ["\(path): not an integer"] }
            if let minimum = schema["minimum"] as? Int, n < minimum { found.append("\(path): \(n) < \(minimum)") }
        default: break
        }
        return found
    }

    static func validate(_ json: String) throws -> [String] {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let schema = Self.schema
        return problems(value, schema, defs: schema["$defs"] as? [String: Any] ?? [:])
    }

    @Test func theSchemaIsEmbedded() {
        #expect(Self.schema["$defs"] != nil)
    }

    @Test(arguments: ["foyer-martin", "flat-42", "famille-durand"])
    func theHouseholdReportsFollowTheSchema(_ name: String) throws {
        let json = ReportJSON.encode(try SamplesTests.householdReport(name))
        let problems = try Self.validate(json)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func aReportWithBalancesProblemsAndEveryFieldFollowsTheSchema() throws {
        let c = Currency.euro
        var record = ImportRecord(file: "a.csv", format: "csv")
        record.reject(at: SourceLocation(file: "a.csv", line: 3, column: 2), Message("csv.badDate", ["text": "x"]), lineText: "x")
        record.skip(.preamble, at: SourceLocation(file: "a.csv", line: 1), Message("csv.badDate", ["text": "y"]))
        var t = Fixture.tx("2026-10-02", "-10.00", "CB LIDL", payee: "Lidl", memo: "m", account: "acc", payer: "Bob", id: "1")
        t.valueDate = Fixture.day("2026-10-03")
        t.reference = "ref"
        t.originalAmount = Fixture.money("-11.00", "USD")
        let statement = Statement(
            info: StatementInfo(account: Account(id: "1", iban: "FR76", name: "n", holder: "h", institution: "i", type: .checking),
                                currency: c, period: DayRange(start: Fixture.day("2026-10-01"), end: Fixture.day("2026-10-31")),
                                openingBalance: Balance(Fixture.money("5.00"), date: Fixture.day("2026-10-01")),
                                closingBalance: Balance(Fixture.money("0.00"))),
            transactions: [t], source: "a.csv", format: "csv")
        let config = try Fixture.config("people: [A]\nsplits: [{category: groceries, equal: [A]}]\nroundups: {}\n")
        let report = Fixture.report([ImportResult(statements: [statement], record: record)], config: config,
                                    options: ReportOptions(config: config, sections: ReportSection.allCases, from: Fixture.day("2026-10-01")))
        #expect(report.splitIssueCount == 1)
        let json = ReportJSON.encode(report)
        #expect(json.contains("\"status\": \"mismatch\""))
        let problems = try Self.validate(json)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func theValidatorNoticesAnUndocumentedKey() throws {
        let json = ReportJSON.encode(try SamplesTests.householdReport("flat-42"))
            .replacingOccurrences(of: "\"moneyIn\"", with: "\"moneyInn\"")
        #expect(try !Self.validate(json).isEmpty)
    }
}
