import Foundation
import StatementKitTestSupport
import Testing

/// The balance over time, the months side by side and the shared expenses of three people, as a
/// reader of the text report sees them.
struct LaterChartsCommandTests {
    static func text(_ arguments: [String]) throws -> String {
        let run = try Tool.run(arguments + ["--lang", "en", "--format", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// The text's sentences, their lines joined (the text wraps at 78 columns).
    static func joined(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }

    @Test func theBalanceOverTimeStartsAtTheOpeningBalanceAndEndsAtTheClosingOne() throws {
        let text = Self.joined(try Self.text(["Samples/camt053-2026-10.xml"]))
        #expect(text.contains("Balance over time"))
        #expect(text.contains("from the opening balance (€8,412.57) to the closing balance (€9,974.03)"))
        #expect(text.contains("Scale: €8,082.13 (no bar) to €11,612.57 (full bar)."))
        // A statement without balances draws none: a balance is never guessed.
        #expect(!(try Self.text(["Samples/compte-joint-2026-10.csv"])).contains("Balance over time"))
    }

    @Test func severalMonthsAreDrawnSideBySideWithTheirScale() throws {
        let lines = try Self.text(["Samples/foyer-martin-compte-commun-2026-09-11.csv", "Samples/foyer-martin-carte-camille-2026-09-11.csv",
                                   "--config", "Samples/foyer-martin.yaml"])
        let text = Self.joined(lines)
        #expect(text.contains("two bars a month: money in on the left, money out on the right. Scale: 0 to €3,000.00."))
        #expect(lines.contains("\n09  10  11\n"))
        // One month: no side by side.
        #expect(!(try Self.text(["Samples/compte-joint-2026-10.csv"])).contains("two bars a month"))
    }

    @Test func whoLentAndWhoBorrowedTakesALineEachWithThreePeople() throws {
        let text = try Self.text(["Samples/flat-42-sam-current-account-2026-09-11.csv", "--config", "Samples/flat-42.yaml"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The shared expense's row (date, description, category), not the transactions list's.
        let rent = try #require(lines.firstIndex { $0.hasPrefix("01/09/2026  RENT FLAT 42 SEP ·") })
        let below = lines[(rent + 1)...].prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(below.contains("Sam lent £1,600.00"))
        #expect(below.contains("Priya borrowed £800.00"))
        #expect(below.contains("Tom borrowed £800.00"))
        #expect(!text.contains("Sam lent £1,600.00 ·"))
    }
}
