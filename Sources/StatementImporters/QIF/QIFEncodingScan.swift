import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The first look at a QIF file, read forward with bounded memory: whether it is UTF-8 (it is read as
/// Windows-1252 otherwise, as Quicken and Microsoft Money write it), and, for a file that does not start
/// with a header, its first line with content.
package enum QIFEncodingScan {
    /// Whether the file (after a byte-order mark) is valid UTF-8. With `stoppingAtLongLine`, the read
    /// stops at a line longer than `QIFReader.maxLineBytes` (the reader refuses it: what follows is
    /// never read) and says what it saw so far.
    package static func isUTF8(_ window: InputWindow, stoppingAtLongLine: Bool = true) -> Bool {
        var i = byteOrderMarkLength(window)
        // Bytes since the last line break, told a chunk at a time (enough to stop: the reader is exact).
        var sinceBreak = 0
        var counted = i
        while true {
            let base = window.origin
            let end = window.end
            while i < end {
                // Eight ASCII bytes at a time.
                while i + 8 <= end, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
                guard i < end else { break }
                if base[i] < 0x80 {
                    i += 1
                    continue
                }
                // A sequence cut by the end of what is held: read on first.
                if i + 3 >= end, !window.isComplete { break }
                let n = JSONReader.utf8SequenceLength(base, at: i, end: end)
                if n == 0 { return false }
                i += n
            }
            if stoppingAtLongLine {
                sinceBreak = lastBreak(base, from: counted, to: min(i, end)).map { min(i, end) - $0 - 1 } ?? sinceBreak + (min(i, end) - counted)
                counted = min(i, end)
                if sinceBreak > QIFReader.maxLineBytes { return true }
            }
            if !window.more(keeping: i) {
                if i >= window.end { return true }
                // The last bytes: a sequence cut by the end of the file is not UTF-8.
                let tail = window.origin
                let n = JSONReader.utf8SequenceLength(tail, at: i, end: window.end)
                if n == 0 { return false }
                i += n
            }
        }
    }

    /// 3 for a UTF-8 byte-order mark at the start, else 0.
    package static func byteOrderMarkLength(_ window: InputWindow) -> Int {
        window.startsWithUTF8BOM() ? 3 : 0
    }

    /// The offset of the last line break in `base[from..<to]`.
    private static func lastBreak(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var k = to - 1
        while k >= from {
            if base[k] == 0x0A || base[k] == 0x0D { return k }
            k -= 1
        }
        return nil
    }

    /// The first line holding more than spaces and tabs: its number, its first bytes (at most
    /// `LineExcerpt.maxBytes + 1`, trailing spaces and tabs dropped) and its length so trimmed; nil when
    /// the file holds nothing but white space. Lines are not limited here: only their first bytes are kept.
    package static func firstLine(_ window: InputWindow) -> (number: Int, start: [UInt8], length: Int)? {
        var i = byteOrderMarkLength(window)
        var number = 1
        var start: [UInt8] = []
        var length = 0
        var lastContent = -1
        var afterCarriageReturn = false
        while i < window.end || window.more(keeping: i) {
            let base = window.origin
            let end = window.end
            while i < end {
                let b = base[i]
                i += 1
                if afterCarriageReturn {
                    afterCarriageReturn = false
                    if b == 0x0A { continue }  // CRLF: one line break
                }
                if b == 0x0A || b == 0x0D {
                    if lastContent >= 0 { return (number, Array(start.prefix(lastContent + 1)), lastContent + 1) }
                    afterCarriageReturn = b == 0x0D
                    number += 1
                    start.removeAll(keepingCapacity: true)
                    length = 0
                    continue
                }
                if length <= LineExcerpt.maxBytes { start.append(b) }
                if b != 0x20, b != 0x09 { lastContent = length }
                length += 1
            }
        }
        return lastContent >= 0 ? (number, Array(start.prefix(lastContent + 1)), lastContent + 1) : nil
    }
}
