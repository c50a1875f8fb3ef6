import Foundation
import StatementKitTestSupport
import Testing

/// Every currency of ISO 4217 in one statement: the summary alone is over the email's limit. The
/// body keeps every section's heading, says that even the summary is in the attached report, and
/// the full report and every transaction travel with it.
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email checks did not run (CI installs it)"))
struct EmailSummaryTooLongTests {
    let mail = EmailBudgetCommandTests()

    @Test func aSummaryOfEveryCurrencyIsLeftToTheAttachedReport() throws {
        let table = try String(contentsOf: Paths.packageRoot.appending(path: "Resources/currencies.tsv"), encoding: .utf8)
        let codes = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix(3)) }.filter { $0 != "XXX" }
        #expect(codes.count > 150)
        var text = "Date;Libellé;Montant;Devise\n"
        for (i, code) in codes.enumerated() {
            text += "01/10/2026;CB MAGASIN \(i);-12,50;\(code)\n15/10/2026;VIREMENT SALAIRE \(i);1200,00;\(code)\n"
        }
        let url = FileManager.default.temporaryDirectory.appending(path: "statement-report-every-currency-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let full = try Tool.run([url.path, "--lang", "fr"]).stdout
        #expect(EmailBudgetCommandTests.headings(full).count > 3)

        let run = try Tool.run([url.path, "--lang", "fr", "--format", "eml"] + mail.addresses)
        #expect(run.status == 0, "\(run.stderr)")
        let m = try ParsedMail.parse(Array(run.stdout.utf8))
        #expect(m.htmlEncodedSize > 0 && m.htmlEncodedSize < EmailBudgetCommandTests.limit, "\(m.htmlEncodedSize) bytes as sent")
        let html = try #require(m.html)
        #expect(html.contains("Même le résumé de ce rapport est trop long pour un courriel\u{00A0}: le rapport entier est dans le fichier joint"))
        #expect(EmailBudgetCommandTests.headings(html) == EmailBudgetCommandTests.headings(full), "every section still named")
        let report = try #require(EmailBudgetYearTests.attachedReport(m), "the full report is not attached")
        #expect(String(decoding: report.bytes, as: UTF8.self) == full, "the attached report is the whole report")
        let csv = try #require(m.attachments.first { $0.type == "text/csv" })
        let count = try Tool.run(["transactions", url.path, "--format", "csv"]).stdout.split(separator: "\n").count - 1
        #expect(count > 300)
        #expect(String(decoding: csv.bytes, as: UTF8.self).split(separator: "\n").count - 1 == count, "every transaction attached")
        #expect(m.plain?.contains("Même le résumé") == true, "the text part says so too")
    }
}
