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

@Suite struct SplitwiseExportTests {
    static func read(_ text: String) throws(ImportError) -> SplitwiseExport {
        try SplitwiseExport.read(.bytes(Array(text.utf8), name: "group.csv"))
    }

    @Test func readsExpensesPaymentsAndTheSummaryLine() throws {
        let export = try Self.read("""
            Date,Description,Category,Cost,Currency,Sam,Priya,Tom\r
            \r
            2026-09-20,"Sainsbury's, big shop",Groceries,61.37,GBP,-20.46,40.91,-20.45\r
            2026-10-15,Priya P. paid Tom R.,Payment,31.00,GBP,0.00,31.00,-31.00\r
            2026-10-16,Shared dinner,General,60.00,GBP,30.00,30.00,-60.00\r
            \r
            2026-11-30,Total balance, , ,GBP,9.54,101.91,-111.45\r

            """)
        #expect(export.people == ["Sam", "Priya", "Tom"])
        #expect(export.record.rowsRead == 4 && export.record.imported == 3 && export.record.skipped.count == 1)
        #expect(export.record.isBalanced)
        let shop = export.expenses[0]
        #expect(shop.description == "Sainsbury's, big shop")
        #expect(shop.category == "groceries")
        #expect(shop.cost == Fixture.money("61.37", "GBP"))
        #expect(shop.paid == [PersonAmount("Priya", Amount(exactly: "61.37")!)])
        #expect(shop.owed == [PersonAmount("Sam", Amount(exactly: "20.46")!), PersonAmount("Priya", Amount(exactly: "20.46")!),
                              PersonAmount("Tom", Amount(exactly: "20.45")!)])
        #expect(export.expenses[1].isPayment)
        #expect(export.expenses[1].paid.isEmpty && export.expenses[1].owed.isEmpty)
        // Two members paid: only net figures are known.
        let dinner = export.expenses[2]
        #expect(dinner.category == "General")
        #expect(dinner.paid == [PersonAmount("Sam", Amount(exactly: "30.00")!), PersonAmount("Priya", Amount(exactly: "30.00")!)])
        #expect(dinner.owed == [PersonAmount("Tom", Amount(exactly: "60.00")!)])
        #expect(dinner.location == SourceLocation(file: "group.csv", line: 5))
    }

    struct Problem: Sendable, CustomTestStringConvertible {
        var name: String
        var row: String
        var key: String
        var column: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        Problem(name: "a bad date", row: "20/09/2026,Tesco,Groceries,3.00,GBP,1.50,-1.50", key: "csv.badDate", column: 1),
        Problem(name: "an unknown currency", row: "2026-09-20,Tesco,Groceries,3.00,XYZ,1.50,-1.50", key: "splitwise.badCurrency", column: 33),
        Problem(name: "a bad amount", row: "2026-09-20,Tesco,Groceries,3.00,GBP,1.5O,-1.50", key: "amount.unexpectedCharacter", column: 40),
        Problem(name: "columns that do not add up", row: "2026-09-20,Tesco,Groceries,3.00,GBP,1.50,-1.49", key: "splitwise.unbalanced", column: 37),
    ])
    func rejectsARowWithItsLineAndColumn(_ p: Problem) throws {
        let export = try Self.read("Date,Description,Category,Cost,Currency,Sam,Priya\n\(p.row)\n")
        #expect(export.expenses.isEmpty)
        let rejected = try #require(export.record.rejected.first)
        #expect(rejected.reason.key == p.key)
        #expect(rejected.location.line == 2)
        #expect(rejected.location.column == p.column)
        #expect(rejected.lineText == p.row)
        #expect(export.record.isBalanced)
    }

    @Test func refusesAFileThatIsNotAnExport() {
        let error = #expect(throws: ImportError.self) { try Self.read("Date;Libellé;Montant\n01/10/2026;X;-1,00\n") }
        #expect(error?.message.key == "splitwise.badHeader")
        #expect(error?.location.line == 1)
        let empty = #expect(throws: ImportError.self) { try Self.read("") }
        #expect(empty?.kind == .empty)
    }

    /// A group of 1,000 members and 200 expenses, each paid by one and shared by all: every member's part
    /// read, and the report's listed expenses give each member's part in column order, all in time that
    /// grows with the cells (each member was looked up in lists as long as the group: 11 s for 1,000 × 1,000).
    @Test func aGroupOfAThousandMembersIsReadAndListed() throws {
        let members = (0..<1000).map { "P\($0)" }
        var text = "Date,Description,Category,Cost,Currency," + members.joined(separator: ",") + "\n"
        for row in 0..<200 {
            var cells = Array(repeating: "-1.00", count: members.count)
            cells[row] = "999.00"
            text += "2026-10-\(String(format: "%02d", row % 28 + 1)),Expense \(row),General,1000.00,EUR," + cells.joined(separator: ",") + "\n"
        }
        let export = try Self.read(text)
        #expect(export.expenses.count == 200 && export.record.rejected.isEmpty)
        let first = try #require(export.expenses.first)
        #expect(first.paid == [PersonAmount("P0", Amount(exactly: "1000.00")!)])
        #expect(first.owed.count == 1000 && first.owed.allSatisfy { $0.amount == Amount(exactly: "1.00")! })
        var accumulator = ReportBuilder(generatedOn: Fixture.day("2026-12-01"), config: ReportConfig(),
                                        options: ReportOptions(sections: ReportSection.allCases)).accumulator()
        accumulator.add(export)
        let report = accumulator.report()
        let expenses = try #require(report.splits.first?.expenses)
        #expect(expenses.count == 200)
        #expect(expenses[0].owed.map(\.person) == members)
        #expect(expenses[0].paid.map(\.person) == ["P0"])
    }
}

