import Foundation
import StatementKitTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile files through the tool, with `-o`: exit 1, a `file[:line:column]: error:` message, no report
/// and no temporary file left behind, bounded memory. (The library-level suite is `HostileInputTests`.)
@Suite struct HostileInputCommandTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var name: String
        var bytes: @Sendable () throws -> [UInt8]
        var options: [String] = []
        /// What stderr starts with after the file's path.
        var position: String
        var message: String
    }

    static func sample(_ name: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: Paths.samples.appending(path: name))) }

    static let cases: [Case] = [
        Case(description: "empty", name: "empty.csv", bytes: { [] }, position: "", message: "is empty"),
        Case(description: "PNG", name: "image.csv", bytes: { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 100) },
             position: "", message: "is not a statement this tool can read"),
        Case(description: "camt cut off", name: "cut.xml", bytes: { Array(try sample("camt053-2026-10.xml").prefix(5_000)) },
             position: ":", message: "the document ends inside"),
        Case(description: "JSON cut off", name: "cut.json", bytes: { Array(try sample("compte-partage-2026-10.json").prefix(3_000)) },
             position: ":", message: ""),
        Case(description: "OFX cut off", name: "cut.ofx", bytes: { Array(try sample("releve-2026-10.ofx").prefix(2_000)) },
             position: ":", message: ""),
        // libxml2 printed "encoding error : input conversion failed …" and "xmlParseChunk: encoder error"
        // to stderr, and the tool then said the document had no statement.
        Case(description: "camt with bytes not in its declared encoding", name: "euc.xml",
             bytes: { Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">\n<BkToCstmrStmt><Stmt a=\"".utf8) + [0xFF, 0xFF] + Array("\"/></BkToCstmrStmt>\n</Document>\n".utf8) },
             position: ":", message: "the XML is not well-formed: input conversion failed"),
        Case(description: "CSV read as JSON", name: "statement.csv", bytes: { try sample("compte-joint-2026-10.csv") }, options: ["--input-format", "json"],
             position: ":1:1", message: "this is not JSON: a JSON statement starts with “{” or “[”"),
        Case(description: "OFX read as QIF", name: "statement.ofx", bytes: { try sample("releve-2026-10.ofx") }, options: ["--input-format", "qif"],
             position: ":1:1", message: "not a QIF file"),
    ]

    @Test(arguments: cases)
    func exitsWithAnErrorAndWritesNothing(_ c: Case) throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: c.name)
        try Data(try c.bytes()).write(to: file)
        let output = dir.appending(path: "report.html")
        let run = try Tool.run([file.path, "--lang", "en", "-o", output.path] + c.options)
        #expect(run.status == 1, "\(c): \(run.stderr)")
        #expect(run.stderr.hasPrefix(file.path + c.position), "\(c): \(run.stderr)")
        #expect(run.stderr.contains(": error: " + c.message) || run.stderr.contains(": error: \(file.path) " + c.message), "\(c): \(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [c.name], "\(c): something was written")
    }

    /// A 50 MB line read as CSV: the error quotes at most 1,000 bytes of it, and the tool's memory stays
    /// within a few times the file.
    @Test func aFiftyMegabyteLineIsAShortErrorInBoundedMemory() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "line.csv")
        try Data(repeating: UInt8(ascii: "A"), count: 50 << 20).write(to: file)
        let output = dir.appending(path: "report.md")
        for options in [[], ["--input-format", "csv"]] {
            let run = try Spawn.run([file.path, "-o", output.path] + options)
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix(file.path))
            #expect(run.stderr.utf8.count < 1_500, "\(options): \(run.stderr.utf8.count) bytes of error")
            #expect(!FileManager.default.fileExists(atPath: output.path))
            // This child's own peak: the largest of every child of the test process was another test's
            // when one ran beside it (656 MB once).
            #expect(run.peakKB > 0 && run.peakKB < 600_000, "\(options): peak memory \(run.peakKB) KB")
        }
    }

    /// A row that cannot be read is a warning (the report is written from the others); with `--strict`,
    /// an error and exit 65, as README says.
    @Test func anImpossibleDayIsAWarningOrWithStrictAnError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "days.csv")
        try "Date;Libellé;Montant\n01/10/2026;Boulangerie;-12,50\n30/02/2026;Loyer;-700,00\n03/10/2026;Salaire;2000,00\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let lenient = try Tool.run([file.path, "--lang", "en", "--format", "markdown"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.hasPrefix("\(file.path):3:1: warning: “30/02/2026” is not a date"), "\(lenient.stderr)")
        #expect(lenient.stdout.contains("2 transactions"))
        let strict = try Tool.run([file.path, "--lang", "en", "--format", "markdown", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(file.path):3:1: error: “30/02/2026” is not a date"), "\(strict.stderr)")
    }
}
