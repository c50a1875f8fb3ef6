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

@Suite struct CSVAmountColumnTests {
    static func evidence(_ values: [String]) -> CSVAmountEvidence {
        var e = CSVAmountEvidence()
        for (i, v) in values.enumerated() {
            var s = v
            s.withUTF8 { e.add($0, line: i + 1) }
        }
        return e
    }

    @Test(arguments: [
        (["-1 234,56", "12,5"], AmountParser.DecimalMark?.some(.comma)),
        (["1,234.56", "3.50"], .point),
        (["1.234.567", "12"], .comma),
        (["1,234", "12,000"], nil),
        (["0,125", "1,234"], .comma),
        (["1234,567"], .comma),
        (["4.750", "0.000", "93.210"], .point),
        (["12", "-3"], nil),
    ] as [([String], AmountParser.DecimalMark?)])
    func aColumnsValuesVoteForItsDecimalMark(_ values: [String], _ mark: AmountParser.DecimalMark?) {
        #expect(Self.evidence(values).mark == mark)
    }

    @Test func signsAreCounted() {
        let e = Self.evidence(["-6,4", "(12,00)", "45", "0,00", ""])
        #expect(e.negatives == 2)
        #expect(e.positives == 1)
        #expect(e.values == 4)
    }

    @Test(arguments: [
        ("-1 234,56", AmountParser.DecimalMark.comma, "-1234.56"), ("+1.234,50", .comma, "1234.50"), ("12", .comma, "12"),
        ("1,234.56", .point, "1234.56"), ("-0.5", .point, "-0.5"), ("  3,50 ", .comma, "3.50"),
    ])
    func readsPlainAmountsWithoutTheParser(_ text: String, _ mark: AmountParser.DecimalMark, _ value: String) {
        var s = text
        let amount = s.withUTF8 { CSVAmountReader(mark: mark).read($0) }
        #expect(amount?.description == value)
    }

    @Test(arguments: ["12,3,4", "1.23", "€12,00", "(12,00)", "12-", "1 2345", "12.", "", "-", "1\u{00A0}234,56", "12,3456789012345678"])
    func leavesEverythingElseToTheParser(_ text: String) {
        var s = text
        #expect(s.withUTF8 { CSVAmountReader(mark: .comma).read($0) } == nil)
    }

    /// Whatever the fast reader reads, the strict parser reads the same way.
    @Test func agreesWithTheStrictParser() async {
        let digits = Gen.int(in: 0...999_999_999)
        await propertyCheck(count: 2000, input: digits, Gen.int(in: 0...3), Gen.int(in: 0...11), Gen.bool) { units, scale, style, comma in
            var text = String(units)
            if scale > 0 {
                let padded = String(repeating: "0", count: max(0, scale + 1 - text.count)) + text
                text = String(padded.dropLast(scale)) + (comma ? "," : ".") + String(padded.suffix(scale))
            }
            let variants = [text, "-" + text, "+" + text, " " + text + " ", text.replacingOccurrences(of: "0", with: " "), "1 234" + text,
                            "1.234" + text, "1,234" + text, text + ",", "--" + text, text + "0,1", "0" + text]
            let sample = variants[style]
            let mark: AmountParser.DecimalMark = comma ? .comma : .point
            var s = sample
            let fast = s.withUTF8 { CSVAmountReader(mark: mark).read($0) }
            let strict = try? AmountParser(decimalMark: mark).parse(sample).amount
            if let fast { #expect(fast == strict, "“\(sample)” \(mark)") }
        }
    }
}
