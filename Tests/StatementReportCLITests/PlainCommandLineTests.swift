import Foundation
import StatementKit
import StatementKitTestSupport
import Testing

/// `inspect` and `history import` read a plain line without ArgumentParser (`PlainSubcommand`), and a
/// debug build checks that ArgumentParser reads the same values (it stops otherwise): every spelling
/// gives the same output, whether the plain reader or ArgumentParser (`--`, a flag given twice) reads it.
/// (`transactions`: `TransactionsCommandTests.everySpellingOfALineGivesTheSameRows`.)
@Suite struct PlainCommandLineTests {
    let camt = "Samples/camt053-2026-10.xml", csv = "Samples/compte-joint-2026-10.csv"

    @Test func everySpellingOfAnInspectLineGivesTheSameText() throws {
        let lines: [[String]] = [
            ["inspect", csv, camt, "--lang", "en"],
            ["inspect", "--lang=en", csv, "-q", camt],
            ["inspect", "--lang", "en", "--", csv, camt],
            ["inspect", csv, camt, "--lang", "en", "-q", "-q"],
        ]
        let runs = try lines.map { try Tool.run($0) }
        for (line, run) in zip(lines, runs) { #expect(run.status == 0, "\(line): \(run.stderr)") }
        #expect(runs[0].stdout.contains("# format: camt"))
        #expect(runs.allSatisfy { $0.stdout == runs[0].stdout })
        let bad = try Tool.run(["inspect", csv, "--lang", "fr,en"])
        #expect(bad.status == 64, "a validation error is ArgumentParser's: \(bad.stderr)")
    }

    /// After `--` every argument is a file, one whose name starts with `-` too: the plain reader reads
    /// such a line (ArgumentParser's time for it grew with the square of its files) as ArgumentParser does.
    @Test func filesAfterTwoDashesAreReadAsFilesEvenWhenTheyStartWithADash() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(contentsOf: Paths.packageRoot.appending(path: csv)).write(to: dir.appending(path: "-juin.csv"))
        try Data(contentsOf: Paths.packageRoot.appending(path: camt)).write(to: dir.appending(path: "camt.xml"))
        let report = try Tool.run(["--lang", "en", "--format", "markdown", "--", "-juin.csv", "camt.xml"], directory: dir)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("**-juin.csv** · CSV file") && report.stdout.contains("camt.xml (camt.053 file)"))
        let rows = try Tool.run(["transactions", "--format", "csv", "--", "camt.xml", "-juin.csv"], directory: dir)
        #expect(rows.status == 0, "\(rows.stderr)")
        // (A cell that starts with `-` is written after `'`, so that no spreadsheet reads it as a formula.)
        #expect(rows.stdout.contains(",'-juin.csv:2,") && rows.stdout.contains(",camt.xml:"))
        // Without `--`, `-juin.csv` is an option ArgumentParser does not know: a usage error.
        let option = try Tool.run(["transactions", "--format", "csv", "-juin.csv"], directory: dir)
        #expect(option.status == 64, "\(option.stderr)")
    }

    @Test func everySpellingOfAHistoryImportGivesTheSameHistory() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines: [[String]] = [
            ["history", "import", csv, camt, "--history", "A", "--lang", "en"],
            ["history", "import", "--history=B", csv, "-q", camt, "--lang=en"],
            ["history", "import", "--history", "C", "--lang", "en", "--", csv, camt],
        ]
        var lists: [String] = []
        for (line, name) in zip(lines, ["A", "B", "C"]) {
            let path = dir.appending(path: "\(name).db").path
            let run = try Tool.run(line.map { $0 == name ? path : $0 == "--history=\(name)" ? "--history=\(path)" : $0 })
            #expect(run.status == 0, "\(line): \(run.stderr)")
            let list = try Tool.run(["history", "list", "--history", path, "--lang", "en"])
            #expect(list.status == 0, "\(list.stderr)")
            lists.append(list.stdout.replacingOccurrences(of: path, with: "H"))
        }
        #expect(lists[0].contains("FR7630006000011234567890189"))
        // Notes in one language, as `inspect` and `transactions` write them (a list of languages is for reports).
        let two = try Tool.run(["history", "import", csv, "--history", dir.appending(path: "D.db").path, "--lang", "fr,en"])
        #expect(two.status == 64 && two.stderr.contains("fr,en"), "\(two.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appending(path: "D.db").path))
        #expect(lists.allSatisfy { $0 == lists[0] }, "\(lists)")
    }
}
