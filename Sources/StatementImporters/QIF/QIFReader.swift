import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Cuts QIF text into headers (`!Type:Bank`, `!Account`, `!Option:AutoSwitch`) and records of
/// one-letter fields ending at `^`, over bytes.
///
/// Lines end with LF, CRLF or CR; trailing spaces and tabs are dropped. Text is UTF-8 when the
/// whole file is valid UTF-8, else Windows-1252 (what Quicken and Microsoft Money write).
package struct QIFReader {
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the text is read as Windows-1252 rather than UTF-8.
    package let isWindows1252: Bool
    private var offset: Int
    private var line = 0

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        self.offset = start
        self.isWindows1252 = !QIFReader.isUTF8(bytes, from: start)
    }

    /// One line: its number, its content's byte range (without the line end and trailing spaces).
    package struct Line {
        package var number: Int
        package var range: Range<Int>
    }

    /// What the next thing in the file is.
    package enum Item {
        /// A `!` line: `Type:Bank`, `Account`, `Option:AutoSwitch` (without the `!`).
        case header(String, Line)
        /// The fields of one record, in order, and the line of its `^` (nil when the file ends first).
        case record([Field], end: Line?)
    }

    package struct Field {
        /// The field's letter (`D`, `T`, `P`, `S`, `$`, ...), upper-cased.
        package var code: UInt8
        package var line: Line
        /// The value's bytes (after the letter).
        package var value: Range<Int>
    }

    package mutating func nextLine() -> Line? {
        guard offset < bytes.count else { return nil }
        let start = offset
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        offset = end
        if offset < bytes.count, bytes[offset] == 0x0D { offset += 1 }
        if offset < bytes.count, bytes[offset] == 0x0A, offset == end || bytes[offset - 1] == 0x0D { offset += 1 }
        line += 1
        var trimmed = end
        while trimmed > start, bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09 { trimmed -= 1 }
        return Line(number: line, range: start..<trimmed)
    }

    /// The next header or record; nil at the end. Blank lines are passed over.
    package mutating func next() -> Item? {
        var fields: [Field] = []
        while let l = nextLine() {
            var start = l.range.lowerBound
            while start < l.range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            guard start < l.range.upperBound else { continue }
            let code = bytes[start]
            if code == UInt8(ascii: "!") {
                guard fields.isEmpty else {
                    // A header right after a record with no `^`: end the record, read the header next.
                    offset = l.range.lowerBound
                    line -= 1
                    return .record(fields, end: nil)
                }
                return .header(text(start + 1..<l.range.upperBound), l)
            }
            if code == UInt8(ascii: "^") { return .record(fields, end: l) }
            fields.append(Field(code: code >= 0x61 && code <= 0x7A ? code - 0x20 : code, line: l, value: (start + 1)..<l.range.upperBound))
        }
        return fields.isEmpty ? nil : .record(fields, end: nil)
    }

    /// Text of a byte range, decoded as the file is.
    package func text(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard isWindows1252 else { return String(decoding: slice, as: UTF8.self) }
        var s = String.UnicodeScalarView()
        for b in slice { s.append(QIFReader.windows1252(b)) }
        return String(s)
    }

    /// The whole line, for excerpts under messages.
    package func lineText(_ l: Line) -> String {
        let excerpt = LineExcerpt.end(bytes, l.range.lowerBound, l.range.upperBound)
        return text(l.range.lowerBound..<excerpt.end) + (excerpt.cut ? "…" : "")
    }

    /// The column (1-based, in characters) of byte `offset` on line `l`.
    package func column(_ offset: Int, on l: Line) -> Int {
        let slice = UnsafeBufferPointer(rebasing: bytes[l.range.lowerBound..<min(max(offset, l.range.lowerBound), l.range.upperBound)])
        if isWindows1252 { return slice.count + 1 }
        return slice.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    package static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var i = start
        while i < bytes.count {
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            let n = JSONReader.utf8SequenceLength(bytes, at: i, end: bytes.count)
            if n == 0 { return false }
            i += n
        }
        return true
    }

    /// Windows-1252 to Unicode: Latin-1, except 0x80–0x9F, which hold `€`, curly quotes, dashes, `Œ`...
    package static func windows1252(_ b: UInt8) -> Unicode.Scalar {
        guard b >= 0x80, b < 0xA0 else { return Unicode.Scalar(b) }
        let table: [UInt32] = [
            0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
            0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
        ]
        return Unicode.Scalar(table[Int(b - 0x80)])!
    }
}
