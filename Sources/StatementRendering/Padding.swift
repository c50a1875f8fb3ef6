/// Runs of spaces or dashes appended in place, for the columns of `MarkdownTable` and `PlainText`:
/// taken from a run made once instead of a `String(repeating:count:)` made, appended and freed for
/// each cell.
package enum Padding {
    private static let spaceRun = String(repeating: " ", count: 80)
    private static let dashRun = String(repeating: "-", count: 80)

    /// `count` spaces at the end of `out`.
    package static func spaces(_ count: Int, to out: inout String) { append(count, of: spaceRun, to: &out) }

    /// `count` dashes at the end of `out`.
    package static func dashes(_ count: Int, to out: inout String) { append(count, of: dashRun, to: &out) }

    /// `count` characters of `run` (one character repeated), a run's length at a time.
    private static func append(_ count: Int, of run: String, to out: inout String) {
        var left = count
        while left > 0 {
            let n = min(left, run.utf8.count)
            // `append(contentsOf:)` with a `Substring` is String's own; `+=` goes through the generic one.
            out.append(contentsOf: run[..<run.utf8.index(run.utf8.startIndex, offsetBy: n)])
            left -= n
        }
    }
}
