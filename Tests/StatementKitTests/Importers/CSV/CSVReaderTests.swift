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

@Suite struct CSVReaderTests {
    /// Every record's line and field texts.
    static func split(_ text: String, separator: UInt8 = 0x3B) throws -> [(Int, [String])] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { b in
            var reader = CSVReader(bytes: b, separator: separator)
            var out: [(Int, [String])] = []
            while let r = try reader.next() { out.append((r.line, reader.fields.map { reader.text($0) })) }
            return out
        }
    }

    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
        let records = try Self.split("a;\"b;c\";\"say \"\"hi\"\"\"\r\n\"two\nlines\";x;y\nlast;;\n")
        #expect(records.map(\.0) == [1, 2, 4])
        #expect(records.map(\.1) == [["a", "b;c", "say \"hi\""], ["two\nlines", "x", "y"], ["last", "", ""]])
    }

    @Test(arguments: ["a;b\r\nc;d\r\n", "a;b\nc;d\n", "a;b\rc;d\r", "a;b\r\nc;d"])
    func anyLineEndEndsARecord(_ text: String) throws {
        let records = try Self.split(text)
        #expect(records.map(\.1) == [["a", "b"], ["c", "d"]])
        #expect(records.map(\.0) == [1, 2])
    }

    @Test func spreadsheetQuirksAreReadAsSpreadsheetsShowThem() throws {
        let records = try Self.split("=\"0123456\";\"abc\"def;x\n")
        #expect(records[0].1 == ["0123456", "abcdef", "x"])
    }

    @Test func anUnclosedQuoteSaysWhereItOpened() throws {
        let bytes = Array("a;b\nc;\"open\nmore\n".utf8)
        bytes.withUnsafeBufferPointer { b in
            var reader = CSVReader(bytes: b, separator: 0x3B)
            _ = try? reader.next()
            do {
                _ = try reader.next()
                Issue.record("an unclosed quote was accepted")
            } catch let error as CSVReader.Failure {
                #expect(error.kind == .unterminatedQuote)
                #expect(error.line == 2)
                #expect(error.offset == 6)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func positionsAreInCharactersOnTheirOwnLine() throws {
        let bytes = Array("é;\"x\ny\";€12\n".utf8)
        bytes.withUnsafeBufferPointer { b in
            var reader = CSVReader(bytes: b, separator: 0x3B)
            guard let r = try? reader.next() else {
                Issue.record("no record")
                return
            }
            #expect(reader.position(of: reader.fields[1], in: r) == (1, 3))
            #expect(reader.position(of: reader.fields[2], in: r) == (2, 4))
        }
    }

    @Test func wideScansFindTheSameFieldsAsByteScans() throws {
        // Fields of every length around the 8-byte word size, with separators at every offset.
        for length in 0...20 {
            let field = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            let line = [field, "\"\(field);\"", field].joined(separator: ";")
            let records = try Self.split(line + "\n" + line + "\r\n")
            #expect(records.map(\.1) == Array(repeating: [field, field + ";", field], count: 2))
        }
    }
}
