import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// A QIF file read forward in chunks gives what it gives read whole: the same items, texts, lines and
/// columns, for chunks of every size (every line break, CRLF included, cut somewhere).
@Suite struct QIFStreamTests {
    static func items(_ window: InputWindow) -> [String] {
        var reader = QIFReader(window, file: "t.qif", isWindows1252: false)
        var out: [String] = []
        do throws(ImportError) {
            while let item = try reader.next() {
                switch item {
                case let .header(text, line): out.append("header \(text) \(line.number) \(reader.lineText(line))")
                case let .record(fields, end):
                    let shown = fields.map { "\(Character(Unicode.Scalar($0.code)))\(reader.text($0.value))@\($0.line.number):\(reader.column($0.value.lowerBound, on: $0.line))" }
                    out.append("record \(shown) end \(end.map { "\($0.number) \(reader.lineText($0))" } ?? "-")")
                }
            }
        } catch {
            out.append("error \(error.message.key) \(error.location)")
        }
        return out
    }

    static let texts = [
        "!Type:Bank\r\nD1/2'26\r\nT-1.50\r\nPCafé  \r\nMmemo\t\r\n^\r\n",
        "\u{FEFF}!Type:Bank\rD01/02/2026\rT2.00\r^\r\r!Account\rNChecking\r^",
        "!Type:Bank\n  d01/02/2026\n t3\n\n\nPno end\n!Type:CCard\nD02/02/2026\nT4\n^\n",
        "!Option:AutoSwitch\n!Account\nNA\nTBank\n^\n!Clear:AutoSwitch\n!Type:Bank\nD1/1/26\nT1\nSFood\n$1\n^",
        "   \n\n!Type:Cat\nNFood\n^\n",
    ]

    static func bytes(_ text: String) -> [UInt8] {
        text.hasPrefix("\u{FEFF}") ? [0xEF, 0xBB, 0xBF] + Array(text.dropFirst().utf8) : Array(text.utf8)
    }

    @Test(arguments: [1, 2, 3, 5, 64, 1 << 16])
    func aFileReadInChunksReadsAsAWholeOne(_ chunk: Int) throws {
        for text in Self.texts + (try Self.samples()) {
            let bytes = Self.bytes(text)
            let whole = bytes.withUnsafeBufferPointer { Self.items(InputWindow(bytes: $0)) }
            #expect(Self.items(try InputWindow(.bytes(bytes, name: "t.qif"), chunkSize: chunk)) == whole, "chunk \(chunk): \(text.prefix(40))")
        }
    }

    static func samples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path).filter { $0.hasSuffix(".qif") }.sorted().map {
            try String(contentsOf: Paths.samples.appending(path: $0), encoding: .utf8)
        }
    }

    /// The encoding is decided by the whole file (a Windows-1252 byte far into it), and a file that does
    /// not start with a header says so at its first line with content, shown as the file is read.
    @Test func theEncodingIsTheWholeFilesAndAFileWithoutHeaderIsShownAsRead() throws {
        let valid = Array("!Type:Bank\nD1/1/26\nT1\nPCaf\u{E9}\n^\n".utf8)
        #expect(QIFEncodingScan.isUTF8(try InputWindow(.bytes(valid, name: "a.qif"), chunkSize: 1)))
        let latin = valid + Array(repeating: 0x20, count: 100_000) + [0x0A, 0x50, 0xE9, 0x0A]
        #expect(!QIFEncodingScan.isUTF8(try InputWindow(.bytes(latin, name: "b.qif"), chunkSize: 3)))
        #expect(!QIFEncodingScan.isUTF8(try InputWindow(.bytes(valid + [0xC3], name: "c.qif"))))  // cut by the end of the file

        let noHeader = Array("\u{FEFF}  \r\n\t\n  caf".utf8) + [0xE9] + Array(" tail  \nmore".utf8)
        let e = importError { () throws(ImportError) in try QIFImporter().importFile(.bytes(noHeader, name: "n.qif")) }
        #expect(e?.message.key == "qif.noHeader")
        #expect(e?.location == SourceLocation(file: "n.qif", line: 3, column: 1))
        #expect(e?.lineText == "  café tail")
        let blank = importError { () throws(ImportError) in try QIFImporter().importFile(.bytes(Array(" \n\r\n\t ".utf8), name: "e.qif")) }
        #expect(blank?.kind == .empty)
    }
}
