import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads every row of a planned CSV file into transactions, accounting for each one.
///
/// A row is a record that holds something (blank lines and lines of empty fields are not rows). A row
/// whose date column holds no date is preamble before the first dated row, summary after the last one,
/// summary in between when it says so (`Solde`, `Total`), else rejected. A dated row is imported, or
/// rejected with the reason and the spot (a bad date, amount, currency or direction), or skipped as
/// declined when its status says so. The hot path reads bytes: no `String` per field except the text
/// the transaction keeps.
package struct CSVRowReader {
    package let plan: CSVPlan
    package let bytes: UnsafeBufferPointer<UInt8>
    package var record: ImportRecord
    /// What is ready for the caller's sink: a concrete buffer, so that this code is never run as an
    /// unspecialized generic (the caller drains it every thousand rows).
    package var sink = SinkBuffer()

    // Column indices, -1 when absent.
    package let date: Int, valueDate: Int, transactionDate: Int, amount: Int, debit: Int, credit: Int, direction: Int, fee: Int
    package let currencyColumn: Int, originalAmount: Int, originalCurrency: Int, description: Int, payee: Int, reference: Int, id: Int
    package let category: Int, status: Int, type: Int, accountColumn: Int, balance: Int
    package let memo: [Int]
    package let headerWidth: Int
    package let bookingPattern: DatePattern?
    package let valuePattern: DatePattern?
    package let fallbackPattern: DatePattern?
    /// Per amount column: the fast reader (nil when the mark is undecided) and the strict parser.
    package var readers: [(fast: CSVAmountReader?, parser: AmountParser)?] = []
    /// The fast readers alone, by column: a plain value read without copying the parser's.
    package var fastReaders: [CSVAmountReader?] = []
    package let amountCurrency: Currency?

    // Statements by (account, currency), with the last one cached.
    package var statements: [StatementKey: Int] = [:]
    package var lastKey: StatementKey?
    package var lastIndex = 0
    /// The last currency column's text (`.none` until one is read) and the currency it names. Two
    /// fields, not an optional tuple: the tuple was copied through the runtime's tuple metadata on
    /// every row (about 100 instructions).
    package var lastCurrencyBytes = ShortBytes.none
    package var lastCurrency = Currency.unspecified
    /// The texts of the columns whose values repeat, by their bytes.
    package var texts = TextMemo<String>(limit: 1 << 15)
    /// What the bank's labels say (channel, payee), by the label's text: read once per distinct label.
    package var labels = TextMemo<BankLabel>(limit: 1 << 15)
    /// The description column's texts with what their labels say, by their bytes: one look-up a row
    /// gives both (`texts` and `labels` hashed and compared the description twice).
    package var descriptions = TextMemo<DescribedLabel>(limit: 1 << 15)
    /// What a type column's values tell (`CSVTypeTable`), by the value.
    package var types = TextMemo<CSVTypeTable.Entry>(limit: 1 << 10)
    /// The running balance, followed statement by statement, and the statements as declared (their
    /// balances are sent again at the end).
    package var chain = CSVBalanceChain()
    package var declared: [StatementInfo] = []
    /// The balances the lines around the table state, and the first and last booking days read.
    package var stated: [CSVStatedBalance] = []
    package var days: DayRange?
    /// What recent booking-date and value-date fields read as, by their bytes (the same day comes row
    /// after row, and the file's days come back, not always next to each other).
    package var bookingDays = ShortBytesCache(filler: BookedDay(hasDate: false, day: nil))
    package var valueDays = ShortBytesCache<CalendarDay?>(filler: nil)

    /// What a booking-date field reads as: whether it has a date's shape, and the day when it reads.
    package struct BookedDay {
        package var hasDate: Bool
        package var day: CalendarDay?
    }
    /// The file's name as each row's location holds it (`RowText`: not one object both threads count).
    package var locationFile: RowText

    package struct StatementKey: Hashable {
        package var account: String?
        package var currency: Currency
    }

    package init(plan: CSVPlan, bytes: UnsafeBufferPointer<UInt8>, record: ImportRecord) {
        self.plan = plan
        self.locationFile = RowText(plan.file)
        self.bytes = bytes
        self.record = record
        self.stated = plan.stated
        let l = plan.layout
        func c(_ role: CSVColumnRole) -> Int { l.column(role) ?? -1 }
        date = c(.date)
        valueDate = c(.valueDate)
        transactionDate = c(.transactionDate)
        amount = c(.amount)
        debit = c(.debit)
        credit = c(.credit)
        direction = c(.direction)
        fee = c(.fee)
        currencyColumn = c(.currency)
        originalAmount = c(.originalAmount)
        originalCurrency = c(.originalCurrency)
        description = c(.description)
        payee = c(.payee)
        reference = c(.reference)
        id = c(.id)
        category = c(.category)
        status = c(.status)
        type = c(.type)
        accountColumn = c(.account)
        balance = c(.balance)
        memo = l.roles[.memo] ?? []
        headerWidth = l.header?.count ?? 0
        bookingPattern = plan.datePatterns[date]
        valuePattern = valueDate >= 0 ? plan.datePatterns[valueDate] : nil
        fallbackPattern = transactionDate >= 0 ? plan.datePatterns[transactionDate] ?? bookingPattern : nil
        let columns = [amount, debit, credit, fee, originalAmount, balance]
        readers = Array(repeating: nil, count: (columns.max() ?? -1) + 1)
        for c in columns where c >= 0 {
            let mark = plan.columnMarks[c] ?? plan.decimalMark
            readers[c] = (mark == .auto ? nil : CSVAmountReader(mark: mark), AmountParser(decimalMark: mark))
        }
        fastReaders = readers.map { $0?.fast }
        let amountColumn = amount >= 0 ? amount : debit >= 0 ? debit : credit
        amountCurrency = plan.layout.headerCurrencies[amountColumn]
    }

    /// A row longer than this is rejected unread: no bank writes one (a safety limit, like OFX's and JSON's).
    package static var maxRowBytes: Int { 1 << 20 }

    /// Reads every row, calling `drain` whenever the buffer fills (and once at the end, when it holds anything).
    package mutating func run(drain: (inout SinkBuffer) -> Void) throws(ImportError) {
        let file = plan.file
        for row in plan.preamble {
            record.skip(.preamble, at: SourceLocation(file: file, line: row.line), Message(plan.layout.header == nil ? "csv.beforeData" : "csv.preamble"),
                        lineText: lineText(row.start))
        }
        let repeated = RepeatedHeader(plan.layout.header)
        var reader = CSVReader(bytes: bytes, separator: plan.separator, from: plan.dataStart, line: plan.dataLine, maxFields: CSVReader.maxFields)
        var ordinal = -1
        while true {
            let next: CSVRecord?
            // Pass 1 reported this already; unreachable unless the bytes changed.
            do { next = try reader.next() } catch { throw CSVPlanner.readError(error, reader, file: file) }
            guard let r = next else { break }
            let fields = reader.fields
            if fields.allSatisfy({ reader.isBlank($0) }) { continue }
            ordinal += 1
            if repeated.matches(reader) {
                record.skip(.preamble, at: SourceLocation(file: file, line: r.line), Message("csv.repeatedHeader"), lineText: reader.lineText(r))
                continue
            }
            if r.end - r.start > CSVRowReader.maxRowBytes {
                record.reject(at: SourceLocation(file: file, line: r.line, column: 1), Message("csv.rowTooLong", ["limit": .number(CSVRowReader.maxRowBytes)]),
                              lineText: reader.lineText(r))
                continue
            }
            readRow(r, reader, ordinal)
            if sink.isFull { drain(&sink) }
        }
        if statements.isEmpty {
            let currency = amountCurrency ?? plan.currency ?? .unspecified
            sink.statement(0, StatementInfo(account: account(plan.account), currency: currency))
        }
        for (index, info) in declared.enumerated() {
            var updated = info
            if let found = chain.balances(statement: index, currency: info.currency) {
                updated.openingBalance = found.opening
                updated.closingBalance = found.closing
            }
            // What the lines around the table state fills what the rows did not give (one statement only).
            if declared.count == 1 { applyStated(&updated) }
            if updated != info { sink.statement(index, updated) }
        }
        drain(&sink)
    }

    package func lineText(_ offset: Int) -> String { CSVReader(bytes: bytes, separator: plan.separator).lineText(at: offset) }

    package func account(_ id: String?) -> Account {
        guard let id else { return Account() }
        return CSVValueKind.isIBAN(id) ? Account(id: id, iban: id) : Account(id: id)
    }

    @inline(__always)
    package func field(_ reader: CSVReader, _ c: Int) -> CSVField? {
        c >= 0 && c < reader.fields.count ? reader.fields[c] : nil
    }

    /// The field's trimmed text, nil when absent or blank.
    package func text(_ reader: CSVReader, _ c: Int) -> String? {
        guard let f = field(reader, c) else { return nil }
        let s = reader.text(f)
        return s.isEmpty ? nil : s
    }

    /// `text(reader, c)` for a column whose values repeat (descriptions, payees, categories): the same
    /// bytes give the same `String`, made once (less work, and the rows share one copy of the text).
    package mutating func repeatedText(_ reader: CSVReader, _ c: Int) -> String? {
        guard let f = field(reader, c) else { return nil }
        return reader.withValue(f) { value -> String? in
            let r = CSVReader.trimmedRange(value)
            if r.isEmpty { return nil }
            return texts.value(forBytes: UnsafeBufferPointer(rebasing: value[r])) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// `body` on the description column's text and its label's reading, where `descriptions` keeps
    /// them (`TextMemo.withValue`); not called when the field is absent or blank.
    package mutating func describe(_ reader: CSVReader, _ body: (UnsafePointer<DescribedLabel>) -> Void) {
        guard let f = field(reader, description) else { return }
        reader.withValue(f) { value in
            let r = CSVReader.trimmedRange(value)
            if r.isEmpty { return }
            descriptions.withValue(forBytes: UnsafeBufferPointer(rebasing: value[r]), { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                var label = BankLabel(text)
                if label.payee == text { label.payee = nil }
                return DescribedLabel(text: text, label: label)
            }, body)
        }
    }

    package mutating func reject(_ reader: CSVReader, _ r: CSVRecord, _ message: Message, field c: Int, offset: Int = 0) {
        var location = SourceLocation(file: plan.file, line: r.line, column: 1)
        if let f = field(reader, c) {
            let p = reader.position(of: f.start, in: r)
            location = SourceLocation(file: plan.file, line: p.line, column: p.column + offset)
        }
        record.reject(at: location, message, lineText: reader.lineText(at: location.line == r.line ? r.start : (field(reader, c)?.start ?? r.start)))
    }

    /// The amount in column `c`: the fast reader, else the strict parser; a rejection (with the spot) when neither reads it.
    @inline(__always)
    package mutating func readAmount(_ reader: CSVReader, _ r: CSVRecord, _ c: Int) -> CSVRowAmount? {
        // The plain amount of nearly every row, read in place: no parser, no result to copy.
        if let f = field(reader, c), c < fastReaders.count, let fast = fastReaders[c], let raw = reader.rawValue(f), let a = fast.read(raw) {
            return CSVRowAmount(amount: a)
        }
        return parseAmount(reader, r, c)
    }

    /// `readAmount` for what the fast reader does not read: the strict parser, or the rejection.
    @inline(never)
    package mutating func parseAmount(_ reader: CSVReader, _ r: CSVRecord, _ c: Int) -> CSVRowAmount? {
        guard let f = field(reader, c) else {
            reject(reader, r, Message("amount.empty", ["text": ""]), field: c)
            return nil
        }
        let (fast, parser) = c < readers.count ? readers[c] ?? (nil, AmountParser()) : (nil, AmountParser())
        let result: Result<(Amount, String?), AmountParseError> = reader.withValue(f) { value in
            if let fast, let a = fast.read(value) { return .success((a, nil)) }
            do throws(AmountParseError) {
                let parsed = try parser.parse(bytes: value)
                return .success((parsed.amount, parsed.currencyCode))
            } catch {
                // Report what an unbiased reading says when it fails too (`12,3,4`: bad grouping).
                if parser.decimalMark != .auto {
                    do throws(AmountParseError) { _ = try AmountParser().parse(bytes: value) } catch let plain { return .failure(plain) }
                }
                return .failure(error)
            }
        }
        switch result {
        case let .success(v): return CSVRowAmount(amount: v.0, symbol: CSVAmountSymbol(code: v.1))
        case let .failure(error):
            // The parser counts characters from the start of the field's value, spaces included.
            reject(reader, r, error.message, field: c, offset: error.position)
            return nil
        }
    }

    /// The currency a currency column names, cached for the next row.
    package mutating func rowCurrency(_ reader: CSVReader, _ f: CSVField) -> Currency? {
        reader.withValue(f) { value -> Currency? in
            let r = CSVReader.trimmedRange(value)
            let trimmed = UnsafeBufferPointer(rebasing: value[r])
            let short = ShortBytes(trimmed)
            if short != .none, short == lastCurrencyBytes { return lastCurrency }
            let code = String(decoding: trimmed, as: UTF8.self)
            let found = Currency(code: code) ?? CSVRowReader.symbolCurrency(code)
            if let found {
                lastCurrencyBytes = short
                lastCurrency = found
            }
            return found
        }
    }

    package static func symbolCurrency(_ text: String) -> Currency? {
        switch text {
        case "€": return .euro
        case "£": return Currency(code: "GBP")
        case "$", "US$": return Currency(code: "USD")
        default: return nil
        }
    }
}

/// A description and what its label says (`CSVRowReader.descriptions`).
package struct DescribedLabel {
    package var text: String
    /// `BankLabel(text)`, without a payee when the payee it reads is the whole text (compared once
    /// here, not on every row that has the text).
    package var label: BankLabel
}

/// An amount read from a row and the currency its text names (`12,50 €`). A struct, not a tuple: an
/// optional tuple holding a `String?` was copied and destroyed through the runtime's tuple metadata
/// (seven times a row, 105 M instructions at 100k rows). Nothing in it to release: while it held the
/// code as a `String?`, each of the three that every row makes was destroyed through `Optional`'s
/// value witness (about 100 instructions each, 2 % of a 100k-row report).
package struct CSVRowAmount {
    package var amount: Amount
    /// What the amount's text says of its currency.
    package var symbol = CSVAmountSymbol.none
}

/// The currency an amount's text names: none, a code the table does not know (the row then takes
/// its currency from the column, the file or the options, as with none), or a currency.
package enum CSVAmountSymbol: Equatable {
    case none
    case unknown
    case currency(Currency)

    /// The symbol of a currency code as the amount parser reads it.
    package init(code: String?) {
        guard let code else {
            self = .none
            return
        }
        self = Currency(code: code).map { .currency($0) } ?? .unknown
    }

    package var currency: Currency? {
        if case let .currency(c) = self { return c }
        return nil
    }
}
