import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The second pass of a QIF import: records into transactions, statements per account and `!Type:` header.
package struct QIFSession<Sink: TransactionSink> {
    package let file: String
    /// The record being read (its bytes and text).
    package let reader: QIFBytes
    package let options: ImportOptions
    package let parser: AmountParser
    package let pattern: DatePattern?
    package var sink: Sink
    package var record: ImportRecord

    private var infos: [StatementInfo] = []
    private var statementFor: [String: Int] = [:]
    /// Records already read in each statement (an opening balance is only the first one).
    private var recordsIn: [Int: Int] = [:]
    /// The account named by the last `!Account` record.
    private var account: Account?
    private var splitRecords = 0, splitTransactions = 0, investmentRecords = 0

    package init(file: String, reader: QIFBytes, options: ImportOptions, parser: AmountParser, pattern: DatePattern?, sink: Sink, record: ImportRecord) {
        self.file = file
        self.reader = reader
        self.options = options
        self.parser = parser
        self.pattern = pattern
        self.sink = sink
        self.record = record
    }

    package var currency: Currency { options.defaultCurrency ?? .unspecified }

    // MARK: Records

    /// An `!Account` record: `N` name, `T` type (`Bank`, `CCard`, ...), `D` description.
    package mutating func account(_ fields: [QIFReader.Field]) {
        var a = Account()
        for f in fields {
            let value = reader.text(f.value).withoutSurroundingSpaces
            switch f.code {
            case UInt8(ascii: "N"): a.name = value.isEmpty ? nil : value
            case UInt8(ascii: "T"):
                if case let .transactions(_, type) = QIFRecordKind(type: value) { a.type = type }
            default: break
            }
        }
        account = a
    }

    /// An investment record: counted, skipped, said why.
    package mutating func investment(_ fields: [QIFReader.Field]) {
        let action = fields.first { $0.code == UInt8(ascii: "N") }.map { reader.text($0.value).withoutSurroundingSpaces } ?? ""
        let first = fields[0].line
        investmentRecords += 1
        record.skip(.unsupported, at: SourceLocation(file: file, line: first.number, column: 1),
                    Message("qif.investment", ["action": .text(action)]), lineText: reader.lineText(first))
    }

    /// A record under a money header (`!Type:Bank`, `CCard`, …).
    package mutating func transaction(_ fields: [QIFReader.Field], end: QIFReader.Line?, typeName: String, type: AccountType) {
        let index = statement(typeName: typeName, type: type)
        let ordinal = recordsIn[index, default: 0]
        recordsIn[index] = ordinal + 1
        let first = fields[0].line

        var date: QIFReader.Field?, total: QIFReader.Field?, alternative: QIFReader.Field?
        var payee: String?, memo: String?, number: String?, category: String?
        var splits: [QIFSplit] = []
        for f in fields {
            let value = reader.text(f.value).withoutSurroundingSpaces
            switch f.code {
            case UInt8(ascii: "D"): date = f
            case UInt8(ascii: "T"): total = f
            case UInt8(ascii: "U"): alternative = f
            case UInt8(ascii: "P"): payee = value.nilIfEmpty
            case UInt8(ascii: "M"): memo = value.nilIfEmpty
            case UInt8(ascii: "N"): number = value.nilIfEmpty
            case UInt8(ascii: "L"): category = value.nilIfEmpty
            case UInt8(ascii: "S"): splits.append(QIFSplit(line: f.line, category: value.nilIfEmpty))
            case UInt8(ascii: "E"), UInt8(ascii: "$"), UInt8(ascii: "%"): QIFSplit.add(f, value, to: &splits)
            default: break
            }
        }

        // Date.
        guard let date else {
            reject(Message("qif.noDate"), line: first, offset: first.range.lowerBound)
            return
        }
        let dateText = reader.text(date.value).withoutSurroundingSpaces
        guard let pattern, let day = pattern.parse(reader.bytes(date.value)) else {
            reject(Message("qif.badDate", ["text": .text(dateText)]), line: date.line, offset: date.value.lowerBound)
            return
        }

        // Amount: T, else U, else the sum of the splits.
        var amount: Amount? = nil
        if let field = total ?? alternative {
            guard let a = parse(field) else { return }
            amount = a
        }

        let id = contentID(fields, end: end)
        let (categoryKey, isTransfer) = QIFSession.category(category)
        let description = payee ?? memo ?? ""

        // The opening balance of the account, first under its header.
        if ordinal == 0, payee?.lowercased() == "opening balance", let category, category.hasPrefix("["), let amount {
            var info = infos[index]
            info.openingBalance = Balance(Money(options.invertSigns ? amount.negated : amount, currency), date: day)
            update(index, info)
            record.skip(.preamble, at: SourceLocation(file: file, line: first.number, column: 1), Message("qif.openingBalance"),
                        lineText: reader.lineText(first))
            return
        }

        if !splits.isEmpty, let parts = splitAmounts(splits, total: amount, firstLine: first) {
            let shared = Transaction(id: id, bookingDate: day, amount: Money(.zero, currency), description: description, payee: payee, memo: memo,
                                     reference: number, category: category, location: SourceLocation(file: file, line: first.number, column: 1))
            emitSplits(index, splits, parts, shared)
            return
        }
        guard let amount else {
            reject(Message("qif.noAmount"), line: first, offset: first.range.lowerBound)
            return
        }
        // The label's channel gives the kind (`CB CARREFOUR 25/11`: a card, used on the 25th).
        let label = BankLabel(description)
        let operation = label.operationDay(bookedOn: day)
        emit(index, Transaction(
            id: id, bookingDate: day, operationDate: operation == day ? nil : operation, amount: Money(amount, currency),
            description: description, payee: payee, memo: memo, reference: number, category: categoryKey,
            kind: isTransfer ? .transfer : label.kind.map { BankLabel(kind: $0).kind(negative: amount.isNegative) },
            location: SourceLocation(file: file, line: first.number, column: 1)))
    }

    /// One transaction per split line: `shared` gives what they have in common (its category is the
    /// record's, its memo the record's, its id the record's).
    private mutating func emitSplits(_ index: Int, _ splits: [QIFSplit], _ parts: [Amount], _ shared: Transaction) {
        splitRecords += 1
        splitTransactions += parts.count
        for (k, (split, part)) in zip(splits, parts).enumerated() {
            let (key, transfer) = QIFSession.category(split.category ?? shared.category)
            emit(index, Transaction(
                id: shared.id + "-" + String(k + 1), bookingDate: shared.bookingDate, amount: Money(part, currency), description: shared.description,
                payee: shared.payee, memo: split.memo ?? shared.memo, reference: shared.reference, category: key,
                kind: transfer ? .transfer : nil, location: SourceLocation(file: file, line: split.line.number, column: 1)))
        }
    }

    /// Each split line's amount, when they add up to the total; nil (and a warning) when they do not,
    /// so the record stays one transaction.
    private mutating func splitAmounts(_ splits: [QIFSplit], total: Amount?, firstLine: QIFReader.Line) -> [Amount]? {
        var amounts: [Amount?] = []
        for s in splits {
            if let field = s.amount {
                guard let a = try? parser.parse(bytes: reader.bytes(field.value)).amount else {
                    warn(Message("qif.splitUnreadable", ["text": .text(reader.text(field.value).withoutSurroundingSpaces)]), line: field.line)
                    return nil
                }
                amounts.append(a)
            } else {
                amounts.append(nil)
            }
        }
        if amounts.contains(where: { $0 == nil }) {
            // Work out the missing ones from their percentages.
            guard let total else { return nil }
            var missing: [(index: Int, percent: Amount)] = []
            for (i, s) in splits.enumerated() where amounts[i] == nil {
                guard let field = s.percent, let p = Amount(exactly: reader.text(field.value).withoutSurroundingSpaces.replacingOccurrences(of: "%", with: "").replacingOccurrences(of: ",", with: "."))
                else {
                    warn(Message("qif.splitNoAmount"), line: s.line)
                    return nil
                }
                missing.append((i, p))
            }
            let known = amounts.compactMap { $0 }.reduce(Amount.zero, +)
            var left = total - known
            for (k, m) in missing.enumerated() {
                if k == missing.count - 1 {
                    amounts[m.index] = left
                } else {
                    let share = QIFSession.percent(of: total, m.percent, scale: currency.minorUnits)
                    amounts[m.index] = share
                    left = left - share
                }
            }
        }
        let parts = amounts.map { $0! }
        let sum = parts.reduce(Amount.zero, +)
        if let total, sum != total {
            warn(Message("qif.splitMismatch", ["sum": .text(Money(sum, currency).description), "total": .text(Money(total, currency).description)]),
                 line: firstLine)
            return nil
        }
        return parts
    }

    /// `total × percent / 100`, rounded half-even to `scale` digits.
    package static func percent(of total: Amount, _ percent: Amount, scale: Int) -> Amount {
        // total.units × percent.units / 10^(total.scale + percent.scale + 2), exactly, then rounded.
        let (product, overflow) = total.units.multipliedReportingOverflow(by: percent.units)
        let exactScale = total.scale + percent.scale + 2
        guard !overflow, exactScale <= Amount.maxScale else { return total.rounded(toScale: scale) }
        return Amount(units: product, scale: exactScale).rounded(toScale: scale)
    }

    /// `Food:Groceries/Business` → `Food:Groceries`; `[Savings]` → the transfers category.
    package static func category(_ raw: String?) -> (String?, Bool) {
        guard var text = raw?.withoutSurroundingSpaces, !text.isEmpty else { return (nil, false) }
        if text.hasPrefix("[") { return ("transfers", true) }
        if let slash = QIFCategories.firstIndex(of: 0x2F, in: text) { text = String(text[..<slash]).withoutSurroundingSpaces }
        return (text.isEmpty ? nil : QIFCategories.key(text), false)
    }

    private mutating func parse(_ field: QIFReader.Field) -> Amount? {
        do throws(AmountParseError) {
            return try parser.parse(bytes: reader.bytes(field.value)).amount
        } catch {
            if let amount = withoutEmptyLeadingGroup(reader.bytes(field.value)) {
                warn(Message("qif.emptyLeadingGroup", ["text": .text(reader.text(field.value).withoutSurroundingSpaces), "amount": .text(amount.description)]),
                     line: field.line)
                return amount
            }
            // Column: after the letter, plus the spot in the value.
            let start = reader.column(field.value.lowerBound, on: field.line)
            record.reject(at: SourceLocation(file: file, line: field.line.number, column: start + error.position), error.message,
                          lineText: reader.lineText(field.line))
            return nil
        }
    }

    /// `,300.00` and `-,104.50`, as Microsoft Money wrote amounts under 1,000: a grouping mark with no
    /// digit before it. Read without that mark, when the rest is an amount.
    private func withoutEmptyLeadingGroup(_ b: UnsafeBufferPointer<UInt8>) -> Amount? {
        var bytes = Array(b)
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B { i += 1 }
        guard i + 1 < bytes.count, bytes[i] == 0x2C || bytes[i] == 0x2E, bytes[i + 1] &- 0x30 < 10 else { return nil }
        bytes.remove(at: i)
        guard bytes.contains(where: { $0 == 0x2C || $0 == 0x2E }) else { return nil }
        return bytes.withUnsafeBufferPointer { try? parser.parse(bytes: $0).amount }
    }

    // MARK: Statements and rows

    private mutating func statement(typeName: String, type: AccountType) -> Int {
        let key = (account?.name ?? "") + "\u{0}" + typeName
        if let index = statementFor[key] { return index }
        var a = options.account ?? account ?? Account()
        if options.account == nil, a.type == nil { a.type = type }
        let info = StatementInfo(account: a, currency: currency)
        infos.append(info)
        sink.statement(infos.count - 1, info)
        statementFor[key] = infos.count - 1
        return infos.count - 1
    }

    private mutating func update(_ index: Int, _ info: StatementInfo) {
        infos[index] = info
        sink.statement(index, info)
    }

    private mutating func emit(_ index: Int, _ transaction: Transaction) {
        var t = transaction
        if options.invertSigns {
            t.amount = t.amount.negated
            if t.kind == .debit { t.kind = .credit } else if t.kind == .credit { t.kind = .debit }
        }
        record.rowsRead += 1
        record.imported += 1
        sink.transaction(index, t)
    }

    private mutating func reject(_ message: Message, line: QIFReader.Line, offset: Int) {
        record.reject(at: SourceLocation(file: file, line: line.number, column: reader.column(offset, on: line)), message,
                      lineText: reader.lineText(line))
    }

    private mutating func warn(_ message: Message, line: QIFReader.Line) {
        record.warn(at: SourceLocation(file: file, line: line.number, column: 1), message, lineText: reader.lineText(line))
    }

    /// FNV-1a of the record's bytes and its first line, in base 32: the same file gives the same ids.
    private func contentID(_ fields: [QIFReader.Field], end: QIFReader.Line?) -> String {
        let start = fields[0].line.range.lowerBound
        let stop = end?.range.upperBound ?? fields[fields.count - 1].line.range.upperBound
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in reader.bytes(start..<max(start, stop)) {
            hash ^= UInt64(b)
            hash = hash &* 0x100_0000_01b3
        }
        hash ^= UInt64(truncatingIfNeeded: fields[0].line.number)
        hash = hash &* 0x100_0000_01b3
        return "q" + String(hash, radix: 32)
    }

    /// At the end: a file with no money header still yields one (empty) statement; what was done is noted.
    package mutating func finish() {
        if infos.isEmpty {
            let info = StatementInfo(account: options.account ?? account ?? Account(), currency: currency)
            infos.append(info)
            sink.statement(0, info)
        }
        if splitRecords > 0 {
            let parts = Message("inspectNote.value.splitParts", ["count": .number(splitTransactions)])
            record.note("splits", Message("inspectNote.value.splits", ["count": .number(splitRecords), "parts": .message(parts)]))
        }
        if investmentRecords > 0 { record.note("investment", Message("inspectNote.value.investment", ["count": .number(investmentRecords)])) }
        if options.defaultCurrency == nil { record.note("currency", Message("inspectNote.value.noCurrency")) }
    }
}

/// One `S` line of a QIF record with its `E`, `$` and `%` lines.
package struct QIFSplit {
    package var line: QIFReader.Line
    package var category: String?
    package var memo: String?
    package var amount: QIFReader.Field?
    package var percent: QIFReader.Field?

    package func hasValue(_ code: UInt8) -> Bool { code == UInt8(ascii: "$") ? amount != nil : percent != nil }

    /// An `E`, `$` or `%` line: to the last split line, or to a new one when the last has that already.
    package static func add(_ f: QIFReader.Field, _ value: String, to splits: inout [QIFSplit]) {
        if splits.isEmpty || (f.code == UInt8(ascii: "E") && splits[splits.count - 1].memo != nil)
            || (f.code != UInt8(ascii: "E") && splits[splits.count - 1].hasValue(f.code))
        {
            splits.append(QIFSplit(line: f.line, category: nil))
        }
        if f.code == UInt8(ascii: "E") { splits[splits.count - 1].memo = value.nilIfEmpty }
        if f.code == UInt8(ascii: "$") { splits[splits.count - 1].amount = f }
        if f.code == UInt8(ascii: "%") { splits[splits.count - 1].percent = f }
    }
}
