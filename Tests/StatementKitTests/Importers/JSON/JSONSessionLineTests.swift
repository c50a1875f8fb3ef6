import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// The line under a message about a JSON file read forward: taken from the pass's window when it still
/// holds it, else read again from the file, and always what the whole file in memory gives.
@Suite struct JSONSessionLineTests {
    /// The lines shown under messages: the same from the file read again as from the bytes in memory,
    /// at every spot of a file with long lines and a byte-order mark.
    @Test func theLineUnderAMessageIsTheSameReadAgainFromTheFile() throws {
        var text = "\u{FEFF}{\"a\": [\n"
        for k in 0..<40 { text += "  {\"k\": \"" + String(repeating: "é", count: k * 37) + "\"},\n" }
        text += "  {}]}"
        let bytes = Self.bytes(text)
        let dir = FileManager.default.temporaryDirectory.appending(path: "json-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "t.json")
        try Data(bytes).write(to: url)
        for input in [InputFile.file(url.path), InputFile.bytes(bytes, name: "t.json")] {
            let source = try JSONSource(input)
            let session = JSONSession(file: "t.json", source: source, options: ImportOptions(), sink: Discard(), record: ImportRecord(file: "t.json", format: "json"))
            for offset in stride(from: 0, through: bytes.count, by: 7) {
                let expected = bytes.withUnsafeBufferPointer { JSONSession<Discard>.lineText($0, from: 0, fileEnds: true, at: offset) }
                #expect(session.lineText(at: offset) == expected, "offset \(offset)")
            }
        }
    }

    static func bytes(_ text: String) -> [UInt8] {
        text.hasPrefix("\u{FEFF}") ? [0xEF, 0xBB, 0xBF] + Array(text.dropFirst().utf8) : Array(text.utf8)
    }

    struct Discard: TransactionSink {
        mutating func statement(_ index: Int, _ info: StatementInfo) {}
        mutating func transaction(_ index: Int, _ transaction: Transaction) {}
    }
}
