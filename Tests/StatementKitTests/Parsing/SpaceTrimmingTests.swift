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

@Suite struct SpaceTrimmingTests {
    @Test(arguments: [
        ("abc", "abc"), ("  abc\t", "abc"), ("\u{00A0}12,50\u{202F}", "12,50"), ("a b", "a b"), ("   ", ""), ("", ""),
        ("\r\nCafé\n", "Café"), ("€ 5", "€ 5"),
    ])
    func dropsOnlyTheSpacesAtEitherEnd(text: String, expected: String) {
        #expect(text.withoutSurroundingSpaces == expected)
    }
}
