import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// One dated row into a transaction: its date (or why it is preamble, summary or rejected), status,
/// amount, currency, statement and texts, in that order; each step rejects the row with the spot when
/// its value does not read. The texts are read in `readRow` itself (a function returning the
/// transaction cost a copy of it per row).
extension CSVRowReader {
    package mutating func readRow(_ r: CSVRecord, _ reader: CSVReader, _ ordinal: Int) {
        guard let day = bookingDay(r, reader, ordinal), let rowStatus = statusOf(r, reader), var value = rowAmount(r, reader) else { return }
        if plan.invert { value.amount = value.amount.negated }
        guard let currency = currencyOf(r, reader, symbol: value.symbol) else { return }

        // The statement: one per account and currency.
        let rowAccount = accountColumn >= 0 ? text(reader, accountColumn) : nil
        // Without an account column every key is the file's account and a currency: the last key's
        // currency tells it is the same (no key made and compared, no account text counted up and down).
        let index = accountColumn < 0 && lastKey?.currency == currency
            ? lastIndex : statementIndex(StatementKey(account: rowAccount ?? plan.account, currency: currency), reader)

        // Text.
        var memoText: String? = nil
        if !memo.isEmpty || (headerWidth > 0 && reader.fields.count > headerWidth) {
            var parts: [String] = memo.compactMap { text(reader, $0) }
            // Rows longer than the header: the text that spilled over is kept.
            if headerWidth > 0, reader.fields.count > headerWidth {
                for k in headerWidth..<reader.fields.count { if let t = text(reader, k) { parts.append(t) } }
            }
            memoText = parts.isEmpty ? nil : parts.joined(separator: " ")
        }
        let payeeText = repeatedText(reader, payee)
        let referenceText = text(reader, reference)
        let typeText = repeatedText(reader, type)
        // The description's text and what its label says, read where the memo keeps them: each copy
        // of a text counts its object up and down, an atomic operation on memory the other thread
        // counts too (it releases the rows it is done with). Only the texts the row keeps are copied.
        var descriptionText = ""
        var label = BankLabel()  // the channel and the day; the payee is `labelPayee`
        var labelPayee: String? = nil
        var described = false
        describe(reader) { d in
            descriptionText = d.pointee.text
            label = BankLabel(kind: d.pointee.label.kind, day: d.pointee.label.day)
            labelPayee = d.pointee.label.payee
            described = true
        }
        if !described {
            descriptionText = payeeText ?? memoText ?? typeText ?? referenceText ?? ""
            let read = labels.value(for: descriptionText) { BankLabel($0) }
            label = BankLabel(kind: read.kind, day: read.day)
            labelPayee = read.payee
        }
        let valueDay = rowValueDay(reader)
        var original: Money? = nil
        if originalAmount >= 0, let f = field(reader, originalAmount), !reader.isBlank(f),
            let parser = readers[originalAmount]?.parser, let o = reader.withValue(f, { try? parser.parse(bytes: $0) }), !o.amount.isZero
        {
            let code = text(reader, originalCurrency) ?? o.currencyCode
            if let code, let c = Currency(code: code) { original = Money(o.amount, c) }
        }
        // The label's channel gives the kind (a type column's first), its name the payee when no column does.
        let typed = typeText.map { types.value(for: $0) { CSVTypeTable.standard.entry($0) } } ?? CSVTypeTable.Entry()
        let channel = typeText.flatMap { labels.value(for: $0) { BankLabel($0) }.kind } ?? label.kind
        let kind = typed.kind ?? BankLabel(kind: channel).kind(negative: value.amount.isNegative)
        let sourceID = text(reader, id)
        if balance >= 0, rowStatus == .booked { follow(reader, r, statement: index, amount: Money(value.amount, currency), day: day) }
        record.rowsRead += 1
        record.imported += 1
        if let d = days {
            if day < d.start || day > d.end { days = d.union(DayRange(start: day, end: day)) }
        } else {
            days = DayRange(start: day, end: day)
        }
        // Made in the call, not in a local first, and with the initializer that takes every field
        // (not inlined): otherwise the compiler built it twice and copied one on every row.
        sink.transaction(index, Transaction(
            id: sourceID ?? CSVImporter.contentID(bytes, r.start..<r.end, line: r.line), hasSourceID: sourceID != nil, bookingDate: day,
            valueDate: valueDay, operationDate: operationDay(reader, label: label, booked: day), amount: Money(value.amount, currency), description: descriptionText,
            payee: payeeText ?? (described || labelPayee != descriptionText ? labelPayee : nil), memo: memoText, reference: referenceText,
            category: repeatedText(reader, category) ?? typed.category, kind: kind, status: rowStatus,
            account: rowAccount, originalAmount: original,
            payer: nil, split: nil, location: SourceLocation(file: locationFile.next(), line: r.line)))
    }

