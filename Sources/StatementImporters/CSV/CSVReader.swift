import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Splits delimited text (RFC 4180) into records of fields, over UTF-8 bytes, without allocating per record.
///
/// Quoted fields may hold separators, doubled quotes and line breaks; CRLF, LF and CR end a record.
/// Lenient where spreadsheets are: text after a closing quote stays with the field (`"abc"def` is
/// `abcdef`), and Excel's `="0123"` is `0123`. The fields of the current record are in `fields`
/// (reused from record to record); each record knows the 1-based line it starts on.
package struct CSVReader {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let separator: UInt8
    package private(set) var offset: Int
    package private(set) var line: Int
    /// Where the fields of the current record are kept, reused from record to record. Copies of a
    /// reader share it: read `fields` before the next call to `next()`.
    private let storage: CSVFieldStorage
    private var fieldCount = 0

    /// Fields a record may have before `next()` refuses it (`Failure.tooManyFields`): what the importer
    /// reads is bounded (`CSVReader.maxFields`); sniffing the separator counts every field.
    package let maxFields: Int
    /// No bank writes a row this wide; past it, working out the columns would take seconds (a safety
    /// limit, like the row length and JSON's and OFX's limits).
    package static let maxFields = 10_000

    /// The fields of the last record `next()` returned (valid until the next call to `next()`).
    package var fields: UnsafeBufferPointer<CSVField> { UnsafeBufferPointer(start: storage.base, count: fieldCount) }

    package init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, from start: Int = 0, line: Int = 1, maxFields: Int = .max) {
        self.bytes = bytes
        self.separator = separator
        self.offset = start
        self.line = line
        self.maxFields = maxFields
        self.storage = CSVFieldStorage(limit: maxFields)
    }

    @inline(__always)
    private mutating func append(_ field: CSVField, line fieldLine: Int) throws(Failure) {
        if fieldCount == storage.capacity {
            // The slots never grow past `maxFields`: the limit costs nothing on the way.
            guard fieldCount < maxFields else {
                throw Failure(.tooManyFields, line: fieldLine, offset: field.flags & CSVField.quoted != 0 ? field.start - 1 : field.start)
            }
            storage.grow()
        }
        (storage.base + fieldCount).initialize(to: field)
        fieldCount += 1
    }

    /// Why a record cannot be read, and where: a quoted field that runs to the end of the text (where
    /// its quote opened), or a record with more than `maxFields` fields (where the first field too many
    /// starts, on line `line`).
    package struct Failure: Error {
        package enum Kind { case unterminatedQuote, tooManyFields }
        package var kind: Kind
        package var line: Int
        package var offset: Int

        package init(_ kind: Kind, line: Int, offset: Int) {
            self.kind = kind
            self.line = line
            self.offset = offset
        }
    }

    package var isAtEnd: Bool { offset >= bytes.count }

    /// The next record, or nil at the end of the text.
    package mutating func next() throws(Failure) -> CSVRecord? {
        let end = bytes.count
        guard offset < end else { return nil }
        fieldCount = 0
        let startLine = line
        let recordStart = offset
        var i = offset
        let sep = separator
        while true {
            if i < end, bytes[i] == 0x22 {
                let quoteLine = line
                let open = i
                i += 1
                let start = i
                var flags: UInt8 = CSVField.quoted
                while true {
                    i = scanQuoted(from: i)
                    guard i < end else { throw Failure(.unterminatedQuote, line: quoteLine, offset: open) }
                    let b = bytes[i]
                    if b == 0x22 {
                        if i + 1 < end, bytes[i + 1] == 0x22 {
                            flags |= CSVField.doubledQuotes
                            i += 2
                            continue
                        }
                        break
                    }
                    if b == 0x0A || (b == 0x0D && (i + 1 == end || bytes[i + 1] != 0x0A)) { line += 1 }
                    i += 1
                }
                let close = i
                i += 1
                var fieldEnd = close
                if i < end, bytes[i] != sep, bytes[i] != 0x0A, bytes[i] != 0x0D {
                    // `"abc"def`: keep the text after the quote with the field.
                    flags |= CSVField.textAfterQuote
                    while i < end, bytes[i] != sep, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                    fieldEnd = i
                }
                try append(CSVField(start: start, end: fieldEnd, close: close, flags: flags), line: quoteLine)
            } else {
                let start = i
                i = scanUnquoted(from: i, separator: sep)
                var flags: UInt8 = 0
                if i - start >= 3, bytes[start] == 0x3D, bytes[start + 1] == 0x22, bytes[i - 1] == 0x22 { flags = CSVField.excelFormula }
                try append(CSVField(start: start, end: i, close: i, flags: flags), line: line)
            }
            if i < end, bytes[i] == sep {
                i += 1
                continue
            }
            let recordEnd = i
            if i < end, bytes[i] == 0x0D { i += 1 }
            if i < end, bytes[i] == 0x0A { i += 1 }
            line += 1
            offset = i
            return CSVRecord(line: startLine, start: recordStart, end: recordEnd)
        }
    }

    // MARK: - Scanning, eight bytes at a time

    package static let ones: UInt64 = 0x0101_0101_0101_0101
    package static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that equals `byte` (exact for the lowest one, which is all
    /// the scanners use).
    @inline(__always)
    package static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// The offset of the first separator, CR or LF at or after `i`, or the end.
    @inline(__always)
    package func scanUnquoted(from start: Int, separator sep: UInt8) -> Int {
        var i = start
        let end = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let hit = CSVReader.matches(w, sep) | CSVReader.matches(w, 0x0A) | CSVReader.matches(w, 0x0D)
                if hit != 0 { return i + hit.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < end {
            let b = bytes[i]
            if b == sep || b == 0x0A || b == 0x0D { return i }
            i += 1
        }
        return end
    }

    /// The offset of the first quote, CR or LF at or after `i`, or the end.
    @inline(__always)
    package func scanQuoted(from start: Int) -> Int {
        var i = start
        let end = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let hit = CSVReader.matches(w, 0x22) | CSVReader.matches(w, 0x0A) | CSVReader.matches(w, 0x0D)
                if hit != 0 { return i + hit.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < end {
            let b = bytes[i]
            if b == 0x22 || b == 0x0A || b == 0x0D { return i }
            i += 1
        }
        return end
    }

    // MARK: - Field values

    /// The bytes of a field's value (without quotes), when no unquoting is needed; nil otherwise.
    @inline(__always)
    package func rawValue(_ f: CSVField) -> UnsafeBufferPointer<UInt8>? {
        f.flags & (CSVField.doubledQuotes | CSVField.textAfterQuote | CSVField.excelFormula) == 0
            ? UnsafeBufferPointer(rebasing: bytes[f.start..<f.end]) : nil
    }

    /// Calls `body` with the field's value as UTF-8 bytes, unquoted.
    @inline(__always)
    package func withValue<R>(_ f: CSVField, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let raw = rawValue(f) { return body(raw) }
        let copy = unquoted(f)
        return copy.withUnsafeBufferPointer(body)
    }

    /// The value of a field with doubled quotes undone, text after the quote kept, `="..."` opened.
    package func unquoted(_ f: CSVField) -> [UInt8] {
        if f.flags & CSVField.excelFormula != 0 { return Array(bytes[(f.start + 2)..<(f.end - 1)]) }
        var out: [UInt8] = []
        out.reserveCapacity(f.end - f.start)
        var i = f.start
        while i < f.close {
            out.append(bytes[i])
            i += bytes[i] == 0x22 && f.flags & CSVField.doubledQuotes != 0 ? 2 : 1
        }
        if f.flags & CSVField.textAfterQuote != 0 { out.append(contentsOf: bytes[(f.close + 1)..<f.end]) }
        return out
    }

    /// The field's text, trimmed of spaces, tabs, U+00A0 and U+202F.
    package func text(_ f: CSVField) -> String {
        withValue(f) { CSVReader.trimmedString($0) }
    }

    package static func trimmedString(_ b: UnsafeBufferPointer<UInt8>) -> String {
        let r = trimmedRange(b)
        return r.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
    }

    /// The range of `b` without leading and trailing spaces, tabs, line breaks, U+00A0 and U+202F.
    @inline(__always)
    package static func trimmedRange(_ b: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var s = 0
        var e = b.count
        while s < e {
            let c = b[s]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                s += 1
            } else if c == 0xC2, s + 1 < e, b[s + 1] == 0xA0 {
                s += 2
            } else if c == 0xE2, s + 2 < e, b[s + 1] == 0x80, b[s + 2] == 0xAF {
                s += 3
            } else {
                break
            }
        }
        while e > s {
            let c = b[e - 1]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                e -= 1
            } else if c == 0xA0, e - 2 >= s, b[e - 2] == 0xC2 {
                e -= 2
            } else if c == 0xAF, e - 3 >= s, b[e - 3] == 0xE2, b[e - 2] == 0x80 {
                e -= 3
            } else {
                break
            }
        }
        return s..<e
    }

    /// Whether the field holds nothing but spaces.
    @inline(__always)
    package func isBlank(_ f: CSVField) -> Bool {
        var i = f.flags & CSVField.excelFormula != 0 ? f.start + 2 : f.start
        let end = f.flags & CSVField.excelFormula != 0 ? f.end - 1 : f.end
        while i < end {
            let c = bytes[i]
            if c != 0x20 && c != 0x09 { return false }
            i += 1
        }
        return true
    }

    // MARK: - Positions, for messages

    /// The 1-based line and column, in characters, of a byte offset inside a record.
    package func position(of byte: Int, in record: CSVRecord) -> (line: Int, column: Int) {
        var line = record.line
        var lineStart = record.start
        var i = record.start
        while i < byte {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var column = 1
        for k in lineStart..<byte where bytes[k] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    /// The 1-based column, in characters, of a byte offset on its line.
    package func column(of byte: Int) -> Int {
        var s = min(byte, bytes.count)
        while s > 0, bytes[s - 1] != 0x0A, bytes[s - 1] != 0x0D { s -= 1 }
        var column = 1
        for k in s..<byte where bytes[k] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Where a field starts (its opening quote, if quoted).
    package func position(of field: CSVField, in record: CSVRecord) -> (line: Int, column: Int) {
        position(of: field.flags & CSVField.quoted != 0 ? field.start - 1 : field.start, in: record)
    }

    /// The text of the line a byte offset is on, for showing under a message.
    package func lineText(at byte: Int) -> String {
        var s = min(byte, bytes.count)
        while s > 0, bytes[s - 1] != 0x0A, bytes[s - 1] != 0x0D { s -= 1 }
        var e = s
        while e < bytes.count, bytes[e] != 0x0A, bytes[e] != 0x0D { e += 1 }
        let excerpt = LineExcerpt.end(bytes, s, e)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<excerpt.end]), as: UTF8.self) + (excerpt.cut ? "…" : "")
    }

    /// The text of a record's first line.
    package func lineText(_ record: CSVRecord) -> String { lineText(at: record.start) }
}

