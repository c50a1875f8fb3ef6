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

@Suite struct CSVTextDecoderTests {
    static let text = "Date;Libellé;Montant\n01/10/2026;Café €;-3,50\n"

    static func utf16(_ s: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var out: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in s.utf16 {
            let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
            out += bigEndian ? [hi, lo] : [lo, hi]
        }
        return out
    }

    @Test(arguments: [
        (utf16(text, bigEndian: false, mark: true), CSVEncoding.utf16LE, true),
        (utf16(text, bigEndian: true, mark: true), .utf16BE, true),
        (utf16(text, bigEndian: false, mark: false), .utf16LE, false),
        (utf16(text, bigEndian: true, mark: false), .utf16BE, false),
        ([0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8, true),
        (Array(text.utf8), .utf8, false),
    ])
    func readsUnicodeEncodingsWithOrWithoutAMark(_ bytes: [UInt8], _ encoding: CSVEncoding, _ mark: Bool) throws {
        let decoded = try CSVTextDecoder.decode(bytes, file: "t.csv")
        #expect(decoded.encoding == encoding)
        #expect(decoded.byteOrderMark == mark)
        #expect(String(decoding: decoded.bytes[decoded.start...], as: UTF8.self) == Self.text)
    }

    @Test func invalidUTF8IsWindows1252WithTheEuroSignAt0x80() throws {
        // "Café" and "€" as Windows-1252 bytes: 0xE9 and 0x80.
        let bytes = Array("Date;Libelle;Montant\n01/10/2026;Caf".utf8) + [0xE9, 0x20, 0x80] + Array(";-3,50\n".utf8)
        let decoded = try CSVTextDecoder.decode(bytes, file: "t.csv")
        #expect(decoded.encoding == .windows1252)
        #expect(String(decoding: decoded.bytes, as: UTF8.self).contains("Café €"))
        #expect(decoded.reason == Message("csv.why.invalidUTF8", ["byte": "0xE9", "line": 2, "column": 15]))
    }

    @Test func mostlyUTF8KeepsItsAccentsAndReadsOnlyTheStrayBytesAsWindows1252() throws {
        // UTF-8 accents in the header and two labels, one stray Windows-1252 byte (0xE9, "é") in a third.
        let bytes = Array("Date;Libellé;Montant\n01/10/2026;Télécom;-3,50\n02/10/2026;Caf".utf8) + [0xE9]
            + Array(";-2,00\n03/10/2026;Crêperie;-9,00\n".utf8)
        let decoded = try CSVTextDecoder.decode(bytes, file: "t.csv")
        #expect(decoded.encoding == .utf8)
        #expect(String(decoding: decoded.bytes[decoded.start...], as: UTF8.self)
            == "Date;Libellé;Montant\n01/10/2026;Télécom;-3,50\n02/10/2026;Café;-2,00\n03/10/2026;Crêperie;-9,00\n")
        #expect(decoded.reason == Message("csv.why.mixedUTF8", ["count": 1, "byte": "0xE9", "line": 3, "column": 15]))
    }

