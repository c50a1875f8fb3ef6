import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads QIF (Quicken Interchange Format), which Quicken, Microsoft Money, GnuCash and many banks
/// still export.
///
/// - Sections: `!Type:Bank`, `!Type:CCard`, `!Type:Cash`, `!Type:Oth A` and `!Type:Oth L` hold
///   money movements and are imported. `!Type:Invst` records (trades, dividends reinvested) are
///   skipped, each with the reason. Lists (`!Type:Cat`, `!Type:Class`, `!Type:Memorized`,
///   `!Type:Prices`, `!Type:Security`, ...) are not movements and are only noted.
///   `!Account` names the account of the headers that follow (`N` name, `T` type);
///   `!Option:AutoSwitch` ... `!Clear:AutoSwitch` wraps a plain list of accounts.
/// - Fields: `D` date, `T` amount (`U` when `T` is missing), `P` payee, `M` memo, `N` number
///   (cheque number or reference), `L` category (`Food:Groceries`; `[Savings]` is a transfer),
///   `S`/`E`/`$`/`%` split lines, `^` end of record. `C` (cleared), `A` (address) and `F` are ignored.
/// - Dates: US and European forms, `1/ 2'26` (Quicken's apostrophe years), two- and four-digit years;
///   the order of day and month is decided from all dates of the file together (`DateInference`),
///   or by `!Option:DMY` / `!Option:MDY`, or `--date-format`. A file whose every date reads both ways
///   is an error that asks for `--date-format`.
/// - Amounts: the decimal mark is taken from the file's unambiguous amounts (`1.234,56`, `12,50`).
/// - Splits: a record whose `$` lines add up to its total becomes one transaction per split line,
///   each with its category and memo (a row each in the import record), so spending by category is
///   right. `%` lines without `$` are worked out from the total (rounded half-even to the currency's
///   minor unit, the last line taking what is left). Split lines that do not add up to the total
///   leave the record as one transaction, with a warning.
/// - An `Opening Balance` record whose category is an account (`L[Checking]`), first under its header,
///   is the statement's opening balance, not a movement (skipped as a preamble row).
/// - The file names no currency: `--currency` gives it, else the amounts have none (XXX).
/// - The file is read forward three times (encoding, survey, records) with memory for one record; a
///   line over 1 MiB or a record over 4 MiB is an error (`QIFReader.maxLineBytes`, `maxRecordBytes`).
public struct QIFImporter: StatementImporter {
    public let format = "qif"

    public init() {}

    public func identify(_ head: [UInt8]) -> Identification? {
        guard let header = QIFImporter.header(head) else { return nil }
        return Identification(confidence: 90, Message("inspectNote.why.qifHeader", ["header": .text(header)]))
    }

