import Foundation
import StatementModel

/// A locale chosen before the statements are read, and where its region came from: given on the
/// command line or in the configuration, it stays; otherwise the statements may say it
/// (`following(_:)`): `--lang en` on a statement in pounds is British English.
public struct LocaleChoice: Sendable, Hashable, CustomStringConvertible {
    /// Who decided the region, strongest first.
    public enum RegionSource: String, Sendable, Hashable {
        /// `--lang fr-CH`, `--locale en-GB`, or the configuration's `locale:` in the report's language.
        case given
        /// The statements' currency and accounts (`StatementRegion`).
        case statement
        /// `LC_ALL`, `LC_MESSAGES` or `LANG`, in the report's language.
        case environment
        /// The language's default region (France, the United States).
        case languageDefault
    }

    public var locale: ReportLocale
    public var regionSource: RegionSource

    public init(locale: ReportLocale, regionSource: RegionSource) {
        self.locale = locale
        self.regionSource = regionSource
    }

    /// The locale for statements whose money and accounts point to `hint`'s region: that region when
    /// nobody gave one and it is a region of the language (`StatementRegion.region(for:)`); else the
    /// locale as chosen.
    public func following(_ hint: StatementRegion?) -> LocaleChoice {
        guard regionSource != .given, let region = hint?.region(for: locale.language) else { return self }
        return LocaleChoice(locale: ReportLocale(language: locale.language, region: region), regionSource: .statement)
    }

    public var description: String { "\(locale.tag) (\(regionSource.rawValue))" }

    /// Why the region is this one, for `inspect`, once `following(hint)` was applied: `en-GB — the
    /// statement is in GBP`, `fr-BE — IBAN belge`, `fr-FR, as asked`, the environment's, the default.
    public func regionReason(_ hint: StatementRegion) -> Message {
        let tag = MessageArgument.text(locale.tag)
        switch regionSource {
        case .given: return Message("inspect.region.given", ["locale": tag])
        case .environment: return Message("inspect.region.environment", ["locale": tag])
        case .languageDefault: return Message("inspect.region.default", ["locale": tag])
        case .statement:
            let currency = hint.currencies.first ?? ""
            if currency == "EUR", let country = hint.countries.first {
                return Message("inspect.region.iban", ["locale": tag, "country": .message(Message("inspect.region.country." + country))])
            }
            return Message("inspect.region.currency", ["locale": tag, "currency": .text(currency)])
        }
    }
}

/// What a report's statements say about the region to write them for: their one currency, and the
/// countries of their IBANs. Nil-free: a statement without an IBAN adds no country.
public struct StatementRegion: Sendable, Hashable {
    /// The currencies of the statements (ISO 4217 codes).
    public var currencies: Set<String>
    /// The countries of the statements' IBANs (ISO 3166 codes, upper case).
    public var countries: Set<String>

    public init(currencies: some Sequence<String>, ibans: some Sequence<String>) {
        self.currencies = Set(currencies.map { $0.uppercased() })
        self.countries = Set(ibans.compactMap { iban in
            let code = iban.filter { !$0.isWhitespace }.prefix(2).uppercased()
            return code.count == 2 && code.allSatisfy(\.isLetter) ? code : nil
        })
    }

    /// The region of `language` these statements point to, or nil when they point to none or to
    /// several: one currency that belongs to one country where the language is written (GBP → GB,
    /// CHF → CH, CAD → CA, USD → US, AUD → AU), or for the euro the one country of the IBANs when the
    /// language is written there (a Belgian account with `--lang fr` is fr-BE; an Irish one with
    /// `--lang en` en-IE). A French account read in English points nowhere: the language's default
    /// region stays.
    public func region(for language: Language) -> String? {
        guard currencies.count == 1, let currency = currencies.first else { return nil }
        let regions = language == .french ? StatementRegion.french : StatementRegion.english
        if currency == "EUR" {
            guard countries.count == 1, let country = countries.first, regions.euro.contains(country) else { return nil }
            return country
        }
        return regions.byCurrency[currency]
    }

    private static let french = (byCurrency: ["CHF": "CH", "CAD": "CA"], euro: Set(["FR", "BE", "LU", "MC"]))
    private static let english = (byCurrency: ["GBP": "GB", "USD": "US", "CHF": "CH", "CAD": "CA", "AUD": "AU"], euro: Set(["IE", "MT"]))
}
