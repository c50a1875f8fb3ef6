import Foundation

/// Writes amounts of money for a reader: `1 234,56 €` in fr-FR, `€1,234.56` in en-IE.
///
/// Rounds half-even to the currency's minor unit (JPY 0, BHD 3), from the exact amount, and lets
/// Foundation's ICU formatting place symbols, separators and signs. An amount in `XXX` (no currency
/// named) is written as a number only.
public struct MoneyFormat: Sendable {
    public let locale: ReportLocale

    public init(_ locale: ReportLocale) {
        self.locale = locale
    }

    public enum SignStyle: Sendable {
        /// `-12,50 €` and `12,50 €`.
        case automatic
        /// `+12,50 €` for money in, as a list of movements shows it.
        case always
        /// No sign: a magnitude (`Spent: 12,50 €`).
        case never
    }

    public func string(_ money: Money, sign: SignStyle = .automatic) -> String {
        let digits = money.currency.minorUnits
        var rounded = money.amount.rounded(toScale: digits)
        if sign == .never { rounded = rounded.magnitude }
        let value = Decimal(string: rounded.description, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        let posix = locale.foundationLocale
        let signStrategy: Decimal.FormatStyle.Currency.Configuration.SignDisplayStrategy =
            sign == .always ? .always() : .automatic
        if money.currency.isUnspecified {
            let style = Decimal.FormatStyle(locale: posix).precision(.fractionLength(digits))
                .sign(strategy: sign == .always ? .always(includingZero: false) : .automatic)
            return value.formatted(style)
        }
        let style = Decimal.FormatStyle.Currency(code: money.currency.code, locale: posix)
            .precision(.fractionLength(digits)).sign(strategy: signStrategy)
        return value.formatted(style)
    }

    /// A plain number with the locale's separators (`1 234,5`), for shares and counts.
    public func number(_ amount: Amount, fractionDigits: Int) -> String {
        let rounded = amount.rounded(toScale: fractionDigits)
        let value = Decimal(string: rounded.description, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        return value.formatted(Decimal.FormatStyle(locale: locale.foundationLocale).precision(.fractionLength(fractionDigits)))
    }

    /// A percentage with one decimal (`12,5 %` in French, with U+00A0; `12.5%` in English).
    public func percent(_ part: Amount, of whole: Amount) -> String {
        guard !whole.isZero else { return number(.zero, fractionDigits: 1) + (locale.language == .french ? "\u{00A0}%" : "%") }
        let ratio = MoneyFormat.ratio(part, whole, scale: 3)  // percent with 3 decimals, then rounded to 1
        return number(ratio, fractionDigits: 1) + (locale.language == .french ? "\u{00A0}%" : "%")
    }

    /// `part / whole × 100` with `scale` fraction digits, rounded half-even.
    static func ratio(_ part: Amount, _ whole: Amount, scale: Int) -> Amount {
        let s = max(part.scale, whole.scale)
        guard let p = part.exactly(scale: s), let w = whole.exactly(scale: s), w.units != 0 else { return .zero }
        // (p × 100 × 10^(scale+1)) / w, then round the extra digit half-even.
        let numerator = p.units * 100 * Amount.power(scale + 1)
        let q = numerator / w.units
        return Amount(units: q, scale: scale + 1).rounded(toScale: scale)
    }
}
