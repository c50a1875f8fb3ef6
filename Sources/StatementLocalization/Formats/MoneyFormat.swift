import Foundation
import StatementModel
import StatementResources

/// Writes amounts of money, plain numbers and shares for a reader: `1 234,56 €` in fr-FR,
/// `€1,234.56` in en-IE, `CHF 1 234,56` in fr-CH, `1 234,56 $ US` in fr-CA.
///
/// - Digits: the currency's ISO 4217 minor unit (`Currency.minorUnits`: JPY 0, EUR 2, BHD 3, CLF 4),
///   also for the few codes where CLDR, and so ICU's default, drops the minor unit (IQD, COP, ...):
///   a statement's amounts are exact in ISO's unit, and a report must show the fils a bank booked.
/// - Rounding: for display only, half-even, from the exact amount (`Amount.rounded`), before ICU sees
///   it, so a displayed zero never carries a sign (`-0,001 €` is `0,00 €`).
/// - Symbol, code, their position and spacing, separators and signs: Foundation's ICU formatting
///   (`Decimal.FormatStyle.Currency`, standard presentation), unchanged. ICU already writes USD as
///   `$US` in France and `$ US` in Canada, where `$` alone would be another dollar.
/// - `XXX` (no currency named): the number alone, with the locale's separators.
public struct MoneyFormat: Sendable {
    public let locale: ReportLocale

    public init(_ locale: ReportLocale) {
        self.locale = locale
    }

    /// How the sign of an amount is shown.
    public enum SignStyle: Sendable, Hashable, CaseIterable {
        /// `-12,50 €` and `12,50 €`.
        case automatic
        /// `+12,50 €` for money in, `-12,50 €` for money out, `0,00 €` for nothing: a list of movements.
        case always
        /// No sign: a magnitude (`Spent: 12,50 €`).
        case never
        /// Money out in parentheses, `(12,50 €)`, where the locale's accounting style has them (ICU's).
        case accounting

        /// The style's name in a learnt format's key: written by hand, since `"\(sign)"` describes an
        /// enum case through reflection (7,000 instructions, for every amount of a report).
        var key: String {
            switch self {
            case .automatic: "automatic"
            case .always: "always"
            case .never: "never"
            case .accounting: "accounting"
            }
        }
    }

    /// The amount rounded half-even to the currency's minor unit and written for the locale.
    public func string(_ money: Money, sign: SignStyle = .automatic) -> String {
        let digits = money.currency.minorUnits
        let rounded = money.amount.rounded(toScale: digits)
        let currency = money.currency
        if rounded.scale == digits,
            let learnt = LearntNumberFormats.format(moneyKey(currency, sign: sign), fractionDigits: digits, reference: {
                icuMoney($0, $1, currency, sign: sign)
            })
        {
            return learnt.string(magnitude: rounded.units.magnitude, negative: rounded.isNegative)
        }
        return icuString(rounded, currency, sign: sign)
    }

    /// An estimate or a step in whole units, rounded half-even, written without decimals: `environ
    /// 18 400 €` rather than `18 400,08 €`, `à 1 € près` (review N6, U15). Never for a booked amount.
    public func whole(_ money: Money, sign: SignStyle = .automatic) -> String {
        icuString(money.amount.rounded(toScale: 0), money.currency, sign: sign, digits: 0)
    }

    /// `string` as ICU writes it (the reference `LearntNumberFormat` learns from and is checked against).
    package func icuString(_ rounded: Amount, _ currency: Currency, sign: SignStyle, digits givenDigits: Int? = nil) -> String {
        let digits = givenDigits ?? currency.minorUnits
        let value = MoneyFormat.decimal(rounded)
        if currency.isUnspecified { return plain(value, fractionDigits: digits, sign: sign) }
        let strategy: Decimal.FormatStyle.Currency.Configuration.SignDisplayStrategy
        switch sign {
        case .automatic: strategy = .automatic
        case .always: strategy = .always(showZero: false)
        case .never: strategy = .never
        case .accounting: strategy = .accounting
        }
        let style = Decimal.FormatStyle.Currency(code: currency.code, locale: locale.foundationLocale)
            .precision(.fractionLength(digits)).sign(strategy: strategy)
        return value.formatted(style)
    }

