import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads OFX and QFX files: OFX 1.x (SGML, `OFXHEADER:100`, `VERSION:102/151/160`...) with our own
/// tokenizer, OFX 2.x (XML, `<?OFX OFXHEADER="200"?>`) with libxml2's streaming reader, and files
/// with no header at all; bank, credit-card and investment statements, several per file.
///
/// Layers, as in ofxtools: `OFXHeader` (the header and where the body starts), then
/// `OFXSGMLSource`/`OFXSGMLTokenizer` or `OFXXMLSource`/`XMLStreamReader` (the syntax, turned
/// into element events), then `OFXStatementBuilder` (the aggregates, written once for both).
///
/// A row is a `STMTTRN` (in `BANKTRANLIST`, `BANKTRANLISTP` or an investment statement's
/// `INVBANKTRAN`). The day of every date is the one the bank wrote (see `OFXValues.day`).
public struct OFXImporter: StatementImporter {
    public let format = "ofx"

    public init() {}

    public func identify(_ head: [UInt8]) -> Identification? {
        guard let header = OFXHeader(head) else { return nil }
        switch header.evidence {
        case let e where e.hasPrefix("OFXHEADER"):
            return Identification(confidence: header.junkBytes > 0 ? 90 : 95, OFXImporter.headerReason(e, version: header.version.map { ", VERSION:\($0)" }))
        case let e where e.hasPrefix("<?OFX"):
            return Identification(confidence: 95, OFXImporter.headerReason(e, version: header.version.map { ", VERSION=\"\($0)\"" }))
        default:
            return Identification(confidence: 85, reason: header.evidence)
        }
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        let head = try input.head()
        let location = SourceLocation(file: input.name)
        guard !InputFile.isBlank(head: head) else { throw ImportError(.empty, Message("input.empty", ["file": .text(input.name)]), at: location) }
        guard let header = OFXHeader(head) else { throw ImportError(.malformed, Message("ofx.noHeader"), at: SourceLocation(file: input.name, line: 1, column: 1)) }
        var record = ImportRecord(file: input.name, format: format)
        record.note("dialect", header.dialect.rawValue)
        record.note("header", header.evidence)
        if header.junkBytes > 0 {
            record.warn(at: SourceLocation(file: input.name, line: 1, column: 1), Message("ofx.junkBeforeHeader", ["count": .number(header.junkBytes)]))
        }
        if let version = header.version { record.note("version", version) }
        if let encoding = header.encoding { record.note("header encoding", encoding) }
        if let charset = header.charset { record.note("header charset", charset) }

        var builder = OFXStatementBuilder(record: record, options: options)
        switch header.dialect {
        case .sgml:
            record = try readSGML(input, header: header, head: head, into: &builder, sink: &sink)
        case .xml:
            do {
                var source = try OFXXMLSource(input, head: head)
                try source.run(into: &builder) { $0.drain(into: &sink) }
                record = try builder.finish(&source)
                if let version = source.version, header.version == nil { record.note("version", version) }
                record.note("encoding", source.reader.encoding)
            } catch where error.kind == .malformed && XMLInput.notWellFormed.contains(error.message.key) && !builder.hasEmitted {
                // Declared XML, but SGML inside (unclosed leaf elements, as some banks write OFX 2
                // files): read it as SGML, which accepts both, and say so.
                var fallback = header
                fallback.dialect = .sgml
                fallback.bodyOffset = 0
                record.note("dialect", Message("inspectNote.value.sgmlFallback", [
                    "line": .text(String(error.location.line)), "column": .text(String(error.location.column)), "error": .message(error.message)]))
                builder = OFXStatementBuilder(record: record, options: options)
                record = try readSGML(input, header: fallback, head: head, into: &builder, sink: &sink)
            }
        }
        record.note("statements", String(builder.statements))
        if !builder.accounts.isEmpty { record.note("accounts", Array(Set(builder.accounts)).sorted().joined(separator: ", ")) }
        builder.sink.drain(into: &sink)
        return record
    }

    private func readSGML<Sink: TransactionSink>(
        _ input: InputFile, header: OFXHeader, head: [UInt8], into builder: inout OFXStatementBuilder, sink: inout Sink
    ) throws(ImportError) -> ImportRecord {
        var source = try OFXSGMLSource(input, header: header, head: head)
        try source.run(into: &builder) { $0.drain(into: &sink) }
        var record = try builder.finish(&source)
        record.note("encoding", source.encoding)
        if source.decoder.reinterpreted > 0 {
            record.warn(at: SourceLocation(file: input.name), Message("ofx.mixedEncoding", ["count": .number(source.decoder.reinterpreted)]))
        }
        return record
    }

    /// `OFXHEADER:100 header, VERSION:102`, in any language.
    private static func headerReason(_ header: String, version: String?) -> Message {
        Message("inspectNote.why.ofxHeader", ["header": .text(header), "version": .text(version ?? "")])
    }
}
