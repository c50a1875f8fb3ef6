/// Reads delimited text exports with a header row: `Date,Description,Amount,Currency,Category`.
///
/// First version: UTF-8 (with or without BOM), `,` `;` or tab separators, ISO or `dd/MM/yyyy`
/// dates, a signed amount column or debit and credit columns, by header names in English and
/// French. Every data row is imported or rejected with its line and the reason.
public struct CSVImporter: StatementImporter {
    public let format = "csv"

    public init() {}

    public func identify(_ head: [UInt8]) -> Identification? {
        guard let firstLine = CSVImporter.firstLine(head), !firstLine.isEmpty,
            !firstLine.contains(0), firstLine.first != UInt8(ascii: "<"), firstLine.first != UInt8(ascii: "{"),
            firstLine.first != UInt8(ascii: "[")
        else { return nil }
        let separator = CSVImporter.separator(of: firstLine)
        let count = firstLine.filter { $0 == separator }.count
        guard count >= 2 else { return nil }
        return Identification(confidence: 30, reason: "delimited text, \(count + 1) fields on the first line")
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        var bytes = try input.readAll()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var record = ImportRecord(file: input.name, format: format)
        let file = input.name
        guard !bytes.isEmpty else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
        let separator = CSVImporter.separator(of: CSVImporter.firstLine(bytes) ?? [])
        record.note("encoding", "utf-8")
        record.note("separator", separator == 0x09 ? "tab" : String(UnicodeScalar(separator)))

        return try bytes.withUnsafeBufferPointer { (buffer) throws(ImportError) -> ImportRecord in
            var reader = CSVReader(bytes: buffer, separator: separator)
            func next() throws(ImportError) -> CSVReader.Record? {
                do { return try reader.next() } catch {
                    if case let .unterminatedQuote(line, column) = error {
                        throw ImportError(.malformed, Message("csv.unterminatedQuote"), at: SourceLocation(file: file, line: line, column: column))
                    }
                    return nil
                }
            }
            guard let header = try next() else {
                throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
            }
            let names = header.fields.map { reader.text($0) }
            let columns = ColumnMap(names)
            guard columns.date != nil else {
                throw ImportError(.malformed, Message("csv.noDateColumn"), at: SourceLocation(file: file, line: header.line, column: 1), lineText: reader.lineText(header))
            }
            guard columns.amount != nil || columns.debit != nil || columns.credit != nil else {
                throw ImportError(.malformed, Message("csv.noAmountColumn"), at: SourceLocation(file: file, line: header.line, column: 1), lineText: reader.lineText(header))
            }
            record.note("header", names.joined(separator: " | "))

            let parser = AmountParser(decimalMark: separator == UInt8(ascii: ",") ? .point : .auto)
            var statementFor: [Currency: Int] = [:]
            while let row = try next() {
                if row.fields.count == 1, row.fields[0].range.isEmpty { continue }  // blank line
                let location = SourceLocation(file: file, line: row.line)
                func field(_ index: Int?) -> String? {
                    guard let index, index < row.fields.count else { return nil }
                    let s = reader.text(row.fields[index]).trimmingSpaces
                    return s.isEmpty ? nil : s
                }
                func column(_ index: Int?) -> Int {
                    index.flatMap { $0 < row.fields.count ? reader.characterColumn(row.fields[$0]) : nil } ?? 1
                }
                func reject(_ reason: Message, _ index: Int?) {
                    record.reject(at: SourceLocation(file: file, line: row.line, column: column(index)), reason, lineText: reader.lineText(row))
                }
                guard let dateText = field(columns.date), let date = CSVImporter.day(dateText) else {
                    reject(Message("csv.badDate", ["text": .text(field(columns.date) ?? "")]), columns.date)
                    continue
                }
                var amount: Amount
                var currencyCode: String? = nil
                do throws(AmountParseError) {
                    if let a = field(columns.amount) {
                        let parsed = try parser.parse(a)
                        amount = parsed.amount
                        currencyCode = parsed.currencyCode
                    } else {
                        var debit: ParsedAmount? = nil
                        var credit: ParsedAmount? = nil
                        if let d = field(columns.debit) { debit = try parser.parse(d) }
                        if let c = field(columns.credit) { credit = try parser.parse(c) }
                        amount = (credit?.amount.magnitude ?? .zero) - (debit?.amount.magnitude ?? .zero)
                        currencyCode = debit?.currencyCode ?? credit?.currencyCode
                    }
                } catch {
                    let index = field(columns.amount) != nil ? columns.amount : columns.debit ?? columns.credit
                    record.reject(at: SourceLocation(file: file, line: row.line, column: column(index) + error.position), error.message, lineText: reader.lineText(row))
                    continue
                }
                if options.invertSigns { amount = amount.negated }
                let currency = field(columns.currency).flatMap { Currency(code: $0) }
                    ?? currencyCode.flatMap { Currency(code: $0) } ?? options.defaultCurrency ?? .unspecified
                let index: Int
                if let known = statementFor[currency] {
                    index = known
                } else {
                    index = statementFor.count
                    statementFor[currency] = index
                    sink.statement(index, StatementInfo(account: options.account ?? Account(), currency: currency))
                }
                let description = field(columns.description) ?? field(columns.payee) ?? ""
                let transaction = Transaction(
                    id: field(columns.reference) ?? CSVImporter.contentID(buffer, row.range, line: row.line),
                    bookingDate: date, valueDate: field(columns.valueDate).flatMap(CSVImporter.day),
                    amount: Money(amount, currency), description: description, payee: field(columns.payee),
                    memo: field(columns.memo), reference: field(columns.reference), category: field(columns.category),
                    location: location)
                record.rowsRead += 1
                record.imported += 1
                sink.transaction(index, transaction)
            }
            if statementFor.isEmpty {
                sink.statement(0, StatementInfo(account: options.account ?? Account(), currency: options.defaultCurrency ?? .unspecified))
            }
            return record
        }
    }

