import Foundation
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

@Suite struct CurrencyTests {
    @Test func knowsEveryActiveCode() {
        #expect(Currency.all.count >= 170)
        #expect(Currency(code: "EUR")?.minorUnits == 2)
        #expect(Currency(code: "JPY")?.minorUnits == 0)
        #expect(Currency(code: "BHD")?.minorUnits == 3)
        #expect(Currency(code: "KWD")?.minorUnits == 3)
        #expect(Currency(code: "TND")?.minorUnits == 3)
        #expect(Currency(code: "CLF")?.minorUnits == 4)
        #expect(Currency(code: "eur")?.code == "EUR")
        #expect(Currency(code: "ABC") == nil)
        #expect(Currency(code: "EURO") == nil)
    }

    /// Codes where ISO 4217 and CLDR (what ICU formats with) give different digits. We keep ISO's, in
    /// the model and on display (`MoneyFormat` passes ISO's digits to ICU): the bank's amounts are
    /// exact in ISO's minor unit. CLDR drops the unused minor unit of these.
    static let cldrDiffers: Set<String> = [
        "AFN", "ALL", "IQD", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "RSD", "SOS", "SYP", "YER",
        // Recent CLDR versions also give 0 for these, where ISO keeps 2.
        "COP", "IDR", "PKR",
    ]

    @Test func agreesWithFoundationsCurrencyFormatting() {
        var disagreements: [String] = []
        for currency in Currency.all where !Self.cldrDiffers.contains(currency.code) {
            let style = Decimal.FormatStyle.Currency(code: currency.code, locale: Locale(identifier: "en_US_POSIX"))
            let text = Decimal(string: "1.23456")!.formatted(style)
            // Digits after the decimal point in ICU's default rendering.
            let digits: Int
            if let point = text.lastIndex(of: ".") {
                digits = text[text.index(after: point)...].prefix(while: \.isNumber).count
            } else {
                digits = 0
            }
            if digits != currency.minorUnits { disagreements.append("\(currency.code): table \(currency.minorUnits), ICU \(digits) (\(text))") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "; "))")
    }

    @Test func theExceptionsReallyDiffer() {
        for code in Self.cldrDiffers {
            let text = Decimal(string: "1.23456")!.formatted(
                Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: "en_US_POSIX")))
            #expect(!text.contains("."), "\(code) is formatted \(text): remove it from the exceptions")
        }
    }
}
