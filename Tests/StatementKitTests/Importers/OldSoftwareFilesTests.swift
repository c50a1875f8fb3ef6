import Foundation
import StatementKitTestSupport
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

/// Files written by older bank software, read as their writers meant, with a warning where it is a
/// guess (issue 17): stray bytes before an OFX header (La Banque Postale's and Caisse d'Épargne's
/// exports start with EF 9C AD), QIF amounts with an empty leading digit group (Microsoft Money's
/// `T,300.00`).
@Suite struct OldSoftwareFilesTests {
    static let junk: [UInt8] = [0xEF, 0x9C, 0xAD]

    @Test func strayBytesBeforeTheOFXHeaderAreSkippedAndSaid() throws {
        let text = OFXImporterTests.bank(OFXImporterTests.trn("-12.50"))
        let input = InputFile.bytes(Self.junk + Array(text.utf8), name: "laposte.ofx")
        let claim = try ImporterRegistry.standard.detect(input)
        #expect(claim.importer.format == "ofx")
        let result = try ReportSession().importFile(input)
        #expect(result.statements.flatMap(\.transactions).map(\.amount.description) == ["-12.50 EUR"])
        let warning = try #require(result.record.warnings.first)
        #expect(warning.reason == Message("ofx.junkBeforeHeader", ["count": .number(3)]))
        #expect(warning.location.description == "laposte.ofx:1:1")
        #expect(Catalogue.english.render(warning.reason) == "3 stray bytes before the OFX header (not a byte-order mark) skipped")
    }

    @Test func moreThanAFewBytesOrALineBeforeTheHeaderIsNotOFX() {
        let text = Array(OFXImporterTests.bank(OFXImporterTests.trn("-12.50")).utf8)
        #expect(OFXHeader(Array(repeating: 0x41, count: 40) + text) == nil)
        #expect(OFXHeader(Array("Hello\n".utf8) + text) == nil)
        #expect(OFXHeader(Self.junk + text)?.junkBytes == 3)
        #expect(OFXHeader([0xEF, 0xBB, 0xBF] + text)?.junkBytes == 0)
    }

    /// An OFX amount with a currency symbol or code (`EUR120`, `-12,50 €`) is taken with a warning
    /// when it names the statement's currency, and refused with the reason when it names another.
    @Test func anOFXAmountThatNamesItsCurrency() throws {
        let text = OFXImporterTests.bank(OFXImporterTests.trn("EUR120") + "\n" + OFXImporterTests.trn("$120", fitid: "2")
            + "\n" + OFXImporterTests.trn("-12,50 €", fitid: "3"))
        let result = try ReportSession().importFile(.bytes(Array(text.utf8), name: "old.ofx"))
        #expect(result.statements.flatMap(\.transactions).map(\.amount.description) == ["120.00 EUR", "-12.50 EUR"])
        #expect(result.record.warnings.map { Catalogue.english.render($0.reason) } == [
            "the amount “EUR120” includes a currency, which the OFX format does not allow: read in EUR, the statement’s currency",
            "the amount “-12,50 €” includes a currency, which the OFX format does not allow: read in EUR, the statement’s currency",
        ])
        let rejected = try #require(result.record.rejected.first)
        #expect(Catalogue.english.render(rejected.reason) == "the amount “$120” is in a different currency from the statement’s (EUR)")
        #expect(rejected.location.description.hasPrefix("old.ofx:"))
    }

    /// OFX's DTUSER (the day the user made the operation) is the operation's day when it is not the
    /// booking day.
    @Test func theOFXUserDateIsTheOperationDay() throws {
        let text = OFXImporterTests.bank(OFXImporterTests.trn("-9.90", "20261005", more: "<DTUSER>20261003\n"))
        let result = try ReportSession().importFile(.bytes(Array(text.utf8), name: "user.ofx"))
        let t = try #require(result.statements.first?.transactions.first)
        #expect(t.bookingDate.description == "2026-10-05")
        #expect(t.operationDate?.description == "2026-10-03")
    }

    @Test func qifAmountsWithAnEmptyLeadingGroupAreReadWithAWarning() throws {
        let text = "!Type:Bank\nD25/01/2008\nT,300.00\nPVIREMENT\n^\nD26/01/2008\nT-,104.50\nPRETRAIT\n^\nD27/01/2008\nT-1,222.33\nPLOYER\n^\n"
        let result = try QIFImporter().importFile(.bytes(Array(text.utf8), name: "money.qif"))
        #expect(result.statements.flatMap(\.transactions).map(\.amount.amount.description) == ["300.00", "-104.50", "-1222.33"])
        #expect(result.record.rejected.isEmpty)
        #expect(result.record.warnings.map(\.reason.key) == ["qif.emptyLeadingGroup", "qif.emptyLeadingGroup"])
        #expect(result.record.warnings.map(\.location.line) == [3, 7])
        #expect(result.record.warnings.first?.reason.arguments["text"] == ",300.00")
    }
}
