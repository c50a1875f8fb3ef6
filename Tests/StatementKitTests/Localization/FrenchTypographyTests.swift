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
    ])
    func givesEachSpaceTheKindFrenchWants(written: String, expected: String) {
        #expect(FrenchTypography.apply(written) == expected)
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
