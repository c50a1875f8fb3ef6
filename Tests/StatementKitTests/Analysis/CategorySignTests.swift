import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementModel

/// Built-in rules that know the sign (issue 17): a keyword of spending never files money in, unless
/// the money in gives a purchase back; a keyword of income never files money out; `bp` is fuel only
/// when paid by card.
@Suite struct CategorySignTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var transaction: Transaction
        var category: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a mileage reimbursement is no bank fee",
             transaction: Fixture.tx("2026-10-05", "1437.00", "VIR SAS DUPONT FRAIS KILOMETRIQUE SEPTEMBRE", kind: .transfer), category: "transfers"),
        // A direct debit names a company, not one of your accounts: nothing else said, it is uncategorized.
        Case(name: "Banque Populaire's direct debit is no fuel and no transfer",
             transaction: Fixture.tx("2026-10-05", "-45.00", "PRLV SEPA BP AQUITAINE CENTRE ATLANTIQUE", kind: .directDebit), category: "uncategorized"),
        Case(name: "a card payment at BP is fuel", transaction: Fixture.tx("2026-10-05", "-62.10", "CB BP STATION A63 04/10", kind: .card), category: "fuel"),
        Case(name: "BP where the bank tells no kind is fuel", transaction: Fixture.tx("2026-10-05", "-62.10", "BP A63 SAINT GEOURS"), category: "fuel"),
        Case(name: "a refund paid out is no income", transaction: Fixture.tx("2026-10-05", "-0.77", "REFUND FOR PAYMENT"), category: "uncategorized"),
        Case(name: "the health insurer's refund reduces health",
             transaction: Fixture.tx("2026-10-05", "18.20", "VIR CPAM PARIS REMBOURSEMENT SOINS", kind: .transfer), category: "health"),
        Case(name: "a card refund reduces its category", transaction: Fixture.tx("2026-10-05", "129.99", "AVOIR CB FNAC 03/10", kind: .refund), category: "shopping"),
        Case(name: "money in from a shop that gives nothing back is not shopping",
             transaction: Fixture.tx("2026-10-05", "250.00", "VIR FNAC DARTY PARTICIPATION", kind: .transfer), category: "transfers"),
        Case(name: "interest paid is a fee", transaction: Fixture.tx("2026-10-05", "-3.12", "INTERETS DEBITEURS", kind: .interest), category: "fees"),
        Case(name: "interest earned is income", transaction: Fixture.tx("2026-10-05", "3.12", "INTERETS CREDITEURS", kind: .interest), category: "income"),
        Case(name: "a salary is income", transaction: Fixture.tx("2026-10-05", "2400.00", "VIR SALAIRE OCTOBRE ACME"), category: "income"),
        Case(name: "a salary word on money out is not income",
             transaction: Fixture.tx("2026-10-05", "-2400.00", "VIR SALAIRE NOUNOU OCTOBRE", kind: .transfer), category: "transfers"),
    ]

    @Test(arguments: cases)
    func builtInRulesKnowTheSign(_ c: Case) {
        #expect(Categorizer().categorize(c.transaction).key == c.category)
    }

    /// Every sample and fixture statement: no money in is filed under a category that the built-in
    /// rules give only to money out, unless it refunds a purchase.
    @Test func noCreditIsFiledUnderSpendingByAKeyword() throws {
        let categorizer = Categorizer()
        let outOnly = Set(CategoryCatalog.standard.rules.filter { $0.direction == .moneyOut }.map(\.category))
        let inOnly = Set(CategoryCatalog.standard.rules.filter { $0.direction == .moneyIn }.map(\.category))
        #expect(outOnly.contains("groceries") && outOnly.contains("fees") && inOnly == ["income"])
        var credits = 0
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)
            .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".yaml") && $0 != "expected.json" && !$0.hasSuffix("splitwise.csv") }.sorted()
        for name in names {
            let result = try ReportSession().importFile(InputFile.file(Paths.samples.appending(path: name).path))
            for statement in result.statements {
                for t in statement.transactions {
                    var subject = MatchSubject(t, account: .none)
                    guard case let .keyword(rank) = categorizer.decide(&subject), let hit = categorizer.keyword(rank: rank) else { continue }
                    if t.isMoneyIn {
                        credits += 1
                        #expect(!outOnly.contains(hit.category) || categorizer.isRefund(&subject), "\(name): \(t.description) in \(hit.category)")
                    } else {
                        #expect(!inOnly.contains(hit.category), "\(name): \(t.description) in \(hit.category)")
                    }
                }
            }
        }
        #expect(credits > 5)
    }
}
