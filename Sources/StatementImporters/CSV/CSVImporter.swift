import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads any bank's CSV export with no configuration: encoding, separator, quoting, preamble and
/// summary lines, header and column roles (FR, EN, DE, ES, NL), date format and decimal mark from all
/// the rows, sign conventions, currencies and accounts. What it cannot detect comes from a profile
/// (`--profile FILE`, or a built-in one recognised by its header). Every row is imported, skipped as
/// preamble, summary or declined, or rejected with its line, column and reason.
///
/// The steps: `CSVTextDecoder` (bytes to UTF-8), `CSVDialect` (separator), `CSVProfileLibrary`
/// (built-in profiles), `CSVLayout` (header and roles), `CSVPlanner` (one pass over all rows to decide
/// dates, decimal marks and debit signs), `CSVRowReader` (a second pass that reads the rows).
public struct CSVImporter: StatementImporter {
    public let format = "csv"

    public init() {}

    public func identify(_ head: [UInt8]) -> Identification? {
        if CSVTextDecoder.spreadsheetKind(head) != nil {
            // Not CSV, but the CSV importer explains what to do with a workbook.
            return Identification(confidence: 1, reason: "a spreadsheet workbook: export it as CSV")
        }
        guard let text = try? CSVTextDecoder.decode(head, file: "") else { return nil }
        let first = text.bytes[text.start...].first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
        if first == UInt8(ascii: "<") || first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "!") { return nil }
        if CSVImporter.looksLikeMarkup(text.bytes, from: text.start) { return nil }
        return text.bytes.withUnsafeBufferPointer { bytes -> Identification? in
            guard let dialect = CSVDialect.sniff(bytes, from: text.start, limit: 50), dialect.steadyRows >= 1,
                dialect.steadyRows * 2 >= dialect.sampledRows || dialect.steadyRows >= 3
            else { return nil }
            // `CSVLayout.findHeader` over 30 rows, read only as far as the header (the first row, most often).
            var named = false
            _ = CSVSample(bytes, separator: dialect.separator, from: text.start, limit: 30) { row in
                named = CSVLayout.isHeader(row, .standard)
                return named
            }
            return Identification(
                confidence: named ? 60 : 30,
                reason: "delimited text (\(CSVProfile.separatorText(dialect.separator))), \(dialect.width) fields per row"
                    + (named ? ", a header naming dates and amounts" : ""))
        }
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        let raw = try input.readAll()
        let plan = try CSVPlanner.plan(raw, file: input.name, options: options)
        return try read(plan, into: &sink)
    }

    /// An OFX/SGML header, or lines that are mostly tags: another importer's file, even with commas in it.
    /// Read as bytes in the first 4 KiB: `OFXHEADER` or `<OFX>` in any case (only the ASCII letters
    /// upper-case to these), else more than half of the lines that are not blank start with `<` once
    /// their spaces and tabs are dropped. Lines end where `Character.isNewline` says (LF, VT, FF, CR,
    /// U+0085, U+2028, U+2029). Upper-casing, decoding and splitting the text as a `String` gave the
    /// same answers (but for a marker followed by a combining accent, which `String.contains` did not
    /// see) at 3.5 million instructions for 4 KiB, which every OFX file paid in detection.
    package static func looksLikeMarkup(_ bytes: [UInt8], from start: Int) -> Bool {
        let end = min(bytes.count, start + 4096)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { all in
            let head = UnsafeBufferPointer(rebasing: all[start..<end])
            // Without a `<` no line starts with one, and without `ofx` there is no header.
            if !head.contains(UInt8(ascii: "<")), !contains(head, "ofx") { return false }
            if contains(head, "ofxheader") || contains(head, "<ofx>") { return true }
            var lines = 0, tags = 0
            var i = 0
            while i < head.count {
                while i < head.count, head[i] == 0x20 || head[i] == 0x09 { i += 1 }
                if i < head.count, lineEnd(head, at: i) == 0 {
                    lines += 1
                    if startsWithTag(head, at: i) { tags += 1 }
                }
                while i < head.count {
                    let n = lineEnd(head, at: i)
                    i += max(n, 1)
                    if n > 0 { break }
                }
            }
            return lines > 0 && tags * 2 > lines
        }
    }

    /// Whether `pattern` (lower-case letters and ASCII signs) appears at any place, letters in any case.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: StaticString) -> Bool {
        let p = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        guard bytes.count >= p.count else { return false }
        for i in 0...(bytes.count - p.count) {
            var k = 0
            while k < p.count {
                let b = bytes[i + k], c = p[k]
                guard c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") ? b | 0x20 == c : b == c else { break }
                k += 1
            }
            if k == p.count { return true }
        }
        return false
    }

    /// The length of the line end at `i`, 0 when there is none.
    @inline(__always)
    private static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c = b[i]
        if c >= 0x0A && c <= 0x0D { return 1 }
        if c == 0xC2, i + 1 < b.count, b[i + 1] == 0x85 { return 2 }
        if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return 3 }
        return 0
    }

    /// Whether the character at `i` is a `<` alone: followed by a combining mark (`<` and U+0338 is
    /// `≮`), it is another character. A `<` followed by ASCII is alone; otherwise `Character` decides,
    /// from the next scalar alone (at most 4 bytes).
    private static func startsWithTag(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard b[i] == UInt8(ascii: "<") else { return false }
        guard i + 1 < b.count, b[i + 1] >= 0x80 else { return true }
        return String(decoding: UnsafeBufferPointer(rebasing: b[i..<min(b.count, i + 5)]), as: UTF8.self).first == "<"
    }

    /// Reads the rows of a planned file.
    package func read<Sink: TransactionSink>(_ plan: CSVPlan, into sink: inout Sink) throws(ImportError) -> ImportRecord {
        var record = ImportRecord(file: plan.file, format: format)
        note(plan, into: &record)
        let result: Result<ImportRecord, ImportError> = plan.text.bytes.withUnsafeBufferPointer { bytes in
            var rows = CSVRowReader(plan: plan, bytes: bytes, record: record)
            do throws(ImportError) {
                try rows.run { $0.drain(into: &sink) }
            } catch {
                return .failure(error)
            }
            return .success(rows.record)
        }
        return try result.get()
    }

    /// What `inspect` shows: the plan's decisions, the rows' fate, and the profile that reads the file again.
    public func inspect(_ input: InputFile, options: ImportOptions = ImportOptions()) throws(ImportError) -> CSVInspection {
        let raw = try input.readAll()
        let plan = try CSVPlanner.plan(raw, file: input.name, options: options)
        var collector = StatementCollector()
        let record = try read(plan, into: &collector)
        return CSVInspection(plan: plan, record: record, statements: collector.statements(source: input.name, format: format))
    }

    package func note(_ plan: CSVPlan, into record: inout ImportRecord) {
        record.note("encoding", plan.text.encoding.rawValue + (plan.text.byteOrderMark ? " (BOM)" : ""))
        record.note("separator", CSVProfile.separatorText(plan.separator))
        if let name = plan.profileName { record.note("profile", name) }
        if let header = plan.layout.header { record.note("header", header.joined(separator: " | ")) }
        if let d = plan.layout.column(.date), let p = plan.datePatterns[d] { record.note("dateFormat", p.format) }
        if plan.decimalMark != .auto { record.note("decimalMark", plan.decimalMark == .comma ? "," : ".") }
    }

    /// A stable id for a row without one: a 64-bit hash of its bytes and line (eight bytes at a time,
    /// little-endian, the same on every machine), written in base 32 after an `h`: `h1s5pfsa0j3v2k`.
    package static func contentID(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int) -> String {
        var h = ByteHash.hash(UnsafeBufferPointer(rebasing: buffer[range]), mixing: UInt64(truncatingIfNeeded: line) << 40)
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return String(unsafeUninitializedCapacity: 14) { out in
            let digits: StaticString = "0123456789abcdefghijklmnopqrstuv"
            out[0] = UInt8(ascii: "h")
            var v = h
            for k in stride(from: 13, to: 0, by: -1) {
                out[k] = digits.utf8Start[Int(v & 31)]
                v >>= 5
            }
            return 14
        }
    }
}
