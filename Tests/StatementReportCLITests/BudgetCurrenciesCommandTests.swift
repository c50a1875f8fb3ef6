import Foundation
import StatementKitTestSupport
import Testing

/// Budgets with two currencies (issue 18): each currency's block sets the budget against that
/// currency's spending only; euros and dollars are never added.
@Suite struct BudgetCurrenciesCommandTests {
    /// famille-durand's euro account and its Wise dollar account, with budgets that name no currency
    /// (they hold in each currency) and a yearly one: the dollar groceries are the $45.63 net of the
    /// dollar statement, the euro ones €294.98 in October and €577.18 since January (September's
    /// €282.20 and October's), never a sum of both currencies.
    @Test func eachCurrencysBudgetsReadThatCurrencysSpendingOnly() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOf: Paths.samples.appending(path: "famille-durand.yaml"), encoding: .utf8)
        let config = original.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("currency:") }
            .joined(separator: "\n") + "  - {category: groceries, yearly: 4000}\n"
        let path = dir.appending(path: "budgets.yaml").path
        try config.write(toFile: path, atomically: true, encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)
            .filter { $0.hasPrefix("famille-durand-") && $0.hasSuffix(".csv") }.sorted().map { "Samples/" + $0 }
        let run = try Tool.run(["--config", path] + files + ["--from", "2026-10-01", "--to", "2026-10-31", "--sections", "budgets",
                                                              "--lang", "en", "--format", "md"])
        #expect(run.status == 0, "\(run.stderr)")
        let text = Tool.unpadded(run.stdout)
        #expect(text.contains("| 🛒 Groceries | €300.00 | €294.98 | €5.02 | 98% |"), "\(text)")
        #expect(text.contains("| 🛒 Groceries (yearly) | €4,000.00 | €577.18 | €3,422.82 | 14% |"), "\(text)")
        #expect(text.contains("| 🛒 Groceries | \\$300.00 | \\$45.63 | \\$254.37 | 15% |"), "\(text)")
        #expect(text.contains("| 🛒 Groceries (yearly) | \\$4,000.00 | \\$45.63 | \\$3,954.37 | 1% |"), "\(text)")
    }
}
