import Foundation
import Testing

@testable import StatementLocalization
@testable import StatementModel

/// Numbers written from a learnt pattern are ICU's text, byte for byte.
@Suite struct LearntNumberFormatTests {
    static let currencies = ["EUR", "USD", "GBP", "CHF", "CAD", "JPY", "BHD", "CLF", "XXX"]

    /// Amounts of every length and sign, half-way cases, zero, and beyond the lengths checked when learning.
    static let amounts: [Amount] = {
        var list: [Amount] = [.zero, Amount(units: 5, scale: 3), Amount(units: -5, scale: 3), Amount(units: -4, scale: 3)]
        var units: Int128 = 0
        for digit: Int128 in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9] {
            units = units * 10 + digit
            for scale in [0, 1, 2, 3, 4] {
                list.append(Amount(units: units, scale: scale))
                list.append(Amount(units: -units, scale: scale))
            }
        }
        // Beyond 64 bits of units (the writer's 128-bit path): 2^64, and numbers of 25 and 31 digits.
        let big: [Int128] = [Int128(UInt64.max) + 1, 1_234_567_890_123_456_789_012_345, -9_876_543_210_987_654_321_098_765_432_101]
        for units in big {
            for scale in [0, 2, 3] { list.append(Amount(units: units, scale: scale)) }
        }
        return list
    }()

    @Test(arguments: ReportLocale.supported + [ReportLocale(language: .english, region: "IN"), ReportLocale(language: .french, region: "MA")])
    func moneyIsWrittenAsICUWritesIt(locale: ReportLocale) throws {
        let format = MoneyFormat(locale)
        for code in Self.currencies {
            let currency = try #require(Currency(code: code))
            for sign in MoneyFormat.SignStyle.allCases {
                for amount in Self.amounts {
                    let rounded = amount.rounded(toScale: currency.minorUnits)
                    #expect(format.string(Money(amount, currency), sign: sign) == format.icuString(rounded, currency, sign: sign),
                            "\(locale) \(code) \(sign) \(amount)")
                }
            }
        }
        // ICU's percentage, with the house style's U+202F before % in French (`MoneyFormat.percent`).
        func house(_ text: String) -> String { format.locale.language == .french ? text.replacing("\u{00A0}%", with: "\u{202F}%") : text }
        for amount in Self.amounts {
            for digits in [0, 1, 2] {
                for sign in MoneyFormat.SignStyle.allCases {
                    let reference = format.plain(MoneyFormat.decimal(amount.rounded(toScale: digits)), fractionDigits: digits, sign: sign)
                    #expect(format.number(amount, fractionDigits: digits, sign: sign) == reference, "\(locale) \(digits) \(sign) \(amount)")
                }
            }
            #expect(format.percent(amount, of: Amount(units: 7, scale: 1)) == house(format.icuPercent(MoneyFormat.ratio(amount, Amount(units: 7, scale: 1), scale: 1))))
        }
        #expect(format.percent(Amount(units: 3, scale: 0), of: .zero) == house(format.icuPercent(.zero)))
        for n in [0, 1, -1, 12, 999, 1000, -1234, 12345, 1_234_567, -987_654_321_012, Int.max, Int.min + 1] {
            #expect(format.integer(n) == format.icuInteger(n), "\(locale) \(n)")
        }
    }
}
