import Foundation
import StatementKitFuzzing
import StatementKitTestSupport
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

/// Files no bank writes: empty, one byte, binary, cut off, with invalid UTF-8, ten thousand columns, a
/// 50 MB line, a format that says it is another. Each goes through the fuzz targets' entry points
/// (`FuzzTarget.run`), which check what every import promises (nothing lost, every message in both
/// languages); and each gives a clear error or a documented rejection, never a crash.
/// XXE, billion laughs and DTDs: `XMLStreamReaderTests` and `OFXCamtCommandTests`; deep JSON nesting and
/// long JSON strings: `JSONReaderTests` and `JSONImporterTests`.
@Suite struct HostileInputTests {
    /// One sample per format, and the fuzz target that reads it.
    static let samples: [(file: String, target: FuzzTarget, importer: any StatementImporter)] = [
        ("compte-joint-2026-10.csv", .csv, CSVImporter()),
        ("releve-2026-10.ofx", .ofxSGML, OFXImporter()),
        ("camt053-2026-10.xml", .camt, CamtImporter()),
        ("starling-2026-10.json", .json, JSONImporter()),
        ("compte-partage-2026-10.json", .json, JSONImporter()),
        ("quicken-2026-10.qif", .qif, QIFImporter()),
    ]

    static func sample(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: Paths.samples.appending(path: name)))
    }

    /// The importer targets and the pipeline (detection, report, renderings).
    static let fileTargets: [FuzzTarget] = [.csv, .json, .qif, .ofxSGML, .camt, .pipeline]

    static func expectClean(_ target: FuzzTarget, _ bytes: [UInt8], _ what: @autoclosure () -> String) -> FuzzOutcome {
        let outcome = target.run(bytes)
        #expect(outcome.problems.isEmpty, "\(target) on \(what()): \(outcome.problems)")
        return outcome
    }

    /// Bytes that look random but are the same on every run.
    static func garbage(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test func anEmptyOrBlankFileIsEmptyForEveryImporter() {
        for bytes in [[], Array(" \n\r\n\t".utf8), [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
            for importer in ImporterRegistry.standard.importers {
                let error = Bounded.error { () throws(ImportError) in _ = try importer.importFile(.bytes(bytes, name: "empty")) }
                #expect(error?.kind == .empty, "\(importer.format) on \(bytes): \(String(describing: error))")
            }
        }
        let error = Bounded.error { () throws(ImportError) in _ = try ReportSession().importFile(.bytes([], name: "empty")) }
        #expect(error?.kind == .empty)
        #expect(error?.description == "empty: error: empty is empty")
    }

    /// Each of the 256 one-byte files through detection and the report; the bytes that start a format or a
    /// line through each importer: an error, or nothing imported.
    @Test(arguments: fileTargets)
    func everyOneByteFileIsACleanError(_ target: FuzzTarget) {
        let bytes = target == .pipeline ? Array(0...255) : [0x00, 0x09, 0x0A, 0x0D, 0x20, 0x21, 0x22, 0x2C, 0x3B, 0x3C, 0x5B, 0x7B, 0x30, 0x41, 0x80, 0xFF]
        for byte in bytes {
            let outcome = Self.expectClean(target, [UInt8(byte)], "byte \(byte)")
            #expect(outcome.imported == 0, "\(target) imported byte \(byte)")
            if target == .pipeline { #expect(outcome.error != nil, "byte \(byte) was detected as a statement") }
        }
    }

    /// Random bytes and the first bytes of files that are not statements (a PNG, a PDF, a workbook, an
    /// executable): never detected as a statement, and a clean error from every importer.
    @Test(arguments: fileTargets)
    func binaryFilesAreRefused(_ target: FuzzTarget) {
        var files: [(String, [UInt8])] = [1, 17, 512, 70_000].map { ("\($0) random bytes", Self.garbage($0, seed: UInt64($0))) }
        let headers: [(String, [UInt8])] = [
            ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), ("PDF", Array("%PDF-1.7\n%\u{E2}\u{E3}\n1 0 obj\n".utf8)),
            ("xlsx", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), ("xls", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]),
            ("gzip", [0x1F, 0x8B, 0x08, 0x00]), ("ELF", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]),
        ]
        for (name, magic) in headers { files.append((name, magic + Self.garbage(2_000, seed: 7))) }
        for (name, bytes) in files {
            let outcome = Self.expectClean(target, bytes, name)
            #expect(outcome.imported == 0, "\(target) imported \(name)")
            if target == .pipeline { #expect(outcome.error != nil, "\(name) was detected as a statement") }
        }
    }

    /// Every sample cut at 32 places: a clean outcome that never imports more than the whole file; a
    /// cut JSON or XML document is an error (cut CSV, QIF and OFX SGML files may just end early).
    @Test(arguments: samples.map(\.file))
    func truncatedFilesOfEveryFormatAreCleanErrorsOrFewerRows(_ file: String) throws {
        let (_, target, importer) = Self.samples.first { $0.file == file }!
        let bytes = try Self.sample(file)
        let whole = try importer.importFile(.bytes(bytes, name: file)).record.imported
        let structured = file.hasSuffix(".json") || file.hasSuffix(".xml")
        let cuts = Set((1..<32).map { bytes.count * $0 / 32 } + [1, 2, 3, bytes.count - 1])
        for cut in cuts.sorted() {
            let part = Array(bytes.prefix(cut))
            let outcome = Self.expectClean(target, part, "\(file) cut at \(cut)")
            #expect(outcome.imported <= whole, "\(file) cut at \(cut) imports more than the whole file")
            let blank: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
            let missing = bytes[cut...].contains { !blank.contains($0) }
            if structured, missing { #expect(outcome.error != nil, "\(file) cut at \(cut) imported \(outcome.imported) rows silently") }
        }
    }

    /// Bytes that are not UTF-8 (a lone continuation byte, an overlong form, a surrogate, a truncated
    /// sequence) put into each line of every sample: a clean outcome each time.
    @Test(arguments: samples.map(\.file))
    func invalidUTF8InEveryFieldIsClean(_ file: String) throws {
        let (_, target, _) = Self.samples.first { $0.file == file }!
        let bytes = try Self.sample(file)
        let invalid: [[UInt8]] = [[0xFF], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]]
        var lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        lineStarts = lineStarts.filter { $0 < bytes.count }
        let step = max(1, lineStarts.count / 24)
        for (n, start) in lineStarts.enumerated() where n % step == 0 {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let middle = start + (end - start) / 2
            var copy = bytes
            copy.insert(contentsOf: invalid[n % invalid.count], at: middle)
            _ = Self.expectClean(target, copy, "\(file) with invalid UTF-8 on line \(n + 1)")
        }
    }

    /// CSV: invalid UTF-8 in each field of a row of a UTF-8 file: only that byte reads as Windows-1252 (the
    /// accents of the header and of the other rows stay), and a field that must be a date, an amount or a
    /// currency is a rejected row with its place.
    @Test func invalidUTF8InEachCSVFieldIsReadOrRejectedWithItsPlace() throws {
        let rows = [
            ("01/10/2026;Boul\u{FF}angerie;-12,50;EUR", nil as Int?),
            ("0\u{FF}/10/2026;Loyer;-700,00;EUR", 1), ("03/10/2026;Loyer;-7\u{FF}00,00;EUR", 20), ("04/10/2026;Loyer;-700,00;EU\u{FF}", 26),
        ]
        for (row, column) in rows {
            // \u{FF} stands for the byte 0xFF.
            var bytes = Array("Date;Libellé;Montant;Devise\n02/10/2026;Café;-3,00;EUR\n".utf8)
            bytes += row.unicodeScalars.map { $0.value == 0xFF ? 0xFF : UInt8($0.value) }
            bytes += Array("\n05/10/2026;Salaire;2000,00;EUR\n".utf8)
            let result = try CSVImporter().importFile(.bytes(bytes, name: "bad.csv"))
            #expect(result.record.isBalanced)
            if let column {
                #expect(result.record.imported == 2, "\(row)")
                #expect(result.record.rejected.map(\.location) == [SourceLocation(file: "bad.csv", line: 3, column: column)], "\(row)")
            } else {
                #expect(result.statements.flatMap(\.transactions).map(\.description).sorted() == ["Boulÿangerie", "Café", "Salaire"])
            }
        }
    }

    /// Ten thousand columns, the date, label and amount among them: read in bounded time, exactly.
    @Test func tenThousandColumnsAreRead() throws {
        let names = (0..<9_997).map { "C\($0)" }
        let header = (names[..<5000] + ["Date", "Libellé", "Montant"] + names[5000...]).joined(separator: ";")
        func row(_ date: String, _ label: String, _ amount: String) -> String {
            (Array(repeating: "x", count: 5000) + [date, label, amount] + Array(repeating: "", count: 4997)).joined(separator: ";")
        }
        let text = [header, row("01/10/2026", "Boulangerie", "-12,50"), row("02/10/2026", "Salaire", "2000,00")].joined(separator: "\n")
        let result = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "wide.csv"))
        #expect(result.statements.flatMap(\.transactions).map(\.amount.amount.description) == ["-12.50", "2000.00"])
    }

    /// A long line without a line break: not detected as a statement (only the first 64 KiB are looked
    /// at), an error from each importer with an excerpt of at most 1,000 bytes (50 MB through the binary:
    /// `HostileInputCommandTests`). A 2 MB field in a CSV row: that row is rejected with its line (the
    /// limit is 1 MiB), the others imported.
    @Test func aLongLineIsRefusedAndAHugeFieldIsARejectedRow() throws {
        let line = [UInt8](repeating: UInt8(ascii: "A"), count: 3 << 20)
        let input = InputFile.bytes(line, name: "line.txt")
        #expect(Bounded.error { () throws(ImportError) in _ = try ReportSession().importFile(input) }?.kind == .unrecognized)
        for importer in ImporterRegistry.standard.importers {
            let error = try #require(Bounded.error { () throws(ImportError) in _ = try importer.importFile(input) }, "\(importer.format)")
            #expect((error.lineText?.utf8.count ?? 0) <= 1_004, "\(importer.format)")
        }

        let field = String(repeating: "A", count: 2 << 20)
        let text = "Date;Libellé;Montant\n01/10/2026;Boulangerie;-12,50\n02/10/2026;\(field);-1,00\n03/10/2026;Salaire;2000,00\n"
        let result = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "long.csv"))
        #expect(result.record.imported == 2)
        #expect(result.record.rejected.map(\.reason.key) == ["csv.rowTooLong"])
        #expect(result.record.rejected.first?.location == SourceLocation(file: "long.csv", line: 3, column: 1))
        #expect((result.record.rejected.first?.lineText?.utf8.count ?? 0) <= 1_004)
    }

    /// A file named as another format is read by its content; read with another importer than its own
    /// (`--input-format`), it is an error, never an empty success.
    @Test(arguments: samples.map(\.file))
    func aFileReadAsAnotherFormatIsAnError(_ file: String) throws {
        let (_, _, own) = Self.samples.first { $0.file == file }!
        let bytes = try Self.sample(file)
        let whole = try own.importFile(.bytes(bytes, name: file)).record.imported
        for name in ["statement.csv", "statement.ofx", "statement.xml", "statement.json", "statement.qif"] {
            let result = try ReportSession().importFile(.bytes(bytes, name: name))
            #expect(result.record.format == own.format && result.record.imported == whole, "\(file) named \(name)")
        }
        for importer in ImporterRegistry.standard.importers where importer.format != own.format {
            let error = Bounded.error { () throws(ImportError) in _ = try importer.importFile(.bytes(bytes, name: file)) }
            #expect(error != nil, "\(file) read as \(importer.format) gave no error")
            if let error { #expect(Catalogue.english.has(error.message.key), "\(error.message.key)") }
        }
    }

    /// A header that claims one format over the body of another: an error, or rows rejected, never rows
    /// imported from the wrong reading.
    @Test func aHeaderThatClaimsAnotherFormatImportsNothing() throws {
        let csv = try Self.sample("compte-joint-2026-10.csv"), ofx = try Self.sample("releve-2026-10.ofx")
        let json = try Self.sample("starling-2026-10.json")
        let lies: [(String, [UInt8])] = [
            ("OFX header, CSV body", Array("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n".utf8) + csv),
            ("QIF header, CSV body", Array("!Type:Bank\n".utf8) + csv),
            ("QIF header, OFX body", Array("!Type:Bank\n".utf8) + ofx),
            ("camt namespace, JSON body", Array("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">\n".utf8) + json),
            ("OFX 2 header, JSON body", Array("<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\" VERSION=\"211\"?>\n".utf8) + json),
            ("JSON start, CSV body", Array("{\"version\": 1, \"statements\": [\n".utf8) + csv),
        ]
        for (what, bytes) in lies {
            let outcome = Self.expectClean(.pipeline, bytes, what)
            #expect(outcome.imported == 0, "\(what)")
        }
    }
}
