import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// JSON read as a stream (issue 20, item 8): a huge file fails at its first value over a limit.
@Suite struct BoundedJSONTests {
    /// 300 MB that start like a statement (24 s and 2.1 GB for 2 GB before): the first string over the
    /// limit stops the import, where it starts, with the line shown.
    @Test func aHugeJSONFileFailsAtItsFirstValueOverTheLimit() throws {
        let start = "{\"version\": 1, \"statements\": [{\"account\": {\"id\": \"FR76\"}, \"currency\": \"EUR\", \"transactions\": [\n  {\"date\": \"2026-10-01\", \"amount\": \"-12.50\", \"description\": \""
        let e = try Bounded.withTemporaryFile("huge.json", [(Array(start.utf8), 1), (Bounded.repeated(0x61, 1 << 20), 300)]) { input in
            Bounded.error { () throws(ImportError) in _ = try JSONImporter().importFile(input) }
        }
        let error = try #require(e)
        #expect(error.kind == .limit)
        #expect(error.message.key == "json.stringTooLong")
        #expect(error.location.line == 2)
        #expect(error.location.column == "  {\"date\": \"2026-10-01\", \"amount\": \"-12.50\", \"description\": ".count + 1)
    }

    /// The same as generic records and as a number of 64 million digits: the import fails at the first
    /// value over a limit; as JSON Lines, that line is rejected (as every broken line is) and the import
    /// goes on from the next one.
    @Test func otherHugeJSONFilesFailAtTheirFirstValueOverALimit() throws {
        let cases: [(String, [(bytes: [UInt8], times: Int)], String, Int)] = [
            ("records.json", [(Array("[{\"date\": \"2026-10-01\", \"amount\": -12.5, \"label\": \"".utf8), 1), (Bounded.repeated(0x62, 1 << 20), 64)], "json.stringTooLong", 1),
            ("lines.jsonl", [(Array("{\"date\": \"2026-10-01\", \"amount\": -12.5, \"label\": \"a\"}\n{\"date\": \"2026-10-02\", \"amount\": 1, \"label\": \"".utf8), 1),
                             (Bounded.repeated(0x63, 1 << 20), 64)], "json.stringTooLong", 2),
            ("number.json", [(Array("[{\"date\": \"2026-10-01\", \"amount\": 1".utf8), 1), (Bounded.repeated(0x31, 1 << 20), 64), (Array("}]".utf8), 1)], "json.numberTooLong", 1),
        ]
        for (name, parts, key, line) in cases {
            let e = try Bounded.withTemporaryFile(name, parts) { input in
                Bounded.error { () throws(ImportError) in
                    let result = try JSONImporter().importFile(input)
                    if let rejected = result.record.rejected.first { throw ImportError(.limit, rejected.reason, at: rejected.location) }
                }
            }
            let error = try #require(e, "\(name)")
            #expect(error.message.key == key, "\(name)")
            #expect(error.location.line == line, "\(name)")
        }
    }
}
