import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Cuts QIF text into headers (`!Type:Bank`, `!Account`, `!Option:AutoSwitch`) and records of
/// one-letter fields ending at `^`, over bytes.
///
/// Lines end with LF, CRLF or CR; trailing spaces and tabs are dropped. Text is UTF-8 when the
/// whole file is valid UTF-8, else Windows-1252 (what Quicken and Microsoft Money write): the caller
/// says which (`QIFEncodingScan`). The file is read forward through an `InputWindow` that keeps the
/// item being read (its fields' bytes can be read until the next `next()`), so memory is one record
/// whatever the size of the file; a line longer than `maxLineBytes` or a record longer than
/// `maxRecordBytes` is an error, met without reading further.
package struct QIFReader {
    package let window: InputWindow
    /// The window's bytes as this reader last saw them (`base[i]` is the byte at offset `i`, below
    /// `held`): read without a call per line. Copies of the reader read `bytes(_:)` from the window.
    private var base: UnsafePointer<UInt8>
    private var held: Int
    package let file: String
    /// Whether the text is read as Windows-1252 rather than UTF-8.
    package let isWindows1252: Bool
    private var offset: Int
    private var line = 0
    /// Where the item being read starts (its first field's line, once it has one) and that line's
    /// number: its bytes are kept.
    private var itemStart: Int
    private var itemLine = 0

    /// No QIF field is this long: a line past it is refused (a safety limit, like CSV's, JSON's and OFX's).
    package static let maxLineBytes = 1 << 20
    /// A record (from its first line to its `^`) past this is refused: its bytes are held while it is read.
    package static let maxRecordBytes = 4 << 20

    package init(_ window: InputWindow, file: String, isWindows1252: Bool) {
        self.window = window
        self.file = file
        self.isWindows1252 = isWindows1252
        let bom = window.startsWithUTF8BOM()
        self.offset = bom ? 3 : 0
        self.itemStart = offset
        self.base = window.origin
        self.held = window.end
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

    /// Reads on, keeping the item being read; false at the end of the file. `base` and `held` follow.
    @inline(never)
    private mutating func more() -> Bool {
        let read = window.more(keeping: itemStart)
        base = window.origin
        held = window.end
        return read
    }

    /// The offset of the first CR or LF at or after `start` among the bytes held (`held` when none),
    /// eight bytes at a time.
    @inline(__always)
    private func lineBreak(from start: Int) -> Int {
        var i = start
        let raw = UnsafeRawPointer(base)
        while i + 8 <= held {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let hit = CSVReader.matches(w, 0x0A) | CSVReader.matches(w, 0x0D)
            if hit != 0 { return i + hit.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < held, base[i] != 0x0A, base[i] != 0x0D { i += 1 }
        return i
    }

    package mutating func nextLine() throws(ImportError) -> Line? {
        if offset >= held, !more() { return nil }
        let start = offset
        var end = offset
        while true {
            end = lineBreak(from: end)
            if end - start > QIFReader.maxLineBytes { throw tooLong(Message("qif.lineTooLong", ["limit": .number(QIFReader.maxLineBytes)]), start, line + 1) }
            if end - itemStart > QIFReader.maxRecordBytes { throw recordTooLong() }  // only once it has a field: lines are shorter
            if end < held || !more() { break }
        }
        offset = end
        // The line break: CR, LF or CRLF (the byte after a CR read first when it is not held yet).
        if offset + 1 >= held { _ = more() }
        if offset < held, base[offset] == 0x0D { offset += 1 }
        if offset < held, base[offset] == 0x0A, offset == end || base[offset - 1] == 0x0D { offset += 1 }
        line += 1
        var trimmed = end
        while trimmed > start, base[trimmed - 1] == 0x20 || base[trimmed - 1] == 0x09 { trimmed -= 1 }
        return Line(number: line, range: start..<trimmed)
    }

    /// The next header or record; nil at the end. Blank lines are passed over.
    package mutating func next() throws(ImportError) -> Item? {
        var fields: [Field] = []
        itemStart = offset
        while let l = try nextLine() {
            var start = l.range.lowerBound
            while start < l.range.upperBound, base[start] == 0x20 || base[start] == 0x09 { start += 1 }
            guard start < l.range.upperBound else {
                if fields.isEmpty { itemStart = offset }
                continue
            }
            let code = base[start]
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
            if fields.isEmpty {
                itemStart = l.range.lowerBound
                itemLine = l.number
            }
            fields.append(Field(code: code >= 0x61 && code <= 0x7A ? code - 0x20 : code, line: l, value: (start + 1)..<l.range.upperBound))
        }
        return fields.isEmpty ? nil : .record(fields, end: nil)
    }

    /// The item last read, for reading its bytes and text.
    package var contents: QIFBytes { QIFBytes(window, isWindows1252: isWindows1252) }

    /// The bytes of a range of the item last read.
    package func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { contents.bytes(range) }

    /// Text of a byte range of the item last read, decoded as the file is.
    package func text(_ range: Range<Int>) -> String { contents.text(range) }

    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, windows1252: Bool) -> String {
        guard windows1252 else { return String(decoding: bytes, as: UTF8.self) }
        var s = String.UnicodeScalarView()
        for b in bytes { s.append(QIFReader.windows1252(b)) }
        return String(s)
    }

    /// The whole line, for excerpts under messages.
    package func lineText(_ l: Line) -> String { contents.lineText(l) }

    /// The start of a line of `length` bytes (`LineExcerpt.maxBytes` of them, then “…”), decoded; `line`
    /// holds its first bytes (all of them, or at least `LineExcerpt.maxBytes + 1`).
    package static func excerpt(_ line: UnsafeBufferPointer<UInt8>, length: Int, windows1252: Bool) -> String {
        let excerpt = LineExcerpt.end(line, 0, length)
        return decode(UnsafeBufferPointer(rebasing: line[0..<excerpt.end]), windows1252: windows1252) + (excerpt.cut ? "…" : "")
    }

    /// The column (1-based, in characters) of byte `offset` on line `l`.
    package func column(_ offset: Int, on l: Line) -> Int { contents.column(offset, on: l) }

    /// A line or record too long, with the start of its first line.
    private func tooLong(_ message: Message, _ start: Int, _ number: Int) -> ImportError {
        var shown = bytes(start..<min(window.end, start + LineExcerpt.maxBytes + 1))
        if let lineEnd = shown.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            shown = UnsafeBufferPointer(rebasing: shown[0..<lineEnd])
            while let last = shown.last, last == 0x20 || last == 0x09 { shown = UnsafeBufferPointer(rebasing: shown[0..<(shown.count - 1)]) }
            return ImportError(.limit, message, at: SourceLocation(file: file, line: number, column: 1),
                               lineText: QIFReader.excerpt(shown, length: shown.count, windows1252: isWindows1252))
        }
        return ImportError(.limit, message, at: SourceLocation(file: file, line: number, column: 1),
                           lineText: QIFReader.excerpt(shown, length: Int.max, windows1252: isWindows1252))
    }

    /// A record too long: said at its first line.
    private func recordTooLong() -> ImportError {
        tooLong(Message("qif.recordTooLong", ["limit": .number(QIFReader.maxRecordBytes)]), itemStart, itemLine)
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

/// The bytes of the item a `QIFReader` read last, and their text: what the survey and the session read
/// for every field. A plain value (the window's state, behind a pointer), so that reading through it
/// costs no reference counting.
package struct QIFBytes {
    private let state: UnsafeMutablePointer<InputWindow.State>
    /// Whether the text is read as Windows-1252 rather than UTF-8.
    package let isWindows1252: Bool

    package init(_ window: InputWindow, isWindows1252: Bool) {
        self.state = window.state
        self.isWindows1252 = isWindows1252
    }

    /// The bytes of a range of the item last read.
    package func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: state.pointee.origin + range.lowerBound, count: range.count)
    }

    /// Text of a byte range of the item last read, decoded as the file is.
    package func text(_ range: Range<Int>) -> String {
        QIFReader.decode(bytes(range), windows1252: isWindows1252)
    }

    /// The whole line, for excerpts under messages.
    package func lineText(_ l: QIFReader.Line) -> String {
        QIFReader.excerpt(bytes(l.range), length: l.range.count, windows1252: isWindows1252)
    }

    /// The column (1-based, in characters) of byte `offset` on line `l`.
    package func column(_ offset: Int, on l: QIFReader.Line) -> Int {
        let slice = bytes(l.range.lowerBound..<min(max(offset, l.range.lowerBound), l.range.upperBound))
        if isWindows1252 { return slice.count + 1 }
        return slice.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
}
