import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// `Housing:Rent` rolls up into `Housing`; `--depth 1` folds the children away; sums are exact.
@Suite struct CategoryTreeTests {
    typealias F = Fixture

    static func report(depth: Int? = nil) -> Report {
        var options = ReportOptions(sections: ReportSection.allCases)
        options.depth = depth
        return F.report([F.result(F.statement([
            F.tx("2026-10-01", "-1650.00", "Riverside Apartments", currency: "USD", category: "Housing:Rent"),
            F.tx("2026-10-05", "-89.14", "City Power", currency: "USD", category: "Utilities:Gas & Electric"),
            F.tx("2026-10-06", "-64.99", "Fiber Co", currency: "USD", category: "Utilities:Internet"),
            F.tx("2026-10-07", "-12.01", "Fiber Co modem", currency: "USD", category: "Utilities:Internet:Hardware"),
            F.tx("2026-10-08", "-20.00", "Utility misc", currency: "USD", category: "Utilities"),
            F.tx("2026-10-09", "-45.00", "Shell", currency: "USD", category: "Auto:Fuel"),
        ], currency: "USD"))], options: options)
    }

    @Test func childrenAreListedUnderTheirParentWithExactSums() throws {
        let usd = try #require(Self.report().currencies.first)
        let lines = try #require(CategoryTree.lines(usd.spending, depth: nil, moneyOut: usd.moneyOut))
        // A parent's own payments (the built-in `utilities`, 20.00) are a line of their own, first among its children.
        // A top part that names a built-in category is its key (shown with its icon, in the report's language).
        #expect(lines.map(\.name) == ["housing", "Rent", "utilities", "Utilities", "Gas & Electric", "Internet", "Internet", "Hardware", "Auto", "Fuel"])
        #expect(lines.map(\.level) == [0, 1, 0, 1, 1, 1, 2, 2, 0, 1])
        let utilities = lines[2].row
        #expect(utilities.spent == F.money("186.14", "USD") && utilities.count == 4)
        #expect(lines[3].row.spent == F.money("20.00", "USD"))
        #expect(lines[5].row.spent == F.money("77.00", "USD"))  // Internet and its hardware
        #expect(lines[6].row.spent == F.money("64.99", "USD") && lines[7].row.spent == F.money("12.01", "USD"))
        // The top level adds up to money out, exactly.
        let top = lines.filter { $0.level == 0 }.reduce(Amount.zero) { $0 + $1.row.spent.amount }
        #expect(top == usd.moneyOut.amount.magnitude)
    }

    @Test func depthOneShowsTheTopLevelOnly() throws {
        let report = Self.report(depth: 1)
        let view = SpendingSection(report, ViewText(.english, catalog: .standard), false)
        let rows = try #require(view.blocks.first?.rows)
        #expect(rows.map(\.name) == ["Housing", "Utilities", "Auto"])  // the built-in category's name
        #expect(rows.map(\.spent) == ["$1,650.00", "$186.14", "$45.00"])
        let text = try PlainTextRenderer().render(ReportView(report, locale: .english))
        #expect(text.contains("Housing") && !text.contains("└\u{00A0}Rent"))
    }

    @Test func theTextReportListsChildrenUnderTheirParent() throws {
        let text = try PlainTextRenderer().render(ReportView(Self.report(), locale: .english))
        let housing = try #require(text.range(of: "Housing"))
        let rent = try #require(text.range(of: "└\u{00A0}Rent"))
        #expect(housing.lowerBound < rent.lowerBound)
    }

    @Test func flatCategoriesAreNotATree() {
        let usd = F.report([F.result(F.statement([F.tx("2026-10-01", "-10.00", "CB CAFE")]))]).currencies.first!
        #expect(CategoryTree.lines(usd.spending, depth: nil, moneyOut: usd.moneyOut) == nil)
    }

    @Test func aDepthBelowOneIsAConfigurationError() {
        #expect(throws: (any Error).self) { try F.config("report:\n  depth: 0\n") }
        #expect((try? F.config("report:\n  depth: 2\n"))?.report.depth == 2)
    }

    /// A path from the statement's text is read into ten levels at most: the rest stays in the tenth's name.
    /// 50,000 levels (a 340 KB category) took 11.6 GB and overflowed the stack.
    @Test func aPathDeeperThanTenLevelsKeepsTheRestInItsTenthName() throws {
        let deep = (0..<50_000).map { "N\($0)" }.joined(separator: ":")
        let report = F.report([F.result(F.statement([
            F.tx("2026-10-01", "-1.00", "ACHAT", currency: "USD", category: deep),
            F.tx("2026-10-02", "-2.00", "ACHAT", currency: "USD", category: "N0:N1:N2"),
        ], currency: "USD"))], options: ReportOptions(sections: ReportSection.allCases))
        let usd = try #require(report.currencies.first)
        let lines = try #require(CategoryTree.lines(usd.spending, depth: nil, moneyOut: usd.moneyOut))
        #expect(lines.map(\.level).max() == CategoryTree.levels - 1)
        #expect(lines.first?.row.spent == F.money("3.00", "USD"))
        let tenth = try #require(lines.first { $0.level == 9 })
        #expect(tenth.name.hasPrefix("N9:N10:") && tenth.name.hasSuffix(":N49999"))
        #expect(tenth.row.spent == F.money("1.00", "USD"))
    }
}

