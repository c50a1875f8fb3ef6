import Foundation

/// Golden files: expected rendered output kept in the repository and compared byte for byte.
///
/// A missing golden is written and reported as a failure; `RECORD_GOLDENS=1` (or the older
/// `RECORD_GOLDEN=1`) rewrites every golden a run compares, and fails each of those tests so that a
/// recording run is never green. Review the diff like code before committing it.
public enum Golden {
    /// Whether this run rewrites the goldens (`RECORD_GOLDENS=1` or `RECORD_GOLDEN=1`).
    public static var recording: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["RECORD_GOLDENS"] == "1" || env["RECORD_GOLDEN"] == "1"
    }

    /// Whether the golden file at `path` (relative to the package root) exists.
    public static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: Paths.packageRoot.appending(path: path).path)
    }

    /// Compares `actual` with the golden file at `path` (relative to the package root).
    /// Returns nil when they match, else a message for the failing test. When the golden is missing,
    /// or when recording, writes `actual` there and returns a message saying so.
    /// `normalize` is applied to the golden's text before the comparison (`actual` is taken as given).
    public static func check(_ actual: String, against path: String, normalize: (String) -> String = { $0 }) -> String? {
        let url = Paths.packageRoot.appending(path: path)
        guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
            let missing = !FileManager.default.fileExists(atPath: url.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url, options: .atomic)
            return missing
                ? "golden file \(path) was missing: written now; review it and run again"
                : "golden file \(path) rewritten (RECORD_GOLDENS=1): review the diff, then run again without RECORD_GOLDENS"
        }
        let expected = normalize(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
        if expected == actual { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        return """
            output differs from \(path) at line \(line + 1) (RECORD_GOLDENS=1 to accept):
              expected: \(line < e.count ? String(e[line]) : "<end>")
              actual:   \(line < a.count ? String(a[line]) : "<end>")
            """
    }

    // MARK: HTML reports: the page and its stylesheet, compared apart

    /// The stylesheet golden: the `<style>` block of every rendered HTML report holds exactly this.
    public static let stylesheet = "Tests/StatementKitTests/Golden/report.css"

    /// What stands in an HTML golden where the report has its `<style>…</style>` block: a link to the
    /// stylesheet golden beside it, so that the golden still opens styled in a browser.
    public static let stylesheetLink = "<link rel=\"stylesheet\" href=\"report.css\">"

    /// A rendered HTML report split into its page, with the `<style>…</style>` block replaced by
    /// `stylesheetLink`, and the stylesheet (the block's text, without the line break after `<style>`).
    /// Nil when the report has no such block.
    public static func splitStylesheet(_ html: String) -> (page: String, css: String)? {
        guard let open = html.range(of: "<style>"), let close = html.range(of: "</style>", range: open.upperBound..<html.endIndex) else {
            return nil
        }
        var css = html[open.upperBound..<close.lowerBound]
        guard css.first == "\n" else { return nil }
        css = css.dropFirst()
        return (String(html[..<open.lowerBound]) + stylesheetLink + String(html[close.upperBound...]), String(css))
    }

    /// Compares the stylesheet of a rendered HTML report with the stylesheet golden.
    public static func checkStylesheet(_ html: String) -> String? {
        guard let (_, css) = splitStylesheet(html) else { return "the report has no <style>…</style> block" }
        return check(css, against: stylesheet)
    }

    /// Compares a rendered HTML report with the golden at `path` without its stylesheet (the
    /// `<style>` block is taken out of both sides), and its stylesheet with the one stylesheet golden.
    public static func checkHTML(_ html: String, against path: String) -> String? {
        guard let (page, css) = splitStylesheet(html) else { return "\(path): the report has no <style>…</style> block" }
        let failures = [check(css, against: stylesheet), check(page, against: path) { splitStylesheet($0)?.page ?? $0 }]
        let messages = failures.compactMap { $0 }
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }
}
