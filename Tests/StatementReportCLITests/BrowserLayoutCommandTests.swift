import Foundation
import StatementKitTestSupport
import Testing

/// Every sample's HTML report in headless Chromium, as a phone (390 px) and a desktop mail reader
/// (800 px) show it, with its stylesheet and without it (as Gmail's app and many others strip
/// `<style>`): the page never scrolls sideways and every table is laid out; and in light and dark
/// colour schemes (Chromium's `--force-dark-mode` sets `prefers-color-scheme: dark`), every text is
/// readable on its background (a contrast of at least 3:1), and so is the cap of a cut bar of the
/// daily chart, against its bar and around it.
@Suite(.enabled(if: ExternalTool.find("chromium") != nil,
                "chromium is not installed: the reports were not laid out in a browser (apt-get install chromium)"))
struct BrowserLayoutCommandTests {
    /// How one page is laid out in an iframe `width` px wide: its width, and its tables of no width.
    struct Layout: Equatable {
        var pageWidth: Int
        var viewport: Int
        var hiddenTables: Int
        /// Texts whose colour is too close to their background's, and the first of them.
        var lowContrast: Int = 0
        var example: String = ""
    }

    /// The pages laid out side by side in one headless Chromium, each in an iframe of its width (a
    /// window cannot be narrower than 500 px; an iframe can, and its page sees it as the viewport).
    static func layouts(_ pages: [(html: String, width: Int)], dark: Bool = false) throws -> [Layout] {
        func attribute(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let frames = pages.map { "<iframe srcdoc=\"\(attribute($0.html))\" width=\"\($0.width)\" height=\"600\" style=\"border:0\"></iframe>" }
        let host = """
            <!DOCTYPE html><html><body style="margin:0;white-space:nowrap">\(frames.joined())
            <script>
            function luminance(w, e, property) {
              var m = w.getComputedStyle(e)[property].match(/[0-9.]+/g).map(Number);
              var v = m.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
              return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
            }
            function background(w, e) {
              for (; e; e = e.parentElement) {
                var m = w.getComputedStyle(e).backgroundColor.match(/[0-9.]+/g).map(Number);
                if (m.length < 4 || m[3] > 0) return luminance(w, e, 'backgroundColor');
              }
              return w.matchMedia('(prefers-color-scheme: dark)').matches ? 0 : 1;
            }
            window.onload = function () {
              var out = [];
              document.querySelectorAll('iframe').forEach(function (f) {
                var d = f.contentDocument.documentElement, hidden = 0;
                f.contentDocument.querySelectorAll('table').forEach(function (t) { if (t.getBoundingClientRect().width < 1) hidden++; });
                var low = 0, example = '';
                f.contentDocument.querySelectorAll('body *').forEach(function (e) {
                  var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim() !== ''; });
                  if (!own || e.getBoundingClientRect().width < 1) return;
                  var a = luminance(f.contentWindow, e, 'color'), b = background(f.contentWindow, e);
                  if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) < 3) {
                    if (low++ === 0) example = e.textContent.trim().slice(0, 30).replace(/[^A-Za-z0-9 ]/g, '_');
                  }
                });
                // The dark cap of a cut bar (no text): seen against the bar under it and the cell around it.
                f.contentDocument.querySelectorAll('.dcap').forEach(function (c) {
                  var w = f.contentWindow, t = c.closest('table'), bar = t.querySelector('.dbar'), a = luminance(w, c, 'backgroundColor');
                  [background(w, t.parentElement)].concat(bar ? [luminance(w, bar, 'backgroundColor')] : []).forEach(function (b) {
                    if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) < 3 && low++ === 0) example = 'cap of a cut bar';
                  });
                });
                out.push(d.scrollWidth + ' ' + f.contentWindow.innerWidth + ' ' + hidden + ' ' + low + ' ' + example);
              });
              document.body.setAttribute('data-layout', out.join(','));
            };</script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appending(path: "statement-report-layout-\(UUID().uuidString).html")
        try host.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ExternalTool.run(ExternalTool.find("chromium")!, [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1800,800",
            "--virtual-time-budget=3000", "--dump-dom",
        ] + (dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : []) + [file.absoluteString])
        let dom = run.text
        guard let start = dom.range(of: "data-layout=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            throw Failed(stderr: run.stderr)
        }
        return dom[start.upperBound..<end].split(separator: ",").map { page in
            let words = page.split(separator: " ", maxSplits: 4).map(String.init)
            let n = words.prefix(4).compactMap { Int($0) }
            return Layout(pageWidth: n[0], viewport: n[1], hiddenTables: n[2], lowContrast: n[3], example: words.count > 4 ? words[4] : "")
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
                #expect(layout.lowContrast == 0, "\(variant): \(layout.lowContrast) texts hard to read, first \(layout.example)")
            }
        }
    }

    @Test func inDarkModeNoSampleScrollsSidewaysAndEveryTextIsReadable() throws {
        for arguments in LayoutCommandTests.reports {
            let html = try LayoutCommandTests.html(arguments, lang: "en")
            let pages = [(html, 390), (html, 800)]
            let layouts = try Self.layouts(pages, dark: true)
            #expect(layouts.count == 2)
            for (layout, (_, width)) in zip(layouts, pages) {
                let variant = "\(arguments[0]) in dark mode at \(width) px"
                #expect(layout.pageWidth <= width, "\(variant): the page is \(layout.pageWidth) px wide")
                #expect(layout.hiddenTables == 0, "\(variant): \(layout.hiddenTables) tables not shown")
                #expect(layout.lowContrast == 0, "\(variant): \(layout.lowContrast) texts hard to read, first \(layout.example)")
            }
        }
    }
}