    /// The value date, when the file has a column for it and the row a day in it: a recent field's
    /// day (`valueDays`), else the field read.
    @inline(__always)
    private mutating func rowValueDay(_ reader: CSVReader) -> CalendarDay? {
        guard let pattern = valuePattern, let f = field(reader, valueDate), !reader.isBlank(f) else { return nil }
        return reader.withValue(f) { v -> CalendarDay? in
            let short = ShortBytes(v)
            if let seen = valueDays.find(short) { return seen }
            let day = pattern.parse(v)
            valueDays.keep(short, day)
            return day
        }
    }

    /// The day of the operation when it is not the booking day: a "Date opération" column read beside
    /// the booking date, else the day the label writes (`CB CARREFOUR 25/11`).
    @inline(__always)
    private func operationDay(_ reader: CSVReader, label: BankLabel, booked: CalendarDay) -> CalendarDay? {
        var operation: CalendarDay? = nil
        if transactionDate >= 0, transactionDate != date, let f = field(reader, transactionDate), !reader.isBlank(f) {
            let pattern = fallbackPattern
            operation = reader.withValue(f) { v in DateTokens(v).flatMap { pattern?.day(from: $0) } }
        }
        if operation == nil, label.day != nil { operation = label.operationDay(bookedOn: booked) }
        return operation == booked ? nil : operation
    }

    /// The row's running balance, checked against the previous row's: a break is a warning at the
    /// balance's field. A row without one adds its amount to the next step.
    private mutating func follow(_ reader: CSVReader, _ r: CSVRecord, statement: Int, amount: Money, day: CalendarDay) {
        guard let f = field(reader, balance), !reader.isBlank(f), let (fast, parser) = readers[balance] ?? nil,
            let value = reader.withValue(f, { v in fast?.read(v) ?? (try? parser.parse(bytes: v))?.amount })
        else {
            chain.skip(statement: statement, amount: amount.amount)
            return
        }
        guard let gap = chain.add(statement: statement, balance: value, amount: amount.amount, day: day, line: r.line) else { return }
        let p = reader.position(of: f.start, in: r)
        record.warn(at: SourceLocation(file: plan.file, line: p.line, column: p.column),
                    Message("csv.balanceBreak", ["found": .money(Money(gap.found, amount.currency)), "expected": .money(Money(gap.expected, amount.currency))]),
                    lineText: reader.lineText(r))
    }

    /// The booking date, or nil when the row has none (preamble, summary, or rejected, said so).
    @inline(__always)
    private mutating func bookingDay(_ r: CSVRecord, _ reader: CSVReader, _ ordinal: Int) -> CalendarDay? {
        var booked: CalendarDay? = nil
        var dateSpot = date
        var hasDate = false
        if let f = field(reader, date) {
            let pattern = bookingPattern
            let read = reader.withValue(f) { v -> BookedDay in
                let short = ShortBytes(v)
                if let seen = bookingDays.find(short) { return seen }
                let read = DateTokens(v).map { BookedDay(hasDate: true, day: pattern?.day(from: $0)) } ?? BookedDay(hasDate: false, day: nil)
                bookingDays.keep(short, read)
                return read
            }
            hasDate = read.hasDate
            booked = read.day
        }
        if !hasDate, transactionDate >= 0, let f = field(reader, transactionDate) {
            let pattern = fallbackPattern
            reader.withValue(f) { v in
                if let t = DateTokens(v) {
                    hasDate = true
                    dateSpot = transactionDate
                    booked = pattern?.day(from: t)
                }
            }
        }
        if !hasDate {
            undated(r, reader, ordinal)
            return nil
        }
        guard let day = booked else {
            let pattern = dateSpot == date ? bookingPattern : fallbackPattern
            reject(reader, r, Message("csv.badDate", ["text": .text(text(reader, dateSpot) ?? ""), "format": .text(pattern?.format ?? "")]), field: dateSpot)
            return nil
        }
        return day
    }