    /// A plain number with the locale's separators (`1 234,5`), rounded half-even to `fractionDigits`.
    public func number(_ amount: Amount, fractionDigits: Int, sign: SignStyle = .automatic) -> String {
        let rounded = amount.rounded(toScale: fractionDigits)
        if rounded.scale == fractionDigits,
            let learnt = LearntNumberFormats.format(plainKey(fractionDigits, sign: sign), fractionDigits: fractionDigits, reference: {
                icuPlain($0, $1, fractionDigits: fractionDigits, sign: sign)
            })
        {
            return learnt.string(magnitude: rounded.units.magnitude, negative: rounded.isNegative)
        }
        return plain(MoneyFormat.decimal(rounded), fractionDigits: fractionDigits, sign: sign)
    }

    /// A count with the locale's grouping: `1 234` (U+202F) in France, `1,234` in English.
    public func integer(_ n: Int) -> String {
        if let learnt = LearntNumberFormats.format(StyleKey(.integer, locale, digits: 0), fractionDigits: 0, reference: {
            icuInteger($0, $1)
        }) {
            return learnt.string(magnitude: UInt128(n.magnitude), negative: n < 0)
        }
        return icuInteger(n)
    }

    package func icuInteger(_ n: Int) -> String {
        n.formatted(IntegerFormatStyle<Int>(locale: locale.foundationLocale))
    }

    /// `part` as a share of `whole`, with one decimal, as ICU writes percentages: `12,5 %` (U+00A0) in
    /// France, `12,5%` in Switzerland, `12.5%` in English. Zero when `whole` is zero.
    public func percent(_ part: Amount, of whole: Amount) -> String {
        let text = icuOrLearntPercent(part, of: whole)
        // The house style in French: a narrow no-break space (U+202F) before %, where ICU has U+00A0.
        return locale.language == .french ? text.replacing("\u{00A0}%", with: "\u{202F}%") : text
    }

    private func icuOrLearntPercent(_ part: Amount, of whole: Amount) -> String {
        let percent = MoneyFormat.ratio(part, whole, scale: 1)  // 12.5 for 12.5 %
        if percent.scale == 1 || percent.isZero,
            let learnt = LearntNumberFormats.format(StyleKey(.percent, locale, digits: 1), fractionDigits: 1, reference: {
                icuPercent($0, $1)
            })
        {
            return learnt.string(magnitude: percent.units.magnitude, negative: percent.isNegative)
        }
        return icuPercent(percent)
    }

    package func icuPercent(_ percent: Amount) -> String {
        let fraction = Decimal(sign: percent.isNegative ? .minus : .plus, exponent: -(percent.scale + 2),
                               significand: MoneyFormat.decimal(percent.units.magnitude))
        return fraction.formatted(Decimal.FormatStyle.Percent(locale: locale.foundationLocale).precision(.fractionLength(1)))
    }

    /// A plain number as ICU writes it (`number`'s reference, and `XXX` amounts).
    package func plain(_ value: Decimal, fractionDigits: Int, sign: SignStyle) -> String {
        let base = Decimal.FormatStyle(locale: locale.foundationLocale).precision(.fractionLength(fractionDigits))
        switch sign {
        case .automatic: return value.formatted(base)
        case .always: return value.formatted(base.sign(strategy: .always(includingZero: false)))
        case .never: return value.formatted(base.sign(strategy: .never))
        case .accounting:
            return value < 0 ? "(" + value.formatted(base.sign(strategy: .never)) + ")" : value.formatted(base)
        }
    }

    // MARK: - The styles learnt from ICU (`LearntNumberFormat`), each by its key and its reference

