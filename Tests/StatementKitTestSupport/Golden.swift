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
    public static func check(_ actual: String, against path: String) -> String? {
        let url = Paths.packageRoot.appending(path: path)
        guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
            let missing = !FileManager.default.fileExists(atPath: url.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return missing
                ? "golden file \(path) was missing: written now; review it and run again"
                : "golden file \(path) rewritten (RECORD_GOLDENS=1): review the diff, then run again without RECORD_GOLDENS"
        }
        let expected = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
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
}
