#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import StatementKitTestSupport
import Testing

/// `--history` and `statement-report history` (issue 22), as a cron job would use them.
@Suite struct HistoryCommandTests {
    static let sample = "Samples/foyer-martin-compte-commun-2026-09-11.csv"

    /// The sample's rows (after its header) booked from `from` through `to`, as a CSV download.
    static func download(_ from: String, _ to: String) throws -> String {
        let text = try String(contentsOf: Paths.packageRoot.appending(path: sample), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let header = lines.removeFirst()
        let kept = lines.filter { line in
            let d = line.prefix(10).split(separator: "/")
            let iso = "\(d[2])-\(d[1])-\(d[0])"
            return iso >= from && iso <= to
        }
        return ([header] + kept).joined(separator: "\n") + "\n"
    }

    /// Three monthly downloads that overlap: each covers its month and the second half of the one before.
    static func downloads(in dir: URL) throws -> [String] {
        let periods = [("2026-09-01", "2026-09-30"), ("2026-09-15", "2026-10-31"), ("2026-10-15", "2026-11-30")]
        return try periods.enumerated().map { i, p in
            let path = dir.appending(path: "releve-\(i + 1).csv").path
            try download(p.0, p.1).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    static func section(_ markdown: String, _ heading: String) -> String {
        guard let start = markdown.range(of: "## " + heading) else { return "" }
        let rest = markdown[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func aMonthlyCronRunComparesWithTheMonthsItRecordedBefore() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.downloads(in: dir)
        let history = dir.appending(path: "history.sqlite").path
        // A yearly budget looks back to January: from the history in cron runs, from the files in one run.
        let config = dir.appending(path: "budgets.yaml").path
        try "budgets:\n  - {category: groceries, yearly: 4000}\n  - {category: restaurants, monthly: 100}\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let months = [("2026-09-01", "2026-09-30"), ("2026-10-01", "2026-10-31"), ("2026-11-01", "2026-11-30")]
        var last = ""
        for (file, month) in zip(files, months) {
            let run = try Tool.run([file, "--history", history, "--config", config, "--from", month.0, "--to", month.1, "--lang", "en",
                                    "--format", "md"])
            #expect(run.status == 0, "\(run.stderr)")
            last = run.stdout
            if file == files[1] {
                #expect(run.stderr.contains("releve-2.csv: 7 transactions already in the history from releve-1.csv: not recorded again"),
                        "\(run.stderr)")
            }
        }
        // The history holds each transaction of the sample once.
        let list = try Tool.run(["history", "list", "--history", history, "--lang", "en"])
        #expect(list.stdout == """
            releve-1.csv (no account number)  2026-09  19 transactions  net +€953.82
            releve-2.csv (no account number)  2026-10  20 transactions  net +€1,015.65
            releve-3.csv (no account number)  2026-11  18 transactions  net +€911.94

            """, "\(list.stdout)")
        // The third month, compared with the history, says what one run over the three files says.
        let once = try Tool.run(files + ["--config", config, "--from", "2026-11-01", "--to", "2026-11-30", "--lang", "en", "--format", "md"])
        #expect(once.status == 0, "\(once.stderr)")
        let fromHistory = Self.section(last, "Compared with earlier months")
        let fromRun = Self.section(once.stdout, "Compared with earlier months")
        #expect(fromHistory.contains("Earlier months read from the history: October 2026."), "\(fromHistory)")
        #expect(fromRun.contains("Earlier months read from the statements in this report: October 2026."), "\(fromRun)")
        let table = { (s: String) in s.split(separator: "\n").filter { $0.hasPrefix("|") } }
        #expect(!table(fromHistory).isEmpty)
        #expect(table(fromHistory) == table(fromRun))
        // Recurring payments are found over the history's months before November (and the run's own
        // files before --from), not only November's: the section is the same, and not empty.
        let recurring = Self.section(last, "Recurring payments")
        #expect(recurring == Self.section(once.stdout, "Recurring payments"))
        #expect(recurring.contains("NETFLIX.COM") && recurring.contains("monthly · 3 payments since September 10, 2026"), "\(recurring)")
        // The budgets: the yearly one spent since January, the monthly one November's, the same both ways.
        let budgets = { (s: String) in Tool.unpadded(Self.section(s, "Budgets")).split(separator: "\n").filter { $0.hasPrefix("|") } }
        #expect(budgets(last) == budgets(once.stdout))
        #expect(budgets(last).contains { $0.hasPrefix("| 🛒 Groceries (yearly) | €4,000.00 |") }, "\(budgets(last))")
        // October's groceries net of the €12.30 Carrefour credit note, as October's spending section counts them.
        let rows = Tool.unpadded(fromHistory)
        #expect(rows.contains("| 🛒 Groceries | €330.33 | €365.01 | -10% |"), "\(rows)")
        #expect(rows.contains("| Total | €2,088.06 | €1,984.35 | +5% |"), "\(rows)")
    }

    @Test func theComparisonIsWrittenInFrenchToo() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        let imported = try Tool.run(["history", "import", "--history", history, Self.sample, "--lang", "fr"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("foyer-martin-compte-commun-2026-09-11.csv\u{a0}: 57 opérations enregistrées dans l’historique"),
                "\(imported.stderr)")
        let run = try Tool.run([Self.sample, "--history", history, "--from", "2026-11-01", "--to", "2026-11-30", "--lang", "fr",
                                "--format", "md", "--sections", "comparison"])
        #expect(run.status == 0, "\(run.stderr)")
        let text = Tool.unpadded(run.stdout)
        #expect(text.contains("## Comparaison avec les mois précédents"))
        #expect(text.contains("Mois précédents lus dans l’historique\u{a0}: octobre 2026."), "\(text)")
        #expect(text.contains("| Catégorie | novembre 2026 | octobre 2026 | Évolution |"), "\(text)")
        #expect(text.contains("| 🛒 Courses | 330,33\u{a0}€ | 365,01\u{a0}€ | -10\u{a0}% |"), "\(text)")
        // The same in HTML and JSON.
        let html = try Tool.run([Self.sample, "--history", history, "--from", "2026-11-01", "--to", "2026-11-30", "--lang", "fr"])
        #expect(html.stdout.contains("Comparaison avec les mois précédents"))
        #expect(html.stdout.contains("-10\u{a0}%"))
        let json = try Tool.run([Self.sample, "--history", history, "--from", "2026-11-01", "--to", "2026-11-30", "--format", "json"])
        #expect(json.stdout.contains("\"comparisons\":"), "\(json.stdout.prefix(400))")
        let compact = json.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains("\"monthsUsed\":[\"2026-10\"]"), "\(compact.prefix(600))")
    }

    @Test func withoutEarlierMonthsTheReportHasNoComparison() throws {
        let run = try Tool.run(["Samples/compte-joint-2026-10.csv", "--lang", "en", "--format", "md"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("Compared with earlier months"))
    }

    @Test func theJSONExportReimportsToTheSameTransactions() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appending(path: "a.sqlite").path, second = dir.appending(path: "b.sqlite").path
        let exported = dir.appending(path: "history.json").path
        #expect(try Tool.run(["history", "import", "--history", first, Self.sample, "Samples/releve-2026-10.ofx", "-q"]).status == 0)
        #expect(try Tool.run(["history", "export", "--history", first, "--format", "json", "-o", exported]).status == 0)
        let reimport = try Tool.run(["history", "import", "--history", second, exported])
        #expect(reimport.status == 0, "\(reimport.stderr)")
        let a = try Tool.run(["history", "export", "--history", first, "--format", "csv"])
        let b = try Tool.run(["history", "export", "--history", second, "--format", "csv"])
        #expect(a.stdout.split(separator: "\n").count == 1 + 57 + 25, "\(a.stdout.prefix(300))")
        // Same transactions; only the file each was recorded from (the CSV's `source` column) differs.
        // `source` (where each row was read) is the field before the last, `operation_date`.
        let dropSource = { (s: String) in
            s.split(separator: "\n").map { line in
                var fields = line.split(separator: ",", omittingEmptySubsequences: false)
                fields.remove(at: fields.count - 2)
                return fields.joined(separator: ",")
            }
        }
        #expect(dropSource(a.stdout) == dropSource(b.stdout))
        let ledger = try Tool.run(["history", "export", "--history", first, "--format", "ledger"])
        #expect(ledger.stdout.hasPrefix("; statement-report transactions --format ledger"))
        // The export given back to the history it came from records nothing twice.
        let back = try Tool.run(["history", "import", "--history", first, exported, "--lang", "en"])
        #expect(back.status == 0, "\(back.stderr)")
        let after = try Tool.run(["history", "export", "--history", first, "--format", "csv"])
        // The CSV's 57 transactions have ids we computed, which the JSON form marks `"computedId": true`:
        // read back, they are known by their content, as the OFX's 25 are by their FITIDs.
        #expect(back.stderr.contains("history.json: nothing new: its 82 transactions are already in the history"), "\(back.stderr)")
        #expect(!back.stderr.contains("0 transactions recorded"), "\(back.stderr)")
        #expect(after.stdout == a.stdout)
        #expect(back.stderr.contains("history.json: 25 transactions already in the history from releve-2026-10.ofx"), "\(back.stderr)")
    }

    @Test func aForeignHistoryFileIsRefusedBeforeAnythingIsRead() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let notes = dir.appending(path: "notes.txt")
        try "not a database\n".write(to: notes, atomically: true, encoding: .utf8)
        let run = try Tool.run([Self.sample, "--history", notes.path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is not a statement-report history"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try String(contentsOf: notes, encoding: .utf8) == "not a database\n")
    }

    @Test func forgetRemovesAnAccountsMonths() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        #expect(try Tool.run(["history", "import", "--history", history, Self.sample, "-q"]).status == 0)
        let forget = try Tool.run(["history", "forget", "--history", history, "--account", "", "--from", "2026-09-01", "--to", "2026-09-30"])
        #expect(forget.stderr.contains("19 transactions of foyer-martin-compte-commun-2026-09-11.csv (no account number) removed from the history"),
                "\(forget.stderr)")
        let list = try Tool.run(["history", "list", "--history", history])
        // The month column (the file's name holds "2026-09" too).
        #expect(!list.stdout.contains("  2026-09  "), "\(list.stdout)")
        #expect(list.stdout.contains("  2026-10  "), "\(list.stdout)")
    }

    @Test func forgetFindsAnAccountByTheNameHistoryListShowsAndListsTheAccountsWhenNoneMatches() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        let files = ["Samples/compte-joint-2026-10.csv", "Samples/releve-2026-10.ofx"]
        #expect(try Tool.run(["history", "import", "--history", history, "-q"] + files).status == 0)
        let list = try Tool.run(["history", "list", "--history", history, "--lang", "fr"])
        #expect(list.stdout.contains("compte-joint-2026-10.csv (sans numéro de compte)  2026-10  35 opérations"), "\(list.stdout)")
        let none = try Tool.run(["history", "forget", "--history", history, "--account", "livret", "--lang", "en"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("error: no account of the history matches “livret”: nothing was removed; its accounts: compte-joint-2026-10.csv, 00012345678"),
                "\(none.stderr)")
        let french = try Tool.run(["history", "forget", "--history", history, "--account", "livret", "--lang", "fr"])
        #expect(french.stderr.contains("aucun compte de l’historique ne correspond à «\u{a0}livret\u{a0}»\u{a0}: rien n’a été retiré\u{a0}; ses comptes\u{a0}: "),
                "\(french.stderr)")
        let forget = try Tool.run(["history", "forget", "--history", history, "--account", "compte-joint", "--lang", "en"])
        #expect(forget.status == 0, "\(forget.stderr)")
        #expect(forget.stderr.contains("35 transactions of compte-joint-2026-10.csv (no account number) removed from the history"), "\(forget.stderr)")
        let after = try Tool.run(["history", "list", "--history", history, "--lang", "en"])
        #expect(after.stdout == "00012345678  2026-10  25 transactions  net +€375.11\n", "\(after.stdout)")
    }

    @Test func importingAFileAgainSaysHowManyWereAlreadyThere() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        #expect(try Tool.run(["history", "import", "--history", history, "Samples/compte-joint-2026-10.csv", "-q"]).status == 0)
        let fr = try Tool.run(["history", "import", "--history", history, "Samples/compte-joint-2026-10.csv", "--lang", "fr"])
        #expect(fr.status == 0)
        #expect(fr.stderr.contains("compte-joint-2026-10.csv\u{a0}: rien de nouveau\u{a0}: ses 35 opérations sont déjà dans l’historique"), "\(fr.stderr)")
        #expect(!fr.stderr.contains("0 opération"), "\(fr.stderr)")
        let en = try Tool.run(["history", "import", "--history", history, "Samples/compte-joint-2026-10.csv", "--lang", "en"])
        #expect(en.stderr.contains("compte-joint-2026-10.csv: nothing new: its 35 transactions are already in the history"), "\(en.stderr)")
        #expect(!en.stderr.contains("already recorded from this file"), "\(en.stderr)")
    }

    @Test func aRunKilledWhileRecordingLeavesTheHistoryAsItWas() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        #expect(try Tool.run(["history", "import", "--history", history, Self.sample, "-q"]).status == 0)
        // A large download: 150,000 rows.
        var big = "Date;Libellé;Montant;Devise\n"
        for i in 0..<150_000 { big += "\(String(format: "%02d", i % 28 + 1))/12/2026;CB MAGASIN \(i);-\(i % 97 + 1),\(i % 100);EUR\n" }
        let bigPath = dir.appending(path: "big.csv").path
        try big.write(toFile: bigPath, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Tool.binary
        process.arguments = ["history", "import", "--history", history, bigPath, "-q"]
        process.environment = ["LANG": "C", "TZ": "UTC", "SOURCE_DATE_EPOCH": "1793491200"]
        try process.run()
        // Killed once it has begun (the moment does not matter: either nothing or everything is recorded).
        usleep(800_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let list = try Tool.run(["history", "list", "--history", history])
        #expect(list.status == 0, "\(list.stderr)")
        let december = list.stdout.split(separator: "\n").filter { $0.contains("2026-12") }
        #expect(december.isEmpty || (december.count == 1 && december[0].contains("  150000 transactions  ")),
                "\(list.stdout)")
        #expect(list.stdout.contains("2026-09  19 transactions"))
    }
}
