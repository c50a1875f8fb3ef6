import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads JSON and JSON Lines statements: the project's own form, Starling Bank feed items,
/// GoCardless/Nordigen account transactions, Charles Schwab exports, and any array of transaction
/// objects whose keys name a date and an amount (see `JSONShape` for how each is recognised).
///
/// Numbers are read from their literal text (`JSONReader`), never through `Double`. Records are
/// streamed: each pass reads the file forward, 64 KB at a time, keeping only the token being read, and
/// only one record at a time becomes a tree (a huge file stops at its first value over a limit).
/// Limits (`JSONReader.Limits`): 128 levels of nesting, 1 MiB per string, 100 characters per
/// number, 100 000 values per record; past them the import stops with an error of kind `.limit`.
/// A record that cannot be read is rejected with its line, column and reason; the others import.
public struct JSONImporter: StatementImporter {
    public let format = "json"
    /// How generic records' keys map to roles: the given ones, else the built-in names — read when a
    /// file that starts like JSON is, not when the importer is made (every run makes the registry; a
    /// CSV report never needs the 2.9 M instructions of the built-in names).
    public var keys: JSONKeys { givenKeys ?? .standard }
    private let givenKeys: JSONKeys?
    package let limits: JSONReader.Limits

    public init(keys: JSONKeys? = nil) {
        self.init(keys: keys, limits: .standard)
    }

    package init(keys: JSONKeys? = nil, limits: JSONReader.Limits) {
        self.givenKeys = keys
        self.limits = limits
    }

