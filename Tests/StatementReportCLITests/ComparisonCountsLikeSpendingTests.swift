import Foundation
import StatementKitTestSupport
import Testing

/// The comparison with earlier months counts every month as the spending section does (issue 18):
/// transfers between the household's own accounts (the card payoff, the Livret A) left out, refunds
/// netted against their category — from the run's own files and from the history of cron runs.
@Suite struct ComparisonCountsLikeSpendingTests {
    static let config = "Samples/famille-durand.yaml"
    static let courant = ["Samples/famille-durand-courant-2026-09-10.csv", "Samples/famille-durand-courant-2026-10-11.csv"]
    static let others = ["Samples/famille-durand-carte-2026-09-11.csv", "Samples/famille-durand-livret-a-2026-09-11.csv"]

    /// The report's JSON: the spending section's net total in euros and the euro comparison.
    static func figures(_ arguments: [String]) throws -> (spent: String, comparison: [String: Any]?) {
        let run = try Tool.run(["--config", config] + arguments + ["--sections", "spending,comparison", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let eur = try #require((json["currencies"] as? [[String: Any]])?.first { $0["currency"] as? String == "EUR" })
        let out = try #require(eur["moneyOut"] as? String)
        let comparison = (json["comparisons"] as? [[String: Any]])?.first { $0["currency"] as? String == "EUR" }
        return (String(out.dropFirst()), comparison)
    }

    static func category(_ comparison: [String: Any]?, _ key: String) -> [String: Any]? {
        (comparison?["categories"] as? [[String: Any]])?.first { $0["category"] as? String == key }
    }

    /// famille-durand's October: €1,895.27 net in the spending section and in the comparison (before:
    /// €2,484.54, with the Livret A's €300.00 as savings, the card payoff as €159.28 uncategorized and
    /// shopping gross of the FNAC refund); September is counted alike (€1,849.94, as its own report says).
    @Test func theReportsMonthIsTheSpendingSectionsNetTotal() throws {
        let files = Self.courant + Self.others
        let october = try Self.figures(files + ["--from", "2026-10-01", "--to", "2026-10-31"])
        #expect(october.spent == "1895.27")
        let total = try #require(october.comparison?["total"] as? [String: Any])
        #expect(total["current"] as? String == october.spent)
        #expect(Self.category(october.comparison, "savings") == nil)
        #expect(Self.category(october.comparison, "uncategorized") == nil)
        #expect(Self.category(october.comparison, "shopping")?["current"] as? String == "24.99")
        let september = try Self.figures(files + ["--from", "2026-09-01", "--to", "2026-09-30"])
        #expect(total["previous"] as? String == september.spent)
        #expect(september.spent == "1849.94")
    }

    /// Monthly runs with `--history`, each reading that month's downloads: November's comparison gives
    /// November as its spending section does, and October as read back from the history — the card
    /// payoff paired across files recorded in different runs, the FNAC refund netted — equal to
    /// October's own report.
    @Test func aCronRunWithAHistoryCountsEveryMonthLikeTheSpendingSection() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "history.sqlite").path
        let september = try Self.figures([Self.courant[0]] + Self.others + ["--history", history, "--from", "2026-09-01", "--to", "2026-09-30"])
        #expect(september.spent == "1849.94")
        let november = try Self.figures([Self.courant[1]] + Self.others + ["--history", history, "--from", "2026-11-01", "--to", "2026-11-30"])
        #expect(november.comparison?["source"] as? String == "history")
        let total = try #require(november.comparison?["total"] as? [String: Any])
        #expect(total["current"] as? String == november.spent)
        #expect(november.spent == "1877.77")
        #expect(total["previous"] as? String == "1895.27")
        #expect(Self.category(november.comparison, "shopping")?["previous"] as? String == "24.99")
        #expect(Self.category(november.comparison, "savings") == nil)
    }
}
