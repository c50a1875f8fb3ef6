import Foundation
import StatementKitTestSupport
import Testing

/// A year of statements does not fit in an email whole: twelve daily charts and the shared expenses
/// come on top of the transactions. The email cuts the transactions first, then the shared
/// expenses, then the daily charts (the latest months stay), says each cut where it happened, and
/// attaches what it cut: every transaction as CSV, the full report as HTML.
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email checks did not run (CI installs it)"))
struct EmailBudgetYearTests {
    let mail = EmailBudgetCommandTests()

    /// The foyer-martin household's three months, four times over, each copy three months later
    /// than the one before: September 2026 to August 2027, the file names still saying whose account.
    static func householdYear() throws -> (folder: URL, files: [String]) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "statement-report-year-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for account in ["compte-commun", "carte-camille"] {
            let text = try String(contentsOf: Paths.samples.appending(path: "foyer-martin-\(account)-2026-09-11.csv"), encoding: .utf8)
            for quarter in 0..<4 {
                let url = folder.appending(path: "foyer-martin-\(account)-q\(quarter + 1).csv")
                try shifted(text, months: 3 * quarter).write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
        }
        return (folder, files)
    }

    /// `text` with every `dd/mm/yyyy` moved `months` later (days past a month's end on its last day).
    static func shifted(_ text: String, months: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let parts = line.split(separator: ";", omittingEmptySubsequences: false)
            guard let first = parts.first, first.count == 10, first.split(separator: "/").count == 3 else { return String(line) }
            let dmy = first.split(separator: "/").compactMap { Int($0) }
            let total = dmy[2] * 12 + dmy[1] - 1 + months
            let (year, month) = (total / 12, total % 12 + 1)
            let length = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            let date = String(format: "%02d/%02d/%04d", min(dmy[0], length), month, year)
            return ([date] + parts.dropFirst().map(String.init)).joined(separator: ";")
        }.joined(separator: "\n")
    }

    static func transactionCount(_ inputs: [String]) throws -> Int {
        try Tool.run(["transactions"] + inputs + ["--format", "csv"]).stdout.split(separator: "\n").count - 1
    }

    /// The attached full report, when the body cut more than the transactions.
    static func attachedReport(_ m: ParsedMail) -> ParsedMail.Attachment? {
        m.attachments.first { $0.type == "text/html" && m.html?.contains($0.fileName ?? "?") == true }
    }

    /// How many daily charts a report draws.
    static func dailyCharts(_ html: String) -> Int {
        html.components(separatedBy: "aria-label=\"Dépenses par jour").count + html.components(separatedBy: "aria-label=\"Spending per day").count - 2
    }

    @Test(arguments: ["fr", "en", "fr,en"])
    func aYearOfTheHouseholdFitsWithItsChartsCutAndSaysSo(lang: String) throws {
        let (folder, files) = try Self.householdYear()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = try Self.transactionCount(files)
        #expect(count > 250)
        let m = try mail.check(files[0], transactions: count, lang: lang, more: Array(files.dropFirst()) + ["--config", "Samples/foyer-martin.yaml"])
        let html = m.html ?? ""
        let french = lang.hasPrefix("fr")
        // The transactions were cut to none, the shared expenses too, then the daily charts (the
        // latest months first kept; here none), the balance and the months side by side with them.
        #expect(html.contains(french ? "opérations plus récentes sont dans le fichier joint" : "later transactions are in the attached file"))
        #expect(html.contains(french ? "ne sont pas listées ici\u{00A0}: voir le rapport joint" : "are not listed here: see the attached report"))
        #expect(html.contains(french ? "Les graphiques de cette section (12 mois)" : "The charts of this section (12 months)")
            || html.contains(french ? "Les graphiques par jour des" : "The daily charts of"))
        #expect(html.contains(french ? "Le graphique mois par mois est dans le rapport joint" : "The month-by-month chart is in the attached report"))
        #expect(Self.dailyCharts(html) < 12, "\(Self.dailyCharts(html)) daily charts in the email")
        // Every section is there: nothing had to be left out whole.
        #expect(!html.contains(french ? "Cette section ne tient pas" : "This section does not fit"))
        let report = try #require(Self.attachedReport(m), "the full report is not attached")
        let full = String(decoding: report.bytes, as: UTF8.self)
        #expect(Self.dailyCharts(full) == 12, "the attached report charts every month")
    }

    /// Thirty currencies over a year: even with no transaction, no shared expense and no daily chart,
    /// the sections are too long; the last ones are replaced by their heading and a sentence.
    @Test func thirtyCurrenciesOverAYearFitBySectionsLeftOut() throws {
        let codes = ["EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BGN",
                     "NZD", "SGD", "HKD", "MXN", "BRL", "ZAR", "INR", "CNY", "KRW", "TRY", "ILS", "THB", "MYR", "PHP", "ISK"]
        var text = "Date;Libellé;Montant;Devise\n"
        for i in 0..<3000 {
            let (day, month) = (1 + i % 28, 1 + (i / 28) % 12)
            text += String(format: "%02d/%02d/2026;CB MAGASIN NUMERO %d RUE DE LA REPUBLIQUE;-%d,%02d;%@\n", day, month, i % 400, 3 + i % 97, i % 100, codes[i % codes.count])
        }
        let url = FileManager.default.temporaryDirectory.appending(path: "statement-report-currencies-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Tool.run([url.path, "--lang", "fr", "--format", "eml"] + mail.addresses)
        #expect(run.status == 0, "\(run.stderr)")
        let m = try ParsedMail.parse(Array(run.stdout.utf8))
        #expect(m.htmlEncodedSize > 0 && m.htmlEncodedSize < EmailBudgetCommandTests.limit, "\(m.htmlEncodedSize) bytes as sent")
        #expect(m.html?.contains("Cette section ne tient pas dans un courriel\u{00A0}: elle est dans le rapport joint") == true)
        #expect(Self.attachedReport(m) != nil, "the full report is not attached")
        let csv = try #require(m.attachments.first { $0.type == "text/csv" })
        #expect(String(decoding: csv.bytes, as: UTF8.self).split(separator: "\n").count - 1 == 3000)
    }
}
