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

@Suite struct OFXHeaderTests {
    static let standard = "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var dialect: OFXHeader.Dialect
        var version: String?
        var charset: String?
        /// The text the body starts with.
        var body: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "the usual header", text: standard, dialect: .sgml, version: "102", charset: "1252", body: "<OFX>"),
        Case(name: "blank lines before it", text: "\n\n\r\n" + standard, dialect: .sgml, version: "102", charset: "1252", body: "<OFX>"),
        Case(name: "a comment before it", text: "<!-- exported by MyBank -->\n" + standard, dialect: .sgml, version: "102", charset: "1252", body: "<OFX>"),
        Case(name: "a byte-order mark", text: "\u{FEFF}" + standard, dialect: .sgml, version: "102", charset: "1252", body: "<OFX>"),
        Case(name: "no newline before <OFX>", text: "OFXHEADER:100\nVERSION:160\nCHARSET:NONE\nNEWFILEUID:NONE<OFX>", dialect: .sgml, version: "160",
             charset: "NONE", body: "<OFX>"),
        Case(name: "the whole file on one line",
             text: "OFXHEADER:100DATA:OFXSGMLVERSION:102SECURITY:NONEENCODING:USASCIICHARSET:1252COMPRESSION:NONEOLDFILEUID:NONENEWFILEUID:NONE<OFX><SIGNONMSGSRSV1>",
             dialect: .sgml, version: "102", charset: "1252", body: "<OFX><SIGNONMSGSRSV1>"),
        Case(name: "spaces around values", text: "OFXHEADER: 100\nVERSION : 151 \n\n<OFX>", dialect: .sgml, version: "151", charset: nil, body: "<OFX>"),
        Case(name: "no header at all", text: "\r\n<OFX>\r\n<SIGNONMSGSRSV1>", dialect: .sgml, version: nil, charset: nil, body: "<OFX>\r\n<SIGNONMSGSRSV1>"),
        Case(name: "lower-case <ofx>", text: "<ofx><signonmsgsrsv1>", dialect: .sgml, version: nil, charset: nil, body: "<ofx><signonmsgsrsv1>"),
        Case(name: "OFX 2 XML", text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?OFX OFXHEADER=\"200\" VERSION=\"211\" SECURITY=\"NONE\"?>\n<OFX>",
             dialect: .xml, version: "211", charset: nil, body: "<?xml"),
        Case(name: "OFX 2 with single quotes", text: "<?OFX OFXHEADER='200' VERSION='220'?><OFX>", dialect: .xml, version: "220", charset: nil, body: "<?OFX"),
        Case(name: "an XML declaration without <?OFX?>", text: "<?xml version=\"1.0\"?>\n<OFX>", dialect: .xml, version: nil, charset: nil, body: "<?xml"),
    ]

    @Test(arguments: cases)
    func readsHeaderVariants(_ c: Case) throws {
        let bytes = Array(c.text.utf8)
        let header = try #require(OFXHeader(bytes))
        #expect(header.dialect == c.dialect)
        #expect(header.version == c.version)
        #expect(header.charset == c.charset)
        #expect(String(decoding: bytes[header.bodyOffset...], as: UTF8.self).hasPrefix(c.body))
    }

    @Test(arguments: ["Date;Libellé;Montant\n", "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">", "OFXHEADER 100\n", "", "{\"a\": 1}"])
    func declinesWhatIsNotOFX(_ text: String) {
        #expect(OFXHeader(Array(text.utf8)) == nil)
    }

    @Test func theImporterClaimsOFXAndSaysWhy() throws {
        let importer = OFXImporter()
        #expect(importer.identify(Array(Self.standard.utf8))?.reason == "OFXHEADER:100 header, VERSION:102")
        #expect(importer.identify(Array(Self.standard.utf8))?.confidence == 95)
        #expect(importer.identify(Array("<?OFX OFXHEADER=\"200\" VERSION=\"211\"?><OFX>".utf8))?.reason == "<?OFX OFXHEADER=\"200\"?> header, VERSION=\"211\"")
        #expect(importer.identify(Array("<OFX>".utf8))?.confidence == 85)
    }
}
