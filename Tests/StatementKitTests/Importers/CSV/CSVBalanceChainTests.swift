import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// A running-balance column gives the statement's opening and closing balances, whichever way the
/// bank orders its rows, and a row whose balance does not follow is reported (issue 17).
@Suite struct CSVBalanceChainTests {
    static let oldestFirst = "Date;Libellé;Montant;Solde\n02/10/2026;CB CARREFOUR;-45,20;954,80\n"
        + "05/10/2026;VIR SALAIRE;2000,00;2954,80\n13/10/2026;PRLV EDF;-60,00;2894,80\n"

    @Test func oldestFirstGivesOpeningAndClosing() throws {
        let result = try CSV.read(Self.oldestFirst)
        let info = try #require(result.statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "1000.00")
        #expect(info.closingBalance?.money.amount.description == "2894.80")
        #expect(result.record.warnings.isEmpty)
        guard case .matched? = result.statements.first?.reconciliation else {
            Issue.record("the balances do not reconcile: \(String(describing: result.statements.first?.reconciliation))")
            return
        }
    }

    @Test func newestFirstGivesOpeningAndClosing() throws {
        let text = "Date;Libellé;Montant;Solde\n13/10/2026;PRLV EDF;-60,00;2894,80\n05/10/2026;VIR SALAIRE;2000,00;2954,80\n"
            + "02/10/2026;CB CARREFOUR;-45,20;954,80\n"
        let info = try #require(try CSV.read(text).statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "1000.00")
        #expect(info.closingBalance?.money.amount.description == "2894.80")
    }

    /// A row left out of the export: the next balance does not follow, and the warning names its line.
    @Test func aBreakIsReportedAtItsLine() throws {
        let text = "Date,Description,Amount,Balance\n2026-10-02,Coffee,-3.50,96.50\n2026-10-05,Salary,1000.00,1096.50\n"
            + "2026-10-09,Rent,-500.00,586.50\n2026-10-12,Books,-10.00,576.50\n"
        let result = try CSV.read(text)
        let warning = try #require(result.record.warnings.first)
        #expect(result.record.warnings.count == 1)
        #expect(warning.location.line == 4)
        #expect(warning.reason.key == "csv.balanceBreak")
        #expect(Catalogue.english.render(warning.reason).contains("596.50"))
        let info = try #require(result.statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "100.00")
        #expect(info.closingBalance?.money.amount.description == "576.50")
        // The report's check of the balances sees the missing 10.00.
        guard case .mismatch? = result.statements.first?.reconciliation else {
            Issue.record("a missing row reconciles: \(String(describing: result.statements.first?.reconciliation))")
            return
        }
    }

    /// Rows without a balance (several bookings of one day, the balance on the last) count in the step.
    @Test func rowsWithoutABalanceCountInTheNextStep() throws {
        let text = "Date,Description,Amount,Balance\n2026-10-02,Coffee,-3.50,96.50\n2026-10-05,Bread,-2.00,\n"
            + "2026-10-05,Salary,1000.00,1094.50\n"
        let result = try CSV.read(text)
        #expect(result.record.warnings.isEmpty)
        #expect(result.statements.first?.info.closingBalance?.money.amount.description == "1094.50")
    }
}
