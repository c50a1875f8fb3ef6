import Foundation
import StatementKitTestSupport
import Testing

/// The reader's language and region on the command line: `--lang`, `--locale`, the environment, and
/// every message the tool prints, in French as in English.
@Suite struct LocaleCommandTests {
    let sample = "Samples/compte-joint-2026-10.csv"

    /// The summary row of the Markdown report.
    func summaryRow(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try Tool.run([sample, "--format", "markdown"] + arguments, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return Tool.unpadded(run.stdout).split(separator: "\n").first { $0.hasPrefix("| EUR |") }.map(String.init) ?? ""
    }

    @Test func swissFrenchWordsWithSwissRules() throws {
        let run = try Tool.run([sample, "--format", "markdown", "--locale", "fr-CH"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("# Bilan des comptes\n"))
        #expect(Tool.unpadded(run.stdout).contains("| EUR | €\u{00A0}4\u{202F}781,08 | €\u{00A0}-2\u{202F}378,76 | **€\u{00A0}+2\u{202F}402,32** | 35 opérations |"))
        #expect(run.stdout.contains("| 01.10.2026 |"), "Swiss dates have dots")
    }

    @Test(arguments: [
        (["--lang", "en", "--locale", "fr-CH"], [String: String](), "| EUR | €\u{00A0}4’781.08 | €-2’378.76 | **€+2’402.32** | 35 transactions |"),
        (["--lang", "en-GB"], [:], "| EUR | €4,781.08 | -€2,378.76 | **+€2,402.32** | 35 transactions |"),
        (["--locale", "en-AU"], [:], "| EUR | EUR\u{00A0}4,781.08 | -EUR\u{00A0}2,378.76 | **+EUR\u{00A0}2,402.32** | 35 transactions |"),
        ([], ["LANG": "fr_CA.UTF-8"], "| EUR | 4\u{00A0}781,08\u{00A0}€ | -2\u{00A0}378,76\u{00A0}€ | **+2\u{00A0}402,32\u{00A0}€** | 35 opérations |"),
        ([], ["LANG": "fr_LU.UTF-8"], "| EUR | 4.781,08\u{00A0}€ | -2.378,76\u{00A0}€ | **+2.402,32\u{00A0}€** | 35 opérations |"),
        ([], ["LC_ALL": "fr_BE.UTF-8", "LANG": "en_US.UTF-8"], "| EUR | 4\u{202F}781,08\u{00A0}€ | -2\u{202F}378,76\u{00A0}€ | **+2\u{202F}402,32\u{00A0}€** | 35 opérations |"),
        ([], ["LANG": "de_DE.UTF-8"], "| EUR | €4,781.08 | -€2,378.76 | **+€2,402.32** | 35 transactions |"),
        (["--lang", "en"], ["LANG": "fr_FR.UTF-8"], "| EUR | €4,781.08 | -€2,378.76 | **+€2,402.32** | 35 transactions |"),
    ])
    func theLocaleComesFromTheOptionsThenTheEnvironment(arguments: [String], environment: [String: String], row: String) throws {
        #expect(try summaryRow(arguments, environment: environment) == row)
    }

    @Test func periodsFollowTheRegion() throws {
        let gb = try Tool.run([sample, "--format", "markdown", "--lang", "en-GB"])
        #expect(gb.stdout.contains("**Period**: 1–31 October 2026"))
        let us = try Tool.run([sample, "--format", "markdown", "--lang", "en"])
        #expect(us.stdout.contains("**Period**: October 1–31, 2026"))
        let ca = try Tool.run([sample, "--format", "markdown"], environment: ["LANG": "fr_CA.UTF-8"])
        #expect(ca.stdout.contains("**Période**\u{00A0}: du 1er au 31\u{00A0}octobre 2026"))
        #expect(ca.stdout.contains("| 2026-10-01 |"))
    }

    /// Booking dates are calendar days: the machine's time zone, 14 hours ahead of UTC or 11 behind,
    /// moves none of them.
    @Test func noTimeZoneMovesADay() throws {
        let utc = try Tool.run([sample, "--format", "markdown", "--lang", "fr"])
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles"] {
            let run = try Tool.run([sample, "--format", "markdown", "--lang", "fr"], environment: ["TZ": zone])
            #expect(run.stdout == utc.stdout, "TZ=\(zone)")
        }
        #expect(utc.stdout.contains("| 01/10/2026 |") && utc.stdout.contains("| 31/10/2026 |"))
    }

    // MARK: - Messages

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var environment: [String: String]
        var firstLine: String
        var testDescription: String { arguments.joined(separator: " ") + " " + environment.description }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["x.csv", "--qqqqqqqq"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: option inconnue «\u{00A0}--qqqqqqqq\u{00A0}»"),
        UsageCase(arguments: ["x.csv", "--qqqqqqqq"], environment: [:], firstLine: "Error: unknown option “--qqqqqqqq”"),
        UsageCase(arguments: ["x.csv", "--foo"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: option inconnue «\u{00A0}--foo\u{00A0}»\u{00A0}: vouliez-vous dire «\u{00A0}--from\u{00A0}»\u{202F}?"),
        UsageCase(arguments: ["x.csv", "--foo"], environment: [:], firstLine: "Error: unknown option “--foo”: did you mean “--from”?"),
        UsageCase(arguments: [], environment: ["LANG": "fr_FR.UTF-8"], firstLine: "Erreur\u{00A0}: indiquez au moins un relevé à lire (<fichier> ...)"),
        UsageCase(arguments: ["x.csv", "--lang"], environment: ["LANG": "fr_FR.UTF-8"], firstLine: "Erreur\u{00A0}: indiquez une valeur après --lang <langue>"),
        UsageCase(arguments: ["x.csv", "--max-transactions", "abc"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: la valeur «\u{00A0}abc\u{00A0}» ne convient pas à --max-transactions <n>"),
        UsageCase(arguments: ["x.csv", "--max-transactions=-2"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: --max-transactions doit valoir 0 ou plus, pas -2"),
        UsageCase(arguments: ["x.csv", "--lang", "de"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: langue inconnue «\u{00A0}de\u{00A0}»\u{00A0}: utilisez fr ou en, éventuellement avec une région (fr-CH, en-GB)"),
        UsageCase(arguments: ["x.csv", "--lang", "de", "--locale", "fr-CH"], environment: [:],
                  firstLine: "Erreur\u{00A0}: langue inconnue «\u{00A0}de\u{00A0}»\u{00A0}: utilisez fr ou en, éventuellement avec une région (fr-CH, en-GB)"),
        UsageCase(arguments: ["x.csv", "--locale=fr-XX", "--lang", "fr"], environment: [:],
                  firstLine: "Erreur\u{00A0}: paramètres régionaux inconnus «\u{00A0}fr-XX\u{00A0}»\u{00A0}: utilisez fr ou en avec une région, comme fr-FR, fr-CH, fr-CA, en-GB ou en-US"),
        UsageCase(arguments: ["x.csv", "--currency", "EUX"], environment: ["LC_ALL": "fr_CH.UTF-8"],
                  firstLine: "Erreur\u{00A0}: code de devise inconnu «\u{00A0}EUX\u{00A0}»\u{00A0}: utilisez un code ISO 4217 comme EUR ou USD"),
        UsageCase(arguments: ["x.csv", "--currency", "EUX"], environment: [:],
                  firstLine: "Error: unknown currency code “EUX”: use an ISO 4217 code such as EUR or USD"),
        UsageCase(arguments: ["x.csv", "--format", "pdf", "--lang", "fr"], environment: [:],
                  firstLine: "Erreur\u{00A0}: format inconnu «\u{00A0}pdf\u{00A0}»\u{00A0}: utilisez html, markdown, text, json ou eml"),
        UsageCase(arguments: ["transactions", "x.csv", "--format", "xml"], environment: ["LANG": "fr_FR.UTF-8"],
                  firstLine: "Erreur\u{00A0}: format inconnu «\u{00A0}xml\u{00A0}»\u{00A0}: utilisez csv, json ou ledger"),
        UsageCase(arguments: ["x.csv", "--input-format", "xls", "--lang", "fr"], environment: [:],
                  firstLine: "Erreur\u{00A0}: format d’entrée inconnu «\u{00A0}xls\u{00A0}»\u{00A0}: utilisez l’un de ceux-ci\u{00A0}: csv, ofx, camt, json, qif"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsAreInTheReadersLanguageAndExit64(_ c: UsageCase) throws {
        let run = try Tool.run(c.arguments, environment: c.environment)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == c.firstLine)
    }

    @Test func aFrenchUsageErrorShowsTheUsageAndWhereToFindHelp() throws {
        let run = try Tool.run(["x.csv", "--foo"], environment: ["LANG": "fr_FR.UTF-8"])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("Utilisation\u{00A0}: statement-report report ") == true)
        #expect(lines.last == "  Voir «\u{00A0}statement-report report --help\u{00A0}» pour en savoir plus.")
    }

    @Test func anEnglishUsageErrorKeepsArgumentParsersLayout() throws {
        let run = try Tool.run(["x.csv", "--max-transactions", "abc"])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: the value “abc” is not valid for --max-transactions <n>")
        #expect(lines.dropFirst().first?.hasPrefix("Help: --max-transactions <n>  List at most") == true)
        #expect(lines.last == "  See “statement-report report --help” for more information.")
    }

    @Test func helpIsFrenchAndSucceedsUnderAFrenchLocale() throws {
        let run = try Tool.run(["--help"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("UTILISATION\u{00A0}: statement-report"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aMissingFileIsReportedInTheLanguageOfLCALL() throws {
        let run = try Tool.run(["manquant.csv"], environment: ["LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stderr == "manquant.csv: erreur\u{00A0}: fichier introuvable\u{00A0}: manquant.csv\n")
    }

    @Test func aRejectedRowIsAFrenchWarning() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "bad.csv")
        try "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try Tool.run([file.path, "--format", "markdown"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("\(file.path):3:27: avertissement\u{00A0}: «\u{00A0}-12,3,4\u{00A0}» n’est pas un montant\u{00A0}: les milliers se groupent par trois chiffres\n"))
        #expect(run.stdout.contains("2 lignes lues, 1 importée, 1 rejetée"))
    }

    @Test func aReportThatCannotBeWrittenSaysWhyInFrench() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "a-file")
        try Data("x".utf8).write(to: file)
        let target = file.path + "/r.html"
        let run = try Tool.run([sample, "-o", target], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stderr == "\(target): erreur\u{00A0}: impossible d’écrire \(target)\u{00A0}: un élément du chemin n’est pas un dossier\n")
        let missing = dir.path + "/no-such-folder/r.html"
        let english = try Tool.run([sample, "-o", missing])
        #expect(english.status == 1)
        #expect(english.stderr == "\(missing): error: cannot write \(missing): no such file or folder\n")
    }
}
