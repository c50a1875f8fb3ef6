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

@Suite struct CSVDialectTests {
    static func sniff(_ text: String) -> CSVDialect? {
        Array(text.utf8).withUnsafeBufferPointer { CSVDialect.sniff($0, from: 0) }
    }

    @Test(arguments: [
        ("Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Pain;-1,20\n", UInt8(ascii: ";")),
        ("Date,Description,Amount\n2026-10-01,Coffee,-3.50\n2026-10-02,\"Bread, rye\",-1.20\n", UInt8(ascii: ",")),
        ("Date\tDescription\tAmount\n2026-10-01\tCoffee\t-3.50\n", 0x09),
        ("Date|Description|Amount\n2026-10-01|Coffee|-3.50\n", UInt8(ascii: "|")),
        // Decimal commas split amounts on "," in some rows only: the steadier ";" wins.
        ("compte;****1234;18/03/2022;;-123 456,78\n05/01/2022;;;PRET;70,93\n05/02/2022;;;PRET;71,03\n", UInt8(ascii: ";")),
    ])
    func findsTheSeparator(_ text: String, _ separator: UInt8) {
        #expect(Self.sniff(text)?.separator == separator)
    }

    @Test func oneColumnIsNotDelimitedText() {
        #expect(Self.sniff("hello\nworld\n") == nil)
    }

    @Test(arguments: [("a;b\r\nc;d\r\n", "crlf"), ("a;b\nc;d\n", "lf"), ("a;b\rc;d\r", "cr"), ("a;b\r\nc;d\n", "mixed"), ("a;b", "none")])
    func namesTheLineEndings(_ text: String, _ ending: String) {
        #expect(Self.sniff(text)?.lineEnding == ending)
    }
}
