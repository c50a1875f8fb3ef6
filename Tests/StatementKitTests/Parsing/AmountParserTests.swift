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

@Suite struct AmountParserTests {
    let auto = AmountParser()

    @Test(arguments: [
        ("12.50", "12.50"), ("-12.50", "-12.50"), ("+12.50", "12.50"), ("12.50-", "-12.50"), ("(12.00)", "-12.00"),
        ("−12,50", "-12.50"), ("- 12,50", "-12.50"), ("-1 234,56", "-1234.56"), ("1\u{00A0}234,56", "1234.56"),
        ("1\u{202F}234,56", "1234.56"), ("1.234,56", "1234.56"), ("1,234.56", "1234.56"), ("1'234.56", "1234.56"),
        ("1’234.56", "1234.56"), ("1 234 567,89", "1234567.89"), ("1.234.567", "1234567"), ("1,234,567", "1234567"),
        ("12,5", "12.5"), ("0,125", "0.125"), (".50", "0.50"), ("12", "12"), ("  42,00  ", "42.00"),
        ("12.50 CR", "12.50"), ("12.50 DR", "-12.50"), ("12.50cr", "12.50"), ("1234,567", "1234.567"),
        ("€12.50", "12.50"), ("-€12.50", "-12.50"), ("€-12.50", "-12.50"), ("12,50 €", "12.50"), ("-12,50 €", "-12.50"),
        ("EUR 1 234,56", "1234.56"), ("1234.56 USD", "1234.56"), ("$1,234.56", "1234.56"), ("(£5.00)", "-5.00"),
        ("R$ 1.234,56", "1234.56"), ("CHF 1'234.50", "1234.50"), ("1 234 €", "1234"), ("0.12345", "0.12345"),
        ("2863.2522955731815", "2863.2522955731815"),
    ])
    func readsWhatBanksWrite(text: String, expected: String) throws {
        let parsed = try auto.parse(text)
        #expect(parsed.amount == Amount(exactly: expected)!)
        #expect(parsed.amount.description == Amount(exactly: expected)!.description)
    }

