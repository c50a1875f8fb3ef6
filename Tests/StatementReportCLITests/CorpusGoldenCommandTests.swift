import Foundation
import StatementKitTestSupport
import Testing

/// The goldens beside the copied corpus files (`Fixtures/corpus/camt/x.xml.json`) are what the tool
/// writes: `statement-report transactions --format json x.xml`, run in the file's folder, prints
/// each of them byte for byte (`CorpusGoldenTests` makes the same call through the library).
@Suite struct CorpusGoldenCommandTests {
    /// The goldens, relative to `Fixtures/corpus`.
    static var goldens: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: Corpus.fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }.sorted()
    }

    @Test func thereIsAGoldenForEachCopiedStatement() {
        #expect(Self.goldens.count == Corpus.copied.count - 1)  // not for the bank's error response
    }

    @Test(arguments: goldens)
    func theTransactionsCommandWritesTheGolden(_ golden: String) throws {
        let file = Corpus.fixtures.appending(path: String(golden.dropLast(".json".count)))
        let run = try Tool.run(["transactions", "--format", "json", file.lastPathComponent], directory: file.deletingLastPathComponent())
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try String(contentsOf: Corpus.fixtures.appending(path: golden), encoding: .utf8)
        #expect(run.stdout == expected, "\(golden)")
    }
}
