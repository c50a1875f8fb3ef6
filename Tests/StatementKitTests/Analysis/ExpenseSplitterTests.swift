import PropertyBased
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

@Suite struct ExpenseSplitterTests {
    static func amounts(_ texts: [String]) -> [Amount] { texts.map { Amount(exactly: $0)! } }
    static func people(_ pairs: [(String, Int)]) -> [PersonAmount] { pairs.map { PersonAmount($0.0, Amount($0.1)) } }

    struct Allocation: Sendable, CustomTestStringConvertible {
        var total: String
        var weights: [(String, Int)]
        var tieBreak: UInt64 = 0
        var parts: [String]
        var note: String
        var testDescription: String { "\(total) among \(weights.map { "\($0.0):\($0.1)" }.joined(separator: " ")), tie-break \(tieBreak): \(note)" }
    }

    static let allocations: [Allocation] = [
        Allocation(total: "100.00", weights: [("Camille", 2), ("Alex", 1)], parts: ["66.67", "33.33"], note: "2:1"),
        Allocation(total: "1150.00", weights: [("Camille", 2), ("Alex", 1)], parts: ["766.67", "383.33"], note: "rent 2:1"),
        Allocation(total: "10.00", weights: [("A", 1), ("B", 1), ("C", 1)], parts: ["3.34", "3.33", "3.33"], note: "the first name gets the cent"),
        Allocation(total: "10.00", weights: [("A", 1), ("B", 1), ("C", 1)], tieBreak: 1, parts: ["3.33", "3.34", "3.33"], note: "rotated by one"),
        Allocation(total: "10.00", weights: [("A", 1), ("B", 1), ("C", 1)], tieBreak: 5, parts: ["3.33", "3.33", "3.34"], note: "5 mod 3 = 2"),
        Allocation(total: "10.00", weights: [("C", 1), ("B", 1), ("A", 1)], parts: ["3.33", "3.33", "3.34"], note: "name order, not list order"),
        Allocation(total: "0.01", weights: [("A", 1), ("B", 1)], parts: ["0.01", "0.00"], note: "one cent"),
        Allocation(total: "-10.00", weights: [("A", 1), ("B", 1), ("C", 1)], parts: ["-3.34", "-3.33", "-3.33"], note: "a refund: negated parts"),
        Allocation(total: "1001", weights: [("A", 1), ("B", 1)], parts: ["501", "500"], note: "JPY: whole yen"),
        Allocation(total: "1.005", weights: [("A", 1), ("B", 1)], parts: ["0.503", "0.502"], note: "BHD: thousandths"),
        Allocation(total: "7.00", weights: [("A", 0), ("B", 1)], parts: ["0.00", "7.00"], note: "a zero weight"),
        Allocation(total: "100.00", weights: [("A", 1), ("B", 1), ("C", 1), ("D", 3)], parts: ["16.67", "16.67", "16.66", "50.00"],
                   note: "largest remainder first"),
    ]

    @Test(arguments: allocations)
    func allocatesByLargestRemainder(_ a: Allocation) {
        let result = ExpenseSplitter.allocate(Amount(exactly: a.total)!, weights: Self.people(a.weights), tieBreak: a.tieBreak)
        #expect(result == Self.amounts(a.parts))
    }

