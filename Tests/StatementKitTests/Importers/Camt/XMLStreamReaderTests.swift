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

/// Hostile XML: every case ends in a clear `ImportError`, fast, with no content of a local file
/// anywhere. Fixtures: `Tests/StatementKitTests/Fixtures/xml-hostile/`; the large cases are made here.
@Suite struct XMLStreamReaderTests {
    static let hostile = Paths.fixtures().appending(path: "xml-hostile")

    /// Reads every node of the input (no importer logic): the reader alone must refuse.
    @discardableResult
    func walk(_ input: InputFile, scanProlog: Bool = true) throws(ImportError) -> Int {
        let reader = try XMLStreamReader(input, head: try input.head(), scanProlog: scanProlog)
        var nodes = 0
        while try reader.read() != nil { nodes += 1 }
        return nodes
    }

    func error(_ body: () throws(ImportError) -> Void) -> ImportError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Everything an error could show a person.
    func shown(_ e: ImportError) -> String {
        [e.description, Catalogue.french.render(e.message), e.lineText ?? ""].joined(separator: "\n")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var kind: ImportError.Kind
        var key: String
        var line: Int
        var column: Int
        var testDescription: String { file }
    }

    static let fixtures: [Case] = [
        Case(file: "xxe-local-file.xml", kind: .refused, key: "xml.doctype", line: 2, column: 1),
        Case(file: "billion-laughs.xml", kind: .refused, key: "xml.doctype", line: 2, column: 1),
        Case(file: "external-dtd.xml", kind: .refused, key: "xml.doctype", line: 3, column: 1),
        Case(file: "parameter-entity.xml", kind: .refused, key: "xml.doctype", line: 2, column: 1),
        Case(file: "xxe-ofx.ofx", kind: .refused, key: "xml.doctype", line: 3, column: 1),
        Case(file: "entity-reference.xml", kind: .refused, key: "xml.entityReference", line: 8, column: 27),
        Case(file: "truncated.xml", kind: .malformed, key: "xml.truncatedInside", line: 10, column: 47),
    ]

    @Test(arguments: fixtures)
    func hostileDocumentsAreRefusedWithAPlace(_ c: Case) throws {
        let path = Self.hostile.appending(path: c.file).path
        let e = try #require(error { () throws(ImportError) in _ = try ReportSession().importFile(.file(path)) })
        #expect(e.kind == c.kind)
        #expect(e.message.key == c.key)
        #expect(e.location == SourceLocation(file: path, line: c.line, column: c.column))
        #expect(!shown(e).contains("root:"), "content of /etc/passwd shown: \(shown(e))")
    }

    /// The second line of defence: with the prolog scan off, libxml2 itself reports the DTD and
    /// the reader refuses it, before any entity is expanded or any file read.
    @Test(arguments: ["xxe-local-file.xml", "billion-laughs.xml", "external-dtd.xml", "parameter-entity.xml"])
    func libxml2sOwnDTDNodeIsRefusedToo(_ file: String) throws {
        let input = InputFile.file(Self.hostile.appending(path: file).path)
        let e = try #require(error { () throws(ImportError) in try walk(input, scanProlog: false) })
        #expect(e.kind == .refused)
        #expect(!shown(e).contains("root:"))
    }