    @Test func latin1WithoutWindowsBytesIsNamedISO88591() throws {
        let bytes: [UInt8] = Array("Date;Libell".utf8) + [0xE9] + Array(";Montant\n01/10/2026;Cr".utf8) + [0xE9] + Array("dit;3,50\n".utf8)
        let decoded = try CSVTextDecoder.decode(bytes, file: "t.csv")
        #expect(decoded.encoding == .latin1)
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "Date;Libellé;Montant\n01/10/2026;Crédit;3,50\n")
    }

    @Test func replacementCharactersAreKeptAndNoticed() throws {
        let decoded = try CSVTextDecoder.decode(Array("Date op\u{FFFD}ration;Montant\n".utf8), file: "t.csv")
        #expect(decoded.encoding == .utf8)
        #expect(decoded.hasReplacementCharacters)
    }

    @Test func binaryDataIsRefusedWhereItStarts() {
        #expect(throws: ImportError.self) { try CSVTextDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], file: "x.png") }
        do {
            _ = try CSVTextDecoder.decode(Array("a;b\n1;".utf8) + [0] + Array("2\n".utf8), file: "t.csv")
            Issue.record("a NUL byte was accepted")
        } catch {
            #expect(error.message.key == "csv.binary")
            #expect(error.location == SourceLocation(file: "t.csv", line: 2, column: 3))
        }
    }

    @Test(arguments: [[UInt8]([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]), [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0x00]])
    func aSpreadsheetWorkbookIsNamedAsSuch(_ bytes: [UInt8]) {
        do {
            _ = try CSVTextDecoder.decode(bytes, file: "relevé.xlsx")
            Issue.record("a workbook was accepted")
        } catch {
            #expect(error.message.key == "csv.spreadsheet")
            #expect(error.kind == .unsupported)
        }
    }

    @Test func everyValidUTF8SequenceValidatesAndInvalidOnesDoNot() {
        for text in ["", "abc", "é", "€", "😀", String(repeating: "aé€😀", count: 40)] {
            #expect(CSVTextDecoder.validateUTF8(Array(text.utf8), from: 0).firstInvalid == nil, "\(text)")
        }
        for (bytes, at) in [([0x61, 0xC0, 0x80], 1), ([0xED, 0xA0, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0), ([0x61, 0x62, 0xE2, 0x82], 2),
                            (Array(repeating: 0x61, count: 17) + [0xFF], 17)] as [([UInt8], Int)] {
            #expect(CSVTextDecoder.validateUTF8(bytes, from: 0).firstInvalid == at)
        }
    }

    /// The validation skips ASCII eight bytes at a time and jumps to the first non-ASCII byte of a
    /// word: on random mixes of ASCII, NUL, valid and broken sequences at every alignment, it finds
    /// what a byte-by-byte reading finds (the first invalid byte, the first NUL before it, U+FFFD),
    /// and calls a text valid exactly when the standard library decodes it without repair.
    @Test func theWordAtATimeValidationReadsAsByteByByte() {
        var generator = SplitMix64(seed: 0x5EED_0017)
        let pieces: [[UInt8]] = [
            [0x61], [0x20], [0x3B], [0x00], Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("\u{FFFD}".utf8),
            [0xC3], [0x80], [0xFF], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            let count = Int.random(in: 0...40, using: &generator)
            for _ in 0..<count {
                // ASCII most of the time, as in a statement.
                let ascii = Int.random(in: 0..<4, using: &generator) > 0
                bytes += ascii ? Array(repeating: 0x61, count: Int.random(in: 1...9, using: &generator)) : pieces.randomElement(using: &generator)!
            }
            let start = bytes.isEmpty ? 0 : Int.random(in: 0...min(3, bytes.count), using: &generator)
            let check = CSVTextDecoder.validateUTF8(bytes, from: start)
            // Byte by byte, as before the words.
            var invalid: Int? = nil, nul: Int? = nil, replacement = false
            bytes.withUnsafeBufferPointer { b in
                var i = start
                while i < b.count {
                    if b[i] < 0x80 {
                        if b[i] == 0, nul == nil { nul = i }
                        i += 1
                    } else if let length = CSVTextDecoder.sequenceLength(b, at: i) {
                        if Array(b[i..<(i + length)]) == [0xEF, 0xBF, 0xBD] { replacement = true }
                        i += length
                    } else {
                        invalid = i
                        break
                    }
                }
            }
            #expect(check.firstInvalid == invalid, "\(bytes) from \(start)")
            #expect(check.firstNUL == nul, "\(bytes) from \(start)")
            #expect(check.hasReplacement == replacement, "\(bytes) from \(start)")
            #expect((check.firstInvalid == nil) == (String(validating: bytes[start...], as: UTF8.self) != nil), "\(bytes) from \(start)")
        }
    }

    /// A large file is validated in two halves at once, split after a line feed: whatever sits around
    /// the split (a character of two to four bytes across it or over the line feed, a broken sequence,
    /// a NUL, U+FFFD, continuation bytes in a row), and wherever the first problem is, the two halves
    /// find what one pass over the file finds.
    @Test func aLargeFileValidatedInTwoHalvesReadsAsOnePass() {
        let size = CSVScanRows.splitThreshold + 4_096
        let line = Array("01/10/2026;CB CAFÉ DU MARCHÉ 30/09;-3,50\n".utf8)
        var base: [UInt8] = []
        base.reserveCapacity(size)
        while base.count < size { base += line }
        let split = base.withUnsafeBufferPointer { CSVScanRows.split($0, from: 0) }!
        let pieces: [[UInt8]] = [
            Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("\u{FFFD}".utf8), [0x00], [0xC3], [0xFF], [0xE2, 0x82],
            [0xED, 0xA0, 0x80], [0x80, 0x80, 0x80, 0x80, 0x80, 0x80],
        ]
        for piece in pieces {
            for offset in -6...6 {
                for early in [false, true] {
                    var bytes = base
                    bytes.replaceSubrange((split + offset)..<(split + offset + piece.count), with: piece)
                    // Something wrong in the first quarter too, or not: the first half's finding wins.
                    if early { bytes[1_000] = 0xFF }
                    let halves = CSVTextDecoder.validateUTF8(bytes, from: 0)
                    let one = bytes.withUnsafeBufferPointer { CSVTextDecoder.validateUTF8($0, from: 0) }
                    #expect(halves.firstInvalid == one.firstInvalid, "\(piece) at \(offset)")
                    #expect(halves.firstNUL == one.firstNUL, "\(piece) at \(offset)")
                    #expect(halves.hasReplacement == one.hasReplacement, "\(piece) at \(offset)")
                }
            }
        }
        // And the whole path: valid text stays as it was, its encoding UTF-8.
        let text = try? CSVTextDecoder.decode(base, file: "big.csv")
        #expect(text?.encoding == .utf8)
        #expect(text?.bytes == base)
    }
}
