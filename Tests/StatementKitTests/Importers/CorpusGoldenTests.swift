import Foundation
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

/// Each copied corpus file imports to the transactions of its golden, kept beside it (beangulp style):
/// `camt/x.xml` and `camt/x.xml.json`, the latter what `statement-report transactions --format json x.xml`
/// writes, run in the file's folder. A missing golden is written (and the test fails, saying so), and
/// `RECORD_GOLDENS=1` rewrites them all (failing too); a golden is only written when its transactions
/// have the facts of `expected.json` (count, exact sum per currency, first and last day), or the
/// reading of `CorpusImportTests.ourReading` where ours differs on purpose.
@Suite struct CorpusGoldenTests {
    /// Copied files that are not statements, so have no golden: the importer refuses them.
    static let notStatements: [String: String] = [
        "ofx-xml/ofxparse__error_message.ofx": "the bank's error response, not a statement (CorpusImportTests.anOFXErrorResponseFailsWithTheBanksMessage)",
    ]

    static var statements: [String] { Corpus.copiedPaths().filter { notStatements[$0] == nil } }

    /// The golden of a corpus file, relative to the package root.
    static func golden(_ path: String) -> String { "Tests/StatementKitTests/Fixtures/corpus/\(path).json" }

    /// What `statement-report transactions --format json NAME` writes, run in the folder of the file
    /// (TransactionsCommand): the registry's import with the default options, then the export of its
    /// statements, categorized by the default configuration (there is no statement-report.yaml there).
    static func transactionsJSON(_ path: String) throws -> String {
        let url = Corpus.fixtures.appending(path: path)
        let input = InputFile.bytes([UInt8](try Data(contentsOf: url)), name: url.lastPathComponent)
        let result = try ReportSession().importFile(input)
        let settings = ReportConfig()
        return TransactionsJSON.encode(result.statements, categorizer: Categorizer(rules: settings.rules))
    }

    /// Transaction count, exact sum per currency code, first and last booking day.
    struct Facts: Equatable, CustomStringConvertible {
        var transactions: Int
        var sums: [String: Amount]
        var earliest: String?
        var latest: String?

        /// The facts of a text in our JSON form.
        init(json text: String) throws {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let statements = try #require(root["statements"] as? [[String: Any]])
            let all = statements.flatMap { $0["transactions"] as? [[String: Any]] ?? [] }
            transactions = all.count
            var sums: [String: Amount] = [:]
            for t in all {
                let amount = try #require((t["amount"] as? String).flatMap { Amount(exactly: $0) }, "\(t)")
                sums[t["currency"] as? String ?? "", default: .zero] += amount
            }
            self.sums = sums
            let days = all.compactMap { $0["bookingDate"] as? String }
            earliest = days.min()
            latest = days.max()
        }

        /// The facts `expected.json` gives, or our documented reading where it differs.
        init(_ e: CorpusExpectation, reading: CorpusImportTests.OurReading?) {
            transactions = reading?.transactions ?? e.transactions
            sums = Dictionary(uniqueKeysWithValues: (reading?.sums ?? e.sums).map {
                ($0.key == "unspecified" ? "XXX" : $0.key, Amount(exactly: $0.value)!)
            })
            earliest = reading?.earliest ?? e.earliest
            latest = reading?.latest ?? e.latest
        }

        var description: String {
            "\(transactions) tx, \(sums.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }), \(earliest ?? "-")..\(latest ?? "-")"
        }
    }

    static func expectedFacts(_ path: String) throws -> Facts {
        let expectation = try #require(Corpus.copied.first { $0.path == path })
        return Facts(expectation, reading: CorpusImportTests.ourReading[path])
    }

    @Test(arguments: statements)
    func importsToItsGolden(_ path: String) throws {
        let actual = try Self.transactionsJSON(path)
        let expected = try Self.expectedFacts(path)
        let facts = try Facts(json: actual)
        if Golden.recording || !Golden.exists(Self.golden(path)) {
            // Written only when the transactions have the expected facts.
            guard facts == expected else {
                Issue.record("\(Self.golden(path)) not written: the import gives \(facts), expected.json says \(expected)")
                return
            }
        }
        let failure = Golden.check(actual, against: Self.golden(path))
        #expect(failure == nil, "\(failure ?? "")")
        // The golden in the repository has the expected facts itself.
        let golden = try String(contentsOf: Paths.packageRoot.appending(path: Self.golden(path)), encoding: .utf8)
        #expect(try Facts(json: golden) == expected, "\(Self.golden(path))")
    }

    /// Every golden belongs to a copied statement file: none is left behind when a file goes.
    @Test func everyGoldenHasItsStatementFile() throws {
        let root = Corpus.fixtures.path
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".json") && $0 != "expected.json" }
        #expect(Set(goldens) == Set(Self.statements.map { $0 + ".json" }))
        for path in Self.notStatements.keys {
            #expect(!Golden.exists(Self.golden(path)), "\(path)")
            #expect(throws: ImportError.self) { try ReportSession().importFile(.file(Corpus.url(path).path)) }
        }
    }
}
