import Foundation
import StatementKitTestSupport
import Testing

/// A monthly report read with a history (issue 22), as a cron job writes it: the comparison with
/// the months the history holds and the recurring payments found over them — a price rise, a
/// payment that did not come, a subscription new this month — in French and English, Markdown, HTML,
/// JSON and text (the email's text part), against goldens in `Golden/history/`.
@Suite struct HistoryReportGoldenTests {
    static let fixture = "Tests/StatementKitTests/Fixtures/history/household-2026-08-11.csv"

    /// Three monthly downloads of one account that overlap by half a month: August–September,
    /// mid-September–October, mid-October–November.
    static func downloads(in dir: URL) throws -> [String] {
        let text = try String(contentsOf: Paths.packageRoot.appending(path: fixture), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let header = lines.removeFirst()
        let periods = [("2026-08-01", "2026-09-30"), ("2026-09-15", "2026-10-31"), ("2026-10-15", "2026-11-30")]
        return try periods.enumerated().map { i, period in
            let kept = lines.filter { line in
                let d = line.prefix(10).split(separator: "/")
                let iso = "\(d[2])-\(d[1])-\(d[0])"
                return iso >= period.0 && iso <= period.1
            }
            let path = dir.appending(path: "releve-\(i + 1).csv").path
            try (([header] + kept).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test(arguments: [("fr", "md"), ("en", "md"), ("fr", "html"), ("en", "html"), ("fr", "json"), ("en", "json"), ("fr", "text"),
                      ("en", "text")])
    func novembersReportFromTheHistoryMatchesItsGolden(lang: String, format: String) throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.downloads(in: dir)
        let history = dir.appending(path: "history.sqlite").path
        // August to October recorded by earlier runs; November's download read with the history.
        let imported = try Tool.run(["history", "import", "--history", history, files[0], files[1], "--lang", "en"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let run = try Tool.run([files[2], "--history", history, "--from", "2026-11-01", "--to", "2026-11-30", "--lang", lang,
                                "--format", format, "--sections", "summary,comparison,recurring"])
        #expect(run.status == 0, "\(run.stderr)")
        let golden = "Tests/StatementKitTests/Golden/history/household-2026-11.\(lang).\(format == "text" ? "txt" : format)"
        let failure = format == "html" ? Golden.checkHTML(run.stdout, against: golden) : Golden.check(run.stdout, against: golden)
        #expect(failure == nil, "\(failure ?? "")")
        // What the goldens must show (read from the Markdown, in English).
        if lang == "en", format == "md" {
            let text = Tool.unpadded(run.stdout)
            #expect(text.contains("Earlier months read from the history: October 2026."), "\(text)")
            #expect(text.contains("price up from €13.49 on"), "\(text)")
            #expect(text.contains("new this period"), "\(text)")
            #expect(text.contains("no payment found"), "\(text)")
            // November's café (whose statement text is markup, `CB <b>CAFE</b> | DU *PORT*`) counts in restaurants.
            #expect(text.contains("| 🍽️ Restaurants & cafés | €55.70 | €45.00 | +24% |"), "\(text)")
        }
    }
}
