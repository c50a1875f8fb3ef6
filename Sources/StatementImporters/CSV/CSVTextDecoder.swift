import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The character encodings the CSV importer reads.
public enum CSVEncoding: String, Codable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16LE = "utf-16le"
    case utf16BE = "utf-16be"
    /// Windows-1252: Latin-1 plus `€`, `—`, `‰`, curly quotes in 0x80–0x9F (what French Windows exports write).
    case windows1252 = "windows-1252"
    case latin1 = "iso-8859-1"
}

/// A file's text as UTF-8, whatever it was written in, and how that was decided.
package struct CSVText {
    /// UTF-8 bytes; the text starts at `start` (after a byte-order mark).
    package var bytes: [UInt8]
    package var start: Int
    package var encoding: CSVEncoding
    package var byteOrderMark: Bool
    /// Why this encoding: a catalogue message for `inspect`.
    package var reason: Message
    /// Whether the text holds U+FFFD: accents lost before the file reached us.
    package var hasReplacementCharacters: Bool
}

/// Turns a file's bytes into UTF-8 text: byte-order marks, UTF-16, else UTF-8 when every byte sequence
/// is valid UTF-8, else Windows-1252 (Latin-1 when no byte falls in 0x80–0x9F). Refuses binary data.
package enum CSVTextDecoder {
    package static func decode(_ raw: [UInt8], file: String, forced: CSVEncoding? = nil) throws(ImportError) -> CSVText {
        if raw.isEmpty { throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file)) }
        if let workbook = spreadsheetKind(raw) {
            throw ImportError(.unsupported, Message("csv.spreadsheet", ["file": .text(file), "kind": .text(workbook)]), at: SourceLocation(file: file))
        }
        let bom: CSVEncoding? =
            raw.starts(with: [0xEF, 0xBB, 0xBF]) ? .utf8
            : raw.starts(with: [0xFF, 0xFE]) ? .utf16LE : raw.starts(with: [0xFE, 0xFF]) ? .utf16BE : nil
        let encoding = forced ?? bom ?? utf16WithoutMark(raw)
        switch encoding {
        case .utf16LE?, .utf16BE?:
            let big = encoding == .utf16BE
            let skip = bom == encoding ? 2 : 0
            let (utf8, nul) = transcodeUTF16(raw, from: skip, bigEndian: big)
            if let nul { throw binary(file, text: utf8, at: nul) }
            let reason = bom == encoding ? Message("csv.why.byteOrderMark") : forced != nil ? Message("csv.why.profile") : Message("csv.why.utf16Pattern")
            return CSVText(bytes: utf8, start: 0, encoding: encoding!, byteOrderMark: skip > 0, reason: reason,
                           hasReplacementCharacters: containsReplacement(utf8, from: 0))
        case .windows1252?, .latin1?:
            let start = bom == .utf8 ? 3 : 0
            if let nul = raw[start...].firstIndex(of: 0) { throw binary(file, text: raw, at: nul) }
            return CSVText(bytes: transcode1252(raw, from: start), start: 0, encoding: encoding!, byteOrderMark: false,
                           reason: Message("csv.why.profile"), hasReplacementCharacters: false)
        case .utf8?, nil:
            let start = bom == .utf8 ? 3 : 0
            let check = validateUTF8(raw, from: start)
            if let nul = check.firstNUL, check.firstInvalid.map({ nul < $0 }) ?? true { throw binary(file, text: raw, at: nul) }
            if let invalid = check.firstInvalid, encoding == nil {
                if let nul = raw[start...].firstIndex(of: 0) { throw binary(file, text: raw, at: nul) }
                if looksBinary(raw) { throw binary(file, text: raw, at: invalid) }
                let (line, column) = position(of: invalid, in: raw, from: start)
                let byte = String(raw[invalid], radix: 16, uppercase: true)
                // Counted first, transcoded once: the mixed text is made only when it is the one kept.
                let mixed = countMixed(raw, from: start)
                if mixed.utf8Sequences > mixed.invalidBytes {
                    // Mostly UTF-8 (accented headers and labels) with a few stray bytes: only those are
                    // read as Windows-1252, so the rest keeps its accents and its headers their names.
                    return CSVText(
                        bytes: transcodeMixed(raw, from: start), start: 0, encoding: .utf8, byteOrderMark: bom == .utf8,
                        reason: Message("csv.why.mixedUTF8", ["count": .number(mixed.invalidBytes), "byte": .text("0x" + byte),
                                                              "line": .number(line), "column": .number(column)]),
                        hasReplacementCharacters: check.hasReplacement)
                }
                let c1 = raw[start...].contains { $0 >= 0x80 && $0 <= 0x9F }
                return CSVText(
                    bytes: transcode1252(raw, from: start), start: 0, encoding: c1 ? .windows1252 : .latin1, byteOrderMark: false,
                    reason: Message("csv.why.invalidUTF8", ["byte": .text("0x" + byte), "line": .number(line), "column": .number(column)]),
                    hasReplacementCharacters: false)
            }
            if check.firstInvalid != nil {
                // The profile says UTF-8: keep it, with U+FFFD for what does not decode.
                let text = Array(String(decoding: raw[start...], as: UTF8.self).utf8)
                return CSVText(bytes: text, start: 0, encoding: .utf8, byteOrderMark: bom == .utf8, reason: Message("csv.why.profile"),
                               hasReplacementCharacters: true)
            }
            let reason = bom == .utf8 ? Message("csv.why.byteOrderMark") : forced != nil ? Message("csv.why.profile") : Message("csv.why.validUTF8")
            return CSVText(bytes: raw, start: start, encoding: .utf8, byteOrderMark: bom == .utf8, reason: reason,
                           hasReplacementCharacters: check.hasReplacement)
        }
    }

    /// A zip (`.xlsx`, `.ods`) or OLE2 (`.xls`) workbook: what people pass when they mean its CSV export.
    package static func spreadsheetKind(_ raw: [UInt8]) -> String? {
        if raw.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip (.xlsx, .ods)" }
        if raw.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return "OLE2 (.xls)" }
        return nil
    }

    /// UTF-16 without a byte-order mark: ASCII text has a zero in every other byte.
    package static func utf16WithoutMark(_ raw: [UInt8]) -> CSVEncoding? {
        let n = min(raw.count, 4096) & ~1
        guard n >= 8 else { return nil }
        var zeroEven = 0, zeroOdd = 0
        for i in stride(from: 0, to: n, by: 2) {
            if raw[i] == 0 { zeroEven += 1 }
            if raw[i + 1] == 0 { zeroOdd += 1 }
        }
        let half = n / 2
        if zeroOdd * 10 >= half * 3, zeroEven == 0 { return .utf16LE }
        if zeroEven * 10 >= half * 3, zeroOdd == 0 { return .utf16BE }
        return nil
    }

    /// Many control characters: not text in any 8-bit encoding.
    package static func looksBinary(_ raw: [UInt8]) -> Bool {
        let head = raw.prefix(4096)
        let controls = head.count(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C })
        return controls * 20 > head.count
    }

    package static func binary(_ file: String, text: [UInt8], at offset: Int) -> ImportError {
        let (line, column) = position(of: offset, in: text, from: 0)
        return ImportError(
            .malformed, Message("csv.binary", ["byte": .text("0x" + String(text[offset], radix: 16, uppercase: true).leftPadded(2))]),
            at: SourceLocation(file: file, line: line, column: column))
    }

    /// 1-based line and column (in characters, counting every non-UTF-8 byte as one) of a byte offset.
    package static func position(of offset: Int, in bytes: [UInt8], from start: Int) -> (Int, Int) {
        var line = 1
        var lineStart = start
        var i = start
        while i < offset {
            if bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            } else if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] != 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var column = 1
        i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    package struct UTF8Check {
        package var firstInvalid: Int?
        package var firstNUL: Int?
        package var hasReplacement = false
    }

    /// Validates UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF), eight ASCII
    /// bytes at a time, and straight to the first non-ASCII byte of eight that hold one (a French
    /// export's accents are in most lines); notes the first NUL and whether U+FFFD occurs.
    ///
    /// A large file is checked in two halves at once, split where the planner's scan splits it
    /// (`CSVScanRows.split`: after the first line feed past the middle). A line feed is a character of
    /// its own, so no valid sequence crosses it, and one that does is invalid at the same byte either
    /// way: the halves' findings give what one pass gives. This check comes before the planner and
    /// the rows, on one thread: a million-row file spent 0.05 s in it.
    package static func validateUTF8(_ raw: [UInt8], from start: Int) -> UTF8Check {
        raw.withUnsafeBufferPointer { b in
            guard let split = CSVScanRows.split(b, from: start) else { return validateUTF8(b, from: start) }
            nonisolated(unsafe) let bytes = b
            let other = BackgroundThread { validateUTF8(bytes, from: split) }
            let first = validateUTF8(UnsafeBufferPointer(rebasing: b[0..<split]), from: start)
            let second = other.wait()
            // The first half stops at its first invalid byte, as one pass would.
            guard first.firstInvalid == nil else { return first }
            return UTF8Check(firstInvalid: second.firstInvalid, firstNUL: first.firstNUL ?? second.firstNUL,
                             hasReplacement: first.hasReplacement || second.hasReplacement)
        }
    }

    /// `validateUTF8(_:from:)` over `b` (indices from 0) from `start` to its end.
    static func validateUTF8(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> UTF8Check {
        var check = UTF8Check()
        let n = b.count
        var i = start
        guard let address = b.baseAddress else { return check }
        let base = UnsafeRawPointer(address)
        while i < n {
            if i + 8 <= n {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let high = word & CSVReader.highs
                if CSVReader.matches(word, 0) == 0 {
                    // No NUL: the bytes before the first one of 0x80 and above are ASCII.
                    guard high != 0 else {
                        i += 8
                        continue
                    }
                    i += high.trailingZeroBitCount >> 3
                }
            }
            let c = b[i]
            if c < 0x80 {
                if c == 0, check.firstNUL == nil { check.firstNUL = i }
                i += 1
                continue
            }
            guard let length = sequenceLength(b, at: i) else {
                check.firstInvalid = i
                return check
            }
            if c == 0xEF, b[i + 1] == 0xBF, b[i + 2] == 0xBD { check.hasReplacement = true }
            i += length
        }
        return check
    }

    /// How many multi-byte UTF-8 sequences the text holds, and how many bytes that are not UTF-8
    /// (`transcodeMixed` would read them as Windows-1252): counted before deciding, so that the text
    /// is transcoded once, the way it is read.
    package static func countMixed(_ raw: [UInt8], from start: Int) -> (utf8Sequences: Int, invalidBytes: Int) {
        var sequences = 0, invalid = 0
        raw.withUnsafeBufferPointer { b in
            var i = start
            while i < b.count {
                if b[i] < 0x80 {
                    i += 1
                } else if let n = sequenceLength(b, at: i) {
                    sequences += 1
                    i += n
                } else {
                    invalid += 1
                    i += 1
                }
            }
        }
        return (sequences, invalid)
    }

    /// UTF-8 where the bytes are UTF-8, Windows-1252 for each byte that is not.
    package static func transcodeMixed(_ raw: [UInt8], from start: Int) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(raw.count + raw.count / 8)
        raw.withUnsafeBufferPointer { b in
            var i = start
            while i < b.count {
                let c = b[i]
                if c < 0x80 {
                    out.append(c)
                    i += 1
                } else if let n = sequenceLength(b, at: i) {
                    out.append(contentsOf: b[i..<(i + n)])
                    i += n
                } else {
                    appendUTF8(c < 0xA0 ? windows1252High[Int(c - 0x80)] : UInt32(c), to: &out)
                    i += 1
                }
            }
        }
        return out
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `i` (RFC 3629), or nil.
    @inline(__always)
    package static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        var need = 0
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch b[i] {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; upper = 0x9F
        case 0xF0: need = 3; lower = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; upper = 0x8F
        default: return nil
        }
        guard i + need < b.count, b[i + 1] >= lower, b[i + 1] <= upper else { return nil }
        for k in 2..<(need + 1) where b[i + k] & 0xC0 != 0x80 { return nil }
        return need + 1
    }

    package static func containsReplacement(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        while i + 2 < bytes.count {
            if bytes[i] == 0xEF, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBD { return true }
            i += 1
        }
        return false
    }

    /// Windows-1252's 0x80–0x9F; the five bytes it leaves undefined keep their Latin-1 (C1) meaning.
    package static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    package static func transcode1252(_ raw: [UInt8], from start: Int) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(raw.count + raw.count / 8)
        for i in start..<raw.count {
            let c = raw[i]
            if c < 0x80 {
                out.append(c)
            } else {
                appendUTF8(c < 0xA0 ? windows1252High[Int(c - 0x80)] : UInt32(c), to: &out)
            }
        }
        return out
    }

    /// UTF-16 to UTF-8; unpaired surrogates become U+FFFD. Returns the offset of a NUL character in the
    /// output, when there is one.
    package static func transcodeUTF16(_ raw: [UInt8], from start: Int, bigEndian: Bool) -> ([UInt8], Int?) {
        var out = [UInt8]()
        out.reserveCapacity(raw.count / 2 + raw.count / 8)
        var nul: Int? = nil
        var i = start
        func unit(_ k: Int) -> UInt32 {
            bigEndian ? UInt32(raw[k]) << 8 | UInt32(raw[k + 1]) : UInt32(raw[k + 1]) << 8 | UInt32(raw[k])
        }
        while i + 1 < raw.count {
            let u = unit(i)
            i += 2
            if u == 0, nul == nil { nul = out.count }
            if u >= 0xD800, u <= 0xDBFF, i + 1 < raw.count, case let low = unit(i), low >= 0xDC00, low <= 0xDFFF {
                i += 2
                appendUTF8(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00), to: &out)
            } else if u >= 0xD800, u <= 0xDFFF {
                appendUTF8(0xFFFD, to: &out)
            } else {
                appendUTF8(u, to: &out)
            }
        }
        if i < raw.count { appendUTF8(0xFFFD, to: &out) }  // an odd last byte
        return (out, nul)
    }

    package static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80: out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | (v >> 6) & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | (v >> 12) & 0x3F))
            out.append(UInt8(0x80 | (v >> 6) & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }
}

extension String {
    /// The text with zeros in front up to `width` characters.
    package func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
