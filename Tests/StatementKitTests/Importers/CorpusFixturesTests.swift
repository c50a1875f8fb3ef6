import Foundation
import StatementKitTestSupport
import Testing

/// The corpus files copied into the repository (`Fixtures/corpus`) are the ones `SOURCES.md` lists as
/// copied, each under a licence that allows it, with its facts in `expected.json`; where the shared
/// corpus is beside the clone, each copy taken from it is byte for byte its original and those copies
/// with the files not copied are the whole shared corpus (the 18 files found for issue 17 are not in it).
@Suite struct CorpusFixturesTests {
    /// Licences under which a file may be copied here.
    static let permissive = ["MIT", "Apache-2.0", "BSD", "ISC", "CC0", "0BSD", "Unlicense"]

    static func isPermissive(_ licence: String) -> Bool {
        permissive.contains { licence == $0 || licence.hasPrefix($0 + " ") || licence.hasPrefix($0 + "-") }
    }

    /// The statement files in `Fixtures/corpus`: not SOURCES.md, expected.json, nor a golden
    /// (`x.ofx.json` beside `x.ofx`).
    static var statementFiles: Set<String> {
        let root = Corpus.fixtures.path
        let all = ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).filter { sub in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + sub, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let files = Set(all)
        return files.filter { $0 != "SOURCES.md" && $0 != "expected.json" && !($0.hasSuffix(".json") && files.contains(String($0.dropLast(5)))) }
    }

    @Test func theCopiedFilesAreTheOnesSOURCESListsWithTheirFacts() {
        let listed = Corpus.listedAsCopied.map(\.path)
        #expect(listed.count == 48)
        #expect(Corpus.copied.filter { !$0.isFromSharedCorpus }.count == 18)
        #expect(Set(listed).count == listed.count)
        #expect(Set(listed) == Self.statementFiles)
        #expect(Set(listed) == Set(Corpus.copied.map(\.path)))
    }

    @Test func eachCopiedFileHasALicenceThatAllowsItAndNoOtherFileIsCopied() {
        for row in Corpus.listedAsCopied {
            #expect(Self.isPermissive(row.licence), "\(row.path): \(row.licence)")
        }
        #expect(Corpus.notCopied.count == 45)
        for row in Corpus.notCopied {
            #expect(!Self.isPermissive(row.licence), "\(row.path) is not copied but its licence is \(row.licence)")
        }
        #expect(Set(Corpus.notCopiedPaths()).isDisjoint(with: Corpus.listedAsCopied.map(\.path)))
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, "../shared/corpus is not beside this clone: the copies are not compared with their originals"))
    func eachCopyIsItsOriginalByteForByteWithTheSameFacts() throws {
        // The files found for issue 17 are not in the shared corpus (their blob hashes were checked when copied).
        for copy in Corpus.copied where copy.isFromSharedCorpus {
            let original = try Data(contentsOf: Corpus.shared.appending(path: copy.path))
            let copied = try Data(contentsOf: Corpus.fixtures.appending(path: copy.path))
            #expect(original == copied, "\(copy.path)")
            let facts = try #require(CorpusExpectation.shared.first { $0.path == copy.path }, "\(copy.path)")
            #expect(facts.format == copy.format && facts.transactions == copy.transactions && facts.sums == copy.sums, "\(copy.path)")
            #expect(facts.earliest == copy.earliest && facts.latest == copy.latest && facts.accountIDs == copy.accountIDs, "\(copy.path)")
            #expect(facts.statements == copy.statements && facts.status == copy.status, "\(copy.path)")
        }
        // Copied and not copied: the whole corpus, each file once.
        let fromShared = Set(Corpus.copied.filter(\.isFromSharedCorpus).map(\.path))
        let listed = Corpus.listedAsCopied.map(\.path).filter(fromShared.contains) + Corpus.notCopiedPaths()
        #expect(listed.sorted() == CorpusExpectation.shared.map(\.path).sorted())
    }
}
