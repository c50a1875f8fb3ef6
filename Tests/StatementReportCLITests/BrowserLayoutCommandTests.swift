import Foundation
import StatementKitTestSupport
import Testing

/// Every sample's HTML report in headless Chromium, as a phone (390 px) and a desktop mail reader
/// (800 px) show it, with its stylesheet and without it (as Gmail's app and many others strip
/// `<style>`): the page never scrolls sideways and every table is laid out.
@Suite(.enabled(if: ExternalTool.find("chromium") != nil,
                "chromium is not installed: the reports were not laid out in a browser (apt-get install chromium)"))
struct BrowserLayoutCommandTests {
    /// How one page is laid out in an iframe `width` px wide: its width, and its tables of no width.
    struct Layout: Equatable {
        var pageWidth: Int
        var viewport: Int
        var hiddenTables: Int
    }

    /// The pages laid out side by side in one headless Chromium, each in an iframe of its width (a
    /// window cannot be narrower than 500 px; an iframe can, and its page sees it as the viewport).
    static func layouts(_ pages: [(html: String, width: Int)]) throws -> [Layout] {
        func attribute(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let frames = pages.map { "<iframe srcdoc=\"\(attribute($0.html))\" width=\"\($0.width)\" height=\"600\" style=\"border:0\"></iframe>" }
        let host = """
            <!DOCTYPE html><html><body style="margin:0;white-space:nowrap">\(frames.joined())
            <script>window.onload = function () {
              var out = [];
              document.querySelectorAll('iframe').forEach(function (f) {
                var d = f.contentDocument.documentElement, hidden = 0;
                f.contentDocument.querySelectorAll('table').forEach(function (t) { if (t.getBoundingClientRect().width < 1) hidden++; });
                out.push(d.scrollWidth + ' ' + f.contentWindow.innerWidth + ' ' + hidden);
              });
              document.body.setAttribute('data-layout', out.join(','));
            };</script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appending(path: "statement-report-layout-\(UUID().uuidString).html")
        try host.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ExternalTool.run(ExternalTool.find("chromium")!, [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1800,800",
            "--virtual-time-budget=3000", "--dump-dom", file.absoluteString,
        ])
        let dom = run.text
        guard let start = dom.range(of: "data-layout=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            throw Failed(stderr: run.stderr)
        }
        return dom[start.upperBound..<end].split(separator: ",").map { page in
            let n = page.split(separator: " ").compactMap { Int($0) }
            return Layout(pageWidth: n[0], viewport: n[1], hiddenTables: n[2])
        }
    }

    struct Failed: Error, CustomStringConvertible {
        var stderr: String
        var description: String { "chromium gave no layout: \(stderr.suffix(400))" }
    }

    @Test func noSampleScrollsSidewaysAt390Or800WithOrWithoutItsStylesheet() throws {
        for arguments in LayoutCommandTests.reports {
            let html = try LayoutCommandTests.html(arguments, lang: "fr")
            let bare = LayoutCommandTests.withoutStylesheet(html)
            let pages = [(html, 390), (bare, 390), (html, 800), (bare, 800)]
            let layouts = try Self.layouts(pages)
            #expect(layouts.count == 4)
            for (layout, (page, width)) in zip(layouts, pages) {
                let variant = "\(arguments[0]) \(page == html ? "with" : "without") <style> at \(width) px"
                #expect(layout.viewport == width, "\(variant): the viewport is \(layout.viewport) px")
                #expect(layout.pageWidth <= width, "\(variant): the page is \(layout.pageWidth) px wide")
                #expect(layout.hiddenTables == 0, "\(variant): \(layout.hiddenTables) tables not shown")
            }
        }
    }
}
