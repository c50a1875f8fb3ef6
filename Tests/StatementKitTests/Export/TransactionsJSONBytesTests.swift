import Testing

@testable import StatementModel
@testable import StatementRendering

/// The streaming export writes a JSON transaction straight into room reserved for its longest
/// possible text (`TransactionsJSON.appendTransaction`): the bytes are those `JSONText` writes of
/// the same transaction, whatever its text holds and however long it is.
@Suite struct TransactionsJSONBytesTests {
    /// What `JSONText` writes of `t` inside a statement's `transactions`, after a comma.
    static func expected(_ t: Transaction, category: String) -> String {
        var json = JSONText(depth: 4)
        TransactionsJSON.transaction(&json, t, category: category)
        return "," + json.text
    }

    static func written(_ t: Transaction, category: String, after prefix: String = "") -> String {
        var out = Array(prefix.utf8)
        TransactionsJSON.appendTransaction(t, category: category, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Every control byte, the quote, the backslash, U+2028/U+2029 (escaped), U+2027 and a lone
    /// E2 80 start (not escaped), accents.
    static let escapes: String = {
        var text = ""
        for byte in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        return text + "\"\\\u{2028}\u{2029}\u{2027}\u{E2}\u{80}é"
    }()

    static func money(_ units: Int128, _ scale: Int, _ code: String) -> Money {
        Money(Amount(units: units, scale: scale), Currency(code: code)!)
    }

    /// Each text field in turn holds `text` (every other field plain), with and without the
    /// optional fields, on lines and columns of every kind.
    @Test(arguments: [1, 3, 200])
    func everyFieldWithEveryEscapeGivesJSONTextsBytes(_ copies: Int) {
        let text = String(repeating: Self.escapes + " run ", count: copies)
        let day = CalendarDay(year: 2026, month: 10, day: 3)!
        // Kept from row to row, as the export keeps it: the file name changes under it.
        var file = LocationFile()
        for field in 0..<11 {
            func value(_ n: Int, _ plain: String) -> String { n == field ? text : plain }
            for full in [false, true] {
                var t = Transaction(
                    id: value(0, "id-1"), hasSourceID: field % 2 == 0, bookingDate: day,
                    valueDate: full ? day.adding(days: 1) : nil, operationDate: full ? day.adding(days: -1) : nil,
                    amount: Self.money(-1_234_567, 2, "EUR"), description: value(1, "CB CARREFOUR"),
                    payee: full ? value(2, "Carrefour") : nil, memo: full ? value(3, "memo") : nil,
                    reference: full ? value(4, "REF 5") : nil, kind: full ? .standingOrder : nil,
                    status: full ? .information : .booked, account: full ? value(5, "FR76 1") : nil,
                    originalAmount: full ? Self.money(1234, 3, "USD") : nil, payer: full ? value(6, "M. Dupont") : nil,
                    location: SourceLocation(file: value(7, "relevé.csv"), line: field % 3 == 0 ? 0 : 12 + field, column: field % 2 * 345))
                let category = value(8, "groceries")
                if field == 9 { t.location.file = text + ":" }
                if field == 10 { t.location.file = "" }
                #expect(Self.written(t, category: category, after: "[") == "[" + Self.expected(t, category: category),
                        "field \(field), full \(full), copies \(copies)")
                var out: [UInt8] = []
                TransactionsJSON.appendTransaction(t, category: category, file: &file, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == Self.expected(t, category: category), "field \(field), kept file name")
            }
        }
    }

    /// Days outside years 0...9999, amounts of 38 digits and of 18 decimals, the least currency
    /// digits (JPY, BHD), numbers of many digits.
    @Test func daysAmountsAndNumbersAtTheirLongestGiveJSONTextsBytes() {
        let days = [CalendarDay(dayNumber: -800_000), CalendarDay(dayNumber: -719_528), CalendarDay(dayNumber: 3_000_000),
                    CalendarDay(dayNumber: Int(Int32.max)), CalendarDay(year: 1, month: 1, day: 1)!]
        let amounts = [Self.money(Int128.max / 3, 18, "EUR"), Self.money(Int128.min + 1, 0, "EUR"), Self.money(-5, 18, "BHD"),
                       Self.money(0, 0, "EUR"), Self.money(7, 0, "JPY"), Self.money(-12, 1, "BHD"),
                       Self.money(Int128(UInt64.max), 2, "EUR"), Self.money(-Int128(UInt64.max) - 1, 4, "EUR")]
        for (i, day) in days.enumerated() {
            for (j, amount) in amounts.enumerated() {
                let t = Transaction(
                    id: "t\(i)-\(j)", bookingDate: day, valueDate: days[(i + 1) % days.count], operationDate: days[(i + 2) % days.count],
                    amount: amount, description: "d", originalAmount: amounts[(j + 3) % amounts.count],
                    location: SourceLocation(file: "f.csv", line: Int.max - j, column: 10_000_000_000 + i))
                let written = Self.written(t, category: "other")
                #expect(written == Self.expected(t, category: "other"), "day \(i), amount \(j)")
                #expect(written.contains("\"bookingDate\": \"\(day.description)\""), "day \(i)")
                #expect(written.contains("\"amount\": \"\(TransactionsJSON.text(amount))\""), "amount \(j)")
            }
        }
    }
}
