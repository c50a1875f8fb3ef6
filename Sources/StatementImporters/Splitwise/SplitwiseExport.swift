import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// A Splitwise group export ("Export as spreadsheet"), read as shared expenses.
///
/// The file is CSV: `Date,Description,Category,Cost,Currency` then one column per member holding
/// what the expense did to that member's balance (positive: the others owe them). A blank line
/// follows the header; the last line, `Total balance`, is a summary and is skipped. Every other row
/// is an expense (or, in category `Payment`, a payment between members that settles a debt) whose
/// member columns add up exactly to zero; a row that does not is rejected with its line and column.
///
/// From the member columns: when exactly one member's balance went up, that member paid the whole
/// cost and each member's share is the cost minus their gain (for the payer) or their loss (for the
/// others). When several members paid together the export holds only net figures, so a member's
/// gain counts as paid and a loss as owed.
public struct SplitwiseExport: Sendable {
    public struct Expense: Sendable, Hashable {
        public var date: CalendarDay
        public var description: String
        /// A built-in key when the Splitwise category has one (`Groceries` → `groceries`), else the
        /// Splitwise name as written.
        public var category: String
        /// What the expense cost (positive); for a payment, the amount paid.
        public var cost: Money
        /// What each member paid, in column order (members with nothing left out).
        public var paid: [PersonAmount]
        /// What each member owes of it, in column order (members with nothing left out).
        public var owed: [PersonAmount]
        /// What each member's balance moved by: paid minus owed, or the payment made/received.
        public var net: [PersonAmount]
        /// A payment between members (Splitwise category `Payment`), not an expense.
        public var isPayment: Bool
        public var location: SourceLocation
    }

    /// The members, in column order.
    public var people: [String]
    public var expenses: [Expense]
    public var record: ImportRecord

    public static let format = "splitwise"

    /// Reads an export.
    public static func read(_ input: InputFile) throws(ImportError) -> SplitwiseExport {
        var bytes = try input.readAll()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let file = input.name
        var record = ImportRecord(file: file, format: format)
        guard !bytes.isEmpty else { throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file)) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImportError(.malformed, Message("splitwise.notUTF8"), at: SourceLocation(file: file))
        }
        let rows = SimpleCSV.rows(Array(text.utf8))
        guard let header = rows.first(where: { !$0.isBlank }) else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
        let expected = ["date", "description", "category", "cost", "currency"]
        let names = header.fields.map { $0.text.trimmed }
        guard names.count > expected.count, zip(names, expected).allSatisfy({ $0.lowercased() == $1 }),
            names[expected.count...].allSatisfy({ !$0.isEmpty })
        else {
            throw ImportError(.malformed, Message("splitwise.badHeader"), at: SourceLocation(file: file, line: header.line, column: 1),
                              lineText: header.lineText)
        }
        let people = Array(names[expected.count...])
        var expenses: [Expense] = []
        let parser = AmountParser(decimalMark: .point)
        for row in rows where row.line > header.line && !row.isBlank {
            if let expense = expense(row, people: people, firstMember: expected.count, parser: parser, file: file, &record) {
                expenses.append(expense)
            }
        }
        return SplitwiseExport(people: people, expenses: expenses, record: record)
    }

    /// The expense or payment of one row, or nil when the row is the `Total balance` summary (skipped)
    /// or cannot be read (rejected); members' columns start at `firstMember`.
    private static func expense(
        _ row: SimpleCSV.Row, people: [String], firstMember: Int, parser: AmountParser, file: String, _ record: inout ImportRecord
    ) -> Expense? {
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: file, line: row.line, column: index < row.fields.count ? row.fields[index].column : 1)
        }
        func field(_ index: Int) -> String { index < row.fields.count ? row.fields[index].text.trimmed : "" }
        if field(1).lowercased() == "total balance" {
            record.skip(.summary, at: location(1), Message("splitwise.totalBalance"), lineText: row.lineText)
            return nil
        }
        guard let date = CalendarDay(iso: field(0)) else {
            record.reject(at: location(0), Message("csv.badDate", ["text": .text(field(0))]), lineText: row.lineText)
            return nil
        }
        guard let currency = Currency(code: field(4)), field(4).count == 3 else {
            record.reject(at: location(4), Message("splitwise.badCurrency", ["text": .text(field(4))]), lineText: row.lineText)
            return nil
        }
        func amount(_ index: Int) -> Amount? {
            let text = field(index)
            if text.isEmpty { return .zero }
            do throws(AmountParseError) {
                return try parser.parse(text).amount
            } catch {
                var at = location(index)
                at.column += error.position
                record.reject(at: at, error.message, lineText: row.lineText)
                return nil
            }
        }
        guard let cost = amount(3) else { return nil }
        var net: [PersonAmount] = []
        var sum = Amount.zero
        for (i, person) in people.enumerated() {
            guard let value = amount(firstMember + i) else { return nil }
            sum += value
            if !value.isZero { net.append(PersonAmount(person, value)) }
        }
        guard sum.isZero else {
            record.reject(at: location(firstMember), Message("splitwise.unbalanced", ["sum": .text(sum.description)]),
                          lineText: row.lineText)
            return nil
        }
        let category = field(2)
        let isPayment = category.lowercased() == "payment"
        var paid: [PersonAmount] = []
        var owed: [PersonAmount] = []
        let gainers = net.filter { $0.amount.isPositive }
        if !isPayment, gainers.count == 1, let payer = gainers.first {
            paid = [PersonAmount(payer.person, cost.magnitude)]
            // Each member's net found by name in one look-up (the first, as a search of the list finds it).
            let netBy = Dictionary(net.map { ($0.person, $0.amount) }, uniquingKeysWith: { first, _ in first })
            for person in people {
                let n = netBy[person] ?? .zero
                let share = person == payer.person ? cost.magnitude - n : n.negated
                if !share.isZero { owed.append(PersonAmount(person, share)) }
            }
        } else if !isPayment {
            paid = net.filter { $0.amount.isPositive }
            owed = net.filter { $0.amount.isNegative }.map { PersonAmount($0.person, $0.amount.negated) }
        }
        record.rowsRead += 1
        record.imported += 1
        return Expense(
            date: date, description: field(1), category: isPayment ? category : SplitwiseExport.categoryKey(category),
            cost: Money(cost.magnitude, currency), paid: paid, owed: owed, net: net, isPayment: isPayment,
            location: SourceLocation(file: file, line: row.line))
    }

    /// Splitwise's own category names that have a built-in key.
    package static func categoryKey(_ name: String) -> String {
        let table: [String: String] = [
            "groceries": "groceries", "dining out": "restaurants", "liquor": "groceries",
            "rent": "housing", "mortgage": "housing", "maintenance": "housing",
            "electricity": "utilities", "heat/gas": "utilities", "water": "utilities", "utilities - other": "utilities",
            "trash": "utilities", "tv/phone/internet": "telecom",
            "bus/train": "transport", "taxi": "transport", "parking": "transport", "bicycle": "transport",
            "car": "transport", "transportation - other": "transport", "gas/fuel": "fuel",
            "plane": "travel", "hotel": "travel",
            "games": "leisure", "movies": "leisure", "music": "leisure", "sports": "leisure", "entertainment - other": "leisure",
            "medical expenses": "health", "insurance": "insurance", "taxes": "taxes", "education": "education",
            "childcare": "children", "clothing": "shopping", "electronics": "shopping", "furniture": "shopping",
            "household supplies": "shopping", "gifts": "gifts",
        ]
        return table[name.lowercased()] ?? name
    }
}

