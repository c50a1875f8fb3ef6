import Foundation
import StatementKitTestSupport
import Testing

/// The email's HTML part stays whole in Gmail (under 100 KB as sent) whatever the statement: every
/// section is there, the transactions that fit are listed, and the attached CSV holds them all.
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email checks did not run (CI installs it)"))
struct EmailBudgetCommandTests {
    let addresses = ["--mail-to", "camille@example.org", "--mail-from", "releves@example.org"]
    static let limit = 100_000

    /// The `<h2>` headings of an HTML report: one per section.
    static func headings(_ html: String) -> [String] {
        html.components(separatedBy: "<h2").dropFirst().map { $0.components(separatedBy: "</h2>")[0] }
    }

    /// A CSV statement of `count` transactions over October 2026, with long descriptions.
    static func largeStatement(_ count: Int) throws -> URL {
        var text = "Date;Libellé;Montant;Devise\n"
        for i in 0..<count {
            let day = 1 + i % 31
            let amount = i % 9 == 0 ? "1 250,\(10 + i % 80)" : "-\(3 + i % 97),\(10 + i % 89)"
            text += String(format: "%02d/10/2026;CB MAGASIN NUMERO %d RUE DE LA REPUBLIQUE LYON REF %08d;%@;EUR\n", day, i, i * 7919, amount)
        }
        let url = FileManager.default.temporaryDirectory.appending(path: "statement-report-large-\(count)-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The email of `input` checked against its full HTML report: under the limit, every section,
    /// and `expected` transactions in the attached CSV when the body could not list them all.
    func check(_ input: String, transactions expected: Int?, lang: String = "fr", more: [String] = []) throws -> ParsedMail {
        let run = try Tool.run([input] + more + ["--lang", lang, "--format", "eml"] + addresses)
        #expect(run.status == 0, "\(run.stderr)")
        let m = try ParsedMail.parse(Array(run.stdout.utf8))
        let full = try Tool.run([input] + more + ["--lang", lang.split(separator: ",").first.map(String.init) ?? lang]).stdout
        #expect(m.defects == [])
        #expect(m.htmlEncodedSize > 0 && m.htmlEncodedSize < Self.limit, "\(input): \(m.htmlEncodedSize) bytes as sent")
        #expect(Self.headings(m.html ?? "") == Self.headings(full), "\(input): a section is missing from the email")
        // Outlook drops a `div` drawn as a bar: the email's charts are table cells.
        #expect(m.html?.range(of: "<div[^>]*(height|background):", options: .regularExpression) == nil, "\(input): a div drawn as a bar")
        if let expected {
            let csv = try #require(m.attachments.first { $0.type == "text/csv" }, "\(input): the transactions are not attached")
            let rows = String(decoding: csv.bytes, as: UTF8.self).split(separator: "\n").count - 1
            #expect(rows == expected, "\(input): the attached file holds every transaction")
            let cut = m.html?.contains(" sont dans le fichier joint ") == true || m.html?.contains(" in the attached file ") == true
            #expect(!cut || m.html?.contains(csv.fileName ?? "?") == true, "\(input): the body names the attached file")
        }
        return m
    }

    @Test func aGeneratedStatementOfTwoThousandTransactionsFitsAndAttachesThemAll() throws {
        let url = try Self.largeStatement(2000)
        defer { try? FileManager.default.removeItem(at: url) }
        let m = try check(url.path, transactions: 2000)
        #expect(m.html?.contains("opérations plus récentes sont dans le fichier joint") == true)
        #expect(m.attachments.map { $0.fileName ?? "" }.contains { $0.hasSuffix("-2026-10-transactions.csv") })
        let en = try check(url.path, transactions: 2000, lang: "en")
        #expect(en.html?.contains("later transactions are in the attached file") == true)
    }

    /// The households, with their configuration, over their three months: every section (charts,
    /// splits and the list of shared expenses, refunds) and still under the limit, in one language or two.
    @Test(arguments: ["fr", "en", "fr,en"])
    func theHouseholdsFit(lang: String) throws {
        for arguments in LayoutCommandTests.reports.suffix(2) {
            _ = try check(arguments[0], transactions: nil, lang: lang, more: Array(arguments.dropFirst()))
        }
    }

    @Test func everySampleFits() throws {
        for sample in try FileManager.default.contentsOfDirectory(atPath: Paths.samples.path).sorted()
        where [".csv", ".json", ".xml", ".ofx", ".qfx", ".qif"].contains(where: sample.hasSuffix) && sample != "expected.json"
            && !sample.contains("splitwise")
        {
            _ = try check("Samples/" + sample, transactions: nil)
            // Asked for, the CSV attachment holds every transaction of the statement.
            let count = try Tool.run(["transactions", "Samples/" + sample, "--format", "csv"]).stdout.split(separator: "\n").count - 1
            let run = try Tool.run(["Samples/" + sample, "--lang", "fr", "--format", "eml", "--attach", "csv"] + addresses)
            let csv = try #require(try ParsedMail.parse(Array(run.stdout.utf8)).attachments.first { $0.type == "text/csv" }, "\(sample): no CSV attached")
            #expect(String(decoding: csv.bytes, as: UTF8.self).split(separator: "\n").count - 1 == count, "\(sample): the attached file holds every transaction")
        }
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, "../shared/corpus is not beside this clone: the two largest camt statements (314 and 268 transactions) were not mailed"),
          arguments: ["camt/camt-to-coda__account_statement-3.xml", "camt/camt-to-coda__BE68793230773034-202411.xml"], ["fr", "en", "fr,en"])
    func theLargestCorpusStatementsFit(path: String, lang: String) throws {
        let input = Corpus.url(path).path
        let count = try Tool.run(["transactions", input, "--format", "csv"]).stdout.split(separator: "\n").count - 1
        _ = try check(input, transactions: count, lang: lang)
    }
}
