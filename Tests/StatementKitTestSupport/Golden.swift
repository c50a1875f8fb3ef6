import Foundation

/// Golden files: expected rendered output kept in the repository and compared byte for byte.
///
/// A missing golden is written and reported as a failure; `RECORD_GOLDEN=1` rewrites them all.
/// Review the diff like code before committing it.
public enum Golden {
    /// Compares `actual` with the golden file at `path` (relative to the package root).
    /// Returns nil when they match, else a message for the failing test.
    public static func check(_ actual: String, against path: String) -> String? {
        let url = Paths.packageRoot.appending(path: path)
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
        guard !record, let data = FileManager.default.contents(atPath: url.path) else {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return record ? nil : "golden file \(path) was missing: written now; review it and run again"
        }
        let expected = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        if expected == actual { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        return """
            output differs from \(path) at line \(line + 1) (RECORD_GOLDEN=1 to accept):
              expected: \(line < e.count ? String(e[line]) : "<end>")
              actual:   \(line < a.count ? String(a[line]) : "<end>")
            """
    }
}
