import StatementModel

/// One transaction of the JSON form written straight as bytes, for the streaming export: the
/// bytes `JSONText` writes for `TransactionsJSON.transaction` inside a statement's `transactions`
/// (depth 4), with its keys and indentation as constant text. A transaction with a split rule goes
/// through `JSONText` itself.
extension TransactionsJSON {
    private static let fieldStart: [UInt8] = Array(",\n          \"".utf8)

    /// Appends `,` and the transaction's object.
    package static func appendTransaction(_ t: Transaction, category: String, to out: inout [UInt8]) {
        out.append(0x2C)
        if t.split != nil {
            var json = JSONText(depth: 4)
            transaction(&json, t, category: category)
            out.append(contentsOf: json.bytes)
            return
        }
        out.append(contentsOf: "\n        {\n          \"id\": ".utf8)
        JSONText.append(quoted: t.id, to: &out)
        if !t.hasSourceID {
            key("computedId", &out)
            out.append(contentsOf: "true".utf8)
        }
        key("bookingDate", &out)
        day(t.bookingDate, &out)
        if let v = t.valueDate {
            key("valueDate", &out)
            day(v, &out)
        }
        if let d = t.operationDate {
            key("operationDate", &out)
            day(d, &out)
        }
        key("amount", &out)
        amount(t.amount, &out)
        string("currency", t.currency.code, &out)
        string("description", t.description, &out)
        if let v = t.payee { string("payee", v, &out) }
        if let v = t.memo { string("memo", v, &out) }
        if let v = t.reference { string("reference", v, &out) }
        string("category", category, &out)
        string("kind", t.kind.rawValue, &out)
        string("status", t.status.rawValue, &out)
        if let v = t.account { string("account", v, &out) }
        if let o = t.originalAmount {
            key("originalAmount", &out)
            out.append(contentsOf: "{\n            \"amount\": ".utf8)
            amount(o, &out)
            out.append(contentsOf: ",\n            \"currency\": ".utf8)
            JSONText.append(quoted: o.currency.code, to: &out)
            out.append(contentsOf: "\n          }".utf8)
        }
        if let v = t.payer { string("payer", v, &out) }
        key("location", &out)
        location(t.location, &out)
        out.append(contentsOf: "\n        }".utf8)
    }

    /// `,\n          "key": ` (keys are plain ASCII).
    @inline(__always)
    private static func key(_ name: StaticString, _ out: inout [UInt8]) {
        out.append(contentsOf: fieldStart)
        out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        out.append(0x22)
        out.append(0x3A)
        out.append(0x20)
    }

    @inline(__always)
    private static func string(_ name: StaticString, _ value: String, _ out: inout [UInt8]) {
        key(name, &out)
        JSONText.append(quoted: value, to: &out)
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
        let plain = file.withUTF8 { bytes in !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 } }
        guard plain else { return JSONText.append(quoted: value.description, to: &out) }
        out.append(0x22)
        out.append(contentsOf: file.utf8)
        if value.line > 0 {
            out.append(0x3A)
            ExportBytes.append(units: Int128(value.line), scale: 0, to: &out)
            if value.column > 0 {
                out.append(0x3A)
                ExportBytes.append(units: Int128(value.column), scale: 0, to: &out)
            }
        }
        out.append(0x22)
    }
}