/// The field slots of a `CSVReader`: plain memory that grows when a record has more fields than ever.
/// Internal to the importers, like its properties: the optimizer then sees every access and drops the
/// run-time exclusivity checks (as `package` they cost a check per field read: +4% CPU on a 1M-row CSV).
final class CSVFieldStorage {
    private(set) var base: UnsafeMutablePointer<CSVField>
    private(set) var capacity: Int
    /// Slots never number more than this.
    private let limit: Int

    init(limit: Int = .max) {
        self.limit = max(limit, 1)
        capacity = min(32, self.limit)
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    func grow() {
        let size = min(capacity * 2, limit)
        let larger = UnsafeMutablePointer<CSVField>.allocate(capacity: size)
        larger.moveInitialize(from: base, count: capacity)
        base.deallocate()
        base = larger
        capacity = size
    }
}

/// One field: its value's byte range (inside the quotes, when quoted) and how it was written.
package struct CSVField {
    package var start: Int
    package var end: Int
    /// The closing quote's offset (`end` when not quoted).
    package var close: Int
    package var flags: UInt8

    package static let quoted: UInt8 = 1
    package static let doubledQuotes: UInt8 = 2
    package static let textAfterQuote: UInt8 = 4
    package static let excelFormula: UInt8 = 8

    package var isQuoted: Bool { flags & CSVField.quoted != 0 }
}

/// Where a record is: the line it starts on and its bytes (without the line break).
package struct CSVRecord {
    package var line: Int
    package var start: Int
    package var end: Int
}
