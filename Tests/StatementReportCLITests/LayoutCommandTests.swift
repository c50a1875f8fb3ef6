import Foundation
import StatementKitTestSupport
import Testing

/// The HTML report reads on a phone and in mail readers that strip `<style>`: everything the layout
/// needs is inline, and no sample scrolls sideways at 390 px with or without the stylesheet. The
/// email's text part is plain text in columns.
struct LayoutCommandTests {
    /// Every sample as a report: each statement alone, and the two households with their configuration.
    static let reports: [[String]] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? []
        let statements = names.sorted().filter {
            [".csv", ".json", ".xml", ".ofx", ".qfx", ".qif"].contains(where: $0.hasSuffix) && $0 != "expected.json" && !$0.contains("splitwise")
        }
        return statements.map { ["Samples/" + $0] } + [
            ["Samples/flat-42-sam-current-account-2026-09-11.csv", "--config", "Samples/flat-42.yaml"],
            ["Samples/foyer-martin-compte-commun-2026-09-11.csv", "Samples/foyer-martin-carte-camille-2026-09-11.csv",
             "--config", "Samples/foyer-martin.yaml"],
        ]
    }()

    static func html(_ arguments: [String], lang: String) throws -> String {
        let run = try Tool.run(arguments + ["--lang", lang])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return run.stdout
    }

    static func withoutStylesheet(_ html: String) -> String {
        guard let start = html.range(of: "<style>"), let end = html.range(of: "</style>") else { return html }
        return String(html[..<start.lowerBound] + html[end.upperBound...])
    }

    /// Every number `pattern` finds in `html` (`width:640px` → 640).
    static func numbers(_ pattern: String, in html: String) -> [Int] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range(at: 1), in: html).flatMap { Int(html[$0]) }
        }
    }

    @Test func theLayoutIsInlineAndNeedsNoStylesheet() throws {
        for arguments in Self.reports {
            for lang in ["fr", "en"] {
                let html = try Self.html(arguments, lang: lang)
                let name = "\(arguments[0]) \(lang)"
                // Tables are the layout: no flex or grid, no `div` drawn as a bar (Outlook drops them).
                #expect(!html.contains("display:flex") && !html.contains("display:grid"), "\(name)")
                #expect(!html.contains("<div class=\"dbar\""), "\(name): a day's bar is a div")
                #expect(html.range(of: "<div[^>]*(height|background):", options: .regularExpression) == nil, "\(name): a div drawn as a bar")
                // No fixed width wider than a phone.
                let widths = Self.numbers("[^-]width:([0-9]+)px", in: html) + Self.numbers("width=\"([0-9]+)\"", in: html)
                #expect(widths.allSatisfy { $0 <= 390 }, "\(name): fixed widths \(widths.filter { $0 > 390 })")
                // Every table says its width and its font size inline.
                for table in html.components(separatedBy: "<table").dropFirst() {
                    let tag = table.prefix(while: { $0 != ">" })
                    #expect(tag.contains("width="), "\(name): a table without its width: <table\(tag)>")
                }
                // A cell whose text can be long breaks it rather than widening the page.
                #expect(html.contains("overflow-wrap:anywhere"), "\(name)")
            }
        }
    }

    @Test func theSplitsKeepEveryColumnTheirBalanceAddsUpFrom() throws {
        let html = try Self.html(Self.reports[Self.reports.count - 2], lang: "fr")
        let splits = try #require(html.components(separatedBy: "Dépenses partagées</h2>").last)
        // Per person: paid, share, settled and balance, none in a column the narrow layout hides.
        for label in ["A payé", "Sa part", "Réglé", "Solde"] {
            #expect(splits.contains(">\(label)<"), "\(label)")
        }
        let priya = try #require(splits.components(separatedBy: ">Priya</th><td></td></tr>").dropFirst().first?.components(separatedBy: "</tbody>").first)
        #expect(!priya.contains("class=\"hn\""))
        // French figures: a pound statement read in French is written as French writes pounds.
        // The balance reads verb first, as in the Markdown report (review U13).
        #expect(["363,47", "2\u{202F}993,23", "+31,00", "doit 2\u{202F}598,76"].allSatisfy { priya.contains($0) }, "363,47 − 2 993,23 + 31,00 = −2 598,76")
    }

    @Test func theRecurringAmountsStandApart() throws {
        let html = try Self.html(Self.reports[Self.reports.count - 2], lang: "fr")
        let recurring = try #require(html.components(separatedBy: "Paiements réguliers</h2>").last?.components(separatedBy: "</table>").first)
        #expect(recurring.contains("padding-left:14px;font-weight:600"), "the yearly column is set apart from the usual amount")
    }
}