    /// The header the bytes start with (after a byte-order mark and white space), without its `!`:
    /// `Type:…`, `Account`, `Option:…` or `Clear:…`; nil when they start with none. `read` asks only
    /// this, not `identify`, whose reason (a message written out) it would throw away.
    package static func header(_ head: [UInt8]) -> String? {
        var i = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < head.count, head[i] == 0x20 || head[i] == 0x09 || head[i] == 0x0A || head[i] == 0x0D { i += 1 }
        guard i < head.count, head[i] == UInt8(ascii: "!") else { return nil }
        var end = i
        while end < head.count, head[end] != 0x0A, head[end] != 0x0D, end - i < 64 { end += 1 }
        let header = String(decoding: head[(i + 1)..<end], as: UTF8.self).withoutSurroundingSpaces
        let lower = header.lowercased()
        guard lower.hasPrefix("type:") || lower == "account" || lower.hasPrefix("option:") || lower.hasPrefix("clear:") else { return nil }
        return header
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        let file = input.name
        // Three reads of the file, each with memory for one record: the encoding (UTF-8 when all of
        // it is), the survey (headers, dates, decimal mark), the records.
        let first = try InputWindow(input)
        first.ensure(65_535, keeping: 0)
        let head = Array(first.held(0..<65_536) ?? UnsafeBufferPointer(start: nil, count: 0))
        // Records before any header belong to no header and would be dropped: a file that does not
        // start with one (another format read with --input-format qif) is refused.
        guard QIFImporter.header(head) != nil else { throw try QIFImporter.notQIF(input, first) }
        let windows1252 = !QIFEncodingScan.isUTF8(first)
        if let failure = first.failure { throw failure }
        let survey = try QIFSurvey(QIFReader(try InputWindow(input), file: file, isWindows1252: windows1252))
        var reader = QIFReader(try InputWindow(input), file: file, isWindows1252: windows1252)
        var record = ImportRecord(file: file, format: format)
        if reader.isWindows1252 { record.note("encoding", Message("inspectNote.value.windows1252")) } else { record.note("encoding", "utf-8") }
        record.note("sections", survey.typeNames.joined(separator: ", "))
        let pattern = try QIFImporter.datePattern(survey, options: options, file: file, record: &record)
        let parser = AmountParser(decimalMark: survey.decimalMark)
        if survey.decimalMark != .auto { record.note("decimal mark", survey.decimalMark == .comma ? "," : ".") }

        var session = QIFSession(file: file, reader: reader.contents, options: options, parser: parser, pattern: pattern, sink: sink, record: record)
        var kind = QIFRecordKind.none
        var autoSwitch = false
        while let item = try reader.next() {
            switch item {
            case let .header(text, _):
                let lower = text.lowercased()
                switch lower {
                case "option:autoswitch": autoSwitch = true
                case "clear:autoswitch": autoSwitch = false
                case "account": kind = autoSwitch ? .accountList : .account
                default:
                    if lower.hasPrefix("type:") { kind = QIFRecordKind(type: String(text.dropFirst(5)).withoutSurroundingSpaces) }
                }
            case let .record(fields, end):
                guard !fields.isEmpty else { continue }
                switch kind {
                case .account: session.account(fields)
                case .accountList, .list, .none: break
                case .investment: session.investment(fields)
                case let .transactions(name, type): session.transaction(fields, end: end, typeName: name, type: type)
                }
            }
        }
        if let failure = reader.window.failure { throw failure }
        session.finish()
        sink = session.sink
        return session.record
    }

