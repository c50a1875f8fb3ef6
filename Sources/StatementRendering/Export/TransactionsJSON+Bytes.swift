import StatementModel

/// One transaction of the JSON form written straight as bytes, for the streaming export: the
/// bytes `JSONText` writes for `TransactionsJSON.transaction` inside a statement's `transactions`
/// (depth 4), with its keys and indentation as constant text. A transaction with a split rule goes
/// through `JSONText` itself.
extension TransactionsJSON {
    /// Appends `,` and the transaction's object: room for its longest possible text is reserved
    /// once, and the whole object is written into it through a `ByteCursor` (no `append` per piece).
    package static func appendTransaction(_ t: Transaction, category: String, to out: inout [UInt8]) {
        var file = LocationFile()
        appendTransaction(t, category: category, file: &file, to: &out)
    }

    /// `appendTransaction(_:category:to:)`, `file` keeping the last location's file name quoted and
    /// escaped, without its closing quote (its 35 bytes cost 350 instructions a row each time).
    package static func appendTransaction(_ t: Transaction, category: String, file: inout LocationFile, to out: inout [UInt8]) {
        if t.split != nil {
            out.append(0x2C)
            var json = JSONText(depth: 4)
            transaction(&json, t, category: category)
            out.append(contentsOf: json.bytes)
            return
        }
        file.update(t.location.file) { name, bytes in
            JSONText.append(quoted: name, to: &bytes)
            bytes.removeLast()
            return true
        }
        file.bytes.withUnsafeBufferPointer { name in
            ExportBytes.append(atMost: rowBound + 6 * textBytes(t, category: category), to: &out) { row in
                write(t, category: category, file: name, to: &row)
            }
        }
    }

    /// The most a row's constant text, days, amounts, quotes and line and column take: its keys and
    /// indentation about 540 bytes, 3 days of `ByteCursor.dayBound`, 2 amounts of
    /// `ByteCursor.unitsBound`, 13 strings' quotes, 2 numbers of 20 digits — under 900.
    static let rowBound = 1024

    /// The UTF-8 bytes of the row's strings; each takes at most 6 bytes a byte once escaped (`\u00XX`).
    @inline(__always)
    private static func textBytes(_ t: Transaction, category: String) -> Int {
        var n = t.id.utf8.count + t.currency.code.utf8.count + t.description.utf8.count + category.utf8.count
        n += t.kind.rawValue.utf8.count + t.status.rawValue.utf8.count + t.location.file.utf8.count
        if let v = t.payee { n += v.utf8.count }
        if let v = t.memo { n += v.utf8.count }
        if let v = t.reference { n += v.utf8.count }
        if let v = t.account { n += v.utf8.count }
        if let v = t.payer { n += v.utf8.count }
        if let o = t.originalAmount { n += o.currency.code.utf8.count }
        return n
    }

    private static func write(_ t: Transaction, category: String, file: UnsafeBufferPointer<UInt8>, to row: inout ByteCursor) {
        string(",\n        {\n          \"id\": ", t.id, &row)
        if !t.hasSourceID { row.put(",\n          \"computedId\": true") }
        row.put(",\n          \"bookingDate\": ")
        day(t.bookingDate, &row)
        if let v = t.valueDate {
            row.put(",\n          \"valueDate\": ")
            day(v, &row)
        }
        if let d = t.operationDate {
            row.put(",\n          \"operationDate\": ")
            day(d, &row)
        }
        row.put(",\n          \"amount\": ")
        amount(t.amount, &row)
        string(",\n          \"currency\": ", t.currency.code, &row)
        string(",\n          \"description\": ", t.description, &row)
        if let v = t.payee { string(",\n          \"payee\": ", v, &row) }
        if let v = t.memo { string(",\n          \"memo\": ", v, &row) }
        if let v = t.reference { string(",\n          \"reference\": ", v, &row) }
        string(",\n          \"category\": ", category, &row)
        string(",\n          \"kind\": ", t.kind.rawValue, &row)
        string(",\n          \"status\": ", t.status.rawValue, &row)
        if let v = t.account { string(",\n          \"account\": ", v, &row) }
        if let o = t.originalAmount {
            row.put(",\n          \"originalAmount\": {\n            \"amount\": ")
            amount(o, &row)
            string(",\n            \"currency\": ", o.currency.code, &row)
            row.put("\n          }")
        }
        if let v = t.payer { string(",\n          \"payer\": ", v, &row) }
        location(t.location, file: file, &row)
        row.put("\n        }")
    }

    /// `key`, then `value` quoted and escaped (`JSONText.write`).
    @inline(__always)
    private static func string(_ key: StaticString, _ value: String, _ row: inout ByteCursor) {
        let end = row.end
        let written = TextBytes.read(value) { JSONText.write(key: key, quoted: $0, to: end) }
        row.advance(written)
    }

    @inline(__always)
    private static func day(_ value: CalendarDay, _ row: inout ByteCursor) {
        row.put(0x22)
        row.put(day: value)
        row.put(0x22)
    }

    /// `TransactionsJSON.text(money)`: every digit, at least the currency's minor-unit digits.
    @inline(__always)
    private static func amount(_ money: Money, _ row: inout ByteCursor) {
        row.put(0x22)
        row.put(amount: money)
        row.put(0x22)
    }

    /// `"location": "file:line:column"`, `file` the file name already quoted and escaped as `JSONText`
    /// escapes the whole text (`:` and digits need no escape, and no escaped sequence crosses the `:`).
    @inline(__always)
    private static func location(_ value: SourceLocation, file: UnsafeBufferPointer<UInt8>, _ row: inout ByteCursor) {
        row.put(",\n          \"location\": ")
        row.put(file)
        row.put(lineAndColumnOf: value)
        row.put(0x22)
    }
}
