import Foundation
import StatementKitTestSupport
import Testing

/// OFX and camt files through the tool: samples, the bank's error response, hostile XML.
@Suite struct OFXCamtCommandTests {
    static let hostile = "Tests/StatementKitTests/Fixtures/xml-hostile/"

    @Test func writesAFrenchReportOfTheLatin1OFXSample() throws {
        let run = try Tool.run(["Samples/releve-2026-10.ofx", "--lang", "fr", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(Tool.unpadded(run.stdout).contains("| EUR | 2\u{202F}480,42\u{00A0}€ | -1\u{202F}905,31\u{00A0}€ | **+575,11\u{00A0}€** | 25 opérations |"))
        #expect(run.stdout.contains("CARTE X4417 BOULANGERIE ÉCLAIR"))
        #expect(run.stdout.contains("CHÈQUE N°1234567"))
    }

    @Test func writesAnEnglishReportOfTheCamtSampleThatReconciles() throws {
        let run = try Tool.run(["Samples/camt053-2026-10.xml", "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Tool.unpadded(run.stdout).contains("| EUR | €5,662.35 | -€4,100.89 | **+€1,561.46** | 12 transactions |"))
        #expect(run.stdout.contains("Balances agree: opening balance + transactions = closing balance."))
        #expect(run.stdout.contains("€8,412.57"))
        #expect(run.stdout.contains("€9,974.03"))
        // The accounts and the files read name the camt message as banks do (review I10).
        #expect(run.stdout.contains("camt053-2026-10.xml (camt.053 file)"), "\(run.stdout)")
        #expect(Tool.unpadded(run.stdout).contains("| camt053-2026-10.xml | camt.053 | 12 |"), "\(run.stdout)")
    }

    @Test func anOFXErrorResponseExitsWithTheBanksMessage() throws {
        let path = Corpus.url("ofx-xml/ofxparse__error_message.ofx").path
        let run = try Tool.run([path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("\(path):23:23: error: the bank answered with an error instead of a statement (code 2000): “General Server Error”\n"))
    }

    @Test(arguments: [
        ("xxe-local-file.xml", "2:1", "the document has a DTD (<!DOCTYPE …>): refused for safety"),
        ("billion-laughs.xml", "2:1", "the document has a DTD"),
        ("external-dtd.xml", "3:1", "the document has a DTD"),
        ("parameter-entity.xml", "2:1", "the document has a DTD"),
        ("xxe-ofx.ofx", "3:1", "the document has a DTD"),
        ("entity-reference.xml", "8:27", "the document uses the entity “&nbsp;”: refused for safety"),
        ("truncated.xml", "10:47", "the document ends inside <CdtDbtInd> opened on line 10: it seems cut off"),
    ])
    func hostileXMLExitsWithFileLineColumnError(file: String, position: String, message: String) throws {
        let path = Self.hostile + file
        let run = try Tool.run([path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("\(path):\(position): error: \(message)"), "\(run.stderr)")
        #expect(!run.stderr.contains("root:"))
    }

    @Test func aTwentyMegabyteTextNodeExitsWithALimitError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "huge.xml")
        var bytes = Array("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\"><BkToCstmrStmt><Stmt><Id>".utf8)
        bytes += [UInt8](repeating: 0x41, count: 20 << 20)
        bytes += Array("</Id></Stmt></BkToCstmrStmt></Document>\n".utf8)
        try Data(bytes).write(to: file)
        let run = try Tool.run([file.path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(file.path):2:"))
        #expect(run.stderr.contains(": error: a text or value is longer than 10,000,000 bytes: "))
        let french = try Tool.run([file.path, "--lang", "fr"])
        #expect(french.stderr.contains("un texte ou une valeur de plus de 10"), "\(french.stderr)")
        #expect(!french.stderr.contains("huge text node"))
        #expect(run.stderr.count < 1_000)
    }

    @Test func printsRejectedRowsAndWarningsWithCarets() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "dup.ofx")
        let text = """
            OFXHEADER:100
            DATA:OFXSGML
            VERSION:102

            <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>
            <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261002<TRNAMT>-1,50<FITID>A1<NAME>CAFE</STMTTRN>
            <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-2,50<FITID>A1<NAME>PAIN</STMTTRN>
            <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261004<TRNAMT>-2x<FITID>A2<NAME>LAIT</STMTTRN>
            </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>

            """
        try Data(text.utf8).write(to: file)
        let run = try Tool.run([file.path, "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.stderr == """
            \(file.path):8:52: warning: “-2x” is not an amount: unexpected character
                <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261004<TRNAMT>-2x<FITID>A2<NAME>LAIT</STMTTRN>
                                                                   ^
            \(file.path):7:62: warning: the FITID “A1” was already used on line 6 in this statement: both transactions are kept
                <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-2,50<FITID>A1<NAME>PAIN</STMTTRN>
                                                                             ^

            """)
        #expect(run.stdout.contains("3 rows read, 2 imported, 1 rejected"))
    }

    @Test func theInputFormatCanBeNamed() throws {
        let run = try Tool.run(["Samples/camt053-2026-10.xml", "--input-format", "camt", "--format", "markdown", "--lang", "en"])
        #expect(run.status == 0)
        let wrong = try Tool.run(["Samples/camt053-2026-10.xml", "--input-format", "ofx", "--lang", "en"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Samples/camt053-2026-10.xml:1:1: error: not an OFX file"))
    }
}