    /// The error for a file that does not start with a QIF header: empty when it holds nothing but
    /// white space, else not QIF, said at its first line with content.
    package static func notQIF(_ input: InputFile, _ window: InputWindow) throws(ImportError) -> ImportError {
        let file = input.name
        guard let first = QIFEncodingScan.firstLine(window) else {
            if let failure = window.failure { return failure }
            return ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
        // The line is shown as the file is read: the encoding matters only when it is not ASCII.
        var windows1252 = false
        if first.start.contains(where: { $0 >= 0x80 }) { windows1252 = !QIFEncodingScan.isUTF8(try InputWindow(input), stoppingAtLongLine: false) }
        let text = first.start.withUnsafeBufferPointer { QIFReader.excerpt($0, length: first.length, windows1252: windows1252) }
        return ImportError(.malformed, Message("qif.noHeader"), at: SourceLocation(file: file, line: first.number, column: 1), lineText: text)
    }

    /// `--date-format`, else the order every date of the file allows (helped by `!Option:DMY/MDY`).
    package static func datePattern(_ survey: QIFSurvey, options: ImportOptions, file: String, record: inout ImportRecord)
        throws(ImportError) -> DatePattern?
    {
        if let format = options.dateFormat {
            guard let pattern = DatePattern(format: format) else {
                throw ImportError(.invalidOption, Message("qif.badDateFormat", ["format": .text(format)]), at: SourceLocation(file: file))
            }
            record.note("date format", DateFormatNote.option(pattern))
            return pattern
        }
        switch survey.dates.decide() {
        case let .success(decision):
            record.note("date format", DateFormatNote.decided(decision, preference: true))
            return decision.pattern
        case let .failure(error):
            switch error.reason {
            case .noDates: return nil
            case .ambiguous:
                let example = error.example
                let line = example?.position ?? 0
                let lineText = survey.firstDateLineText
                throw ImportError(
                    .malformed,
                    Message("qif.ambiguousDates", ["example": .text(example?.text ?? ""),
                                                   "formats": .orList(error.candidates.map(\.format))]),
                    at: SourceLocation(file: file, line: line, column: line > 0 ? 2 : 0), lineText: lineText)
            }
        }
    }
}

/// What kind of records follow the last `!Type:` or `!Account` header.
package enum QIFRecordKind: Equatable {
    case none
    /// Money movements: `!Type:Bank`, `CCard`, `Cash`, `Oth A`, `Oth L`.
    case transactions(String, AccountType)
    /// `!Type:Invst`: not imported.
    case investment
    /// Lists that are not movements: categories, classes, memorised transactions, prices, securities.
    case list(String)
    /// `!Account`: the record that follows names the account of the next headers.
    case account
    /// `!Account` inside `!Option:AutoSwitch`: a list of accounts.
    case accountList

    package init(type: String) {
        switch type.lowercased() {
        case "bank": self = .transactions("Bank", .checking)
        case "ccard": self = .transactions("CCard", .creditCard)
        case "cash": self = .transactions("Cash", .other)
        case "oth a": self = .transactions("Oth A", .other)
        case "oth l": self = .transactions("Oth L", .loan)
        case "invst", "port", "401(k)", "401(k)/403(b)": self = .investment
        default: self = .list(type)
        }
    }
}

/// A first pass over the file: the headers, every date and what the amounts say of the decimal mark.
package struct QIFSurvey {
    package var dates = DateInference()
    /// The line of the first date, for the excerpt of an error (the inference quotes the first date).
    package var firstDateLineText: String?
    package var typeNames: [String] = []
    /// `typeNames`, to tell one already met in one look-up (a file may repeat its headers).
    private var typesMet = Set<String>()
    package var decimalMark = AmountParser.DecimalMark.auto
    package var hasContent = false

    package init(_ start: QIFReader) throws(ImportError) {
        var reader = start
        let contents = start.contents
        var kind = QIFRecordKind.none
        var points = 0, commas = 0
        var preferred: DatePattern.Order? = nil
        while let item = try reader.next() {
            hasContent = true
            switch item {
            case let .header(text, _):
                let lower = text.lowercased()
                if lower == "option:dmy" { preferred = .dayMonthYear }
                if lower == "option:mdy" { preferred = .monthDayYear }
                if lower.hasPrefix("type:") {
                    let name = String(text.dropFirst(5)).withoutSurroundingSpaces
                    kind = QIFRecordKind(type: name)
                    if typesMet.insert(name).inserted { typeNames.append(name) }
                } else if lower == "account" {
                    kind = .account
                }
            case let .record(fields, _):
                guard case .transactions = kind else { continue }
                for f in fields {
                    switch f.code {
                    case UInt8(ascii: "D"):
                        dates.add(contents.bytes(f.value), position: f.line.number)
                        if firstDateLineText == nil, contents.bytes(f.value).contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                            firstDateLineText = contents.lineText(f.line)
                        }
                    case UInt8(ascii: "T"), UInt8(ascii: "U"), UInt8(ascii: "$"):
                        if let parsed = try? AmountParser().parse(bytes: contents.bytes(f.value)) {
                            if parsed.decimalMark == "." { points += 1 } else if parsed.decimalMark == "," { commas += 1 }
                        }
                    default: break
                    }
                }
            }
        }
        if let failure = reader.window.failure { throw failure }
        dates.preferredOrder = preferred
        if points > commas { decimalMark = .point } else if commas > points { decimalMark = .comma }
    }
}
