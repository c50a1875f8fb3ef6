import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The single values of camt documents: ISO dates and date-times, and `ActiveOrHistoricCurrencyAndAmount`.
package enum CamtValues {
    /// What banks write where they have nothing to say (`NOTPROVIDED`, `NONREF`, `N/A`, `/`, `-`, German
    /// `keine Information vorhanden`): never shown as a name, a description or a reference.
    package static func isPlaceholder(_ text: String) -> Bool {
        let t = text.uppercased()
        if t.allSatisfy({ $0 == "/" || $0 == "-" || $0 == "." || $0 == " " || $0 == "?" }) { return true }
        return placeholders.contains(t)
    }

    package static let placeholders: Set<String> = [
        "NOTPROVIDED", "NOT PROVIDED", "NONREF", "NONE", "N/A", "NA", "N.A.", "UNKNOWN", "NOT AVAILABLE", "NO REFERENCE",
        "KEINE INFORMATION VORHANDEN", "KEINE ANGABE", "KEINE ANGABEN", "NON FOURNI", "NON COMMUNIQUE", "NON COMMUNIQUÉ",
    ]

    /// The calendar day written at the start of an ISO 8601 date (`Dt`) or date-time (`DtTm`).
    ///
    /// Accepted: `2017-04-01`, `2017-04-01+02:00`, `2017-04-01Z`, `2014-12-31T13:15:00+01:00`,
    /// `2014-01-05T23:59:59.999Z`, `2024-11-01T00:00:00` (with any number of fraction digits). The
    /// day is the one the bank wrote: a time or an offset is checked but never moves the day
    /// (`2014-01-05T23:30:00-05:00` is 5 January, not 6 January in UTC), so the same file gives
    /// the same days on every machine.
    package static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        var b = bytes[...]
        while let f = b.first, f == 0x20 || f == 0x09 || f == 0x0A || f == 0x0D { b = b.dropFirst() }
        while let l = b.last, l == 0x20 || l == 0x09 || l == 0x0A || l == 0x0D { b = b.dropLast() }
        let s = b.startIndex
        guard b.count >= 10, b[s + 4] == 0x2D, b[s + 7] == 0x2D,
            let year = digits(b, s, 4), let month = digits(b, s + 5, 2), let dayOfMonth = digits(b, s + 8, 2),
            let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var i = s + 10
        let end = b.endIndex
        if i < end, b[i] == 0x54 {  // T
            guard i + 9 <= end, let h = digits(b, i + 1, 2), b[i + 3] == 0x3A, let m = digits(b, i + 4, 2), b[i + 6] == 0x3A,
                let sec = digits(b, i + 7, 2), h <= 24, m <= 59, sec <= 60
            else { return nil }
            i += 9
            if i < end, b[i] == 0x2E || b[i] == 0x2C {
                i += 1
                let start = i
                while i < end, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
                if i == start { return nil }
            }
        }
        if i == end { return day }
        if b[i] == 0x5A { return i + 1 == end ? day : nil }  // Z
        guard b[i] == 0x2B || b[i] == 0x2D, i + 6 == end, let oh = digits(b, i + 1, 2), b[i + 3] == 0x3A,
            let om = digits(b, i + 4, 2), oh <= 14, om <= 59
        else { return nil }
        return day
    }

    private static func digits(_ b: Slice<UnsafeBufferPointer<UInt8>>, _ at: Int, _ count: Int) -> Int? {
        guard at + count <= b.endIndex else { return nil }
        var value = 0
        for k in at..<(at + count) {
            let c = b[k]
            guard c >= 0x30, c <= 0x39 else { return nil }
            value = value * 10 + Int(c - 0x30)
        }
        return value
    }

    /// Why an amount was not read.
    package enum AmountProblem: Error {
        case parse(AmountParseError)
        /// A sign or grouping: camt amounts are plain non-negative decimals, the sign is `CdtDbtInd`.
        case notPlain(String)
    }

    /// A camt amount: a non-negative decimal with a point and up to 5 (or more) fraction digits,
    /// kept exactly. Read through `AmountParser` with the decimal point, then held to the schema's
    /// form: no sign, no grouping, no currency symbol.
    package static func amount(_ bytes: UnsafeBufferPointer<UInt8>) throws(AmountProblem) -> Amount {
        // The common case, `1234.56`, without the general parser.
        if let fast = plainDecimal(bytes) { return fast }
        let parsed: ParsedAmount
        do { parsed = try AmountParser(decimalMark: .point).parse(bytes: bytes) } catch { throw .parse(error) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard parsed.groupingMark == nil, parsed.currencyText == nil, !parsed.amount.isNegative,
            !text.contains("-"), !text.contains("+"), !text.contains("(")
        else { throw .notPlain(text) }
        return parsed.amount
    }

    /// `[0-9]+(\.[0-9]+)?` with at most 15 integer and 15 fraction digits; nil for anything else.
    package static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Amount? {
        var units: Int128 = 0
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        for c in bytes {
            if c >= 0x30 && c <= 0x39 {
                units = units &* 10 &+ Int128(c &- 0x30)
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            } else if c == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
        }
        guard integerDigits > 0, integerDigits <= 15, fractionDigits <= 15, !(seenPoint && fractionDigits == 0) else { return nil }
        return Amount(units: units, scale: fractionDigits)
    }
}