    public func identify(_ head: [UInt8]) -> Identification? {
        let shape = head.withUnsafeBufferPointer { JSONShape.detect($0, complete: false, keys: self.keys) }
        return shape.map { Identification(confidence: $0.confidence, $0.why) }
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        let file = input.name
        // Each pass reads the file forward with memory for one record (`JSONSource`).
        let source = try JSONSource(input)
        let start = try source.input()
        let hasBOM = start.startsWithUTF8BOM()
        guard start.firstNonWhitespace(from: hasBOM ? 3 : 0) != nil else {
            if let failure = source.failure { throw failure }
            throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
        var record = ImportRecord(file: file, format: format)
        if hasBOM { record.note("encoding", Message("inspectNote.value.utf8BOM")) } else { record.note("encoding", "utf-8") }
        var session = JSONSession(file: file, source: source, options: options, sink: sink, record: record)
        guard let shape = try JSONShape.detect(source, keys: keys) else {
            throw ImportError(.malformed, Message("json.notJSON"), at: SourceLocation(file: file, line: 1, column: 1),
                              lineText: session.lineText(at: 0))
        }
        session.record.note("syntax", shape.syntax.rawValue)
        session.record.note("dialect", shape.dialect.rawValue)
        session.record.note("why", shape.why)

        var converter = JSONRecordConverter(dialect: shape.dialect, generic: JSONGenericReader(keys: keys, defaultCurrency: options.defaultCurrency))
        switch (shape.syntax, shape.dialect) {
        case (_, .unknown):
            // Say where the JSON breaks, if it does; else that it holds no transactions.
            var reader = try source.reader(allowsSequence: shape.syntax == .lines, limits: limits)
            do throws(JSONError) {
                while try reader.next() != .end {}
            } catch {
                throw session.importError(error)
            }
            if let failure = source.failure { throw failure }
            throw ImportError(.unsupported, Message("json.noRecords"), at: SourceLocation(file: file, line: 1, column: 1))
        case (.lines, _):
            if shape.dialect == .generic {
                converter.generic.datePattern = try datePattern(source, shape: shape, options: options, &session.record)
            }
            try readLines(source, &session, &converter)
            session.finish()
        case (.document, .statementReport):
            var reader = try source.reader(limits: limits)
            try JSONOwnForm.read(&reader, &session)
        case (.document, _):
            if shape.dialect == .generic {
                converter.generic.datePattern = try datePattern(source, shape: shape, options: options, &session.record)
            }
            if shape.dialect == .generic, !shape.isSingleRecord {
                // The document's own currency and account apply to all its records, even when
                // written after them: a quick first look at the top-level members finds them.
                var look = try source.reader(limits: limits)
                do throws(JSONError) {
                    for (key, node) in try JSONImporter.topLevelScalars(&look) {
                        converter.scalar(node, key: key, path: [key], &session)
                    }
                } catch {
                    throw session.importError(error)
                }
            }
            var reader = try source.reader(limits: limits)
            do throws(JSONError) {
                try JSONImporter.walk(&reader, &session, &converter, single: shape.isSingleRecord)
            } catch {
                throw session.importError(error)
            }
            session.finish()
        }
        if let failure = source.failure { throw failure }
        sink = session.sink
        return session.record
    }

    // MARK: Dates

    /// The pattern of a generic file's dates: `--date-format`, else none when they are ISO 8601,
    /// else what all of them allow (a first pass over the records).
    private func datePattern(_ source: JSONSource, shape: JSONShape, options: ImportOptions, _ record: inout ImportRecord)
        throws(ImportError) -> DatePattern?
    {
        if let format = options.dateFormat {
            guard let pattern = DatePattern(format: format) else {
                throw ImportError(.invalidOption, Message("json.badDateFormat", ["format": .text(format)]), at: SourceLocation(file: record.file))
            }
            record.note("date format", DateFormatNote.option(pattern))
            return pattern
        }
        var converter = JSONRecordConverter(dialect: .generic, generic: JSONGenericReader(keys: keys, defaultCurrency: nil))
        converter.dates = DateInference()
        var scratch = JSONSession(file: record.file, source: source, options: ImportOptions(), sink: DiscardingSink(), record: record)
        if shape.syntax == .lines {
            try readLines(source, &scratch, &converter)
        } else {
            var reader = try source.reader(limits: limits)
            _ = try? JSONImporter.walk(&reader, &scratch, &converter, single: shape.isSingleRecord)
        }
        guard !converter.isStopped, let inference = converter.dates else { return nil }
        switch inference.decide() {
        case let .success(decision):
            guard decision.pattern.order != .yearMonthDay || decision.pattern.separator != UInt8(ascii: "-") else { return nil }
            record.note("date format", DateFormatNote.decided(decision))
            return decision.pattern
        case let .failure(error):
            guard error.reason == .ambiguous else { return nil }
            throw ImportError(
                .malformed,
                Message("json.ambiguousDates", ["example": .text(error.example?.text ?? ""),
                                                "formats": .orList(error.candidates.map(\.format))]),
                at: SourceLocation(file: record.file, line: error.example?.position ?? 0))
        }
    }

    // MARK: Documents

    /// The scalar members of a top-level object (`"currency": "EUR"`), skipping everything else
    /// without building it.
    package static func topLevelScalars(_ reader: inout JSONReader) throws(JSONError) -> [(String, JSONNode)] {
        guard try reader.next() == .beginObject else { return [] }
        var found: [(String, JSONNode)] = []
        while let key = try reader.nextKey() {
            switch reader.peekValueStart() {
            case 0x5B, 0x7B: try reader.skipValue()
            default: found.append((key, try reader.readValue()))
            }
        }
        return found
    }

    /// Finds the arrays of records in a document and streams them into the session.
    package static func walk<Sink: TransactionSink>(
        _ reader: inout JSONReader, _ session: inout JSONSession<Sink>, _ converter: inout JSONRecordConverter, single: Bool
    ) throws(JSONError) {
        if single {
            let node = try reader.readValue()
            session.take(node) { n, env throws(JSONRecordProblem) in try converter.convert(n, path: [], env) }
        } else {
            switch try reader.next() {
            case .beginArray:
                session.record.note("records", Message("inspectNote.value.topLevelArray"))
                try records(&reader, &session, &converter, path: [])
            case .beginObject:
                try object(&reader, &session, &converter, path: [])
            default:
                throw JSONError(.structure(Message("json.noRecords")), line: reader.tokenLine, column: reader.tokenColumn, offset: reader.tokenOffset, found: nil)
            }
        }
        if converter.isStopped { return }
        guard try reader.next() == .end else {
            throw JSONError(.trailingContent, line: reader.tokenLine, column: reader.tokenColumn, offset: reader.tokenOffset, found: nil)
        }
    }

    /// The members of an object (its `{` already read): arrays of records are read, objects searched,
    /// and scalars that describe the statement (currency, account, period) remembered.
    private static func object<Sink: TransactionSink>(
        _ reader: inout JSONReader, _ session: inout JSONSession<Sink>, _ converter: inout JSONRecordConverter, path: [String]
    ) throws(JSONError) {
        while !converter.isStopped, let key = try reader.nextKey() {
            let here = path + [key]
            switch reader.peekValueStart() {
            case 0x5B:
                _ = try reader.next()
                if converter.isRecordPath(here) {
                    session.record.note("records", "\"" + here.joined(separator: ".") + "\"")
                    try records(&reader, &session, &converter, path: here)
                } else {
                    try array(&reader, &session, &converter, path: here)
                }
            case 0x7B:
                _ = try reader.next()
                let saved = converter.scope
                try object(&reader, &session, &converter, path: here)
                converter.scope = saved
            default:
                let node = try reader.readValue()
                converter.scalar(node, key: key, path: here, &session)
            }
        }
    }

    /// An array found under a key that names no dialect: records when one of its first elements is one,
    /// else objects to search (`{"accounts": [{"iban": ..., "transactions": [...]}]}`), else ignored.
    private static func array<Sink: TransactionSink>(
        _ reader: inout JSONReader, _ session: inout JSONSession<Sink>, _ converter: inout JSONRecordConverter, path: [String]
    ) throws(JSONError) {
        let name = "\"" + path.joined(separator: ".") + "\""
        guard try reader.hasNextElement() else { return }
        guard reader.peekValueStart() == 0x7B else {
            var count = 0
            repeat {
                try reader.skipValue()
                count += 1
            } while try reader.hasNextElement()
            session.record.note("ignored", Message("inspectNote.value.notObjects", ["name": .text(name), "count": .number(count)]))
            return
        }
        // Records when one of the first few elements is one (a broken first record is only rejected).
        var looked = [try reader.readValue()]
        var open = true  // the array's `]` is still ahead
        while !converter.isRecord(looked[looked.count - 1]), looked.count < JSONShape.lookahead {
            guard try reader.hasNextElement() else {
                open = false
                break
            }
            looked.append(try reader.readValue())
        }
        if converter.isRecord(looked[looked.count - 1]) {
            session.record.note("records", name)
            for e in looked { session.take(e) { n, env throws(JSONRecordProblem) in try converter.convert(n, path: path, env) } }
            if open { try records(&reader, &session, &converter, path: path) }
            return
        }
        // Not records: containers. Those already read are trees; search them, then stream the rest.
        let saved = converter.scope
        for e in looked {
            converter.search(e, path: path, &session)
            converter.scope = saved
        }
        guard open else { return }
        while !converter.isStopped, try reader.hasNextElement() {
            if reader.peekValueStart() == 0x7B {
                _ = try reader.next()
                try object(&reader, &session, &converter, path: path)
                converter.scope = saved
            } else {
                try reader.skipValue()
            }
        }
    }

    /// The elements of an array of records (its `[` already read), one tree at a time.
    private static func records<Sink: TransactionSink>(
        _ reader: inout JSONReader, _ session: inout JSONSession<Sink>, _ converter: inout JSONRecordConverter, path: [String]
    ) throws(JSONError) {
        while !converter.isStopped, try reader.hasNextElement() {
            let node = try reader.readValue()
            session.take(node) { n, env throws(JSONRecordProblem) in try converter.convert(n, path: path, env) }
        }
    }

    // MARK: JSON Lines

    /// One record per line; a line that is not JSON is rejected and the next one read.
    private func readLines<Sink: TransactionSink>(
        _ source: JSONSource, _ session: inout JSONSession<Sink>, _ converter: inout JSONRecordConverter
    ) throws(ImportError) {
        let input = try source.input()
        var start = 0
        var line = 1
        while input.byte(at: start) != nil, !converter.isStopped {
            var reader = JSONReader(input: input, from: start, firstLine: line, bound: .lineFeed, limits: limits)
            let blank = reader.isAtBlankLineEnd() || (start == 0 && reader.isByteOrderMarkLine())
            if !blank {
                reader.skipByteOrderMark()
                do throws(JSONError) {
                    let node = try reader.readValue()
                    guard try reader.next() == .end else {
                        throw JSONError(.trailingContent, line: reader.tokenLine, column: reader.tokenColumn, offset: reader.tokenOffset, found: nil)
                    }
                    session.take(node) { n, env throws(JSONRecordProblem) in try converter.convert(n, path: [], env) }
                } catch {
                    session.reject(error)
                }
            }
            start = reader.skipToLineEnd() + 1
            line += 1
        }
    }
}

/// A sink that keeps nothing (the first pass over a file).
private struct DiscardingSink: TransactionSink {
    mutating func statement(_ index: Int, _ info: StatementInfo) {}
    mutating func transaction(_ index: Int, _ transaction: Transaction) {}
}