    @Test func sharesWithExactAmountsAndAdjustments() throws {
        let eur = Currency.euro
        // 57.00: Sam's 12.00 line, the rest in three.
        var rule = ConfigSplitRule(categories: ["telecom"], method: .equal(["Sam", "Priya", "Tom"]), exact: [PersonAmount("Sam", Amount(12))])
        #expect(try ExpenseSplitter.split(Amount(exactly: "57.00")!, currency: eur, rule: rule, everyone: []).get()
            == [PersonAmount("Sam", Amount(exactly: "27.00")!), PersonAmount("Priya", Amount(15)), PersonAmount("Tom", Amount(15))])
        // Without a method, the rest goes to everyone not named in exact.
        rule.method = nil
        #expect(try ExpenseSplitter.split(Amount(exactly: "57.00")!, currency: eur, rule: rule, everyone: ["Sam", "Priya", "Tom"]).get()
            == [PersonAmount("Sam", Amount(12)), PersonAmount("Priya", Amount(exactly: "22.50")!), PersonAmount("Tom", Amount(exactly: "22.50")!)])
        // Adjustments move money, then the rest is shared.
        let adjusted = ConfigSplitRule(categories: ["x"], method: .equal(["A", "B"]),
                                 adjustments: [PersonAmount("A", Amount(exactly: "5.00")!), PersonAmount("B", Amount(exactly: "-1.00")!)])
        #expect(try ExpenseSplitter.split(Amount(exactly: "20.00")!, currency: eur, rule: adjusted, everyone: []).get()
            == [PersonAmount("A", Amount(exactly: "13.00")!), PersonAmount("B", Amount(exactly: "7.00")!)])
        // Percentages.
        let percent = ConfigSplitRule(categories: ["x"], method: .percent([PersonAmount("A", Amount(60)), PersonAmount("B", Amount(40))]))
        #expect(try ExpenseSplitter.split(Amount(exactly: "33.33")!, currency: eur, rule: percent, everyone: []).get()
            == [PersonAmount("A", Amount(exactly: "20.00")!), PersonAmount("B", Amount(exactly: "13.33")!)])
        // A refund mirrors the expense.
        #expect(try ExpenseSplitter.split(Amount(exactly: "-33.33")!, currency: eur, rule: percent, everyone: []).get()
            == [PersonAmount("A", Amount(exactly: "-20.00")!), PersonAmount("B", Amount(exactly: "-13.33")!)])
    }

    @Test func refusesWhatCannotBeShared() {
        let exact = ConfigSplitRule(categories: ["x"], exact: [PersonAmount("A", Amount(30))])
        let tooMuch = ExpenseSplitter.split(Amount(20), currency: .euro, rule: exact, everyone: ["A", "B"])
        #expect(tooMuch == .failure(.exactExceedsExpense))
        let nobody = ExpenseSplitter.split(Amount(40), currency: .euro, rule: exact, everyone: ["A"])
        #expect(nobody == .failure(.nobodyForRest))
        #expect((try? ExpenseSplitter.split(Amount(30), currency: .euro, rule: exact, everyone: ["A"]).get()) == [PersonAmount("A", Amount(30))])
    }

    /// Any total, any weights, any tie-break: the parts add up to the total, and each is its exact
    /// share rounded down or up by one unit.
    @Test func partsAlwaysAddUpToTheExpense() async {
        let input = zip(
            Gen.int(in: -10_000_000...10_000_000), Gen.int(in: 0...12).array(of: 1...7), Gen.uint64(in: 0...UInt64.max),
            Gen.int(in: 0...3))
        await propertyCheck(count: 500, input: input) { total, rawWeights, tieBreak, scale in
            var weights = rawWeights
            if weights.allSatisfy({ $0 == 0 }) { weights[0] = 1 }
            let named = weights.enumerated().map { PersonAmount("P\($0.offset)", Amount($0.element)) }
            let amount = Amount(units: Int128(total), scale: scale)
            let parts = ExpenseSplitter.allocate(amount, weights: named, tieBreak: tieBreak)
            #expect(parts.reduce(Amount.zero, +) == amount)
            let sum = Int128(weights.reduce(0, +))
            for (part, w) in zip(parts, weights) {
                // |part × W − total × w| < W
                let gap = part.units * sum - Int128(total) * Int128(w)
                #expect(gap.magnitude < sum.magnitude, "part \(part) of \(amount) for weight \(w)/\(sum)")
            }
        }
    }

    /// Rules with exact amounts, adjustments and any method share an expense into parts that add up to it.
    @Test func rulePartsAddUpToTheExpense() async {
        let input = zip(
            Gen.int(in: -1_000_000...1_000_000), Gen.int(in: 0...5000).array(of: 0...2), Gen.int(in: -3000...3000).array(of: 0...3),
            Gen.int(in: 1...9).array(of: 1...4), Gen.int(in: 0...2), Gen.uint64(in: 0...UInt64.max))
        await propertyCheck(count: 300, input: input) { cents, exactCents, adjustCents, weights, method, tieBreak in
            let names = ["Alex", "Camille", "Sam", "Zoé"]
            let people = Array(names.prefix(weights.count))
            let expense = Amount(units: Int128(cents), scale: 2)
            var rule = ConfigSplitRule(categories: ["x"])
            rule.exact = exactCents.enumerated().map { PersonAmount(names[$0.offset], Amount(units: Int128($0.element), scale: 2)) }
            rule.adjustments = adjustCents.enumerated().map { PersonAmount(names[($0.offset + 1) % 4], Amount(units: Int128($0.element), scale: 2)) }
            switch method {
            case 0: rule.method = .equal(people)
            case 1: rule.method = .shares(zip(people, weights).map { PersonAmount($0, Amount($1)) })
            default: rule.method = nil
            }
            switch ExpenseSplitter.split(expense, currency: .euro, rule: rule, everyone: people, tieBreak: tieBreak) {
            case let .success(parts):
                #expect(parts.reduce(Amount.zero) { $0 + $1.amount } == expense)
                #expect(Set(parts.map(\.person)).count == parts.count)
            case .failure(.exactExceedsExpense):
                #expect(rule.exact.reduce(Amount.zero) { $0 + $1.amount } > expense.magnitude)
            case .failure(.nobodyForRest):
                #expect(rule.method == nil)
            }
        }
    }
}