/// A minimal RFC 4180 reader for small files (Splitwise exports): quoted fields, doubled quotes,
/// separators and line breaks inside quotes, CRLF or LF. Columns are counted in characters.
package enum SimpleCSV {
    package struct Field {
        package var text: String
        /// 1-based column, in characters, of the field's first character.
        package var column: Int
    }

    package struct Row {
        package var line: Int
        package var fields: [Field]
        package var lineText: String
        package var isBlank: Bool { fields.allSatisfy { $0.text.trimmed.isEmpty } }
    }

    package static func rows(_ bytes: [UInt8], separator: UInt8 = UInt8(ascii: ",")) -> [Row] {
        var rows: [Row] = []
        var fields: [Field] = []
        var current: [UInt8] = []
        var quoted = false
        var line = 1, rowLine = 1
        var column = 1, fieldColumn = 1
        var lineStart = 0
        var i = 0
        func finishField() {
            fields.append(Field(text: String(decoding: current, as: UTF8.self), column: fieldColumn))
            current.removeAll(keepingCapacity: true)
        }
        func finishRow(end: Int) {
            finishField()
            let text = String(decoding: bytes[lineStart..<end], as: UTF8.self)
            rows.append(Row(line: rowLine, fields: fields, lineText: text))
            fields.removeAll()
        }
        while i < bytes.count {
            let b = bytes[i]
            let isContinuation = b & 0xC0 == 0x80
            if quoted {
                if b == 0x22 {
                    if i + 1 < bytes.count, bytes[i + 1] == 0x22 {
                        current.append(0x22)
                        i += 2
                        column += 2
                        continue
                    }
                    quoted = false
                } else {
                    current.append(b)
                    if b == 0x0A {
                        line += 1
                        column = 0
                    }
                }
            } else if b == 0x22 && current.isEmpty {
                quoted = true
            } else if b == separator {
                finishField()
                fieldColumn = column + 1
            } else if b == 0x0A || b == 0x0D {
                let end = i
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                finishRow(end: end)
                line += 1
                rowLine = line
                column = 1
                fieldColumn = 1
                i += 1
                lineStart = i
                continue
            } else {
                current.append(b)
            }
            if !isContinuation { column += 1 }
            i += 1
        }
        if !current.isEmpty || !fields.isEmpty { finishRow(end: bytes.count) }
        return rows
    }
}

extension String {
    /// Without leading and trailing white space.
    fileprivate var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...lastIndex(where: { !$0.isWhitespace })!])
    }
}
