import Foundation
import StatementKitTestSupport
import Testing

/// The report command's analysis options: the configuration file, the period, accounts, sections,
/// `--explain` and `--format json`.
@Suite struct ReportOptionsCommandTests {
    let sample = "Samples/compte-joint-2026-10.csv"

    func json(_ run: Tool.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func writesTheReportAsJSON() throws {
        let run = try Tool.run([sample, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(run)
        #expect(root["version"] as? Int == 1)
        #expect(root["generatedOn"] as? String == "2026-11-01")  // SOURCE_DATE_EPOCH
        let eur = try #require((root["currencies"] as? [[String: Any]])?.first)
        #expect(eur["moneyIn"] as? String == "4781.08")
        #expect(eur["moneyOut"] as? String == "-2378.76")
        #expect(eur["net"] as? String == "2402.32")
        #expect((root["transactions"] as? [Any])?.count == 35)
        let again = try Tool.run([sample, "--format", "json"])
        #expect(again.stdout == run.stdout)
    }

    @Test func theOutputExtensionChoosesJSON() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "r.json")
        let run = try Tool.run([sample, "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"version\": 1,"))
    }

    @Test func usesTheConfigurationGivenAndItsHousehold() throws {
        let run = try Tool.run(["--config", "Samples/foyer-martin.yaml", "Samples/foyer-martin-compte-commun-2026-09-11.csv",
                                "Samples/foyer-martin-carte-camille-2026-09-11.csv", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(run)
        #expect(root["title"] as? String == "Foyer Martin-Durand — automne 2026")
        // Named without its folder, like the inputs: reports travel by mail.
        #expect(root["configFile"] as? String == "foyer-martin.yaml")
        #expect((root["statements"] as? [[String: Any]])?.compactMap { $0["source"] as? String }.allSatisfy { !$0.contains("/") } == true)
        let split = try #require(((root["splits"] as? [String: Any])?["currencies"] as? [[String: Any]])?.first)
        let transfers = try #require(split["transfers"] as? [[String: Any]])
        #expect(transfers.count == 1)
        #expect(transfers.first?["from"] as? String == "Camille")
        // The configuration's locale makes the messages French.
        let markdown = try Tool.run(["--config", "Samples/foyer-martin.yaml", "Samples/foyer-martin-compte-commun-2026-09-11.csv", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Foyer Martin-Durand — automne 2026\n"))
        #expect(markdown.stdout.contains("Établi le"))
    }

    @Test func readsTheSplitwiseExportTheConfigurationNames() throws {
        let run = try Tool.run(["--config", "Samples/flat-42.yaml", "Samples/flat-42-sam-current-account-2026-09-11.csv", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(run)
        let imports = try #require(root["imports"] as? [[String: Any]])
        #expect(imports.map { $0["file"] as? String } == ["flat-42-sam-current-account-2026-09-11.csv", "flat-42-splitwise.csv"])
        let split = try #require(((root["splits"] as? [String: Any])?["currencies"] as? [[String: Any]])?.first)
        #expect((split["transfers"] as? [Any])?.count == 2)
    }

    @Test func findsStatementReportYamlInTheCurrentFolder() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "report:\n  title: Found here\n".write(to: dir.appending(path: "statement-report.yaml"), atomically: true, encoding: .utf8)
        let csv = Paths.packageRoot.appending(path: sample).path
        let run = try Tool.run([csv, "--format", "json"], directory: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run)["title"] as? String == "Found here")
        #expect(try json(run)["configFile"] as? String == "statement-report.yaml")
        let titled = try Tool.run([csv, "--format", "json", "--title", "From the command line"], directory: dir)
        #expect(try json(titled)["title"] as? String == "From the command line")
    }

    @Test func aConfigurationMistakeIsShownWithItsLineAndCaret() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appending(path: "bad.yaml")
        try "rules:\n  - match: {description: bio}\n    catgory: Bio\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try Tool.run([sample, "--config", config.path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            \(config.path):3:5: error: unknown key “catgory”: did you mean “category”? (expected one of category, match)
                    catgory: Bio
                    ^

            """)
        let missing = try Tool.run([sample, "--config", "no-such.yaml", "--lang", "en"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "no-such.yaml: error: no such file: no-such.yaml\n")
    }

    @Test func limitsThePeriodAndTheAccounts() throws {
        let run = try Tool.run([sample, "--format", "json", "--from", "2026-10-10", "--to", "2026-10-19"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(run)
        #expect((root["transactions"] as? [[String: Any]])?.count == 10)
        #expect((root["filter"] as? [String: Any])?["excludedTransactions"] as? Int == 25)
        #expect((root["period"] as? [String: Any])?["start"] as? String == "2026-10-10")
        let other = try Tool.run([sample, "--format", "json", "--account", "carte-camille"])
        #expect((try json(other)["currencies"] as? [Any])?.isEmpty == true)
        let same = try Tool.run([sample, "--format", "json", "--account", "compte-joint"])
        #expect((try json(same)["transactions"] as? [Any])?.count == 35)
    }

    @Test func choosesAndOrdersTheSections() throws {
        let run = try Tool.run([sample, "--format", "json", "--sections", "spending, summary", "--explain"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(run)
        #expect(root["sections"] as? [String] == ["spending", "summary", "explain"])
        let transactions = try #require(root["transactions"] as? [[String: Any]])
        #expect((transactions.first?["categorySource"] as? [String: Any])?["kind"] as? String == "defaultRule")
        #expect(((root["currencies"] as? [[String: Any]])?.first)?["months"] == nil)
    }

    @Test(arguments: [
        (["--sections", "summary,spendings"], "unknown section “spendings”"),
        (["--from", "01/10/2026"], "“01/10/2026” is not a date: write it as YYYY-MM-DD"),
        (["--from", "2026-10-31", "--to", "2026-10-01"], "--to (2026-10-01) is before --from (2026-10-31)"),
        (["--format", "pdf"], "unknown format “pdf”: use html, markdown, text, json or eml"),
        (["--account=**"], "“**” is not a valid account pattern"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try Tool.run([sample, "--lang", "en"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aBrokenSplitwiseExportIsAnErrorButTheReportIsWritten() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "people: [A, B]\nsplitwise: [group.csv]\n".write(to: dir.appending(path: "c.yaml"), atomically: true, encoding: .utf8)
        try "Date;Libellé\n".write(to: dir.appending(path: "group.csv"), atomically: true, encoding: .utf8)
        let run = try Tool.run([sample, "--config", dir.appending(path: "c.yaml").path, "--format", "json", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("group.csv:1:1: error: not a Splitwise export"))
        #expect(!run.stdout.isEmpty)
    }
}
