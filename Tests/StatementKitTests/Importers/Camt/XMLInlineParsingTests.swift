import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport

/// A document of at most `XMLStreamReader.inlineSize` bytes is parsed on the reader's thread, a
/// larger one on a second thread. Both ways must hand out the same nodes, texts, lines and errors.
@Suite struct XMLInlineParsingTests {
    /// Everything `read()` hands out, and how it ended.
    func transcript(_ input: InputFile, inline: Bool, scanProlog: Bool = true) -> [String] {
        var out: [String] = []
        do throws(ImportError) {
            let reader = try XMLStreamReader(input, head: try input.head(), scanProlog: scanProlog, inline: inline)
            while let node = try reader.read() {
                switch node {
                case .element:
                    out.append("<\(reader.qualifiedName) \(reader.isEmptyElement) \(reader.namespaceURI ?? "-") line \(reader.line)")
                case .endElement: out.append("</\(reader.name) line \(reader.line)")
                default: out.append("\(node) \(String(decoding: reader.text, as: UTF8.self)) line \(reader.line)")
                }
            }
            out.append("end")
        } catch {
            out.append("error \(error.kind) \(error.message.key) \(error.location) \(error.lineText ?? "-")")
        }
        return out
    }

    static var files: [String] {
        let samples = Paths.samples
        let hostile = Paths.fixtures().appending(path: "xml-hostile")
        let regressions = Paths.fixtures().appending(path: "regressions/ofx-xml")
        return [samples.appending(path: "camt053-2026-10.xml").path, samples.appending(path: "camt054-2026-10.xml").path]
            + [hostile, regressions].flatMap { dir in
                ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted().map { dir.appending(path: $0).path }
            }
    }

    @Test(arguments: files)
    func aSmallDocumentReadsTheSameOnTheReadersThread(_ path: String) throws {
        let input = InputFile.file(path)
        // Without the prolog scan, a DTD is libxml2's to report, from inside the parse.
        for scan in [true, false] {
            let threaded = transcript(input, inline: false, scanProlog: scan)
            #expect(transcript(input, inline: true, scanProlog: scan) == threaded)
        }
        // The samples are read to their end (the hostile files and the regression stop at their first error).
        if path.hasPrefix(Paths.samples.path) { #expect(transcript(input, inline: true).count > 50 && transcript(input, inline: true).last == "end") }
    }

    /// Larger than one slice, cut inside an element, or broken halfway: the same either way.
    @Test func documentsOfSeveralSlicesReadTheSameBothWays() throws {
        let entry = "<Ntry><Amt Ccy=\"EUR\">3.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><AddtlNtryInf>Café &amp; co</AddtlNtryInf></Ntry>\n"
        let body = String(repeating: entry, count: 1_500)
        let whole = "<?xml version=\"1.0\"?>\n<Document><Stmt>\n" + body + "</Stmt></Document>\n"
        let documents = [
            whole,
            String(whole.prefix(whole.utf8.count - 40)),
            "<?xml version=\"1.0\"?>\n<Document><Stmt>\n" + body + "<Ntry><Amt Ccy=\"EUR\">1</Amt></Wrong>" + body,
        ]
        for (index, text) in documents.enumerated() {
            #expect(text.utf8.count > XMLStreamReader.inlineSize)
            let input = InputFile.bytes(Array(text.utf8), name: "doc-\(index).xml")
            let threaded = transcript(input, inline: false)
            #expect(threaded.count > 3_000)
            #expect(transcript(input, inline: true) == threaded, "document \(index)")
        }
    }
}
