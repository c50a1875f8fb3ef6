import StatementLocalization
import StatementModel

/// The line shown under a diagnostic, cut after `maxBytes` bytes (at a character's start, with “…”), so
/// that a line of megabytes (a file with no line breaks) never reaches the terminal whole.
package enum LineExcerpt {
    package static let maxBytes = 1_000

    /// Where the excerpt of the line `bytes[start..<end]` ends, and whether it was cut.
    package static func end(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (end: Int, cut: Bool) {
        guard end - start > maxBytes else { return (end, false) }
        var e = start + maxBytes
        while e > start, bytes[e] & 0xC0 == 0x80 { e -= 1 }
        return (e, true)
    }
}
