import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// Attributes on one XML element (issue 20, item 5): linear, with a limit.
@Suite struct BoundedXMLTests {
    // MARK: XML attributes (item 5)

    static func camt(attributes count: Int) -> [UInt8] {
        var doc = Array("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">\n<BkToCstmrStmt>\n<Stmt".utf8)
        for k in 0..<count { doc += Array(" a\(k)=\"x\"".utf8) }
        doc += Array("><Id>1</Id></Stmt>\n</BkToCstmrStmt>\n</Document>\n".utf8)
        return doc
    }

    /// 200,000 attributes on one element (libxml2 compares them pairwise: 95 s before): refused before
    /// libxml2 reads the tag, at the element, with the limit named.
    @Test func twoHundredThousandAttributesAreRefusedAtTheirElement() throws {
        let e = try #require(Bounded.error { () throws(ImportError) in _ = try CamtImporter().importFile(.bytes(Self.camt(attributes: 200_000), name: "attrs.xml")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "xml.tooManyAttributes")
        #expect(Catalogue.english.render(e.message).hasPrefix("more than 256 attributes on one element: "))
        #expect(Catalogue.french.render(e.message).hasPrefix("plus de 256 attributs sur un même élément"))
        #expect(e.location.line == 4 && e.location.column == 1)
        #expect(e.lineText == nil)  // a line of megabytes is not shown
    }

    /// 256 attributes are read (the limit is on the 257th), whatever the chunk boundaries.
    @Test func theLimitIsTheTwoHundredAndFiftySeventhAttribute() throws {
        let reader = try XMLStreamReader(.bytes(Self.camt(attributes: 256), name: "ok.xml"), head: Self.camt(attributes: 256))
        var elements = 0
        while let node = try reader.read() { if node == .element { elements += 1 } }
        #expect(elements == 4)
        let e = try #require(Bounded.error { () throws(ImportError) in
            let reader = try XMLStreamReader(.bytes(Self.camt(attributes: 257), name: "no.xml"), head: Self.camt(attributes: 257))
            while try reader.read() != nil {}
        })
        #expect(e.kind == .limit)
    }

    /// The guard alone, fed in chunks of every size: it flags exactly the tags with too many attributes,
    /// counting `=` outside quotes only, in start tags only.
    @Test(arguments: [1, 2, 3, 7, 64, 1_000, 1_281, 4_096, 1 << 20])
    func theAttributeGuardCountsOnlyAttributesWhateverTheChunks(_ chunk: Int) {
        func flagged(_ text: [UInt8]) -> Int? {
            var guardian = XMLAttributeGuard()
            var start = 0
            while start < text.count {
                let end = min(text.count, start + chunk)
                if let stop = text[start..<end].withUnsafeBufferPointer({ guardian.check($0) }) { return start + stop }
                start = end
            }
            return nil
        }
        func tag(_ count: Int, value: String = "x") -> String { "<e" + (0..<count).map { " a\($0)=\"\(value)\"" }.joined() + ">" }
        let text = String(repeating: "t", count: 5_000)
        // Allowed: 256 attributes; quoted `=`, `>` and `'`; comments, CDATA and instructions full of `=`; long text.
        for ok in [
            "<d>" + tag(256) + text + "</e></d>",
            "<d>" + tag(200, value: "a=b>c'd=e") + "</e>" + text + "</d>",
            "<d><!-- " + String(repeating: "a=1 ", count: 2_000) + "--><![CDATA[" + String(repeating: "b='2' ", count: 2_000) + "]]></d>",
            "<?pi " + String(repeating: "c=3 ", count: 2_000) + "?><d>" + text + "</d>",
        ] {
            #expect(flagged(Array(ok.utf8)) == nil, "chunk \(chunk)")
        }
        // Refused: 257 attributes, where the tag starts (or 0 when it started in an earlier chunk).
        let head = "<d>" + text + "<x/>"
        let bad = Array((head + tag(257) + "</e></d>").utf8)
        let stop = flagged(bad)
        #expect(stop != nil, "chunk \(chunk)")
        if let stop {
            // The tag's start, or the start of the chunk its 257th attribute is in (libxml2 then holds part
            // of the tag, with fewer attributes).
            let tagStart = head.utf8.count
            let tooMany = tagStart + tag(257).utf8.count
            #expect(stop == tagStart || stop % chunk == 0 && stop > tagStart && stop <= tooMany, "chunk \(chunk): \(stop)")
        }
        #expect(flagged(Array(("<d>" + tag(100_000) + "</e></d>").utf8)) != nil)
    }
}
