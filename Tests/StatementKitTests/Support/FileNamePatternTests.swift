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

@Suite struct FileNamePatternTests {
    @Test func placeholdersAreReplacedBySafeValues() throws {
        let p = try FileNamePattern("out/{account}-{period}-{lang}.{ext}")
        #expect(p.expand(["account": "Compte joint", "period": "2026-10", "lang": "fr", "ext": "html"]) == "out/Compte-joint-2026-10-fr.html")
        #expect(p.expand(["account": "../../etc/passwd", "period": "x", "lang": "fr", "ext": "html"]) == "out/etc-passwd-x-fr.html")
        #expect(p.expand([:]) == "out/_-_-_._")
        #expect(p.mentions("lang") && !p.mentions("input"))
    }

    @Test(arguments: [
        ("..", "_"), ("  Relevé  d’octobre ", "Relevé-d-octobre"), (".hidden", "hidden"), ("a\u{0}b\nc", "a-b-c"),
        ("e\u{301}", "é"), ("FR76 3000", "FR76-3000"), ("x+y@z", "x+y@z"),
    ])
    func safeNames(_ value: String, _ expected: String) {
        #expect(FileNamePattern.safe(value) == expected)
    }

    @Test func longValuesAreCut() {
        #expect(FileNamePattern.safe(String(repeating: "a", count: 300)).count == 80)
    }

    @Test(arguments: [("{acount}.html", "unknown"), ("{account.html", "unclosed"), ("account}.html", "unopened"), ("", "empty")])
    func badPatterns(_ text: String, _ key: String) {
        do {
            _ = try FileNamePattern(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message.key == "pattern." + key)
        }
    }

    @Test func aNameInTheOutputFolderStaysThere() {
        #expect(throws: PatternError.self) { try FileNamePattern("../{lang}.html", relative: true) }
        #expect(throws: PatternError.self) { try FileNamePattern("/tmp/{lang}.html", relative: true) }
        #expect((try? FileNamePattern("../{lang}.html")) != nil)  // -o may point anywhere
        #expect((try? FileNamePattern("{account}/{period}.{ext}", relative: true)) != nil)
    }
}
