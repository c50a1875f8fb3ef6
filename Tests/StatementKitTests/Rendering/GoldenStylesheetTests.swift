import Foundation
import StatementKitTestSupport
import Testing

/// HTML goldens are compared without the report's stylesheet, which has one golden of its own: a
/// change of the stylesheet fails against `Golden/report.css` alone, a change of the page against the
/// page's golden alone.
@Suite(.disabled(if: Golden.recording, "RECORD_GOLDENS=1: these checks would overwrite the goldens with altered reports"))
struct GoldenStylesheetTests {
    static let golden = "Tests/StatementKitTests/Golden/compte-joint-2026-10.en.html"

    /// The report the golden stands for: its page with the stylesheet put back in place of the link.
    static func report(css: String? = nil) throws -> String {
        let page = try String(contentsOf: Paths.packageRoot.appending(path: golden), encoding: .utf8)
        let stylesheet = try css ?? String(contentsOf: Paths.packageRoot.appending(path: Golden.stylesheet), encoding: .utf8)
        return page.replacingOccurrences(of: Golden.stylesheetLink, with: "<style>\n" + stylesheet + "</style>")
    }

    @Test func theStyleBlockIsSplitOffAndALinkTakesItsPlace() throws {
        let (page, css) = try #require(Golden.splitStylesheet("<head>\n<style>\nbody { margin: 0; }\n</style>\n</head>\n"))
        #expect(page == "<head>\n<link rel=\"stylesheet\" href=\"report.css\">\n</head>\n")
        #expect(css == "body { margin: 0; }\n")
        #expect(Golden.splitStylesheet("<head></head>") == nil)
    }

    @Test func theGoldenWithItsStylesheetIsTheReport() throws {
        #expect(Golden.checkHTML(try Self.report(), against: Self.golden) == nil)
    }

    @Test func aChangedStylesheetFailsAgainstTheStylesheetGoldenOnly() throws {
        let css = try String(contentsOf: Paths.packageRoot.appending(path: Golden.stylesheet), encoding: .utf8)
        let failure = try #require(Golden.checkHTML(try Self.report(css: css + "p { color: red; }\n"), against: Self.golden))
        #expect(failure.hasPrefix("output differs from \(Golden.stylesheet)"))
        #expect(!failure.contains(Self.golden))
    }

    @Test func aChangedPageFailsAgainstThePageGoldenOnly() throws {
        let changed = try Self.report().replacingOccurrences(of: "<title>Statement report</title>", with: "<title>Report</title>")
        let failure = try #require(Golden.checkHTML(changed, against: Self.golden))
        #expect(failure.hasPrefix("output differs from \(Self.golden)"))
        #expect(!failure.contains(Golden.stylesheet))
    }
}
