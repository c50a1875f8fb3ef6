import Foundation
import StatementKitTestSupport
import Testing

/// JSON and QIF files as a user gives them to the tool.
@Suite struct JSONAndQIFCommandTests {
    func write(_ text: String, named name: String, in dir: URL) throws -> String {
        let url = dir.appending(path: name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aJSONExportCalledTxtIsReadAsJSON() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = try String(contentsOf: Paths.samples.appending(path: "starling-2026-10.json"), encoding: .utf8)
        let path = try write(sample, named: "export.txt", in: dir)
        let run = try Tool.run(["report", path, "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Tool.unpadded(run.stdout).contains("| GBP | £2,876.23 | -£1,537.00 | **+£1,339.23** | 16 transactions |"))
        #expect(run.stdout.contains("19 rows read, 16 imported, 3 skipped, 0 rejected"))
    }

    @Test func aQIFFileCalledTxtIsReadAsQIFWithTheCurrencyGiven() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = try String(contentsOf: Paths.samples.appending(path: "quicken-2026-10.qif"), encoding: .utf8)
        let path = try write(sample, named: "export.txt", in: dir)
        let run = try Tool.run([path, "--currency", "USD", "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Tool.unpadded(run.stdout).contains("| USD | \\$5,560.90 | -\\$2,557.78 | **+\\$3,003.12** | 21 transactions |"))
    }

    /// The JSON form's own `payer` and `split` share the expenses with no configuration file.
    @Test func perTransactionSplitsShareTheExpensesWithoutAConfiguration() throws {
        let run = try Tool.run(["Samples/compte-partage-2026-10.json", "--format", "json", "--sections", "splits"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let splits = try #require(root["splits"] as? [String: Any])
        #expect(splits["people"] as? [String] == ["camille", "julien"])
        let eur = try #require((splits["currencies"] as? [[String: Any]])?.first)
        let people = try #require(eur["people"] as? [[String: Any]])
        #expect(people.map { $0["balance"] as? String } == ["324.83", "-324.83"])
        #expect(eur["expenseCount"] as? Int == 11)
    }

    @Test func theJSONTheToolWritesReadsBackToTheSameTransactions() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for sample in ["compte-joint-2026-10.csv", "nordigen-compte-courant-2026-10.json", "compte-partage-2026-10.json", "quicken-2026-10.qif"] {
            let first = try Tool.run(["transactions", "Samples/" + sample])
            #expect(first.status == 0, "\(first.stderr)")
            let path = try write(first.stdout, named: sample + ".json", in: dir)
            let second = try Tool.run(["transactions", path])
            #expect(second.status == 0, "\(second.stderr)")
            func facts(_ s: String) -> [Substring] {
                s.split(separator: "\n").filter { !$0.contains("\"location\"") && !$0.contains("\"source\"") && !$0.contains("\"format\"") }
            }
            #expect(facts(second.stdout) == facts(first.stdout), "\(sample)")
        }
    }

    @Test func brokenJSONIsAnErrorWithItsLineColumnAndCaret() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("{\"transactions\": {\"booked\": [\n  {\"bookingDate\": \"2026-10-01\",}\n]}}\n", named: "broken.json", in: dir)
        let run = try Tool.run([path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            \(path):2:32: error: a comma is followed by “}”: remove the comma
                  {"bookingDate": "2026-10-01",}
                                               ^

            """)
        let french = try Tool.run([path], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.stderr.hasPrefix("\(path):2:32: erreur\u{00A0}: une virgule est suivie de «\u{00A0}}\u{00A0}»\u{00A0}: supprimez la virgule\n"))
    }

    @Test func aRejectedRecordIsAWarningWithItsPlaceAndTheRestIsReported() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("""
            [{"date": "2026-10-01", "amount": "-12,3,4", "currency": "EUR"},
             {"date": "2026-10-02", "amount": "-5.00", "currency": "EUR"}]
            """, named: "ops.json", in: dir)
        let run = try Tool.run([path, "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(path):1:39: warning: “-12,3,4” is not an amount: digit groups must have three digits\n"))
        #expect(run.stdout.contains("2 rows read, 1 imported, 1 rejected"))
    }

    @Test func anAmbiguousQIFAsksForTheDateFormatAndReadsWithIt() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("!Type:Bank\nD01/02/2026\nT-1.00\n^\nD03/04/2026\nT-2.00\n^\n", named: "a.qif", in: dir)
        let run = try Tool.run([path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(path):2:2: error: every date in this file, such as “01/02/2026”, can be read more than one way"))
        let fixed = try Tool.run(["transactions", path, "--date-format", "dd/MM/yyyy", "--currency", "EUR"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("\"bookingDate\": \"2026-04-03\""))
    }

    @Test func theInputFormatOptionKnowsJSONAndQIF() throws {
        let run = try Tool.run(["transactions", "Samples/quicken-2026-10.qif", "--input-format", "qif"])
        #expect(run.status == 0, "\(run.stderr)")
        let wrong = try Tool.run(["transactions", "Samples/quicken-2026-10.qif", "--input-format", "json"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("this is not JSON"))
    }
}
