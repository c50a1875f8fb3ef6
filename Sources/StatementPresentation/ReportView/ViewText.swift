import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// What every section's view uses to become text for one reader: the catalogue, money and day
/// formats, category names, and a few shared phrasings (quotes, lists, bar widths).
package struct ViewText {
    package let locale: ReportLocale
    package let t: Catalogue
    package let money: MoneyFormat
    package let days: DayFormat
    package let catalog: CategoryCatalog

    package init(_ locale: ReportLocale, catalog: CategoryCatalog) {
        self.locale = locale
        self.t = locale.catalogue
        self.money = MoneyFormat(locale)
        self.days = DayFormat(locale)
        self.catalog = catalog
    }

    package var language: Language { locale.language }

    /// The category's name in the reader's language (`Logement`), or the user's own name as written.
    package func categoryName(_ key: String) -> String { catalog.name(of: key, for: locale) }

    package func icon(_ key: String) -> String { catalog.icon(of: key) }

    /// `« text »` (no-break spaces inside, as the catalogue's French typography gives) in French,
    /// `“text”` in English.
    package func quoted(_ text: String) -> String { t("report.quoted", ["text": .text(text)]) }

    /// `a, b et c`; `a, b and c`.
    package func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return t("report.list", ["items": .text(items.dropLast().joined(separator: ", ")), "last": .text(items.last!)])
    }

    /// An importer's format as people name it: `CSV`, `OFX`, `Splitwise`; camt by its message, as
    /// banks and the error messages write it (`camt.053`, `camt.052`, `camt.054`), from the
    /// namespace the importer noted (`message: camt.053.001.02`), `camt` when it noted none.
    package static func formatName(_ format: String, detected: [Detection] = []) -> String {
        switch format {
        case "splitwise": return "Splitwise"
        case "camt":
            guard let message = detected.first(where: { $0.name == "message" })?.value, message.hasPrefix("camt.05") else { return "camt" }
            return String(message.prefix("camt.053".count))
        default: return format.uppercased()
        }
    }

    /// The format of the file `source` as people name it, from the report's import records.
    package static func formatName(_ format: String, source: String, in report: Report) -> String {
        formatName(format, detected: report.imports.first { $0.file == source }?.detected ?? [])
    }

    /// A count with the locale's grouping (`1 234`).
    package func integer(_ n: Int) -> String { money.integer(n) }

    /// The heading of a currency's part of a section, when the report has several currencies.
    package func currencyHeading(_ currency: Currency, _ multi: Bool) -> String? {
        guard multi else { return nil }
        return currency.isUnspecified ? t("report.currency.none") : currency.code
    }

    /// `value` as a share of `largest`, in whole percent from 1 to 100 (0 for nothing): the length
    /// of a bar. A value that is not zero always shows at least 1 %.
    package static func bar(_ value: Amount, of largest: Amount) -> Int {
        let v = value.magnitude, m = largest.magnitude
        guard !v.isZero, !m.isZero else { return 0 }
        let percent = Int(MoneyFormat.ratio(v, m, scale: 0).units)
        return max(1, min(100, percent))
    }
}
