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

/// Money as each supported locale writes it. The table was generated once from Foundation's ICU
/// (`Decimal.FormatStyle.Currency` with the currency's ISO digits), read by eye and committed as
/// literals: a change in ICU's data shows up here as a failing test, not as a silent change of the
/// reports. Invisible characters are written out: U+202F (narrow no-break space, French grouping),
/// U+00A0 (no-break space).
@Suite struct MoneyFormatTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var locale: String
        var currency: String
        /// 1234.567, -1234.565 (half-even: -1234.56), 0 and 987654321098.765.
        var positive: String
        var negative: String
        var zero: String
        var large: String

        init(_ locale: String, _ currency: String, _ positive: String, _ negative: String, _ zero: String, _ large: String) {
            self.locale = locale
            self.currency = currency
            self.positive = positive
            self.negative = negative
            self.zero = zero
            self.large = large
        }

        var testDescription: String { "\(currency) in \(locale)" }
    }

    static let amounts = ["1234.567", "-1234.565", "0", "987654321098.765"]

    static let table: [Row] = [
        Row("fr-FR", "EUR", "1\u{202F}234,57\u{00A0}€", "-1\u{202F}234,56\u{00A0}€", "0,00\u{00A0}€", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}€"),
        Row("fr-FR", "USD", "1\u{202F}234,57\u{00A0}$US", "-1\u{202F}234,56\u{00A0}$US", "0,00\u{00A0}$US", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$US"),
        Row("fr-FR", "GBP", "1\u{202F}234,57\u{00A0}£GB", "-1\u{202F}234,56\u{00A0}£GB", "0,00\u{00A0}£GB", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}£GB"),
        Row("fr-FR", "CHF", "1\u{202F}234,57\u{00A0}CHF", "-1\u{202F}234,56\u{00A0}CHF", "0,00\u{00A0}CHF", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}CHF"),
        Row("fr-FR", "JPY", "1\u{202F}235\u{00A0}JPY", "-1\u{202F}235\u{00A0}JPY", "0\u{00A0}JPY", "987\u{202F}654\u{202F}321\u{202F}099\u{00A0}JPY"),
        Row("fr-FR", "CAD", "1\u{202F}234,57\u{00A0}$CA", "-1\u{202F}234,56\u{00A0}$CA", "0,00\u{00A0}$CA", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$CA"),
        Row("fr-FR", "AUD", "1\u{202F}234,57\u{00A0}$AU", "-1\u{202F}234,56\u{00A0}$AU", "0,00\u{00A0}$AU", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$AU"),
        Row("fr-FR", "BHD", "1\u{202F}234,567\u{00A0}BHD", "-1\u{202F}234,565\u{00A0}BHD", "0,000\u{00A0}BHD", "987\u{202F}654\u{202F}321\u{202F}098,765\u{00A0}BHD"),
        Row("fr-FR", "SEK", "1\u{202F}234,57\u{00A0}SEK", "-1\u{202F}234,56\u{00A0}SEK", "0,00\u{00A0}SEK", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}SEK"),
        Row("fr-FR", "XOF", "1\u{202F}235\u{00A0}F\u{202F}CFA", "-1\u{202F}235\u{00A0}F\u{202F}CFA", "0\u{00A0}F\u{202F}CFA", "987\u{202F}654\u{202F}321\u{202F}099\u{00A0}F\u{202F}CFA"),
        Row("fr-FR", "CLF", "1\u{202F}234,5670\u{00A0}CLF", "-1\u{202F}234,5650\u{00A0}CLF", "0,0000\u{00A0}CLF", "987\u{202F}654\u{202F}321\u{202F}098,7650\u{00A0}CLF"),
        Row("fr-BE", "EUR", "1\u{202F}234,57\u{00A0}€", "-1\u{202F}234,56\u{00A0}€", "0,00\u{00A0}€", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}€"),
        Row("fr-BE", "USD", "1\u{202F}234,57\u{00A0}$US", "-1\u{202F}234,56\u{00A0}$US", "0,00\u{00A0}$US", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$US"),
        Row("fr-BE", "GBP", "1\u{202F}234,57\u{00A0}£GB", "-1\u{202F}234,56\u{00A0}£GB", "0,00\u{00A0}£GB", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}£GB"),
        Row("fr-BE", "CHF", "1\u{202F}234,57\u{00A0}CHF", "-1\u{202F}234,56\u{00A0}CHF", "0,00\u{00A0}CHF", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}CHF"),
        Row("fr-BE", "JPY", "1\u{202F}235\u{00A0}JPY", "-1\u{202F}235\u{00A0}JPY", "0\u{00A0}JPY", "987\u{202F}654\u{202F}321\u{202F}099\u{00A0}JPY"),
        Row("fr-BE", "CAD", "1\u{202F}234,57\u{00A0}$CA", "-1\u{202F}234,56\u{00A0}$CA", "0,00\u{00A0}$CA", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$CA"),
        Row("fr-BE", "AUD", "1\u{202F}234,57\u{00A0}$AU", "-1\u{202F}234,56\u{00A0}$AU", "0,00\u{00A0}$AU", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}$AU"),
        Row("fr-BE", "BHD", "1\u{202F}234,567\u{00A0}BHD", "-1\u{202F}234,565\u{00A0}BHD", "0,000\u{00A0}BHD", "987\u{202F}654\u{202F}321\u{202F}098,765\u{00A0}BHD"),
        Row("fr-BE", "SEK", "1\u{202F}234,57\u{00A0}SEK", "-1\u{202F}234,56\u{00A0}SEK", "0,00\u{00A0}SEK", "987\u{202F}654\u{202F}321\u{202F}098,76\u{00A0}SEK"),
        Row("fr-BE", "XOF", "1\u{202F}235\u{00A0}F\u{202F}CFA", "-1\u{202F}235\u{00A0}F\u{202F}CFA", "0\u{00A0}F\u{202F}CFA", "987\u{202F}654\u{202F}321\u{202F}099\u{00A0}F\u{202F}CFA"),
        Row("fr-BE", "CLF", "1\u{202F}234,5670\u{00A0}CLF", "-1\u{202F}234,5650\u{00A0}CLF", "0,0000\u{00A0}CLF", "987\u{202F}654\u{202F}321\u{202F}098,7650\u{00A0}CLF"),
        Row("fr-CH", "EUR", "€\u{00A0}1\u{202F}234,57", "€\u{00A0}-1\u{202F}234,56", "€\u{00A0}0,00", "€\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "USD", "$US\u{00A0}1\u{202F}234,57", "$US\u{00A0}-1\u{202F}234,56", "$US\u{00A0}0,00", "$US\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "GBP", "£GB\u{00A0}1\u{202F}234,57", "£GB\u{00A0}-1\u{202F}234,56", "£GB\u{00A0}0,00", "£GB\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "CHF", "CHF\u{00A0}1\u{202F}234,57", "CHF\u{00A0}-1\u{202F}234,56", "CHF\u{00A0}0,00", "CHF\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "JPY", "JPY\u{00A0}1\u{202F}235", "JPY\u{00A0}-1\u{202F}235", "JPY\u{00A0}0", "JPY\u{00A0}987\u{202F}654\u{202F}321\u{202F}099"),
        Row("fr-CH", "CAD", "$CA\u{00A0}1\u{202F}234,57", "$CA\u{00A0}-1\u{202F}234,56", "$CA\u{00A0}0,00", "$CA\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "AUD", "$AU\u{00A0}1\u{202F}234,57", "$AU\u{00A0}-1\u{202F}234,56", "$AU\u{00A0}0,00", "$AU\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "BHD", "BHD\u{00A0}1\u{202F}234,567", "BHD\u{00A0}-1\u{202F}234,565", "BHD\u{00A0}0,000", "BHD\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,765"),
        Row("fr-CH", "SEK", "SEK\u{00A0}1\u{202F}234,57", "SEK\u{00A0}-1\u{202F}234,56", "SEK\u{00A0}0,00", "SEK\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,76"),
        Row("fr-CH", "XOF", "F\u{202F}CFA\u{00A0}1\u{202F}235", "F\u{202F}CFA\u{00A0}-1\u{202F}235", "F\u{202F}CFA\u{00A0}0", "F\u{202F}CFA\u{00A0}987\u{202F}654\u{202F}321\u{202F}099"),
        Row("fr-CH", "CLF", "CLF\u{00A0}1\u{202F}234,5670", "CLF\u{00A0}-1\u{202F}234,5650", "CLF\u{00A0}0,0000", "CLF\u{00A0}987\u{202F}654\u{202F}321\u{202F}098,7650"),
        Row("fr-CA", "EUR", "1\u{00A0}234,57\u{00A0}€", "-1\u{00A0}234,56\u{00A0}€", "0,00\u{00A0}€", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}€"),
        Row("fr-CA", "USD", "1\u{00A0}234,57\u{00A0}$\u{00A0}US", "-1\u{00A0}234,56\u{00A0}$\u{00A0}US", "0,00\u{00A0}$\u{00A0}US", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}$\u{00A0}US"),
        Row("fr-CA", "GBP", "1\u{00A0}234,57\u{00A0}£", "-1\u{00A0}234,56\u{00A0}£", "0,00\u{00A0}£", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}£"),
        Row("fr-CA", "CHF", "1\u{00A0}234,57\u{00A0}CHF", "-1\u{00A0}234,56\u{00A0}CHF", "0,00\u{00A0}CHF", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}CHF"),
        Row("fr-CA", "JPY", "1\u{00A0}235\u{00A0}¥", "-1\u{00A0}235\u{00A0}¥", "0\u{00A0}¥", "987\u{00A0}654\u{00A0}321\u{00A0}099\u{00A0}¥"),
        Row("fr-CA", "CAD", "1\u{00A0}234,57\u{00A0}$", "-1\u{00A0}234,56\u{00A0}$", "0,00\u{00A0}$", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}$"),
        Row("fr-CA", "AUD", "1\u{00A0}234,57\u{00A0}$\u{00A0}AU", "-1\u{00A0}234,56\u{00A0}$\u{00A0}AU", "0,00\u{00A0}$\u{00A0}AU", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}$\u{00A0}AU"),
        Row("fr-CA", "BHD", "1\u{00A0}234,567\u{00A0}BHD", "-1\u{00A0}234,565\u{00A0}BHD", "0,000\u{00A0}BHD", "987\u{00A0}654\u{00A0}321\u{00A0}098,765\u{00A0}BHD"),
        Row("fr-CA", "SEK", "1\u{00A0}234,57\u{00A0}SEK", "-1\u{00A0}234,56\u{00A0}SEK", "0,00\u{00A0}SEK", "987\u{00A0}654\u{00A0}321\u{00A0}098,76\u{00A0}SEK"),
        Row("fr-CA", "XOF", "1\u{00A0}235\u{00A0}XOF", "-1\u{00A0}235\u{00A0}XOF", "0\u{00A0}XOF", "987\u{00A0}654\u{00A0}321\u{00A0}099\u{00A0}XOF"),
        Row("fr-CA", "CLF", "1\u{00A0}234,5670\u{00A0}CLF", "-1\u{00A0}234,5650\u{00A0}CLF", "0,0000\u{00A0}CLF", "987\u{00A0}654\u{00A0}321\u{00A0}098,7650\u{00A0}CLF"),
        Row("fr-LU", "EUR", "1.234,57\u{00A0}€", "-1.234,56\u{00A0}€", "0,00\u{00A0}€", "987.654.321.098,76\u{00A0}€"),
        Row("fr-LU", "USD", "1.234,57\u{00A0}$US", "-1.234,56\u{00A0}$US", "0,00\u{00A0}$US", "987.654.321.098,76\u{00A0}$US"),
        Row("fr-LU", "GBP", "1.234,57\u{00A0}£GB", "-1.234,56\u{00A0}£GB", "0,00\u{00A0}£GB", "987.654.321.098,76\u{00A0}£GB"),
        Row("fr-LU", "CHF", "1.234,57\u{00A0}CHF", "-1.234,56\u{00A0}CHF", "0,00\u{00A0}CHF", "987.654.321.098,76\u{00A0}CHF"),
        Row("fr-LU", "JPY", "1.235\u{00A0}JPY", "-1.235\u{00A0}JPY", "0\u{00A0}JPY", "987.654.321.099\u{00A0}JPY"),
        Row("fr-LU", "CAD", "1.234,57\u{00A0}$CA", "-1.234,56\u{00A0}$CA", "0,00\u{00A0}$CA", "987.654.321.098,76\u{00A0}$CA"),
        Row("fr-LU", "AUD", "1.234,57\u{00A0}$AU", "-1.234,56\u{00A0}$AU", "0,00\u{00A0}$AU", "987.654.321.098,76\u{00A0}$AU"),
        Row("fr-LU", "BHD", "1.234,567\u{00A0}BHD", "-1.234,565\u{00A0}BHD", "0,000\u{00A0}BHD", "987.654.321.098,765\u{00A0}BHD"),
        Row("fr-LU", "SEK", "1.234,57\u{00A0}SEK", "-1.234,56\u{00A0}SEK", "0,00\u{00A0}SEK", "987.654.321.098,76\u{00A0}SEK"),
        Row("fr-LU", "XOF", "1.235\u{00A0}F\u{202F}CFA", "-1.235\u{00A0}F\u{202F}CFA", "0\u{00A0}F\u{202F}CFA", "987.654.321.099\u{00A0}F\u{202F}CFA"),
        Row("fr-LU", "CLF", "1.234,5670\u{00A0}CLF", "-1.234,5650\u{00A0}CLF", "0,0000\u{00A0}CLF", "987.654.321.098,7650\u{00A0}CLF"),
        Row("en-US", "EUR", "€1,234.57", "-€1,234.56", "€0.00", "€987,654,321,098.76"),
        Row("en-US", "USD", "$1,234.57", "-$1,234.56", "$0.00", "$987,654,321,098.76"),
        Row("en-US", "GBP", "£1,234.57", "-£1,234.56", "£0.00", "£987,654,321,098.76"),
        Row("en-US", "CHF", "CHF\u{00A0}1,234.57", "-CHF\u{00A0}1,234.56", "CHF\u{00A0}0.00", "CHF\u{00A0}987,654,321,098.76"),
        Row("en-US", "JPY", "¥1,235", "-¥1,235", "¥0", "¥987,654,321,099"),
        Row("en-US", "CAD", "CA$1,234.57", "-CA$1,234.56", "CA$0.00", "CA$987,654,321,098.76"),
        Row("en-US", "AUD", "A$1,234.57", "-A$1,234.56", "A$0.00", "A$987,654,321,098.76"),
        Row("en-US", "BHD", "BHD\u{00A0}1,234.567", "-BHD\u{00A0}1,234.565", "BHD\u{00A0}0.000", "BHD\u{00A0}987,654,321,098.765"),
        Row("en-US", "SEK", "SEK\u{00A0}1,234.57", "-SEK\u{00A0}1,234.56", "SEK\u{00A0}0.00", "SEK\u{00A0}987,654,321,098.76"),
        Row("en-US", "XOF", "F\u{202F}CFA\u{00A0}1,235", "-F\u{202F}CFA\u{00A0}1,235", "F\u{202F}CFA\u{00A0}0", "F\u{202F}CFA\u{00A0}987,654,321,099"),
        Row("en-US", "CLF", "CLF\u{00A0}1,234.5670", "-CLF\u{00A0}1,234.5650", "CLF\u{00A0}0.0000", "CLF\u{00A0}987,654,321,098.7650"),
        Row("en-GB", "EUR", "€1,234.57", "-€1,234.56", "€0.00", "€987,654,321,098.76"),
        Row("en-GB", "USD", "US$1,234.57", "-US$1,234.56", "US$0.00", "US$987,654,321,098.76"),
        Row("en-GB", "GBP", "£1,234.57", "-£1,234.56", "£0.00", "£987,654,321,098.76"),
        Row("en-GB", "CHF", "CHF\u{00A0}1,234.57", "-CHF\u{00A0}1,234.56", "CHF\u{00A0}0.00", "CHF\u{00A0}987,654,321,098.76"),
        Row("en-GB", "JPY", "JP¥1,235", "-JP¥1,235", "JP¥0", "JP¥987,654,321,099"),
        Row("en-GB", "CAD", "CA$1,234.57", "-CA$1,234.56", "CA$0.00", "CA$987,654,321,098.76"),
        Row("en-GB", "AUD", "A$1,234.57", "-A$1,234.56", "A$0.00", "A$987,654,321,098.76"),
        Row("en-GB", "BHD", "BHD\u{00A0}1,234.567", "-BHD\u{00A0}1,234.565", "BHD\u{00A0}0.000", "BHD\u{00A0}987,654,321,098.765"),
        Row("en-GB", "SEK", "SEK\u{00A0}1,234.57", "-SEK\u{00A0}1,234.56", "SEK\u{00A0}0.00", "SEK\u{00A0}987,654,321,098.76"),
        Row("en-GB", "XOF", "F\u{202F}CFA\u{00A0}1,235", "-F\u{202F}CFA\u{00A0}1,235", "F\u{202F}CFA\u{00A0}0", "F\u{202F}CFA\u{00A0}987,654,321,099"),
        Row("en-GB", "CLF", "CLF\u{00A0}1,234.5670", "-CLF\u{00A0}1,234.5650", "CLF\u{00A0}0.0000", "CLF\u{00A0}987,654,321,098.7650"),
        Row("en-IE", "EUR", "€1,234.57", "-€1,234.56", "€0.00", "€987,654,321,098.76"),
        Row("en-IE", "USD", "US$1,234.57", "-US$1,234.56", "US$0.00", "US$987,654,321,098.76"),
        Row("en-IE", "GBP", "£1,234.57", "-£1,234.56", "£0.00", "£987,654,321,098.76"),
        Row("en-IE", "CHF", "CHF\u{00A0}1,234.57", "-CHF\u{00A0}1,234.56", "CHF\u{00A0}0.00", "CHF\u{00A0}987,654,321,098.76"),
        Row("en-IE", "JPY", "JP¥1,235", "-JP¥1,235", "JP¥0", "JP¥987,654,321,099"),
        Row("en-IE", "CAD", "CA$1,234.57", "-CA$1,234.56", "CA$0.00", "CA$987,654,321,098.76"),
        Row("en-IE", "AUD", "A$1,234.57", "-A$1,234.56", "A$0.00", "A$987,654,321,098.76"),
        Row("en-IE", "BHD", "BHD\u{00A0}1,234.567", "-BHD\u{00A0}1,234.565", "BHD\u{00A0}0.000", "BHD\u{00A0}987,654,321,098.765"),
        Row("en-IE", "SEK", "SEK\u{00A0}1,234.57", "-SEK\u{00A0}1,234.56", "SEK\u{00A0}0.00", "SEK\u{00A0}987,654,321,098.76"),
        Row("en-IE", "XOF", "F\u{202F}CFA\u{00A0}1,235", "-F\u{202F}CFA\u{00A0}1,235", "F\u{202F}CFA\u{00A0}0", "F\u{202F}CFA\u{00A0}987,654,321,099"),
        Row("en-IE", "CLF", "CLF\u{00A0}1,234.5670", "-CLF\u{00A0}1,234.5650", "CLF\u{00A0}0.0000", "CLF\u{00A0}987,654,321,098.7650"),
        Row("en-CA", "EUR", "€1,234.57", "-€1,234.56", "€0.00", "€987,654,321,098.76"),
        Row("en-CA", "USD", "US$1,234.57", "-US$1,234.56", "US$0.00", "US$987,654,321,098.76"),
        Row("en-CA", "GBP", "£1,234.57", "-£1,234.56", "£0.00", "£987,654,321,098.76"),
        Row("en-CA", "CHF", "CHF\u{00A0}1,234.57", "-CHF\u{00A0}1,234.56", "CHF\u{00A0}0.00", "CHF\u{00A0}987,654,321,098.76"),
        Row("en-CA", "JPY", "JP¥1,235", "-JP¥1,235", "JP¥0", "JP¥987,654,321,099"),
        Row("en-CA", "CAD", "$1,234.57", "-$1,234.56", "$0.00", "$987,654,321,098.76"),
        Row("en-CA", "AUD", "A$1,234.57", "-A$1,234.56", "A$0.00", "A$987,654,321,098.76"),
        Row("en-CA", "BHD", "BHD\u{00A0}1,234.567", "-BHD\u{00A0}1,234.565", "BHD\u{00A0}0.000", "BHD\u{00A0}987,654,321,098.765"),
        Row("en-CA", "SEK", "SEK\u{00A0}1,234.57", "-SEK\u{00A0}1,234.56", "SEK\u{00A0}0.00", "SEK\u{00A0}987,654,321,098.76"),
        Row("en-CA", "XOF", "F\u{202F}CFA\u{00A0}1,235", "-F\u{202F}CFA\u{00A0}1,235", "F\u{202F}CFA\u{00A0}0", "F\u{202F}CFA\u{00A0}987,654,321,099"),
        Row("en-CA", "CLF", "CLF\u{00A0}1,234.5670", "-CLF\u{00A0}1,234.5650", "CLF\u{00A0}0.0000", "CLF\u{00A0}987,654,321,098.7650"),
        Row("en-AU", "EUR", "EUR\u{00A0}1,234.57", "-EUR\u{00A0}1,234.56", "EUR\u{00A0}0.00", "EUR\u{00A0}987,654,321,098.76"),
        Row("en-AU", "USD", "USD\u{00A0}1,234.57", "-USD\u{00A0}1,234.56", "USD\u{00A0}0.00", "USD\u{00A0}987,654,321,098.76"),
        Row("en-AU", "GBP", "GBP\u{00A0}1,234.57", "-GBP\u{00A0}1,234.56", "GBP\u{00A0}0.00", "GBP\u{00A0}987,654,321,098.76"),
        Row("en-AU", "CHF", "CHF\u{00A0}1,234.57", "-CHF\u{00A0}1,234.56", "CHF\u{00A0}0.00", "CHF\u{00A0}987,654,321,098.76"),
        Row("en-AU", "JPY", "JPY\u{00A0}1,235", "-JPY\u{00A0}1,235", "JPY\u{00A0}0", "JPY\u{00A0}987,654,321,099"),
        Row("en-AU", "CAD", "CAD\u{00A0}1,234.57", "-CAD\u{00A0}1,234.56", "CAD\u{00A0}0.00", "CAD\u{00A0}987,654,321,098.76"),
        Row("en-AU", "AUD", "$1,234.57", "-$1,234.56", "$0.00", "$987,654,321,098.76"),
        Row("en-AU", "BHD", "BHD\u{00A0}1,234.567", "-BHD\u{00A0}1,234.565", "BHD\u{00A0}0.000", "BHD\u{00A0}987,654,321,098.765"),
        Row("en-AU", "SEK", "SEK\u{00A0}1,234.57", "-SEK\u{00A0}1,234.56", "SEK\u{00A0}0.00", "SEK\u{00A0}987,654,321,098.76"),
        Row("en-AU", "XOF", "XOF\u{00A0}1,235", "-XOF\u{00A0}1,235", "XOF\u{00A0}0", "XOF\u{00A0}987,654,321,099"),
        Row("en-AU", "CLF", "CLF\u{00A0}1,234.5670", "-CLF\u{00A0}1,234.5650", "CLF\u{00A0}0.0000", "CLF\u{00A0}987,654,321,098.7650"),
    ]

    static func money(_ text: String, _ code: String) -> Money { Money(Amount(exactly: text)!, Currency(code: code)!) }

    @Test func theTableCoversTenLocalesAndTheRequiredCurrencies() {
        #expect(Set(Self.table.map(\.locale)) == Set(ReportLocale.supported.map(\.tag)))
        let required: Set = ["EUR", "USD", "GBP", "CHF", "JPY", "CAD", "BHD", "SEK", "XOF", "CLF"]
        for locale in ReportLocale.supported {
            #expect(required.isSubset(of: Set(Self.table.filter { $0.locale == locale.tag }.map(\.currency))), "\(locale)")
        }
    }

    @Test(arguments: table)
    func writesMoneyAsTheTableSays(_ row: Row) {
        let format = MoneyFormat(ReportLocale(tag: row.locale)!)
        let written = Self.amounts.map { format.string(Self.money($0, row.currency)) }
        #expect(written == [row.positive, row.negative, row.zero, row.large])
    }

    /// Our path (exact amount, rounded half-even by `Amount`, then ICU with the ISO digits) gives what
    /// ICU gives for the same decimal value.
    @Test(arguments: table)
    func matchesFoundationsICUFormatting(_ row: Row) {
        let locale = ReportLocale(tag: row.locale)!
        let currency = Currency(code: row.currency)!
        let style = Decimal.FormatStyle.Currency(code: currency.code, locale: locale.foundationLocale)
            .precision(.fractionLength(currency.minorUnits))
        for text in Self.amounts {
            let icu = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!.formatted(style)
            #expect(MoneyFormat(locale).string(Self.money(text, row.currency)) == icu, "\(text)")
        }
    }

    @Test(arguments: [
        ("fr-FR", "+1\u{202F}234,57\u{00A0}€", "-1\u{202F}234,56\u{00A0}€", "0,00\u{00A0}€", "1\u{202F}234,56\u{00A0}€", "(1\u{202F}234,56\u{00A0}€)"),
        ("fr-CH", "€\u{00A0}+1\u{202F}234,57", "€\u{00A0}-1\u{202F}234,56", "€\u{00A0}0,00", "€\u{00A0}1\u{202F}234,56", "€\u{00A0}-1\u{202F}234,56"),
        ("fr-CA", "+1\u{00A0}234,57\u{00A0}€", "-1\u{00A0}234,56\u{00A0}€", "0,00\u{00A0}€", "1\u{00A0}234,56\u{00A0}€", "(1\u{00A0}234,56\u{00A0}€)"),
        ("en-US", "+€1,234.57", "-€1,234.56", "€0.00", "€1,234.56", "(€1,234.56)"),
        ("en-AU", "+EUR\u{00A0}1,234.57", "-EUR\u{00A0}1,234.56", "EUR\u{00A0}0.00", "EUR\u{00A0}1,234.56", "(EUR\u{00A0}1,234.56)"),
    ])
    func signStyles(locale: String, inflow: String, outflow: String, zero: String, magnitude: String, accounting: String) {
        let format = MoneyFormat(ReportLocale(tag: locale)!)
        #expect(format.string(Self.money("1234.567", "EUR"), sign: .always) == inflow)
        #expect(format.string(Self.money("-1234.565", "EUR"), sign: .always) == outflow)
        #expect(format.string(Self.money("0", "EUR"), sign: .always) == zero, "no + on nothing")
        #expect(format.string(Self.money("-1234.565", "EUR"), sign: .never) == magnitude)
        #expect(format.string(Self.money("-1234.565", "EUR"), sign: .accounting) == accounting)
        #expect(format.string(Self.money("1234.565", "EUR"), sign: .accounting) == magnitude)
    }

    @Test(arguments: [
        ("0.125", "0,12\u{00A0}€"), ("0.135", "0,14\u{00A0}€"), ("-0.125", "-0,12\u{00A0}€"), ("2.5", "2,50\u{00A0}€"),
        ("0.12500001", "0,13\u{00A0}€"), ("-0.004", "0,00\u{00A0}€"), ("-0.005", "0,00\u{00A0}€"), ("-0.00500001", "-0,01\u{00A0}€"),
        ("1234567.8949999", "1\u{202F}234\u{202F}567,89\u{00A0}€"),
    ])
    func roundsHalfEvenFromTheExactAmountAndNeverShowsMinusZero(amount: String, expected: String) {
        #expect(MoneyFormat(.french).string(Self.money(amount, "EUR")) == expected)
    }

    @Test func roundsToTheCurrencysOwnMinorUnit() {
        let f = MoneyFormat(.english)
        #expect(f.string(Self.money("2.5", "JPY")) == "¥2")
        #expect(f.string(Self.money("3.5", "JPY")) == "¥4")
        #expect(f.string(Self.money("0.0005", "BHD")) == "BHD\u{00A0}0.000")
        #expect(f.string(Self.money("0.0015", "BHD")) == "BHD\u{00A0}0.002")
        #expect(f.string(Self.money("0.00005", "CLF")) == "CLF\u{00A0}0.0000")
        #expect(f.string(Self.money("0.00015", "CLF")) == "CLF\u{00A0}0.0002")
    }

    /// Where CLDR drops a minor unit that ISO 4217 keeps (IQD 3, COP 2, ...), reports show ISO's digits:
    /// a statement's amounts are exact in them, and a total must not hide the fils the bank booked.
    @Test func showsISODigitsWhereCLDRDropsThem() {
        #expect(MoneyFormat(.english).string(Self.money("1234.5", "IQD")) == "IQD\u{00A0}1,234.500")
        #expect(MoneyFormat(.french).string(Self.money("1234.5", "COP")) == "1\u{202F}234,50\u{00A0}$CO")
        #expect(MoneyFormat(.english).string(Self.money("-0.25", "IDR")) == "-IDR\u{00A0}0.25")
        // ICU left to itself rounds them away.
        let icu = Decimal(string: "1234.5")!.formatted(Decimal.FormatStyle.Currency(code: "IQD", locale: Locale(identifier: "en_US")))
        #expect(icu == "IQD\u{00A0}1,234")
    }

    /// Every ISO 4217 code of the table, in every supported locale: the currency's digits after the
    /// locale's decimal mark, and the code or a symbol beside the number.
    @Test(arguments: ReportLocale.supported)
    func everyCurrencyHasItsDigitsInEveryLocale(_ locale: ReportLocale) {
        let format = MoneyFormat(locale)
        let mark: Character = locale.language == .french ? "," : "."
        var wrong: [String] = []
        for currency in Currency.all where !currency.isUnspecified {
            let text = format.string(Money(Amount(exactly: "-7654321.98765")!, currency))
            // The decimal mark is the last one right after a digit (XCG's symbol is `Cg.`).
            let chars = Array(text)
            let point = chars.indices.last { chars[$0] == mark && $0 > 0 && chars[$0 - 1].isNumber }
            let fraction = point.map { chars[($0 + 1)...].prefix(while: \.isNumber) } ?? []
            let hasSymbol = text.contains { !$0.isNumber && !$0.isWhitespace && !"-.,’'\u{202F}\u{00A0}".contains($0) }
            if fraction.count != currency.minorUnits || !hasSymbol || !text.contains("-") { wrong.append("\(currency.code): \(text)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test(arguments: [
        ("fr-FR", "-1\u{202F}234,57", "+12,00", "(1\u{202F}234,57)"), ("fr-LU", "-1.234,57", "+12,00", "(1.234,57)"),
        ("fr-CA", "-1\u{00A0}234,57", "+12,00", "(1\u{00A0}234,57)"), ("en-GB", "-1,234.57", "+12.00", "(1,234.57)"),
    ])
    func anAmountWithNoCurrencyIsABareNumber(locale: String, negative: String, positive: String, accounting: String) {
        let format = MoneyFormat(ReportLocale(tag: locale)!)
        #expect(format.string(Self.money("-1234.567", "XXX")) == negative)
        #expect(format.string(Self.money("12", "XXX"), sign: .always) == positive)
        #expect(format.string(Self.money("-1234.567", "XXX"), sign: .accounting) == accounting)
        #expect(format.string(Self.money("0", "XXX"), sign: .always) == (locale.hasPrefix("fr") ? "0,00" : "0.00"))
    }

    @Test(arguments: [
        ("fr-FR", "12,5\u{202F}%", "1\u{202F}234"), ("fr-BE", "12,5\u{202F}%", "1\u{202F}234"), ("fr-CH", "12,5%", "1\u{202F}234"),
        ("fr-CA", "12,5\u{202F}%", "1\u{00A0}234"), ("fr-LU", "12,5\u{202F}%", "1.234"), ("en-US", "12.5%", "1,234"),
        ("en-GB", "12.5%", "1,234"), ("en-IE", "12.5%", "1,234"), ("en-CA", "12.5%", "1,234"), ("en-AU", "12.5%", "1,234"),
    ])
    func sharesAndCountsFollowTheLocale(locale: String, share: String, count: String) {
        let format = MoneyFormat(ReportLocale(tag: locale)!)
        #expect(format.percent(Amount(exactly: "12.5")!, of: Amount(100)) == share)
        #expect(format.integer(1234) == count)
    }

    @Test func sharesRoundHalfEvenFromTheExactRatio() {
        // 44.25001 % must be 44.3 %: truncating to 44.25 first and rounding the tie to even gives 44.2.
        #expect(MoneyFormat(.english).percent(Amount(exactly: "4425001")!, of: Amount(10_000_000)) == "44.3%")
        #expect(MoneyFormat(.english).percent(Amount(exactly: "4425")!, of: Amount(10_000)) == "44.2%")
        #expect(MoneyFormat(.english).percent(Amount(exactly: "4435")!, of: Amount(10_000)) == "44.4%")
        #expect(MoneyFormat(.english).percent(Amount(1), of: Amount(3)) == "33.3%")
        #expect(MoneyFormat(.english).percent(Amount(2), of: Amount(3)) == "66.7%")
        #expect(MoneyFormat(.french).percent(Amount(5), of: .zero) == "0,0\u{202F}%")
        #expect(MoneyFormat.ratio(Amount(-1), Amount(8), scale: 1) == Amount(exactly: "-12.5")!)
        #expect(MoneyFormat.ratio(Amount(-1), Amount(-3), scale: 0) == Amount(33))
    }

    @Test func convertsEveryDigitToFoundationsDecimal() {
        #expect(MoneyFormat.decimal(Amount(exactly: "-123456789012345678901234.5678")!).description == "-123456789012345678901234.5678")
        #expect(MoneyFormat.decimal(Amount(units: Int128(Int64.max) * 1000 + 7, scale: 3)).description == "9223372036854775807.007")
        #expect(MoneyFormat.decimal(.zero).description == "0")
        #expect(MoneyFormat(.english).string(Self.money("123456789012345678901234.565", "EUR")) == "€123,456,789,012,345,678,901,234.56")
    }
}
