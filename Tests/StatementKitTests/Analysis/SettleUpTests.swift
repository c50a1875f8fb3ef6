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

@Suite struct SettleUpTests {
    @Test func theLargestCreditorIsPaidByTheLargestDebtorFirst() {
        let transfers = SettleUp.transfers([
            ("Sam", Amount(exactly: "50.00")!), ("Priya", Amount(exactly: "-20.00")!), ("Tom", Amount(exactly: "-30.00")!),
        ])
        #expect(transfers == [
            SettleUp.Transfer(from: "Tom", to: "Sam", amount: Amount(exactly: "30.00")!),
            SettleUp.Transfer(from: "Priya", to: "Sam", amount: Amount(exactly: "20.00")!),
        ])
    }

    @Test func tiesGoByName() {
        let transfers = SettleUp.transfers([("Zoé", Amount(10)), ("Alex", Amount(10)), ("Bea", Amount(-10)), ("Ana", Amount(-10))])
        #expect(transfers.map { "\($0.from)→\($0.to)" } == ["Ana→Alex", "Bea→Zoé"])
    }

    @Test func nothingToSettle() {
        #expect(SettleUp.transfers([]).isEmpty)
        #expect(SettleUp.transfers([("A", .zero), ("B", .zero)]).isEmpty)
    }

    /// Any balances that add up to zero are settled by at most n − 1 transfers that bring each to zero.
    @Test func transfersZeroEveryBalanceInAtMostNMinusOne() async {
        let input = zip(Gen.int(in: -500_000...500_000).array(of: 1...9), Gen.int(in: 0...3))
        await propertyCheck(count: 500, input: input) { raw, scale in
            var units = raw
            units.append(-units.reduce(0, +))  // the balances add up to zero
            let balances = units.enumerated().map { ("P\($0.offset)", Amount(units: Int128($0.element), scale: scale)) }
            let transfers = SettleUp.transfers(balances)
            let open = balances.filter { !$0.1.isZero }.count
            #expect(transfers.count <= max(0, open - 1))
            var left = Dictionary(uniqueKeysWithValues: balances)
            for t in transfers {
                #expect(t.amount.isPositive)
                #expect(t.from != t.to)
                #expect(left[t.from]!.isNegative, "\(t.from) pays but owes nothing")
                #expect(left[t.to]!.isPositive, "\(t.to) is paid but is owed nothing")
                left[t.from]! += t.amount
                left[t.to]! -= t.amount
            }
            #expect(left.values.allSatisfy { $0.isZero })
        }
    }
}
