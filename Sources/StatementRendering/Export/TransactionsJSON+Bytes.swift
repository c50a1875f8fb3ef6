import StatementModel

/// One transaction of the JSON form written straight as bytes, for the streaming export: the
/// bytes `JSONText` writes for `TransactionsJSON.transaction` inside a statement's `transactions`
/// (depth 4), with its keys and indentation as constant text. A transaction with a split rule goes
/// through `JSONText` itself.
extension TransactionsJSON {
    /// Appends `,` and the transaction's object.
    package static func appendTransaction(_ t: Transaction, category: String, to out: inout [UInt8]) {
        out.append(0x2C)
        if t.split != nil {
            var json = JSONText(depth: 4)
            transaction(&json, t, category: category)
            out.append(contentsOf: json.bytes)
            return
        }
        string("\n        {\n          \"id\": ", t.id, &out)
        if !t.hasSourceID { put(",\n          \"computedId\": true", &out) }
        put(",\n          \"bookingDate\": ", &out)
        day(t.bookingDate, &out)
        if let v = t.valueDate {
            put(",\n          \"valueDate\": ", &out)
            day(v, &out)
        }
        if let d = t.operationDate {
            put(",\n          \"operationDate\": ", &out)
            day(d, &out)
        }
        put(",\n          \"amount\": ", &out)
        amount(t.amount, &out)
        string(",\n          \"currency\": ", t.currency.code, &out)
        string(",\n          \"description\": ", t.description, &out)
        if let v = t.payee { string(",\n          \"payee\": ", v, &out) }
        if let v = t.memo { string(",\n          \"memo\": ", v, &out) }
        if let v = t.reference { string(",\n          \"reference\": ", v, &out) }
        string(",\n          \"category\": ", category, &out)
        string(",\n          \"kind\": ", t.kind.rawValue, &out)
        string(",\n          \"status\": ", t.status.rawValue, &out)
        if let v = t.account { string(",\n          \"account\": ", v, &out) }
        if let o = t.originalAmount {
            put(",\n          \"originalAmount\": ", &out)
            put("{\n            \"amount\": ", &out)
            amount(o, &out)
            string(",\n            \"currency\": ", o.currency.code, &out)
            put("\n          }", &out)
        }
        if let v = t.payer { string(",\n          \"payer\": ", v, &out) }
        put(",\n          \"location\": ", &out)
        location(t.location, &out)
        put("\n        }", &out)
    }

    /// Constant text (`,\n          "key": ` whole: one copy, not one per piece).
    @inline(__always)
    private static func put(_ text: StaticString, _ out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    private static func string(_ key: StaticString, _ value: String, _ out: inout [UInt8]) {
        JSONText.append(key: key, quoted: value, to: &out)
    }

    @inline(__always)
    private static func day(_ value: CalendarDay, _ out: inout [UInt8]) {
        out.append(0x22)
        ExportBytes.append(day: value, to: &out)
        out.append(0x22)
    }

    @inline(__always)
    private static func amount(_ value: Money, _ out: inout [UInt8]) {
        out.append(0x22)
        ExportBytes.append(amount: value, to: &out)
        out.append(0x22)
    }

    /// `"file:line:column"`, the file's name copied when it needs no escape.
    private static func location(_ value: SourceLocation, _ out: inout [UInt8]) {
        var file = value.file
        let plain = file.withUTF8 { bytes in
            for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 { return false }
            out.append(0x22)
            out.append(contentsOf: bytes)
            return true
        }
        guard plain else { return JSONText.append(quoted: value.description, to: &out) }
        if value.line > 0 {
            out.append(0x3A)
            ExportBytes.append(number: value.line, to: &out)
            if value.column > 0 {
                out.append(0x3A)
                ExportBytes.append(number: value.column, to: &out)
            }
        }
        out.append(0x22)
    }
}
