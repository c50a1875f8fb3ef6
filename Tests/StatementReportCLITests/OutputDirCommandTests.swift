import Foundation
import StatementKitTestSupport
import Testing

/// `--output-dir`, `--name`, `--each`, `--lang fr,en` and `-o` patterns: which files a run writes.
@Suite struct OutputDirCommandTests {
    let camt = "Samples/camt053-2026-10.xml", ofx = "Samples/releve-2026-10.ofx", csv = "Samples/compte-joint-2026-10.csv"

    func files(_ dir: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test func oneReportPerLanguageNamedByThePattern() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "reports")  // made when missing
        let run = try Tool.run([camt, "--output-dir", out.path, "--lang", "fr,en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(out) == ["Compte-courant-professionnel-2026-10-en.html", "Compte-courant-professionnel-2026-10-fr.html"])
        // The paths written, one per line, for the script's next step.
        #expect(run.stdout == out.path + "/Compte-courant-professionnel-2026-10-fr.html\n" + out.path + "/Compte-courant-professionnel-2026-10-en.html\n")
        let fr = try String(contentsOf: out.appending(path: "Compte-courant-professionnel-2026-10-fr.html"), encoding: .utf8)
        #expect(fr == (try Tool.run([camt, "--lang", "fr"])).stdout)
        let en = try String(contentsOf: out.appending(path: "Compte-courant-professionnel-2026-10-en.html"), encoding: .utf8)
        #expect(en == (try Tool.run([camt, "--lang", "en"])).stdout)
    }

    @Test func severalInputsMakeOneReportUnlessEach() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let merged = try Tool.run([camt, ofx, "--output-dir", dir.appending(path: "merged").path, "--format", "md", "--lang", "en"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(files(dir.appending(path: "merged")) == ["Compte-courant-professionnel+00012345678-2026-10-en.md"])
        let each = try Tool.run([camt, ofx, "--each", "--output-dir", dir.appending(path: "each").path, "--format", "markdown",
                                 "--name", "{input}/{period}-{lang}.{ext}", "--lang", "en"])
        #expect(each.status == 0, "\(each.stderr)")
        #expect(files(dir.appending(path: "each")) == ["camt053-2026-10", "camt053-2026-10/2026-10-en.md", "releve-2026-10", "releve-2026-10/2026-10-en.md"])
        let alone = try String(contentsOf: dir.appending(path: "each/releve-2026-10/2026-10-en.md"), encoding: .utf8)
        #expect(alone == (try Tool.run([ofx, "--format", "markdown", "--lang", "en"])).stdout)
    }

    @Test func theSameNameTwiceInARunGetsANumber() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run([csv, csv, "--each", "--output-dir", dir.path, "--name", "{period}.{ext}", "--lang", "en", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(dir) == ["2026-10-2.json", "2026-10.json"])
        #expect(run.stderr.contains("note: \(dir.path)/2026-10.json has already been written by this command: writing \(dir.path)/2026-10-2.json instead"))
        let quiet = try Tool.run([csv, csv, "--each", "--output-dir", dir.path, "--name", "{period}.{ext}", "--lang", "en", "--format", "json", "-q"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    /// 300 reports of one name: numbered 2 to 300, each number found at once.
    @Test func threeHundredReportsOfOneNameAreNumberedInTurn() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(Array(repeating: csv, count: 300) + ["--each", "--output-dir", dir.path, "--name", "{period}.{ext}",
                                                                     "--lang", "en", "--format", "json", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(files(dir)) == Set(["2026-10.json"] + (2...300).map { "2026-10-\($0).json" }))
    }

    @Test func anOutputPatternInDashO() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run([csv, "-o", dir.path + "/rapport-{lang}.md", "--lang", "fr,en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(files(dir) == ["rapport-en.md", "rapport-fr.md"])
        let fr = try String(contentsOf: dir.appending(path: "rapport-fr.md"), encoding: .utf8)
        #expect(fr.hasPrefix("# Bilan des comptes\n"))
    }

    @Test func standardInputIsAnInput() throws {
        let data = try Data(contentsOf: Paths.samples.appending(path: "releve-2026-10.ofx"))
        let run = try Tool.run(["-", "--format", "markdown", "--lang", "en"], stdin: data)
        #expect(run.status == 0, "\(run.stderr)")
        // The same report, but for the file's name (Markdown tables are padded to their widest cell).
        #expect(Tool.unpadded(run.stdout) == Tool.unpadded(try Tool.run([ofx, "--format", "markdown", "--lang", "en"]).stdout)
            .replacingOccurrences(of: "releve-2026-10.ofx", with: "stdin"))
    }

    @Test(arguments: [
        (["--lang", "en,fr"], "several languages mean several files"),
        (["--lang", "en,EN"], "--lang en,EN names a language twice"),
        (["--each", "-o", "x.html"], "--each writes one report per input"),
        (["--output-dir", "d", "-o", "x.html"], "give -o or --output-dir, not both"),
        (["--name", "{lang}.{ext}"], "--name names files in --output-dir"),
        (["--output-dir", "d", "--name", "../{lang}.{ext}"], "cannot go up with .."),
        (["--output-dir", "d", "--name", "{language}.{ext}"], "unknown placeholder {language}: use {account}, {period}, {lang}, {ext}, {input}"),
        (["--format", "eml", "--output-dir", "d", "--name", "{lang.eml"], "“{lang.eml”: a { is not closed\n"),
    ])
    func badOutputOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let run = try Tool.run([csv] + arguments + (arguments.contains("--lang") ? [] : ["--lang", "en"]), environment: ["LANG": "en_US.UTF-8"])
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func transactionsAndInspectWriteInOneLanguage() throws {
        let run = try Tool.run(["transactions", csv, "--lang", "en,fr"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("this command writes in one language"))
    }
}
