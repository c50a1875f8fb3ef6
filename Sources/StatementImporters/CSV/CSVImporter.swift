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
    package static func looksLikeMarkup(_ bytes: [UInt8], from start: Int) -> Bool {
        let end = min(bytes.count, start + 4096)
        // Without a `<` no line starts with one, and without `ofx` in any case no upper-casing holds
        // `OFX`: the answer is no, found in bytes (upper-casing and splitting 4 KiB of text cost 3.5
        // million instructions, a third of what a monthly CSV's import costs).
        if start < end, !bytes[start..<end].contains(UInt8(ascii: "<")), !containsOFX(bytes[start..<end]) { return false }
        let head = String(decoding: bytes[start..<end], as: UTF8.self)
        if head.uppercased().contains("OFXHEADER") || head.uppercased().contains("<OFX>") { return true }
        let lines = head.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        return !lines.isEmpty && lines.filter { $0.first == "<" }.count * 2 > lines.count
    }

    /// Whether `ofx` appears in any case (the only way an upper-cased text holds `OFX`: no other
    /// letter upper-cases to O, F or X next to each other).
    private static func containsOFX(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] | 0x20 == UInt8(ascii: "o"), bytes[index + 1] | 0x20 == UInt8(ascii: "f"), bytes[index + 2] | 0x20 == UInt8(ascii: "x") {
                return true
            }
            index += 1
        }
        return false
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
