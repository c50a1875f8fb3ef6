import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// QIF fields and records (issue 20, item 7): a limit like the other formats'; the file read as a stream (item 8).
@Suite struct BoundedQIFTests {
    // MARK: QIF fields (item 7)

    /// A 100 MB payee (a 1 GB process and 61 s before), read from a file: refused at its line, with the
    /// start of the line shown, without reading the rest.
    @Test func aHundredMegabytePayeeIsRefusedAtItsLine() throws {
        let e = try Bounded.withTemporaryFile("payee.qif", [
            (Array("!Type:Bank\nD10/01/2026\nT-12.50\nP".utf8), 1), (Bounded.repeated(0x41, 1 << 20), 100), (Array("\n^\n".utf8), 1),
        ]) { input in Bounded.error { () throws(ImportError) in _ = try QIFImporter().importFile(input) } }
        let error = try #require(e)
        #expect(error.kind == .limit)
        #expect(error.message.key == "qif.lineTooLong")
        #expect(error.location.line == 4 && error.location.column == 1)
        #expect(error.lineText == "P" + String(repeating: "A", count: 999) + "…")
    }

    /// A field just under the limit is read; a record of many short lines past the record limit is
    /// refused at its first line.
    @Test func aLongFieldUnderTheLimitIsReadAndAnEndlessRecordIsRefused() throws {
        let payee = String(repeating: "B", count: (1 << 20) - 1)
        let ok = try QIFImporter().importFile(.bytes(Array("!Type:Bank\nD31/10/2026\nT-12.50\nP\(payee)\n^\n".utf8), name: "ok.qif"))
        #expect(ok.statements.flatMap(\.transactions).map(\.description) == [payee])
        let memo = "M" + String(repeating: "c", count: 99) + "\n"
        let e = try Bounded.withTemporaryFile("record.qif", [(Array("!Type:Bank\nD10/01/2026\nT-12.50\n".utf8), 1), (Array(memo.utf8), 100_000)]) { input in
            Bounded.error { () throws(ImportError) in _ = try QIFImporter().importFile(input) }
        }
        let error = try #require(e)
        #expect(error.message.key == "qif.recordTooLong")
        #expect(error.location.line == 2)
        #expect(error.lineText == "D10/01/2026")
    }

    // MARK: Read as a stream (item 8)

    /// A QIF file that starts like a statement and holds one line too long halfway: refused there, the
    /// half after it never read.
    @Test func aHugeQIFFileFailsAtItsFirstLineOverTheLimit() throws {
        let record = Array("D10/01/2026\nT-12.50\nPBoulangerie\n^\n".utf8)
        let e = try Bounded.withTemporaryFile("huge.qif", [
            (Array("!Type:Bank\n".utf8), 1), (record, 100_000), (Array("P".utf8), 1), (Bounded.repeated(0x41, 1 << 20), 64), (record, 100_000),
        ]) { input in Bounded.error { () throws(ImportError) in _ = try QIFImporter().importFile(input) } }
        let error = try #require(e)
        #expect(error.message.key == "qif.lineTooLong")
        #expect(error.location.line == 400_002)
    }
}
