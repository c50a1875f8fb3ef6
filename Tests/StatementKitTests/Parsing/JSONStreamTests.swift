import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// Reading a file forward in chunks gives what reading it whole gives: the same tokens at the same
/// places, the same errors, for chunks of every size (so that every token, escape, UTF-8 sequence and
/// line break is cut somewhere).
@Suite struct JSONStreamTests {
    static let chunks = [1, 2, 3, 5, 7, 64, 1 << 16]

    /// Everything a reader says about a text: each token with its place and text, then the error.
    static func transcript(_ reader: inout JSONReader) -> [String] {
        var out: [String] = []
        while true {
            do {
                let token = try reader.next()
                var text = ""
                switch token {
                case let .key(s), let .string(s): text = reader.string(s)
                case let .number(r): text = reader.text(r)
                default: break
                }
                out.append("\(token) \(text) @\(reader.tokenLine):\(reader.tokenColumn)+\(reader.tokenOffset) depth \(reader.depth)")
                if token == .end { return out }
            } catch {
                out.append("error \(error)")
                return out
            }
        }
    }

    static let texts: [String] = [
        #"{"a": [1, -2.5e3, true, false, null, "x\"y\\z\u00e9\ud83d\ude00", {}], "b": {"c": "été 😀"}}"#,
        "\u{FEFF}[\r\n  {\"date\": \"2026-10-01\",\r\n   \"amount\": -12.50}\r\n]\r\n",
        "[1,\n2,\r3,\r\n4]",
        "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": -}", "{\"a\": 1e}", "{\"a\": 12abc}", "[tru]", "[nullx]", "[true",
        "{\"a\" 1}", "{\"a\": 1,}", "[1,]", "[1 2]", "{\"a\": \"\\x\"}", "{\"a\": \"\\ud800\"}", "{\"a\": \"\u{1}\"}",
        "{\"a\": \"unterminated", "{\"a\": \"line\nbreak\"}", "[\"\u{FF}\"]", "", "   ", "[] []", "{\"a\": [1, 2] ",
        "[" + String(repeating: "[", count: 200) + "]", "[\"" + String(repeating: "é", count: 300) + "\", " + String(repeating: "1", count: 150) + "]",
        "[" + String(repeating: "9", count: 5_000) + "x]",
    ]

    static func bytes(_ text: String) -> [UInt8] {
        text.hasPrefix("\u{FEFF}") ? [0xEF, 0xBB, 0xBF] + Array(text.dropFirst().utf8) : Array(text.utf8)
    }

    @Test(arguments: chunks)
    func aDocumentReadInChunksReadsAsAWholeOne(_ chunk: Int) throws {
        for text in Self.texts + (try Self.samples()) {
            let bytes = Self.bytes(text)
            let whole = bytes.withUnsafeBufferPointer { b in
                var reader = JSONReader(bytes: b)
                return Self.transcript(&reader)
            }
            var reader = JSONReader(input: try InputWindow(.bytes(bytes, name: "t.json"), chunkSize: chunk))
            #expect(Self.transcript(&reader) == whole, "chunk \(chunk): \(text.prefix(60))")
        }
    }

    /// JSON Lines: a reader of one line stops at its line feed (a carriage return before it left out)
    /// as a reader of that line's bytes does.
    @Test(arguments: chunks)
    func aLineReadInChunksReadsAsItsBytes(_ chunk: Int) throws {
        let text = "{\"a\": 1}\r\n{\"b\": [1,\r 2]}\n\n  {\"c\": \"x\"} {\"d\": 1}\r\n{\"e\":\r\n{\"f\": 1}\r"
        let bytes = Array(text.utf8)
        let input = try InputWindow(.bytes(bytes, name: "t.jsonl"), chunkSize: chunk)
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let whole = bytes.withUnsafeBufferPointer { b in
                var reader = JSONReader(bytes: b, range: start..<contentEnd, firstLine: line)
                return Self.transcript(&reader)
            }
            var reader = JSONReader(input: input, from: start, firstLine: line, bound: .lineFeed)
            #expect(Self.transcript(&reader) == whole, "chunk \(chunk), line \(line)")
            #expect(reader.skipToLineEnd() == end, "chunk \(chunk), line \(line)")
            start = end + 1
            line += 1
        }
    }

    /// A text that starts like a UTF-8 byte order mark and ends inside it (`EF`, `EF BB`): looking for
    /// the mark read offsets 1 and 2, which let go of offset 0 when the text ended there, and the next
    /// look at offset 0 read the byte before the window's memory (`fuzz-json`, 2026-11-28; offsets let
    /// go are now refused by a precondition). The mark is told for every chunk size, and what follows
    /// it is read: not JSON, or nothing.
    @Test(arguments: chunks)
    func aByteOrderMarkCutShortIsReadInPlace(_ chunk: Int) throws {
        let cases: [([UInt8], Bool)] = [([0xEF], false), ([0xEF, 0xBB], false), ([0xEF, 0xBB, 0xBF], true), ([0xEF, 0xBB, 0xBF, 0x20], true),
                                        ([0xEF, 0xBB, 0xBE], false), ([0x7B], false), ([], false)]
        for (bytes, mark) in cases {
            let input = try InputWindow(.bytes(bytes, name: "t.json"), chunkSize: chunk)
            #expect(input.startsWithUTF8BOM() == mark, "chunk \(chunk): \(bytes)")
            #expect(input.byte(at: 0) == bytes.first, "chunk \(chunk): \(bytes)")
        }
        let importer = JSONImporter()
        for (bytes, kind) in [([0xEF], ImportError.Kind.malformed), ([0xEF, 0xBB], .malformed), ([0xEF, 0xBB, 0xBF], .empty)] as [([UInt8], ImportError.Kind)] {
            #expect(throws: ImportError.self, "\(bytes)") {
                do throws(ImportError) {
                    _ = try importer.importFile(.bytes(bytes, name: "t.json"), options: ImportOptions())
                } catch {
                    #expect(error.kind == kind, "\(bytes): \(error)")
                    throw error
                }
            }
        }
    }

    static func samples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path).filter { $0.hasSuffix(".json") }.sorted().map {
            try String(contentsOf: Paths.samples.appending(path: $0), encoding: .utf8)
        }
    }
}
