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

@Suite struct RoundUpTests {
    @Test(arguments: [
        ("-3.20", "EUR", 1, "0.80"), ("-3.00", "EUR", 1, "0.00"), ("-0.01", "EUR", 1, "0.99"), ("-12.34", "EUR", 5, "2.66"),
        ("-12.34", "EUR", 10, "7.66"), ("-20.00", "EUR", 10, "0.00"), ("-320", "JPY", 1, "0"), ("-325", "JPY", 10, "5"),
        ("-1.005", "BHD", 1, "0.995"), ("-10.00001", "EUR", 1, "0.99999"),
    ])
    func roundsUpToTheNextStep(amount: String, currency: String, step: Int, expected: String) {
        let extra = RoundUp.amount(for: Amount(exactly: amount)!, step: step)
        #expect(extra == Amount(exactly: expected)!)
        #expect(extra.description == expected)
    }

    /// Any payment, any step: the round-up is in [0, step) and makes the payment a multiple of the step.
    @Test func aRoundUpIsWithinZeroAndTheStep() async {
        let input = zip(Gen.int(in: 1...1_000_000_000), Gen.int(in: 0...4), Gen.element(of: RoundUpSettings.allowedSteps).compactMap { $0 })
        await propertyCheck(count: 500, input: input) { units, scale, step in
            let payment = Amount(units: -Int128(units), scale: scale)
            let extra = RoundUp.amount(for: payment, step: step)
            #expect(!extra.isNegative)
            #expect(extra < Amount(step))
            let total = payment.magnitude + extra
            #expect(total.units % (Int128(step) * Amount.power(total.scale)) == 0)
        }
    }
}
