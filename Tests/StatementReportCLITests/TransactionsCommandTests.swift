import Foundation
import StatementKit
import StatementKitTestSupport
import Testing

/// `transactions FILE... --format csv|json|ledger [-o PATH]`.
@Suite struct TransactionsCommandTests {
    let camt = "Samples/camt053-2026-10.xml", csv = "Samples/compte-joint-2026-10.csv"

    @Test func csvWithAHeaderAndExactAmounts() throws {
        let run = try Tool.run(["transactions", camt, "--format", "csv", "--lang", "fr"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "date,value_date,amount,currency,description,payee,memo,reference,category,category_name,kind,status,account,id,source,operation_date")
        #expect(lines.count == 13)
        #expect(lines[1] == "2026-10-01,2026-10-01,3200.00,EUR,SALAIRE OCTOBRE 2026,Atelier Lumière SARL,VIR SEPA RECU,PAIE-2026-10-0042,income,Revenus,transfer,booked,FR7630006000011234567890189,CAMT-20261001-0001,Samples/camt053-2026-10.xml:72,")
    }

    @Test func theFormatFollowsTheOutputFileAndTheFileIsWrittenWhole() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, start) in [("t.csv", "date,value_date,"), ("t.json", "{\n  \"version\": 1,"), ("t.journal", "; statement-report transactions --format ledger\n")] {
            let out = dir.appending(path: name)
            let run = try Tool.run(["transactions", csv, "-o", out.path, "--lang", "en"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let text = try String(contentsOf: out, encoding: .utf8)
            #expect(text.hasPrefix(start), "\(name): \(text.prefix(40))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["t.csv", "t.journal", "t.json"])
        let bad = try Tool.run(["transactions", csv, "-o", dir.appending(path: "no/such/folder/t.csv").path, "--lang", "en"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("error: cannot write "))
    }

    @Test func theJSONReadsBackThroughTheJSONImporter() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "t.json")
        #expect(try Tool.run(["transactions", camt, csv, "-o", out.path]).status == 0)
        let back = try Tool.run(["transactions", out.path, "--format", "csv", "--lang", "en"])
        let direct = try Tool.run(["transactions", camt, csv, "--format", "csv", "--lang", "en"])
        #expect(back.status == 0, "\(back.stderr)")
        // The same rows, but for where each one was read (`source`, the field before `operation_date`).
        func rows(_ text: String) -> [String] {
            text.split(separator: "\n").map { line in
                let last = line.lastIndex(of: ",")!
                let source = line[..<last].lastIndex(of: ",")!
                return String(line[..<source] + line[last...])
            }
        }
        #expect(rows(back.stdout) == rows(direct.stdout))
    }

    @Test func theConfigurationsRulesCategorize() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appending(path: "c.yaml")
        try "rules:\n  - match: {description: loyer}\n    category: Appartement\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try Tool.run(["transactions", camt, "--format", "csv", "--config", config.path, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(",LOYER OCTOBRE 2026,SCI Les Tilleuls,PRLV SEPA,LOYER-2026-10,Appartement,Appartement,"))
    }

    @Test(.enabled(if: ExternalTool.hledger != nil, "hledger is not installed: the journal was not checked by hledger (CI installs it)"))
    func hledgerReadsTheJournal() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "out.journal")
        #expect(try Tool.run(["transactions", camt, csv, "--format", "ledger", "-o", out.path, "--lang", "fr"]).status == 0)
        let run = try ExternalTool.run(ExternalTool.hledger!, ["-f", out.path, "balance", "assets", "--flat", "-O", "csv", "--no-total"],
                                       environment: ExternalTool.utf8Environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.contains("\"assets:bank:FR7630006000011234567890189\",\"1561.46 EUR\""))
        #expect(run.text.contains("\"assets:bank:compte-joint-2026-10.csv\",\"2202.32 EUR\""))
    }

    /// A plain line is read without ArgumentParser (`TransactionsCommandLine`), and a debug build checks
    /// that ArgumentParser reads the same values (it stops otherwise): every spelling gives the same
    /// rows, whether the plain reader or ArgumentParser (`--`, an option given twice) reads it.
    /// The journal books a refund against the expense it gives back (money out of `expenses:`), not as
    /// income; CSV and JSON write the refund as the bank does, money in (they do not look for refunds).
    @Test func theJournalBooksARefundAgainstItsExpense() throws {
        let card = "Samples/famille-durand-carte-2026-09-11.csv"
        let ledger = try Tool.run(["transactions", card, "--format", "ledger", "--lang", "en"])
        #expect(ledger.status == 0, "\(ledger.stderr)")
        #expect(ledger.stdout.contains("AVOIR FNAC NANTES ATLANTIS  ; id: h6tvdccj8cv9pq, source: \(card):12\n    expenses:Shopping        -129.99 EUR\n"))
        #expect(!ledger.stdout.contains("income:Shopping"))
        let rows = try Tool.run(["transactions", card, "--format", "csv", "--lang", "en"])
        #expect(rows.stdout.contains(",129.99,EUR,AVOIR FNAC NANTES ATLANTIS,"))
    }

    @Test func everySpellingOfALineGivesTheSameRows() throws {
        let lines: [[String]] = [
            ["transactions", csv, camt, "--format", "csv", "--lang", "en"],
            ["transactions", "--format=csv", csv, camt, "--lang=en"],
            ["transactions", "--lang", "en", csv, "-q", "--format", "csv", camt, "--currency", "EUR", "--invert", "--invert"],
            ["transactions", "--format", "csv", "--lang", "en", "--", csv, camt],
        ]
        let runs = try lines.map { try Tool.run($0) }
        for (line, run) in zip(lines, runs) { #expect(run.status == 0, "\(line): \(run.stderr)") }
        #expect(runs[0].stdout.split(separator: "\n").count == 1 + 35 + 12)
        #expect(runs[1].stdout == runs[0].stdout && runs[3].stdout == runs[0].stdout)
        // `--invert` twice is ArgumentParser's (a flag given again), and flips every sign.
        #expect(runs[2].stdout != runs[0].stdout && runs[2].stdout.contains(",-3200.00,EUR,SALAIRE OCTOBRE 2026,"))
        let twice = try Tool.run(["transactions", csv, "--format", "csv", "--format", "json", "--lang", "en"])
        #expect(twice.status == 0 && twice.stdout.hasPrefix("{"), "the last of an option given twice, as ArgumentParser reads it: \(twice.stderr)")
    }
}

