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

@Suite struct OFXSGMLTokenizerTests {
    /// The tokens of `text`: `<NAME>`, `</NAME>`, `<NAME/>`, or the text in quotes, each with `@line:column`.
    /// `size`: the file's size as the tokenizer is told it (it sizes its buffer from it).
    func tokens(_ text: String, positions: Bool = false, size: Int? = nil) throws -> [String] {
        let bytes = Array(text.utf8)
        var tokenizer = try OFXSGMLTokenizer(try ChunkReader(.bytes(bytes, name: "t")), file: "t", skipping: 0, head: bytes, size: size)
        var out: [String] = []
        while true {
            let t = try tokenizer.next()
            let content = String(decoding: tokenizer.bytes(t.start, t.stop), as: UTF8.self)
            var s: String
            switch t.kind {
            case .startTag: s = "<\(content)>"
            case .endTag: s = "</\(content)>"
            case .emptyTag: s = "<\(content)/>"
            case .text: s = "\"\(content)\""
            case .end: return out
            }
            if positions { s += "@\(t.line):\(tokenizer.column(of: t.offset, line: t.line, lineStart: t.lineStart))" }
            out.append(s)
        }
    }

    @Test func readsUnclosedClosedAndMixedLeaves() throws {
        #expect(try tokens("<STMTTRN>\n<TRNAMT>-12.34\n<FITID>1</FITID>\n</STMTTRN>") ==
                ["<STMTTRN>", "<TRNAMT>", "\"-12.34\"", "<FITID>", "\"1\"", "</FITID>", "</STMTTRN>"])
    }

    @Test func readsAWholeFileOnOneLine() throws {
        #expect(try tokens("<OFX><CODE>0<SEVERITY>INFO</STATUS><NAME>AE Visa Card<MEMO> XXXX1234</STMTTRN>") ==
                ["<OFX>", "<CODE>", "\"0\"", "<SEVERITY>", "\"INFO\"", "</STATUS>", "<NAME>", "\"AE Visa Card\"", "<MEMO>", "\"XXXX1234\"", "</STMTTRN>"])
    }

    @Test func keepsAngleBracketsThatAreNotOFXTagsInsideAValue() throws {
        #expect(try tokens("<NAME>CAFE & CO <BIO><MEMO>x") == ["<NAME>", "\"CAFE & CO <BIO>\"", "<MEMO>", "\"x\""])
        #expect(try tokens("<NAME>CAFE & CO <BIO></NAME>") == ["<NAME>", "\"CAFE & CO <BIO>\"", "</NAME>"])
        #expect(try tokens("<NAME>A < B and C > D\n<MEMO>x") == ["<NAME>", "\"A < B and C > D\"", "<MEMO>", "\"x\""])
        // A dotted extension tag ends the value; so does any tag on the next line.
        #expect(try tokens("<NAME>AE<INTU.BID>1000") == ["<NAME>", "\"AE\"", "<INTU.BID>", "\"1000\""])
        #expect(try tokens("<NAME>AE\n<VALUEDATE>20180507") == ["<NAME>", "\"AE\"", "<VALUEDATE>", "\"20180507\""])
    }

    @Test func skipsCommentsProcessingInstructionsAndDeclarations() throws {
        #expect(try tokens("<!-- a <b> comment -->\n<?xml version=\"1.0\"?><!DOCTYPE x><OFX><!--x--><CODE>0</CODE></OFX>") ==
                ["<OFX>", "<CODE>", "\"0\"", "</CODE>", "</OFX>"])
    }

    @Test func readsCDATAAsTextAndXMLEmptyElements() throws {
        #expect(try tokens("<NAME><![CDATA[A <b> & c]]></NAME><BRANCHID/>") == ["<NAME>", "\"A <b> & c\"", "</NAME>", "<BRANCHID/>"])
    }

    @Test func reportsLinesAndColumnsInCharacters() throws {
        #expect(try tokens("<OFX>\r\n  <NAME>Café\r\n\t<MEMO>été</MEMO>", positions: true) ==
                ["<OFX>@1:1", "<NAME>@2:3", "\"Café\"@2:9", "<MEMO>@3:2", "\"été\"@3:8", "</MEMO>@3:11"])
    }

    @Test func aLoneAngleBracketIsText() throws {
        #expect(try tokens("<NAME>1 <2\n<MEMO>< x") == ["<NAME>", "\"1 <2\"", "<MEMO>", "\"< x\""])
    }

    @Test func readsAcrossChunkBoundaries() throws {
        // Values longer than a chunk would be refused; many small tokens across several chunks are not.
        var text = "<OFX>"
        for i in 0..<120_000 { text += "<FITID>\(i)\n" }
        text += "</OFX>"
        let t = try tokens(text)
        #expect(t.count == 2 + 240_000)
        #expect(t[t.count - 2] == "\"119999\"")
    }

    @Test func aBufferSizedFromTheFileReadsTheSameTokens() throws {
        let small = "<OFX>\r\n<NAME>Café<MEMO>x</MEMO><CODE>0</CODE><NAME>1 <2\n<MEMO>< x\n<NAME>y<"
        #expect(try tokens(small, positions: true, size: small.utf8.count) == tokens(small, positions: true))
        // A file longer than it said (it grew after `stat`): the small buffer grows as a long token's does.
        var text = "<OFX>"
        for i in 0..<20_000 { text += "<FITID>\(i)\n" }
        text += "<MEMO>" + String(repeating: "z", count: 100_000) + "</OFX>"
        #expect(try tokens(text, positions: true, size: 10) == tokens(text, positions: true))
    }

    @Test func refusesAValueLongerThanOneMegabyte() {
        let text = "<OFX><MEMO>" + String(repeating: "x", count: 3 << 20) + "</MEMO></OFX>"
        #expect { try tokens(text) } throws: { ($0 as? ImportError)?.kind == .limit && ($0 as? ImportError)?.message.key == "ofx.valueTooLong" }
    }

    @Test func acceptsLongRunsOfBlanksBetweenElements() throws {
        let text = "<OFX>" + String(repeating: " \n", count: 2 << 20) + "<CODE>0</OFX>"
        #expect(try tokens(text) == ["<OFX>", "<CODE>", "\"0\"", "</OFX>"])
    }
}
