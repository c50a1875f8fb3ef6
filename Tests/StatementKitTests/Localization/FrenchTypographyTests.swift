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

@Suite struct FrenchTypographyTests {
    @Test(arguments: [
        ("fichier introuvable : {file}", "fichier introuvable\u{00A0}: {file}"),
        ("vraiment ? oui ! non ; peut-être", "vraiment\u{202F}? oui\u{202F}! non\u{202F}; peut-être"),
        ("« {text} » est ambigu", "«\u{00A0}{text}\u{00A0}» est ambigu"),
        ("12,5 % des dépenses", "12,5\u{202F}% des dépenses"),
        ("à 10:30, 1:2", "à 10:30, 1:2"),
        ("«déjà»", "«déjà»"),
        ("rien à changer", "rien à changer"),
        (" : début et fin :", "\u{00A0}: début et fin\u{00A0}:"),
        ("« ", "«\u{00A0}"),
        (" ", " "),
        ("", ""),
        ("€ » é ; 😀 ?", "€\u{00A0}» é\u{202F}; 😀\u{202F}?"),
        ("«  »", "«\u{00A0}\u{00A0}»"),
    ])
    func givesEachSpaceTheKindFrenchWants(written: String, expected: String) {
        #expect(FrenchTypography.apply(written) == expected)
    }

    /// The rules worked on bytes give what they gave worked on scalars, on every catalogue entry.
    @Test func theFrenchCatalogueIsSpacedAsScalarByScalar() {
        func byScalars(_ text: String) -> String {
            var out = ""
            let scalars = Array(text.unicodeScalars)
            for (i, c) in scalars.enumerated() {
                let next = i + 1 < scalars.count ? scalars[i + 1] : nil
                if c == " ", next == ":" || next == "»" || (i > 0 && scalars[i - 1] == "«") {
                    out += "\u{00A0}"
                } else if c == " ", next == ";" || next == "!" || next == "?" || next == "%" {
                    out += "\u{202F}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
            return out
        }
        var count = 0
        for name in ResourceStore.names where name.hasPrefix("messages/fr") && name.hasSuffix(".json") {
            for (_, value) in Catalogue.read(ResourceStore.data(name) ?? .init()) {
                let texts: [String] = switch value {
                case let .text(s): [s]
                case let .forms(forms): Array(forms.values)
                }
                for text in texts {
                    #expect(FrenchTypography.apply(text) == byScalars(text), "\(text)")
                    count += 1
                }
            }
        }
        #expect(count > 500)
    }
}

@Suite struct PluralRuleTests {
    @Test(arguments: [(0, PluralCategory.one, PluralCategory.other), (1, .one, .one), (2, .other, .other), (-1, .one, .one),
                      (-2, .other, .other), (11, .other, .other), (1_000_000, .other, .other)])
    func frenchCountsZeroAsSingularAndEnglishDoesNot(count: Int, french: PluralCategory, english: PluralCategory) {
        #expect(PluralRule.category(of: count, language: .french) == french)
        #expect(PluralRule.category(of: count, language: .english) == english)
    }
}