    @Test(arguments: [
        ("12,3,4", AmountParseError.Reason.badGrouping), ("1.234.5", .badGrouping), ("1,234,56", .badGrouping),
        ("1.234,56.78", .twoDecimalMarks), ("12a34", .unexpectedCharacter), ("12.34.", .twoDecimalMarks),
        ("--12", .multipleSigns), ("-(12)", .multipleSigns), ("-12 DR", .multipleSigns), ("(12", .unbalancedParenthesis),
        ("12)", .unbalancedParenthesis), ("", .empty), ("   ", .empty), ("EUR", .noDigits), ("abc", .unexpectedCharacter),
        ("1 2", .badGrouping), ("12.", .unexpectedCharacter), ("1 234.567 89", .badGrouping), ("1.234 567", .badGrouping),
        ("1234567890123456", .tooManyDigits), ("0.1234567890123456", .tooManyDigits), ("1,234", .ambiguousSeparator),
        ("1.234", .ambiguousSeparator), ("12 EUR USD", .unexpectedCharacter), ("1 234,56 X", .unexpectedCharacter),
        ("            .  ", .unexpectedCharacter),
    ])
    func rejectsWhatIsNotAnAmount(text: String, reason: AmountParseError.Reason) {
        #expect {
            try auto.parse(text)
        } throws: { error in
            (error as? AmountParseError)?.reason == reason
        }
    }

    /// The plain path (digits, a leading minus, one decimal mark) gives what the scanner gives, for
    /// every mark setting, and takes the amounts files are made of.
    @Test func thePlainPathReadsAsTheScanner() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Character(Unicode.Scalar(UInt8(0x30 + (seed >> 33) % 10)))
            })
        }
        var texts = ["0", "-0", "0.00", "-0,00", "00012.50", "-", ".5", "5.", "-.5", "1.2.3", "1,2.3", "+1.00", "--1",
                     "1 234", "12a", "١٢", "1.000", "-1,000", "0,125", "9999999999999999", "-0.0000000000000001"]
        for sign in ["", "-"] {
            for integer in 0...17 {
                for mark in ["", ".", ","] {
                    for fraction in mark.isEmpty ? [0] : Array(0...17) {
                        texts.append(sign + digits(integer) + mark + digits(fraction))
                    }
                }
            }
        }
        // Grouped: a first group, groups of two to four digits, each mark either way, a fraction or not.
        for sign in ["", "-"] {
            for first in 0...4 {
                for groups in 0...5 {
                    for size in 2...4 {
                        for (g, d) in [(",", "."), (".", ","), (",", ","), (".", "."), (",", ""), (".", "")] {
                            for fraction in d.isEmpty ? [0] : [0, 1, 2, 3, 16] {
                                var text = sign + digits(first)
                                for _ in 0..<groups { text += g + digits(size) }
                                texts.append(text + d + digits(fraction))
                            }
                        }
                    }
                }
            }
        }
        texts += [String(repeating: "9", count: 40), "1" + String(repeating: ",999", count: 11) + ".5", "1,234.5,6", "1.234,5.6"]
        var taken = 0
        for mark in [AmountParser.DecimalMark.auto, .point, .comma] {
            let parser = AmountParser(decimalMark: mark)
            for text in texts {
                var copy = text
                copy.withUTF8 { b in
                    guard let plain = parser.plain(b) else { return }
                    taken += 1
                    var scanner = AmountScanner(bytes: b, decimalMark: mark)
                    let scanned = Result { () throws(AmountParseError) in try scanner.run() }
                    #expect(scanned == .success(plain), "\(text) with \(mark)")
                }
            }
        }
        #expect(taken > 1_000)
        for (text, mark) in [("-12.50", AmountParser.DecimalMark.point), ("1234,56", .comma), ("-7", .auto), ("0,5", .auto),
                             ("-1,558.66", .point), ("1.234.567,8", .auto)] {
            var copy = text
            #expect(copy.withUTF8 { AmountParser(decimalMark: mark).plain($0) } != nil, "\(text) is plain")
        }
    }

    @Test func resolvesAThreeDigitFractionWithTheFilesDecimalMark() throws {
        #expect(try AmountParser(decimalMark: .comma).parse("1,234").amount == Amount(exactly: "1.234")!)
        #expect(try AmountParser(decimalMark: .point).parse("1,234").amount == Amount(exactly: "1234")!)
        #expect(try AmountParser(decimalMark: .point).parse("1.234").amount == Amount(exactly: "1.234")!)
        #expect(try AmountParser(decimalMark: .comma).parse("1.234").amount == Amount(exactly: "1234")!)
        #expect(throws: AmountParseError.self) { try AmountParser(decimalMark: .comma).parse("1.234.567,12.5") }
        #expect(throws: AmountParseError.self) { try AmountParser(decimalMark: .point).parse("1,234,56") }
    }

    @Test func tellsTheCurrencyItSaw() throws {
        #expect(try auto.parse("12,50 €").currencyCode == "EUR")
        #expect(try auto.parse("£3.00").currencyCode == "GBP")
        #expect(try auto.parse("USD 3.00").currencyCode == "USD")
        #expect(try auto.parse("$3.00").currencyCode == nil)
        #expect(try auto.parse("$3.00").currencyText == "$")
    }

    @Test func pointsAtTheOffendingCharacter() {
        do {
            _ = try auto.parse("12x5")
            Issue.record("accepted")
        } catch {
            #expect(error.position == 2)
        }
    }

    /// Writing an amount the way a bank would, then reading it back, gives the same value.
    @Test
    func formatThenParseRoundTrips() async {
        let styles = Gen.int(in: 0...7)
        await propertyCheck(count: 1000, input: Gen.int64(in: -99_999_999_999 ... 99_999_999_999), styles, Gen.int(in: 0...3)) { units, style, scale in
            let amount = Amount(units: Int128(units), scale: scale == 3 ? 2 : scale)
            let text = AmountParserTests.write(amount, style: style)
            let mark: AmountParser.DecimalMark = [1, 3, 5, 7].contains(style) ? .comma : .point
            do {
                let parsed = try AmountParser(decimalMark: mark).parse(text)
                #expect(parsed.amount == amount, "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    /// Styles: 0 `1,234.56`, 1 `1.234,56`, 2 `1234.56`, 3 `1 234,56` (U+202F), 4 `(1,234.56)`,
    /// 5 `1 234,56 €`, 6 `$1,234.56`, 7 `1234,56-`.
    static func write(_ amount: Amount, style: Int) -> String {
        let digits = amount.magnitude.description
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : nil
        func group(_ s: String, _ sep: String) -> String {
            var out = ""
            for (i, c) in s.enumerated() {
                if i > 0, (s.count - i) % 3 == 0 { out += sep }
                out.append(c)
            }
            return out
        }
        let negative = amount.isNegative
        let (grouping, mark): (String, String) = switch style {
        case 0, 4, 6: (",", ".")
        case 1: (".", ",")
        case 2: ("", ".")
        case 3, 5: ("\u{202F}", ",")
        default: ("", ",")
        }
        var body = group(integer, grouping) + (fraction.map { mark + $0 } ?? "")
        switch style {
        case 4: body = negative ? "(\(body))" : body
        case 5: body = (negative ? "-" : "") + body + " €"
        case 6: body = (negative ? "-$" : "$") + body
        case 7: body = body + (negative ? "-" : "")
        default: body = (negative ? "-" : "") + body
        }
        return body
    }
}
