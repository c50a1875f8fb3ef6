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

@Suite struct SplitRuleTests {
    static let expense = Money(Amount(exactly: "-90.00")!, .euro)
    static func part(_ person: String, _ value: String) -> SplitRule.Part { SplitRule.Part(person, Amount(exactly: value)!) }

    @Test(arguments: [
        (SplitRule.equal(["alice", "bob"]), nil as SplitRule.Problem?),
        (SplitRule(.shares, [part("alice", "2"), part("bob", "1")]), nil),
        (SplitRule(.percent, [part("alice", "60"), part("bob", "40.0")]), nil),
        (SplitRule(.exact, [part("alice", "50.00"), part("bob", "40")]), nil),
        (SplitRule(.exact, [part("alice", "45.00"), part("bob", "40")], adjustments: [part("bob", "5")]), nil),
        (SplitRule(.equal, [part("alice", "1"), part("bob", "1")], adjustments: [part("carol", "-10"), part("bob", "10")]), nil),
        (SplitRule.equal([]), .noPeople),
        (SplitRule.equal(["alice", ""]), .emptyName),
        (SplitRule.equal(["alice", "alice"]), .duplicatePerson("alice")),
        (SplitRule(.shares, [part("alice", "0"), part("bob", "1")]), .notPositive("alice")),
        (SplitRule(.exact, [part("alice", "-1"), part("bob", "91")]), .notPositive("alice")),
        (SplitRule(.percent, [part("alice", "60"), part("bob", "30")]), .percentSum(Amount(90))),
        (SplitRule(.exact, [part("alice", "50.00"), part("bob", "30")]), .exactSum(Amount(exactly: "80.00")!, expected: Amount(exactly: "90.00")!)),
        (SplitRule(.equal, [part("alice", "1")], adjustments: [part("bob", "95")]), .adjustmentsTooLarge(Amount(95), expected: Amount(exactly: "90.00")!)),
    ])
    func checksTheRuleAgainstTheExpense(rule: SplitRule, problem: SplitRule.Problem?) {
        #expect(rule.validate(for: Self.expense) == problem)
    }

    @Test func listsEveryPersonOnceInOrder() {
        let rule = SplitRule(.shares, [Self.part("bob", "1"), Self.part("alice", "2")], adjustments: [Self.part("carol", "1"), Self.part("bob", "1")])
        #expect(rule.people == ["bob", "alice", "carol"])
    }
}