    package func moneyKey(_ currency: Currency, sign: SignStyle) -> StyleKey {
        StyleKey(.money, locale, code: currency.code, digits: currency.minorUnits, sign: sign)
    }

    package func plainKey(_ fractionDigits: Int, sign: SignStyle) -> StyleKey {
        StyleKey(.plain, locale, digits: fractionDigits, sign: sign)
    }

    package func moneyStyle(_ currency: Currency, sign: SignStyle) -> LearntNumberFormat.Style {
        .init(id: moneyKey(currency, sign: sign), fractionDigits: currency.minorUnits) { icuMoney($0, $1, currency, sign: sign) }
    }

    package func plainStyle(_ fractionDigits: Int, sign: SignStyle) -> LearntNumberFormat.Style {
        .init(id: plainKey(fractionDigits, sign: sign), fractionDigits: fractionDigits) {
            icuPlain($0, $1, fractionDigits: fractionDigits, sign: sign)
        }
    }

    package var integerStyle: LearntNumberFormat.Style {
        .init(id: StyleKey(.integer, locale, digits: 0), fractionDigits: 0) { icuInteger($0, $1) }
    }

    package var percentStyle: LearntNumberFormat.Style {
        .init(id: StyleKey(.percent, locale, digits: 1), fractionDigits: 1) { icuPercent($0, $1) }
    }

    // Each style's reference: ICU's text for a magnitude in units of the last fraction digit and a
    // sign, the one place each is written (the hot paths above and the styles `ICUAnswers` records).

    private func icuMoney(_ magnitude: UInt128, _ negative: Bool, _ currency: Currency, sign: SignStyle) -> String {
        icuString(MoneyFormat.amount(magnitude, negative, scale: currency.minorUnits), currency, sign: sign)
    }

    private func icuPlain(_ magnitude: UInt128, _ negative: Bool, fractionDigits: Int, sign: SignStyle) -> String {
        plain(MoneyFormat.decimal(MoneyFormat.amount(magnitude, negative, scale: fractionDigits)), fractionDigits: fractionDigits, sign: sign)
    }

    private func icuInteger(_ magnitude: UInt128, _ negative: Bool) -> String {
        icuInteger(Int(MoneyFormat.amount(magnitude, negative, scale: 0).units))
    }

    private func icuPercent(_ magnitude: UInt128, _ negative: Bool) -> String {
        icuPercent(MoneyFormat.amount(magnitude, negative, scale: 1))
    }

    /// An amount from a magnitude in units of `scale` and a sign.
    private static func amount(_ magnitude: UInt128, _ negative: Bool, scale: Int) -> Amount {
        Amount(units: negative ? -Int128(magnitude) : Int128(magnitude), scale: scale)
    }

    /// `part / whole × 100` with `scale` fraction digits, rounded half-even from the exact quotient;
    /// zero when `whole` is zero.
    public static func ratio(_ part: Amount, _ whole: Amount, scale: Int) -> Amount {
        // part / whole to scale + 2 digits is the percentage to scale digits: no multiplication to overflow.
        part.divided(by: whole, scale: scale + 2).map { Amount(units: $0.units, scale: scale) } ?? .zero
    }

    /// The same value as a Foundation `Decimal`, built from the significand (exact up to 38 digits,
    /// which every amount a report shows stays far below).
    package static func decimal(_ amount: Amount) -> Decimal {
        Decimal(sign: amount.isNegative ? .minus : .plus, exponent: -amount.scale, significand: decimal(amount.units.magnitude))
    }

    private static func decimal(_ magnitude: UInt128) -> Decimal {
        let high = UInt64(magnitude >> 64), low = UInt64(truncatingIfNeeded: magnitude)
        guard high != 0 else { return Decimal(low) }
        return Decimal(high) * twoTo64 + Decimal(low)
    }

    private static let twoTo64 = Decimal(UInt64.max) + 1
}
