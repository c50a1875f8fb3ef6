import Foundation
import StatementKitTestSupport
import Testing

/// The email's text/plain part and `--format text`: plain text in columns for a monospaced font,
/// with no Markdown left in it, no line over 78 characters, and the HTML's numbers.
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email checks did not run (CI installs it)"))
struct TextPartCommandTests {
    let addresses = ["--mail-to", "camille@example.org", "--mail-from", "releves@example.org"]

    /// The summary's net amount in the HTML report (`+2 202,32 €`).
    static func net(inHTML html: String) -> String? {
        guard let summary = html.components(separatedBy: "</h2>").dropFirst().first,
              let row = summary.components(separatedBy: "<tr>").map({ $0.components(separatedBy: "</tr>")[0] })
                  .last(where: { $0.contains("font-size:20px") }),
              let cell = row.components(separatedBy: "\">").last?.components(separatedBy: "</td>").first
        else { return nil }
        return cell
    }

    /// Every total of the HTML's summary, for every currency (money in, money out, net).
    static func totals(inHTML html: String) -> [String] {
        html.components(separatedBy: "font-size:20px").dropFirst().compactMap {
            $0.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</td>").first
        }
    }

    @Test func everySamplesTextPartIsPlainAndSaysWhatTheHTMLSays() throws {
        for arguments in LayoutCommandTests.reports {
            for lang in ["fr", "en"] {
                let run = try Tool.run(arguments + ["--lang", lang, "--format", "eml"] + addresses)
                #expect(run.status == 0, "\(run.stderr)")
                let m = try ParsedMail.parse(Array(run.stdout.utf8))
                let text = try #require(m.plain)
                let name = "\(arguments[0]) \(lang)"
                for markup in ["\\", "**", "|:--", "| :--", "--: |"] {
                    #expect(!text.contains(markup), "\(name): \(markup) in the text part")
                }
                let long = text.split(separator: "\n").filter { $0.count > 78 }
                #expect(long.isEmpty, "\(name): lines over 78 characters: \(long.prefix(3))")
                let net = try #require(Self.net(inHTML: m.html ?? ""), "\(name): no net amount in the HTML's summary")
                #expect(text.contains(net), "\(name): the HTML's net \(net) is not in the text")
                let totals = Self.totals(inHTML: m.html ?? "")
                #expect(totals.count >= 3, "\(name): the HTML's summary has money in, out and net")
                for total in totals { #expect(text.contains(total), "\(name): the HTML's total \(total) is not in the text") }
                // The daily chart's scale is written out in the text too.
                let days = ["Échelle : de 0 à", "Scale: 0 to"].map { $0.replacingOccurrences(of: " :", with: "\u{00A0}:") }
                #expect((m.html ?? "").contains("class=\"dbar\"") == false || days.contains { text.contains($0) }, "\(name): a daily chart without its scale in the text")
                let plain = try Tool.run(arguments + ["--lang", lang, "--format", "text"]).stdout
                // The same text, unless the email had to leave transactions to an attachment.
                #expect(text == plain || m.attachments.contains { $0.type == "text/csv" }, "\(name): --format text differs from the text part: \(text.count) and \(plain.count) characters")
            }
        }
    }

    @Test func amountsLineUpOnTheRight() throws {
        let text = try Tool.run(["Samples/compte-joint-2026-10.csv", "--lang", "fr", "--format", "text"]).stdout
        // The spending table (the first paragraph of the section with several amounts, after the total,
        // the refunds and the bars' scale): every amount ends in the same column.
        let paragraphs = try #require(text.components(separatedBy: "Dépenses par catégorie\n").last?.components(separatedBy: "\n\n"))
        let section = try #require(paragraphs.first { $0.split(separator: "\n").filter { $0.contains("€") }.count > 3 })
        let rows = section.split(separator: "\n").filter { $0.contains("€") }
        #expect(rows.count > 3)
        let ends = Set(rows.map { row in row.distance(from: row.startIndex, to: row.range(of: "€", options: .backwards)!.upperBound) })
        #expect(ends.count == 1, "\(rows)")
        #expect(text.hasPrefix("Relevé de compte\n================\n") || text.contains("\n====="), "a title underlined")
    }

    @Test func aTxtFileIsPlainText() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "statement-report-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "report.txt").path
        let run = try Tool.run(["Samples/compte-joint-2026-10.csv", "--lang", "en", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text == (try Tool.run(["Samples/compte-joint-2026-10.csv", "--lang", "en", "--format", "text"])).stdout)
        #expect(!text.contains("|") && !text.contains("**"))
    }
}
