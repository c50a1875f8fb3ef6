import Foundation
import StatementKitTestSupport
import Testing

/// The CSV importer through the tool: inspect, --profile, --date-format, --strict, and bad input.
@Suite struct CSVCommandTests {
    func file(_ name: String, _ bytes: [UInt8], in dir: URL) throws -> String {
        let url = dir.appending(path: name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func file(_ name: String, _ text: String, in dir: URL) throws -> String { try file(name, Array(text.utf8), in: dir) }

    @Test func inspectPrintsAProfileThatReadsTheFileTheSameWay() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try file("ca.csv", "Compte n° 123;\nDate;Libellé;Débit euros;Crédit euros;\n02/10/2026;EDF;45,20;;\n05/10/2026;SALAIRE;;2 500,00;\n", in: dir)
        let inspect = try Tool.run(["inspect", csv, "--lang", "en"])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("# encoding: utf-8 — every byte sequence is valid UTF-8\n"))
        #expect(inspect.stdout.contains("# profile: the built-in profile “Crédit Agricole”, recognized by its header\n"))
        #expect(inspect.stdout.contains("#   \(csv):1: skipped (preamble, before the header) — “Compte n° 123;”\n"))
        #expect(inspect.stdout.contains("\ndebitSign: positive         # debits are written without a minus\n"))
        let profile = dir.appending(path: "ca.yaml")
        try inspect.stdout.write(to: profile, atomically: true, encoding: .utf8)
        let plain = try Tool.run(["transactions", csv, "--format", "json"])
        let again = try Tool.run(["transactions", csv, "--format", "json", "--profile", profile.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == plain.stdout)
        #expect(plain.stdout.contains("\"amount\": \"-45.20\""))
        #expect(plain.stdout.contains("\"id\": \"123\""))
    }

    @Test func inspectSpeaksFrenchUnderAFrenchLocale() throws {
        let run = try Tool.run(["inspect", "Samples/compte-joint-2026-10.csv"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("# séparateur\u{00A0}: «\u{00A0};\u{00A0}»"))
        #expect(run.stdout.contains("# langue de l’en-tête\u{00A0}: français"))
    }

    @Test func anAmbiguousFileAsksForTheDateFormatAndTheOptionSettlesIt() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try file("a.csv", "Date,Description,Amount\n01/02/2026,Coffee,-3.50\n03/04/2026,Bread,-1.20\n", in: dir)
        let run = try Tool.run(["transactions", csv, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(csv):2:1: error: every date in this column can be read two ways (dd/MM/yyyy or MM/dd/yyyy), such as “01/02/2026”: use --date-format to say which (for instance --date-format dd/MM/yyyy)\n    01/02/2026,Coffee,-3.50\n    ^\n"))
        let settled = try Tool.run(["transactions", csv, "--date-format", "MM/dd/yyyy"])
        #expect(settled.status == 0)
        #expect(settled.stdout.contains("\"bookingDate\": \"2026-03-04\""))
    }

    @Test func aBadDateFormatIsAUsageError() throws {
        let run = try Tool.run(["Samples/compte-joint-2026-10.csv", "--date-format", "jj/mm/aaaa", "--lang", "en"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("“jj/mm/aaaa” is not a date format this tool reads"))
    }

    @Test func strictTurnsARejectedRowIntoAnError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try file("bad.csv", "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n", in: dir)
        let lenient = try Tool.run(["transactions", csv, "--lang", "en"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("\(csv):3:27: warning: "))
        // Exit 65: the output is written, but rows could not be read (1 is for worse: a file unread).
        let strict = try Tool.run(["transactions", csv, "--lang", "en", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stdout.contains("\"description\": \"Café\""))
        #expect(strict.stderr.contains("\(csv):3:27: error: “-12,3,4” is not an amount: digit groups must have three digits"))
        let inspect = try Tool.run(["inspect", csv, "--strict", "--lang", "en"])
        #expect(inspect.status == 65)
        let report = try Tool.run([csv, "--strict", "--lang", "en", "--format", "markdown"])
        #expect(report.status == 65)
        #expect(report.stdout.contains("2 rows read, 1 imported, 1 rejected"))
        let worse = try Tool.run([csv, "missing.csv", "--strict", "--lang", "en", "--format", "markdown"])
        #expect(worse.status == 1)
        #expect(inspect.stdout.contains("#   \(csv):3:27: rejected: “-12,3,4” is not an amount"))
    }

    @Test func aHeaderWithoutAnAmountColumnIsAnErrorWithItsLineAndCaret() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try file("h.csv", "Date;Libellé;Catégorie\n01/10/2026;Café;Sorties\n", in: dir)
        let run = try Tool.run([csv, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(csv):1:1: error: no amount column: "))
        #expect(run.stderr.contains("\n    Date;Libellé;Catégorie\n    ^\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func binaryAndWorkbookFilesAreRefusedWithoutACrash() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try file("x.bin", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48], in: dir)
        let detected = try Tool.run([binary, "--lang", "en"])
        #expect(detected.status == 1)
        #expect(detected.stderr.contains("\(binary): error: \(binary) is not a statement this tool can read"))
        let forced = try Tool.run([binary, "--input-format", "csv", "--lang", "en"])
        #expect(forced.status == 1)
        #expect(forced.stderr.hasPrefix("\(binary):3:1: error: binary data (byte 0x00): this is not a text file\n"))
        let xlsx = try file("relevé.xlsx", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00], in: dir)
        let workbook = try Tool.run([xlsx, "--lang", "en"])
        #expect(workbook.status == 1)
        #expect(workbook.stderr.contains("is a spreadsheet workbook (zip (.xlsx, .ods)), not CSV: open it and save it as CSV"))
    }

    @Test func anEmptyCSVIsAClearError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blank = try file("blank.csv", "\n\n", in: dir)
        let run = try Tool.run([blank, "--input-format", "csv", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: \(blank) is empty"))
    }

    @Test func aBrokenProfileIsAUsageErrorThatSaysWhere() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let profile = try file("p.yaml", "separator: \";\"\ndateformat: dd/MM/yyyy\n", in: dir)
        let run = try Tool.run(["Samples/compte-joint-2026-10.csv", "--profile", profile, "--lang", "en"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("\(profile):2:1: unknown key “dateformat” (did you mean dateFormat?)"))
        let missing = try Tool.run(["Samples/compte-joint-2026-10.csv", "--profile", "no-such-bank", "--lang", "en"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no profile file “no-such-bank” and no built-in profile of that name (built-in: "))
    }

    @Test func aBuiltInProfileIsUsedByName() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try file("lcl.csv", "02/10/2026;-45,20;Prélèvement;;PRLV EDF;\n05/10/2026;2500,00;Virement;;VIR SALAIRE;\n", in: dir)
        let run = try Tool.run(["transactions", csv, "--profile", "lcl"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"currency\": \"EUR\""))
        #expect(run.stdout.contains("\"description\": \"PRLV EDF\""))
    }

    @Test func theBenchmarkIsNotPartOfTheInstalledTool() throws {
        let help = try Tool.run(["--help"])
        #expect(help.stdout.contains("inspect"))
        #expect(!help.stdout.contains("benchmark-import"))
        // `benchmark-import` is an executable of its own (Benchmarks/ImportBenchmark): here it is a file name.
        let run = try Tool.run(["benchmark-import", "Samples/compte-joint-2026-10.csv"])
        #expect(run.status == 1)
    }
}
