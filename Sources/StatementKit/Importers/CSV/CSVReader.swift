import Foundation

/// Splits delimited text (RFC 4180) into records of fields, over UTF-8 bytes.
///
/// Quoted fields may hold separators, doubled quotes and newlines; CRLF and LF both end a record.
/// Each record knows the 1-based line it starts on and each field its 1-based column, for messages.
struct CSVReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    private(set) var offset: Int
    private(set) var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, startOffset: Int = 0) {
        self.bytes = bytes
        self.separator = separator
        self.offset = startOffset
    }

    /// One field: its byte range (without the quotes), whether it was quoted, and its column.
    struct Field {
        var range: Range<Int>
        var quoted: Bool
        var hasDoubledQuotes: Bool
        var column: Int
    }

    struct Record {
        var line: Int
        var fields: [Field]
        /// Byte range of the whole record, for showing the line.
        var range: Range<Int>
    }

    /// Why a record could not be split.
    enum Problem: Error {
        case unterminatedQuote(line: Int, column: Int)
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The next record, or nil at the end of the text.
    mutating func next() throws(Problem) -> Record? {
        guard offset < bytes.count else { return nil }
        let startLine = line
        let recordStart = offset
        var fields: [Field] = []
        var lineStart = offset
        while true {
            let column = offset - lineStart + 1
            if offset < bytes.count, bytes[offset] == 0x22 {
                // Quoted field.
                let quoteLine = line
                offset += 1
                let start = offset
                var doubled = false
                while true {
                    guard offset < bytes.count else { throw .unterminatedQuote(line: quoteLine, column: column) }
                    let b = bytes[offset]
                    if b == 0x22 {
                        if offset + 1 < bytes.count, bytes[offset + 1] == 0x22 {
                            doubled = true
                            offset += 2
                            continue
                        }
                        break
                    }
                    if b == 0x0A {
                        line += 1
                        lineStart = offset + 1
                    }
                    offset += 1
                }
                let fieldEnd = offset
                offset += 1  // closing quote
                // Text after the closing quote up to the separator is kept with the field (lenient).
                var extra = offset
                while extra < bytes.count, bytes[extra] != separator, bytes[extra] != 0x0A, bytes[extra] != 0x0D { extra += 1 }
                offset = extra
                fields.append(Field(range: start..<fieldEnd, quoted: true, hasDoubledQuotes: doubled, column: column))
            } else {
                let start = offset
                while offset < bytes.count, bytes[offset] != separator, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
                    offset += 1
                }
                fields.append(Field(range: start..<offset, quoted: false, hasDoubledQuotes: false, column: column))
            }
            if offset < bytes.count, bytes[offset] == separator {
                offset += 1
                continue
            }
            // End of record.
            let recordEnd = offset
            if offset < bytes.count, bytes[offset] == 0x0D { offset += 1 }
            if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            line += 1
            return Record(line: startLine, fields: fields, range: recordStart..<recordEnd)
        }
    }

    /// The text of a field, with doubled quotes undone.
    func text(_ field: Field) -> String {
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[field.range]), as: UTF8.self)
        return field.hasDoubledQuotes ? s.replacingOccurrences(of: "\"\"", with: "\"") : s
    }

    /// The 1-based column of a field in characters (the reader counts bytes).
    func characterColumn(_ field: Field) -> Int {
        let start = field.quoted ? field.range.lowerBound - 1 : field.range.lowerBound
        let lineStart = start - (field.column - 1)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<start]), as: UTF8.self).count + 1
    }

    /// The text of a record's first line, for error display.
    func lineText(_ record: Record) -> String {
        var end = record.range.lowerBound
        while end < record.range.upperBound, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[record.range.lowerBound..<end]), as: UTF8.self)
    }
}
