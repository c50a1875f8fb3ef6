import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation

/// The review's rows that the Swift code writes (issue 21, `Documentation/LanguageReviewStatus.md`):
/// estimates in whole units (N6, U15), camt named by its message (I10), a skipped row without
/// text (N11), and why inspect chose a region.
@Suite struct LanguageRowsTests {
    static func money(_ text: String, _ code: String) -> Money { Money(Amount(exactly: text)!, Currency(code: code)!) }

    /// `environ 18 400 €`, `about €18,400`, not `18 400,08 €`; a step of 1 is `1 €`, not `1,00 €`.
    @Test(arguments: [
        ("fr-FR", "18400.08", "EUR", "18\u{202F}400\u{00A0}€"), ("en-US", "18400.50", "EUR", "€18,400"),
        ("en-GB", "18401.50", "GBP", "£18,402"), ("fr-CH", "1", "CHF", "CHF\u{00A0}1"), ("en-US", "5", "USD", "$5"),
    ])
    func estimatesAreInWholeUnits(_ tag: String, _ amount: String, _ code: String, _ expected: String) {
        let format = MoneyFormat(ReportLocale(tag: tag)!)
        let written = format.whole(Self.money(amount, code))
        // ICU's group separator for French is U+202F or U+00A0 depending on its version: compare digits and symbol.
        #expect(written.filter { !$0.isWhitespace } == expected.filter { !$0.isWhitespace }, "\(written)")
        #expect(!written.contains(",0") && !written.contains(".0"))
    }

    @Test func camtIsNamedByItsMessage() {
        #expect(ViewText.formatName("camt", detected: [Detection(name: "message", value: "camt.053.001.08")]) == "camt.053")
        #expect(ViewText.formatName("camt", detected: [Detection(name: "message", value: "camt.054.001.02")]) == "camt.054")
        #expect(ViewText.formatName("camt") == "camt")
        #expect(ViewText.formatName("ofx") == "OFX")
        #expect(ViewText.formatName("splitwise") == "Splitwise")
    }

    @Test func aSkippedRowWithoutTextHasNoEmptyQuotes() {
        let t = ReportLocale.french.catalogue
        let place = SourceLocation(file: "x.csv", line: 1)
        let withText = RowNote(.preamble, at: place, Message("csv.preamble"), lineText: "Téléchargement du 31/10/2026;")
        let without = RowNote(.preamble, at: place, Message("csv.preamble"), lineText: nil)
        #expect(InspectText.skippedRow(withText, t) == "x.csv:1\u{00A0}: ignorée (préambule, avant l’en-tête) — «\u{00A0}Téléchargement du 31/10/2026;\u{00A0}»")
        #expect(InspectText.skippedRow(without, t) == "x.csv:1\u{00A0}: ignorée (préambule, avant l’en-tête)")
    }

    /// `inspect` says why the region is the one a report would use.
    @Test func theRegionsReasonNamesTheCurrencyOrTheIBAN() throws {
        let none: [String: String] = [:]
        let gbp = StatementRegion(currencies: ["GBP"], ibans: [])
        let english = try ReportLocale.choose(lang: "en", environment: none).following(gbp)
        #expect(ReportLocale.english.catalogue.render(english.regionReason(gbp)) == "report region: en-GB — the statement is in GBP")
        let belgian = StatementRegion(currencies: ["EUR"], ibans: ["BE68 5390 0754 7034"])
        let french = try ReportLocale.choose(lang: "fr", environment: none).following(belgian)
        #expect(ReportLocale.french.catalogue.render(french.regionReason(belgian)) == "région du bilan\u{00A0}: fr-BE — IBAN belge")
        let given = try ReportLocale.choose(lang: "fr-CH", environment: none).following(belgian)
        #expect(ReportLocale.french.catalogue.render(given.regionReason(belgian)) == "région du bilan\u{00A0}: fr-CH, comme demandé")
        let nowhere = try ReportLocale.choose(lang: "en", environment: none).following(belgian)
        #expect(ReportLocale.english.catalogue.render(nowhere.regionReason(belgian))
            == "report region: en-US, the default (nothing in the statement points to another region)")
    }
}
