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

@Suite struct AmountTests {
    @Test func keepsEveryDigitItWasGiven() {
        #expect(Amount(exactly: "-1234.56789")!.description == "-1234.56789")
        #expect(Amount(exactly: "0.001")!.description == "0.001")
        #expect(Amount(exactly: "12")!.description == "12")
        #expect(Amount(exactly: "-0.5")!.description == "-0.5")
    }

    @Test func readsOnlyPlainDecimals() {
        for bad in ["", "-", "1.", ".5", "1,5", "1 000", "1e3", "--1", "1.2.3", "12a"] {
            #expect(Amount(exactly: bad) == nil, "\(bad)")
        }
    }

    @Test func knowsWhetherItIsWithinTheParsersBounds() {
        for good in ["999999999999999.999999999999999", "-999999999999999", "0.000000000000001", "1.500000000000000000", "0"] {
            #expect(Amount(exactly: good)!.isWithinReadingBounds, "\(good)")
        }
        for bad in ["1000000000000000", "-1000000000000000", "99999999999999999999999999999999999", "0.0000000000000001", "1.000000000000000001"] {
            #expect(!Amount(exactly: bad)!.isWithinReadingBounds, "\(bad)")
        }
    }

    @Test func dividesRoundingHalfEvenWithoutOverflow() {
        func q(_ a: String, _ b: String, _ scale: Int) -> String? { Amount(exactly: a)!.divided(by: Amount(exactly: b)!, scale: scale)?.description }
        #expect(q("10", "4", 0) == "2")  // 2.5 → 2
        #expect(q("14", "4", 0) == "4")  // 3.5 → 4
        #expect(q("-10", "4", 1) == "-2.5")
        #expect(q("1", "-3", 4) == "-0.3333")
        #expect(q("0.001", "1000", 2) == "0.00")
        #expect(q("1", "0", 2) == nil)
        // A thousand of the widest amounts over one of them: the old Int128 product overflowed.
        #expect(q("999999999999999999.999999999999", "999999999999999.999999999999999", 3) == "1000.000")
        #expect(q("999999999999999999.999999999999", "0.000000000000001", 0) == "999999999999999999999999999999000")
        #expect(q("999999999999999999.999999999999", "0.000000000000000001", 18) == nil)  // past Int128
    }

    @Test func equalValuesAreEqualWhateverTheScale() {
        #expect(Amount(exactly: "12.50")! == Amount(exactly: "12.5")!)
        #expect(Amount(exactly: "12.50")!.hashValue == Amount(exactly: "12.5")!.hashValue)
        #expect(Amount(exactly: "0.00")! == .zero)
    }

    @Test func addsExactlyAcrossScales() {
        let sum = Amount(exactly: "0.1")! + Amount(exactly: "0.2")!
        #expect(sum == Amount(exactly: "0.3")!)
        #expect((Amount(exactly: "1234.56789")! + Amount(exactly: "-0.00789")!).description == "1234.56000")
    }

    @Test func aTotalBegunAtZeroKeepsTheDigitsOfWhatIsAdded() {
        // Every running total starts at `Amount.zero` (no digits): the first amount added sets them.
        #expect((Amount.zero + Amount(exactly: "12.50")!).description == "12.50")
        #expect((Amount(exactly: "-0.005")! + .zero).description == "-0.005")
        #expect((Amount(exactly: "0.00")! + Amount(exactly: "0.0")!).description == "0.00")
        #expect((Amount.zero + Amount(exactly: "7")!).description == "7")
        #expect(Amount(exactly: "-0.01")! < .zero && Amount.zero < Amount(exactly: "0.001")!)
        #expect(!(Amount(exactly: "0.000")! < .zero) && !(Amount.zero < Amount(exactly: "0.00")!))
    }

    /// Half-even rounding, both signs, for 2 and 0 digits (EUR, JPY).
    @Test(arguments: [
        ("2.345", 2, "2.34"), ("2.355", 2, "2.36"), ("2.3451", 2, "2.35"), ("-2.345", 2, "-2.34"),
        ("-2.355", 2, "-2.36"), ("0.005", 2, "0.00"), ("0.015", 2, "0.02"), ("1.5", 0, "2"), ("2.5", 0, "2"),
        ("-2.5", 0, "-2"), ("-3.5", 0, "-4"), ("0.49999", 0, "0"), ("1234.56", 3, "1234.560"),
    ])
    func roundsHalfEvenForDisplay(text: String, digits: Int, expected: String) {
        #expect(Amount(exactly: text)!.rounded(toScale: digits).description == expected)
    }

    @Test func comparesByValue() {
        #expect(Amount(exactly: "-1.5")! < Amount(exactly: "-1.49")!)
        #expect(Amount(exactly: "10")! > Amount(exactly: "9.999")!)
    }

    @Test
    func additionIsCommutativeAndSubtractionUndoesIt() async {
        let units = Gen.int64(in: -999_999_999_999 ... 999_999_999_999)
        let scales = Gen.int(in: 0...6)
        await propertyCheck(count: 500, input: units, scales, units, scales) { a, sa, b, sb in
            let x = Amount(units: Int128(a), scale: sa), y = Amount(units: Int128(b), scale: sb)
            #expect(x + y == y + x)
            #expect((x + y) - y == x)
            #expect(x + .zero == x)
            #expect(x + x.negated == .zero)
        }
    }

    @Test
    func roundingStaysWithinHalfAUnit() async {
        await propertyCheck(count: 500, input: Gen.int64(in: -99_999_999_999 ... 99_999_999_999), Gen.int(in: 0...5)) { u, target in
            let x = Amount(units: Int128(u), scale: 5)
            let r = x.rounded(toScale: target)
            let error = (x - r).magnitude
            let half = Amount(units: 5, scale: target + 1)
            #expect(error <= half)
        }
    }
}
