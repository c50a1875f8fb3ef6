import Foundation
import StatementKitTestSupport
import Testing

/// Several statements of one household read together, as a user runs the tool.
@Suite struct HouseholdCommandTests {
    /// The first reproduction: the same OFX file twice gives its 25 transactions and its own
    /// closing balance, not 50 and twice the balance; `--keep-duplicates` gives the old sum.
    @Test func theSameStatementTwiceCountsOnce() throws {
        let ofx = "Samples/releve-2026-10.ofx"
        let run = try Tool.run([ofx, ofx, "--format", "md", "--lang", "en", "--sections", "summary,import"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("releve-2026-10.ofx: warning: 25 transactions already read from releve-2026-10.ofx were left out as duplicates"))
        #expect(run.stdout.contains("| 25 transactions |"))
        #expect(run.stdout.contains("Closing balance: €1,620.41"))
        #expect(run.stdout.contains("25 duplicates left out"))
        let kept = try Tool.run([ofx, ofx, "--format", "md", "--lang", "en", "--sections", "summary", "--keep-duplicates"])
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("| 50 transactions |"))
        #expect(!kept.stderr.contains("duplicate"))
    }

    /// Two CSV downloads overlapping by six rows give the month's 35 transactions and −2 396,96 € out (the
    /// −200,00 € to the Livret A is a transfer between the household's accounts, not money out).
    @Test func overlappingCSVDownloadsGiveTheMonth() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = try String(contentsOf: Paths.samples.appending(path: "compte-joint-2026-10.csv"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines[0], rows = lines[1...].filter { !$0.isEmpty }
        try ([header] + rows.prefix(23)).joined(separator: "\n").write(to: dir.appending(path: "a.csv"), atomically: true, encoding: .utf8)
        try ([header] + rows.dropFirst(17)).joined(separator: "\n").write(to: dir.appending(path: "b.csv"), atomically: true, encoding: .utf8)
        let run = try Tool.run([dir.appending(path: "a.csv").path, dir.appending(path: "b.csv").path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let eur = try #require((json["currencies"] as? [[String: Any]])?.first)
        #expect(eur["transactionCount"] as? Int == 35)
        #expect(eur["moneyOut"] as? String == "-2378.76")  // the CPAM refund of 18,20 € nets Santé
        let imports = try #require(json["imports"] as? [[String: Any]])
        #expect(imports.map { $0["duplicates"] as? Int } == [nil, 6])
        // No folder in the report or in the message about the earlier file.
        #expect(!run.stdout.contains(dir.path))
        #expect(run.stderr.contains("6 transactions already read from a.csv were left out"))
    }

    /// `transactions` writes a transaction that two files hold once, and says so; `--keep-duplicates` writes both copies.
    @Test func theTransactionsCommandWritesOverlappingDownloadsOnce() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = try String(contentsOf: Paths.samples.appending(path: "compte-joint-2026-10.csv"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines[0], rows = lines[1...].filter { !$0.isEmpty }
        try ([header] + rows.prefix(23)).joined(separator: "\n").write(to: dir.appending(path: "a.csv"), atomically: true, encoding: .utf8)
        try ([header] + rows.dropFirst(17)).joined(separator: "\n").write(to: dir.appending(path: "b.csv"), atomically: true, encoding: .utf8)
        let files = [dir.appending(path: "a.csv").path, dir.appending(path: "b.csv").path]
        let run = try Tool.run(["transactions", "--format", "csv", "--lang", "en"] + files)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1 + 35)
        #expect(run.stderr.contains("6 transactions already read from a.csv were left out"))
        let kept = try Tool.run(["transactions", "--format", "csv", "--keep-duplicates"] + files)
        #expect(kept.status == 0)
        #expect(kept.stdout.split(separator: "\n").count == 1 + 41)
    }
}