    @Test func aLocalFileNamedByAnExternalEntityIsNeverRead() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let secret = "SECRET-\(UUID().uuidString)"
        let secretFile = dir.appending(path: "secret.txt")
        try Data(secret.utf8).write(to: secretFile)
        for (name, dtd) in [("internal.xml", "<!DOCTYPE Document [<!ENTITY xxe SYSTEM \"file://\(secretFile.path)\">]>"),
                            ("parameter.xml", "<!DOCTYPE Document [<!ENTITY % p SYSTEM \"file://\(secretFile.path)\"> %p;]>"),
                            ("external.xml", "<!DOCTYPE Document SYSTEM \"file://\(secretFile.path)\">")] {
            let doc = "<?xml version=\"1.0\"?>\n\(dtd)\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\"><BkToCstmrStmt><Stmt>"
                + "<Acct><Id><IBAN>X</IBAN></Id><Ccy>EUR</Ccy></Acct><Ntry><Amt Ccy=\"EUR\">1</Amt><CdtDbtInd>DBIT</CdtDbtInd>"
                + "<BookgDt><Dt>2026-10-01</Dt></BookgDt><AddtlNtryInf>&xxe;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>\n"
            let file = dir.appending(path: name)
            try Data(doc.utf8).write(to: file)
            for scan in [true, false] {
                let e = try #require(error { () throws(ImportError) in try walk(.file(file.path), scanProlog: scan) })
                #expect(e.kind == .refused)
                #expect(!shown(e).contains(secret))
            }
            let e = try #require(error { () throws(ImportError) in _ = try CamtImporter().importFile(.file(file.path)) })
            #expect(!shown(e).contains(secret))
        }
    }

    /// A quadratic blow-up (a 100 kB entity referenced 100,000 times): refused at the DTD, with the
    /// prolog scan and without it, so the walk ends without expanding anything. How fast is for
    /// `Benchmarks/`, not for a test on a shared machine.
    @Test func aQuadraticBlowUpIsRefused() throws {
        let big = String(repeating: "A", count: 100_000)
        let doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE kaboom [<!ENTITY a \"\(big)\">]>\n<Document>" + String(repeating: "&a;", count: 100_000) + "</Document>"
        for scan in [true, false] {
            let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "q.xml"), scanProlog: scan) })
            #expect(e.kind == .refused)
            #expect(e.location.line == 2)
        }
    }

    @Test func anEntityReferenceWithoutDTDIsRefused() throws {
        let doc = "<Document><A>&ouml;</A></Document>"
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "e.xml")) })
        #expect(e.kind == .refused)
        #expect(e.location.line == 1)
        // The five predefined entities and character references are ordinary text.
        #expect(try walk(.bytes(Array("<a>&amp;&lt;&gt;&quot;&apos;&#233;&#xE9;</a>".utf8), name: "ok.xml")) == 3)
    }

    /// A single text node of 20 MB: libxml2's 10 MB limit (no XML_PARSE_HUGE) stops it with a clear
    /// error: the walk ends, with the limit error (its speed is measured in `Benchmarks/`, not here).
    @Test func aTwentyMegabyteTextNodeHitsTheLimit() throws {
        var doc = Array("<?xml version=\"1.0\"?>\n<Document><Stmt><Ustrd>".utf8)
        doc += [UInt8](repeating: 0x61, count: 20 << 20)
        doc += Array("</Ustrd></Stmt></Document>".utf8)
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(doc, name: "big.xml")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "xml.textTooLong")
        #expect(e.location.line == 2)
        #expect(e.lineText == nil)  // a 20 MB line is not shown
    }

    @Test func nestingDeeperThanLibxml2sLimitIsRefused() throws {
        let doc = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "deep.xml")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "xml.tooDeep")
        #expect(Catalogue.english.render(e.message).hasPrefix("elements are nested more than 256 levels deep: "))
    }

    /// A limit libxml2 enforces itself is said in the reader's words and language, without libxml2's advice
    /// of an option nobody can set (`XML_PARSE_HUGE`); one not known here keeps libxml2's words.
    @Test func libxml2sOwnLimitsAreSaidInTheReadersLanguage() throws {
        let name = "<?xml version=\"1.0\"?>\n<Document><" + String(repeating: "A", count: 60_000) + "/></Document>"
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(name.utf8), name: "name.xml")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "xml.nameTooLong")
        #expect(Catalogue.french.render(e.message).hasPrefix("un nom d’élément ou d’attribut de plus de 50"))
        var value = Array("<?xml version=\"1.0\"?>\n<Document><A b=\"".utf8)
        value += [UInt8](repeating: 0x78, count: 11_000_000)
        value += Array("\"/></Document>".utf8)
        let v = try #require(error { () throws(ImportError) in try walk(.bytes(value, name: "value.xml")) })
        #expect(v.message.key == "xml.textTooLong")
        #expect(!Catalogue.english.render(v.message).contains("XML_PARSE_HUGE"))
        #expect(XMLInput.limitMessage("Excessive depth in document: 300 use XML_PARSE_HUGE option") == Message("xml.tooDeep", ["limit": .number(300)]))
        #expect(XMLInput.limitMessage("some other limit").key == "xml.limit")
    }

    @Test func aPrologThatNeverEndsIsRefused() throws {
        let doc = "<?xml version=\"1.0\"?>\n<!--" + String(repeating: "x", count: 70_000) + "-->\n<Document/>"
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "p.xml")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "xml.longProlog")
    }

    @Test(arguments: [
        ("<Document>\n  <Stmt>\n    <CreDtTm>2015-03-10</CreDtT", "CreDtTm", 3, 32),
        ("<Document>\n  <Stmt>\n    <Id>1</Id>\n\n", "Stmt", 3, 15),
        ("<Document>\n  <Stmt>\n    <Id>1", "Id", 3, 10),
    ])
    func aCutDocumentSaysWhichElementItEndsIn(text: String, element: String, line: Int, column: Int) throws {
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(text.utf8), name: "cut.xml")) })
        #expect(e.kind == .malformed)
        #expect(e.message.key == "xml.truncatedInside")
        #expect(e.message.arguments["element"] == .text(element))
        #expect(e.location == SourceLocation(file: "cut.xml", line: line, column: column))
    }

    @Test func contentAfterTheRootElementIsMalformedNotCut() throws {
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array("<a><b/></a><c/>".utf8), name: "x.xml")) })
        #expect(e.kind == .malformed)
        #expect(e.message.key == "xml.afterRoot")
        #expect(e.location == SourceLocation(file: "x.xml", line: 1, column: 12))
    }

    @Test func aNamespaceErrorDoesNotStopTheReaderNorHideALaterFatalError() throws {
        #expect(try walk(.bytes(Array("<x:Document><x:A>1</x:A></x:Document>".utf8), name: "ns.xml")) == 5)
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array("<x:Document>\n<A>1</B>\n</x:Document>".utf8), name: "ns.xml")) })
        #expect(e.location.line == 2)
        #expect(e.description.contains("<A>, opened on line 2, is closed by </B>"))
    }

    @Test func aMalformedDocumentSaysWhereAndWhatLibxml2Saw() throws {
        let doc = "<Document>\n  <Stmt>\n    <Id>1</Idx>\n  </Stmt>\n</Document>\n"
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "m.xml")) })
        #expect(e.kind == .malformed)
        #expect(e.message == Message("xml.tagMismatch", ["open": .text("Id"), "line": .text("3"), "close": .text("Idx")]))
        #expect(e.location.line == 3)
        #expect(e.lineText == "    <Id>1</Idx>")
        #expect(e.description.contains("<Id>, opened on line 3, is closed by </Idx>"))
        #expect(Catalogue.french.render(e.message) == "<Id>, ouvert ligne 3, est fermé par </Idx>")
        // An error the reader has no words of its own for keeps libxml2's.
        let other = try #require(error { () throws(ImportError) in try walk(.bytes(Array("<a><!-- x -- y --></a>".utf8), name: "c.xml")) })
        #expect(other.message.key == "xml.malformed")
    }

    /// The commonest mistakes of a bank's XML export in the reader's words and language, pointed at: a bare
    /// `&` (not an entity refused for safety), a character XML does not allow, an attribute without quotes.
    @Test(arguments: [
        ("<Document><Nm>M&S 1</Nm></Document>", "xml.ampersand", 16, "un « & » qui n’ouvre aucune référence de caractère"),
        ("<Document><Nm>M& S</Nm></Document>", "xml.ampersand", 16, "un « & » qui n’ouvre aucune référence de caractère"),
        ("<Document><Nm>A\u{1}B</Nm></Document>", "xml.invalidCharacterCode", 16, "un caractère que XML n’autorise pas (U+0001)"),
        ("<Document><Amt Ccy=EUR>1</Amt></Document>", "xml.unquotedAttribute", 20, "une valeur d’attribut sans guillemets"),
    ])
    func commonMistakesAreSaidInTheReadersWords(doc: String, key: String, column: Int, french: String) throws {
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(Array(doc.utf8), name: "bank.xml")) })
        #expect(e.kind == .malformed)
        #expect(e.message.key == key)
        #expect(e.location.line == 1)
        if key == "xml.ampersand" { #expect(e.location.column == column) }
        // (French typography puts a narrow no-break space inside « ».)
        let shown = Catalogue.french.render(e.message).replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ")
        #expect(shown.hasPrefix(french), "\(shown)")
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>caf\u{E9}</a>", "utf-8", "café"),
        ("<?xml version=\"1.0\"?><a>CAF\u{C9}</a>", "utf-8", "CAFÉ"),
    ])
    func readsUTF8AsDeclared(text: String, encoding: String, expected: String) throws {
        let reader = try XMLStreamReader(.bytes(Array(text.utf8), name: "u.xml"), head: Array(text.utf8))
        #expect(reader.encoding == encoding)
        _ = try reader.read()
        _ = try reader.read()
        #expect(String(decoding: reader.text, as: UTF8.self) == expected)
    }

    @Test func readsWindows1252BytesInADocumentThatSaysUTF8() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>caf".utf8)
        bytes += [0xE9, 0x20, 0x80]
        bytes += Array("</a>".utf8)
        let reader = try XMLStreamReader(.bytes(bytes, name: "l.xml"), head: bytes)
        #expect(reader.encoding == "windows-1252")
        _ = try reader.read()
        _ = try reader.read()
        #expect(String(decoding: reader.text, as: UTF8.self) == "café €")
    }

    @Test func decidesTheEncodingAtTheFirstNonASCIIByteEvenPastTheFirstChunk() throws {
        var bytes = Array("<?xml version=\"1.0\"?><doc>".utf8)
        for _ in 0..<50_000 { bytes += Array("<a>plain ascii text here</a>\n".utf8) }
        bytes += Array("<b>caf".utf8) + [0xE9] + Array("</b></doc>".utf8)
        #expect(bytes.count > XMLInput.chunkSize)
        let reader = try XMLStreamReader(.bytes(bytes, name: "late.xml"), head: Array(bytes.prefix(65_536)))
        var last = ""
        while let node = try reader.read() {
            if node == .text { last = String(decoding: reader.text, as: UTF8.self) }
        }
        #expect(last == "café")
    }

    @Test func readsUTF8InADocumentThatClaimsLatin1() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>café</a>".utf8)
        let reader = try XMLStreamReader(.bytes(bytes, name: "l.xml"), head: bytes)
        #expect(reader.encoding == "utf-8")
        _ = try reader.read()
        _ = try reader.read()
        #expect(String(decoding: reader.text, as: UTF8.self) == "café")
    }

    /// Bytes that are not in the encoding the document declares: an error that says so, where the
    /// parser stood (libxml2 halts without a parser error, and printed its own lines to stderr).
    @Test func bytesNotInTheDeclaredEncodingAreAnError() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<Document>\n<Stmt a=\"".utf8)
        bytes += [0xFF, 0xFF, 0xFF]
        bytes += Array("\"><Id>1</Id></Stmt>\n</Document>\n".utf8)
        let e = try #require(error { () throws(ImportError) in try walk(.bytes(bytes, name: "e.xml")) })
        #expect(e.kind == .malformed)
        #expect(e.message.key == "xml.malformed")
        #expect(e.description.contains("input conversion failed"), "\(e.description)")
        #expect((1...3).contains(e.location.line), "\(e.location)")
    }

    @Test func readsALatin1DocumentAsDeclared() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf".utf8)
        bytes += [0xE9]
        bytes += Array("</a>".utf8)
        let reader = try XMLStreamReader(.bytes(bytes, name: "l.xml"), head: bytes)
        _ = try reader.read()
        _ = try reader.read()
        #expect(String(decoding: reader.text, as: UTF8.self) == "café")
    }
}
