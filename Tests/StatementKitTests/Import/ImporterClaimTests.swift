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

/// Detection is by content: each corpus file is claimed by exactly one importer, the one of its format.
@Suite struct ImporterClaimTests {
    static let registry = ImporterRegistry.standard

    /// The registered importer that owns a corpus format (`ofx` owns `ofx-sgml`, `camt.053` owns `camt`).
    static func owner(of corpusFormat: String) -> (any StatementImporter)? {
        registry.importers.first { imp in
            corpusFormat == imp.format || corpusFormat.hasPrefix(imp.format + "-") || imp.format.hasPrefix(corpusFormat)
        }
    }

    static func head(_ url: URL) throws -> [UInt8] { try InputFile.file(url.path).head() }

    @Test func everyCorpusFileIsClaimedByExactlyItsImporter() throws {
        try Self.expectClaimedByTheirImporter(Corpus.copied)
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())))
    func everySharedCorpusFileIsClaimedByExactlyItsImporter() throws {
        let notCopied = Set(Corpus.notCopiedPaths())
        try Self.expectClaimedByTheirImporter(CorpusExpectation.shared.filter { notCopied.contains($0.path) })
    }

    static func expectClaimedByTheirImporter(_ entries: [CorpusExpectation]) throws {
        try #require(!entries.isEmpty, "the corpus is missing")
        var checked = 0
        for entry in entries {
            let claims = Self.registry.claims(try Self.head(entry.url)).map(\.importer.format)
            let owner = Self.owner(of: entry.format)
            if let owner {
                #expect(claims == [owner.format], "\(entry.path): claimed by \(claims)")
                checked += 1
            } else {
                #expect(claims.isEmpty, "\(entry.path) (\(entry.format)) has no importer but is claimed by \(claims)")
            }
        }
        #expect(checked >= entries.count * 9 / 10)
    }

    @Test func everySampleIsClaimedByExactlyOneImporter() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)
            .filter { !$0.hasPrefix(".") && $0 != "README.md" && $0 != "expected.json" && !$0.hasSuffix(".yaml") }
        for name in names {
            let claims = Self.registry.claims(try Self.head(Paths.samples.appending(path: name))).map(\.importer.format)
            #expect(claims.count == 1, "\(name): claimed by \(claims)")
        }
    }

    /// Detection reads content, not names: a JSON or QIF file called `.txt` or `.csv` is still itself.
    @Test(arguments: [
        ("starling-2026-10.json", "json"), ("nordigen-compte-courant-2026-10.json", "json"),
        ("compte-partage-2026-10.json", "json"), ("quicken-2026-10.qif", "qif"),
    ])
    func detectsTheFormatWhateverTheFileIsCalled(sample: String, format: String) throws {
        let bytes = try InputFile.file(Paths.samples.appending(path: sample).path).readAll()
        for name in ["export.txt", "export.csv", "export"] {
            let (importer, _) = try Self.registry.detect(.bytes(bytes, name: name))
            #expect(importer.format == format, "\(sample) as \(name)")
        }
    }

    /// What `identify` says for each kind of JSON and QIF head: the reason `inspect` shows.
    @Test(arguments: [
        ("{\"version\": 1, \"statements\": []}", 95, "statement-report JSON form"),
        ("{\"feedItems\": [", 90, "Starling Bank feed items"),
        ("{\"transactions\": {\"booked\": [", 90, "GoCardless/Nordigen account transactions"),
        ("{\"FromDate\": \"12/20/2023\", \"BrokerageTransactions\": [", 90, "Charles Schwab export"),
        ("[{\"date\": \"2026-10-01\", \"amount\": 1}]", 60, "an array of records; generic records (date ← date, amount ← amount)"),
        ("{\"date\": \"2026-10-01\", \"amount\": 1}\n{\"date\": \"2026-10-02\", \"amount\": 2}\n", 60, "JSON Lines"),
        ("{\"name\": \"not a statement\"}", 20, "JSON without an array of transactions"),
        ("!Type:Bank\nD01/02/2026\n", 90, "QIF header “!Type:Bank”"),
        ("\u{FEFF}!Option:AutoSwitch\r\n", 90, "QIF header “!Option:AutoSwitch”"),
    ])
    func saysWhyItClaimsAFile(head: String, confidence: Int, reason: String) throws {
        let claims = Self.registry.claims(Array(head.utf8))
        let claim = try #require(claims.first)
        #expect(claims.count == 1)
        #expect(claim.identification.confidence == confidence)
        #expect(claim.identification.reason.hasPrefix(reason), "\(claim.identification.reason)")
    }

    @Test(arguments: ["Date;Libellé;Montant\n", "<?xml version=\"1.0\"?>", "OFXHEADER:100\n", "!", "! Type", "hello", ""])
    func theJSONAndQIFImportersLeaveOtherFilesAlone(head: String) {
        let bytes = Array(head.utf8)
        #expect(JSONImporter().identify(bytes) == nil)
        #expect(QIFImporter().identify(bytes) == nil)
    }
}
