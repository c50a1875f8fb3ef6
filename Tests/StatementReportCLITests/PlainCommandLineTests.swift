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
