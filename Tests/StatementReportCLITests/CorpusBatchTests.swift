import Foundation
import StatementKit
import StatementKitTestSupport
import Testing

/// A batch over every file of a corpus folder (statements, and what lies beside them: the index,
/// the expectations and hledger rules of `../shared/corpus`; SOURCES.md, expected.json and the JSON
/// goldens of the copied fixtures): one report per readable file, the unreadable ones named, and exit 1
/// only because of them. The copied fixtures on every clone; the shared corpus when it is beside it.
@Suite struct CorpusBatchTests {
    static func everyFile(under root: URL) -> [String] {
        let root = root.path
        return ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).sorted().compactMap { sub in
            var isDirectory: ObjCBool = false
            let path = root + "/" + sub
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue ? path : nil
        }
    }

    @Test func eachReadableFixtureGetsItsReportAndTheOthersAreNamed() throws {
        try batch(Corpus.fixtures, expectations: Corpus.copied, atLeast: Corpus.copied.count + 2)
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())))
    func eachReadableFileOfTheSharedCorpusGetsItsReportAndTheOthersAreNamed() throws {
        try batch(Corpus.shared, expectations: CorpusExpectation.shared, atLeast: 75)
    }

    func batch(_ root: URL, expectations: [CorpusExpectation], atLeast minimum: Int) throws {
        let files = Self.everyFile(under: root)
        #expect(files.count >= minimum)
        // Which files can be read, asked of the library directly.
        let readable = files.filter { (try? ReportSession().importFile(.file($0))) != nil }
        let unreadable = files.filter { !readable.contains($0) }
        #expect(!unreadable.isEmpty)  // the index or SOURCES.md, expected.json, the hledger rules
        // Every statement the corpus's peers read transactions from is readable.
        for expectation in expectations where expectation.transactions > 0 {
            #expect(readable.contains(root.appending(path: expectation.path).path), "\(expectation.path)")
        }

        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(files + ["--each", "--output-dir", dir.path, "--name", "{input}.{ext}", "--format", "json", "--lang", "en", "-q"])
        #expect(run.status == 1)
        let written = run.stdout.split(separator: "\n").map(String.init)
        #expect(written.count == readable.count)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)).count == readable.count)
        // One report per readable file, made from that file alone.
        for (path, output) in zip(readable, written) {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
            let imports = json?["imports"] as? [[String: Any]] ?? []
            // Named without its folder, as every report names its files.
            #expect(imports.map { $0["file"] as? String } == [URL(fileURLWithPath: path).lastPathComponent], "\(output)")
        }
        // Each unreadable file is named in an error, and nothing else is an error.
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(" error: ") || $0.contains(": error: ") }
        for path in unreadable {
            #expect(errors.contains { $0.hasPrefix(path + ":") }, "\(path) is not named: \(run.stderr)")
        }
        #expect(errors.count == unreadable.count, "\(errors)")

        // Without them, the same batch succeeds: exit 1 came from them alone.
        let clean = try Tool.run(readable + ["--each", "--output-dir", dir.appending(path: "clean").path, "--name", "{input}.{ext}",
                                             "--format", "json", "--lang", "en", "-q"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.split(separator: "\n").count == readable.count)
    }
}
