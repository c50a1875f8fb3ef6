import Foundation
import StatementKitTestSupport
import Testing

/// The tool as a user runs it: exit codes, standard output, standard error, files written.
@Suite struct ReportCommandTests {
    let sample = "Samples/compte-joint-2026-10.csv"

    @Test func writesAFrenchHTMLReportWhoseTotalsAreTheSamples() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "r.html")
        let run = try Tool.run([sample, "--lang", "fr", "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<html lang=\"fr-FR\">"))
        #expect(html.contains("4\u{202F}781,08\u{00A0}€"))  // money in (the CPAM refund is not income)
        #expect(html.contains("-2\u{202F}378,76\u{00A0}€"))  // money out, net of the refund
        #expect(html.contains("+2\u{202F}402,32\u{00A0}€"))  // net
        #expect(html.contains("du 1er au 31\u{00A0}octobre 2026"))
        #expect(html.contains("Établi le 1er\u{00A0}novembre 2026"))  // SOURCE_DATE_EPOCH
    }

    @Test func writesEnglishMarkdownToStandardOutput() throws {
        let run = try Tool.run([sample, "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("# Statement report\n"))
        #expect(Tool.unpadded(run.stdout).contains("| EUR | €4,781.08 | -€2,378.76 | **+€2,402.32** | 35 transactions |"))
    }

    @Test func reportIsTheDefaultCommandAndFollowsTheOutputExtension() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["report", sample, "-o", dir.appending(path: "r.md").path], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)")
        let md = try String(contentsOf: dir.appending(path: "r.md"), encoding: .utf8)
        #expect(md.hasPrefix("# Bilan des comptes\n"))
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let a = try Tool.run([sample, "--lang", "fr"]), b = try Tool.run([sample, "--lang", "fr"])
        #expect(a.status == 0)
        #expect(a.stdout == b.stdout)
    }

    @Test func aMissingFileIsAClearErrorAndExit1() throws {
        let run = try Tool.run(["no-such-statement.csv", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr == "no-such-statement.csv: error: no such file: no-such-statement.csv\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aMissingFileIsReportedInFrenchUnderAFrenchLocale() throws {
        let run = try Tool.run(["manquant.csv"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stderr == "manquant.csv: erreur\u{00A0}: fichier introuvable\u{00A0}: manquant.csv\n")
    }

    @Test func anUnknownLanguageIsAUsageError() throws {
        let run = try Tool.run([sample, "--lang", "de"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown language “de”"))
    }

    @Test func anUnreadableRowIsReportedWithItsLineAndCaret() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "bad.csv")
        try "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try Tool.run([file.path, "--lang", "en", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.stderr == """
            \(file.path):3:27: warning: “-12,3,4” is not an amount: digit groups must have three digits
                02/10/2026;Boulangerie;-12,3,4
                                          ^

            """)
        #expect(run.stdout.contains("2 rows read, 1 imported, 1 rejected"))
    }

    @Test func aFolderIsNotAStatement() throws {
        let run = try Tool.run(["Samples", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Samples: error: Samples is a folder, not a statement file"))
    }

    @Test func anEmptyFileIsAClearError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "empty.csv")
        try Data().write(to: file)
        let run = try Tool.run([file.path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: \(file.path) is empty"))
    }

    @Test func transactionsPrintsTheProjectsJSONForm() throws {
        let run = try Tool.run(["transactions", sample, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let statements = json?["statements"] as? [[String: Any]]
        #expect(statements?.count == 1)
        let transactions = statements?.first?["transactions"] as? [[String: Any]]
        #expect(transactions?.count == 35)
        let first = transactions?.first
        #expect(first?["bookingDate"] as? String == "2026-10-01")
        #expect(first?["amount"] as? String == "-1150.00")
        #expect(first?["currency"] as? String == "EUR")
        #expect(first?["category"] as? String == "housing")
        #expect(first?["status"] as? String == "booked")
    }

    /// The binary carries its resources: copied alone into an empty folder, run from there, it
    /// produces the same report (no SwiftPM resource bundle is looked up).
    @Test func theBinaryIsSelfContained() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appending(path: "statement-report")
        try FileManager.default.copyItem(at: Tool.binary, to: copy)
        let samplePath = Paths.packageRoot.appending(path: sample).path
        let reference = try Tool.run([samplePath, "--lang", "fr"])
        let alone = try Tool.run([samplePath, "--lang", "fr"], executable: copy, directory: dir)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout == reference.stdout)
        let bundles = try FileManager.default.contentsOfDirectory(atPath: Tool.binary.deletingLastPathComponent().path)
            .filter { $0.hasSuffix(".resources") && $0.contains("StatementKit") }
        #expect(bundles.isEmpty, "StatementKit must not need a resource bundle: \(bundles)")
    }

    @Test func helpListsTheExitCodes() throws {
        let run = try Tool.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("64 bad usage"))
    }
}
