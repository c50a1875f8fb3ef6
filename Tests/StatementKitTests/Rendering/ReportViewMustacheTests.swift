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

/// Templates read a view's fields through `MustacheFields`: the same values `Mirror` gives, nil
/// for a nil optional and for a name the view does not have.
@Suite struct MustacheFieldsTests {
    @Test func aFieldIsReadAsMirrorReadsIt() throws {
        let row = TransactionRow(Fixture.categorizedTransaction(), ViewText(.english, catalog: .standard))
        #expect(row.child(named: "date") as? String == "10/01/2026")
        #expect(row.child(named: "description") as? String == "CB LIDL")
        #expect((row.child(named: "amount") as? SignedText)?.text == "-€12.00")
        #expect(row.child(named: "payee") == nil)  // a nil optional
        #expect(row.child(named: "statusText") == nil)
        #expect(row.child(named: "labels") == nil)  // not a field of the row
        let pending = TransactionRow(Fixture.categorizedTransaction(payee: "Lidl Stiftung", status: .pending), ViewText(.english, catalog: .standard))
        #expect(pending.child(named: "payee") as? String == "Lidl Stiftung")
        // A payee the description already says (`Lidl` in `CB LIDL`) is not repeated.
        let said = TransactionRow(Fixture.categorizedTransaction(payee: "Lidl"), ViewText(.english, catalog: .standard))
        #expect(said.child(named: "payee") == nil)
        #expect(pending.child(named: "statusText") as? String == "pending")
    }
}

extension Fixture {
    static func categorizedTransaction(payee: String? = nil, status: TransactionStatus = .booked) -> CategorizedTransaction {
        CategorizedTransaction(transaction: tx("2026-10-01", "-12.00", "CB LIDL", payee: payee, status: status), category: "groceries",
                               reason: .defaultRule(keyword: "lidl"))
    }
}