    /// A row without a date: preamble before the first dated row, summary after the last one or when
    /// it says so, else rejected.
    private mutating func undated(_ r: CSVRecord, _ reader: CSVReader, _ ordinal: Int) {
        let location = SourceLocation(file: plan.file, line: r.line)
        if ordinal < plan.firstDated {
            record.skip(.preamble, at: location, Message("csv.beforeData"), lineText: reader.lineText(r))
        } else if ordinal > plan.lastDated {
            record.skip(.summary, at: location, Message("csv.afterData"), lineText: reader.lineText(r))
            if let balance = CSVStatedBalance.read(reader.fields.map { reader.text($0) }, line: r.line) { stated.append(balance) }
        } else if reader.fields.contains(where: { CSVValueKind.isSummaryText(reader.text($0)) }) {
            record.skip(.summary, at: location, Message("csv.summaryLine"), lineText: reader.lineText(r))
            if let balance = CSVStatedBalance.read(reader.fields.map { reader.text($0) }, line: r.line) { stated.append(balance) }
        } else {
            let shown = text(reader, date) ?? ""
            reject(reader, r, shown.isEmpty ? Message("csv.noDate") : Message("csv.badDate", ["text": .text(shown), "format": .text(bookingPattern?.format ?? "")]),
                   field: date)
        }
    }

    /// The row's status; nil when it is declined (not a movement: skipped, said so).
    @inline(__always)
    private mutating func statusOf(_ r: CSVRecord, _ reader: CSVReader) -> TransactionStatus? {
        guard status >= 0, let s = text(reader, status) else { return .booked }
        switch RowStatus(s) {
        case .declined:
            record.skip(.declined, at: SourceLocation(file: plan.file, line: r.line), Message("csv.declined", ["status": .text(s)]), lineText: reader.lineText(r))
            return nil
        case .pending: return .pending
        case .booked: return .booked
        }
    }

    /// The amount (signed by the direction column, or debit and credit summed, less the fee), with the
    /// currency its text names; nil when it does not read (rejected).
    @inline(__always)
    private mutating func rowAmount(_ r: CSVRecord, _ reader: CSVReader) -> CSVRowAmount? {
        var value: Amount
        var symbol = CSVAmountSymbol.none
        if amount >= 0 {
            guard let parsed = readAmount(reader, r, amount) else { return nil }
            value = parsed.amount
            symbol = parsed.symbol
            if direction >= 0 {
                let d = text(reader, direction) ?? ""
                guard let way = CSVDirection(d) else {
                    reject(reader, r, Message("csv.badDirection", ["text": .text(d)]), field: direction)
                    return nil
                }
                value = way == .out ? -value.magnitude : value.magnitude
            }
        } else {
            var sum = Amount.zero
            var any = false
            if let f = field(reader, debit), !reader.isBlank(f) {
                guard let parsed = readAmount(reader, r, debit) else { return nil }
                sum = plan.debitSign == .negative ? parsed.amount : parsed.amount.negated
                symbol = parsed.symbol
                any = true
            }
            if let f = field(reader, credit), !reader.isBlank(f) {
                guard let parsed = readAmount(reader, r, credit) else { return nil }
                sum = sum + parsed.amount
                if symbol == .none { symbol = parsed.symbol }
                any = true
            }
            guard any else {
                reject(reader, r, Message("csv.noAmount"), field: debit >= 0 ? debit : credit)
                return nil
            }
            value = sum
        }
        if fee >= 0, let f = field(reader, fee), !reader.isBlank(f) {
            guard let parsed = readAmount(reader, r, fee) else { return nil }
            value = value - parsed.amount.magnitude
        }
        return CSVRowAmount(amount: value, symbol: symbol)
    }

    /// The currency: the row's column, a sign in the amount, the header, the profile, --currency; nil
    /// when the column names none (rejected).
    @inline(__always)
    private mutating func currencyOf(_ r: CSVRecord, _ reader: CSVReader, symbol: CSVAmountSymbol) -> Currency? {
        if currencyColumn >= 0, let f = field(reader, currencyColumn), !reader.isBlank(f) {
            guard let c = rowCurrency(reader, f) else {
                reject(reader, r, Message("csv.badCurrency", ["text": .text(reader.text(f))]), field: currencyColumn)
                return nil
            }
            return c
        }
        if let c = symbol.currency { return c }
        return amountCurrency ?? plan.currency ?? .unspecified
    }

    /// The statement of `key`, declared on first use.
    @inline(__always)
    private mutating func statementIndex(_ key: StatementKey, _ reader: CSVReader) -> Int {
        let index: Int
        if let lastKey, lastKey == key {
            index = lastIndex
        } else if let known = statements[key] {
            index = known
        } else {
            index = statements.count
            statements[key] = index
            var info = StatementInfo(account: account(key.account), currency: key.currency)
            if let name = text(reader, plan.layout.column(.accountName) ?? -1) { info.account.name = name }
            sink.statement(index, info)
            declared.append(info)
        }
        lastKey = key
        lastIndex = index
        return index
    }
}