    /// Column roles found from header names.
    struct ColumnMap {
        var date, valueDate, description, amount, debit, credit, currency, category, payee, memo, reference: Int?

        init(_ names: [String]) {
            for (index, raw) in names.enumerated() {
                let name = raw.trimmingSpaces.lowercased()
                func set(_ role: inout Int?) { if role == nil { role = index } }
                switch name {
                case "date", "date opération", "date operation", "booking date", "date comptable": set(&date)
                case "value date", "date de valeur", "date valeur": set(&valueDate)
                case "description", "libellé", "libelle", "label", "details": set(&description)
                case "amount", "montant": set(&amount)
                case "debit", "débit": set(&debit)
                case "credit", "crédit": set(&credit)
                case "currency", "devise": set(&currency)
                case "category", "catégorie", "categorie": set(&category)
                case "payee", "bénéficiaire", "beneficiaire", "counterparty": set(&payee)
                case "memo", "note", "notes": set(&memo)
                case "reference", "référence", "id": set(&reference)
                default: break
                }
            }
        }
    }

    static func firstLine(_ bytes: [UInt8]) -> [UInt8]? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard start < bytes.count else { return nil }
        let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
        return Array(bytes[start..<end])
    }

    /// The most frequent of `;`, tab, `,`, `|` on the line (outside quotes).
    static func separator(of line: [UInt8]) -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for b in line {
            if b == 0x22 { quoted.toggle() } else if !quoted, b == 0x3B || b == 0x09 || b == 0x2C || b == 0x7C { counts[b, default: 0] += 1 }
        }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? UInt8(ascii: ",")
    }

    /// `YYYY-MM-DD` or `DD/MM/YYYY`.
    static func day(_ text: String) -> CalendarDay? {
        if let iso = CalendarDay(iso: text.prefix(10)), text.count == 10 || text.dropFirst(10).first == "T" || text.dropFirst(10).first == " " {
            return iso
        }
        let parts = text.split(separator: "/")
        guard parts.count == 3, let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4 else { return nil }
        return CalendarDay(year: y, month: m, day: d)
    }

    /// A stable id for a row without a reference: FNV-1a of its bytes and line, in base 32.
    static func contentID(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in buffer[range] {
            hash ^= UInt64(b)
            hash = hash &* 0x100_0000_01b3
        }
        hash ^= UInt64(truncatingIfNeeded: line)
        hash = hash &* 0x100_0000_01b3
        return "h" + String(hash, radix: 32)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs, U+00A0 and U+202F.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{202F}" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}
