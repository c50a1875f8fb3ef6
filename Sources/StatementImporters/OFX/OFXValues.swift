import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The single values of OFX files: datetimes (OFX 2.2 §3.2.8.2) and amounts (§3.2.9.1).
package enum OFXValues {
    /// The calendar day of an OFX datetime, `YYYYMMDD[HHMMSS[.XXX]][[+-]H[.MM][:TZ]]`, as the bank
    /// wrote it.
    ///
    /// The rule: the day is the first eight digits, always. The time, the fraction and the
    /// bracketed offset are checked (a value the spec does not allow is not a date) but never
    /// used to move the day: `20201201200000[-8:PST]` is 1 December, the day the bank booked it in
    /// its own zone, although it is already 2 December in UTC. Converting through UTC (as
    /// ofxtools does) or through the machine's zone would move late-evening transactions to the
    /// next day. Tolerated variants met in real files: `HHMM` without seconds, `:` before the
    /// milliseconds (`093914:014`), a space before the bracket, offsets such as `-3`, `+5:30`,
    /// `-3.5`, `[0:GMT]`, `[-5]`.
    package static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        var i = 0
        var n = bytes.count
        while i < n, isSpace(bytes[i]) { i += 1 }
        while n > i, isSpace(bytes[n - 1]) { n -= 1 }
        guard n - i >= 8, let year = digits(bytes, i, 4), let month = digits(bytes, i + 4, 2), let dayOfMonth = digits(bytes, i + 6, 2),
            let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        i += 8
        // Time: HHMM or HHMMSS.
        var timeDigits = 0
        while i + timeDigits < n, isDigit(bytes[i + timeDigits]) { timeDigits += 1 }
        if timeDigits > 0 {
            guard timeDigits == 4 || timeDigits == 6, let h = digits(bytes, i, 2), let m = digits(bytes, i + 2, 2), h <= 24, m <= 59 else {
                return nil
            }
            if timeDigits == 6 { guard let s = digits(bytes, i + 4, 2), s <= 60 else { return nil } }
            i += timeDigits
            // Fraction: .XXX (or :XXX).
            if i < n, bytes[i] == 0x2E || bytes[i] == 0x3A {
                let start = i + 1
                i = start
                while i < n, isDigit(bytes[i]) { i += 1 }
                if i == start { return nil }
            }
        }
        while i < n, isSpace(bytes[i]) { i += 1 }
        if i == n { return day }
        // Offset: [+-]H[.MM|:MM][:TZ]
        guard bytes[i] == 0x5B, bytes[n - 1] == 0x5D else { return nil }
        i += 1
        let close = n - 1
        if i < close, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        let hourStart = i
        while i < close, isDigit(bytes[i]) { i += 1 }
        guard i - hourStart >= 1, i - hourStart <= 2 else { return nil }
        if i < close, bytes[i] == 0x2E || bytes[i] == 0x3A, i + 1 < close, isDigit(bytes[i + 1]) {
            i += 1
            while i < close, isDigit(bytes[i]) { i += 1 }
        }
        if i < close {
            guard bytes[i] == 0x3A else { return nil }
            i += 1
            while i < close, isLetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == 0x2F || bytes[i] == 0x5F || bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        }
        return i == close ? day : nil
    }

    /// An OFX amount. The specification allows a decimal point or a decimal comma and no digit
    /// grouping, so a lone `,` is the decimal mark (`-11,76` is -11.76, Brazilian and French
    /// banks write it) and a lone `.` too; a value with both is read as grouped (`1,234.56`).
    package static func amount(_ bytes: UnsafeBufferPointer<UInt8>) throws(AmountParseError) -> Amount {
        try parsedAmount(bytes).amount
    }

    /// The amount with what else it says: a currency symbol or code written beside it (`$120`,
    /// `EUR120`), which OFX does not allow but some banks' software writes.
    package static func parsedAmount(_ bytes: UnsafeBufferPointer<UInt8>) throws(AmountParseError) -> ParsedAmount {
        if let fast = plainDecimal(bytes) { return ParsedAmount(amount: fast) }
        var comma = false
        var point = false
        for b in bytes {
            if b == 0x2C { comma = true } else if b == 0x2E { point = true }
        }
        let mark: AmountParser.DecimalMark = comma && !point ? .comma : .point
        return try AmountParser(decimalMark: mark).parse(bytes: bytes)
    }

    /// `[+-]?[0-9]+(\.[0-9]+)?` within 15 + 15 digits, without surrounding spaces; nil otherwise.
    package static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Amount? {
        var units: Int128 = 0
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        var negative = false
        for (k, c) in bytes.enumerated() {
            if c >= 0x30 && c <= 0x39 {
                units = units &* 10 &+ Int128(c &- 0x30)
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            } else if c == 0x2E && !seenPoint {
                seenPoint = true
            } else if k == 0 && (c == 0x2D || c == 0x2B) {
                negative = c == 0x2D
            } else {
                return nil
            }
        }
        guard integerDigits > 0, integerDigits <= 15, fractionDigits <= 15, !(seenPoint && fractionDigits == 0) else { return nil }
        return Amount(units: negative ? -units : units, scale: fractionDigits)
    }

    @inline(__always) package static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    @inline(__always) package static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> Int? {
        guard at + count <= b.count else { return nil }
        var value = 0
        for k in at..<(at + count) {
            guard isDigit(b[k]) else { return nil }
            value = value * 10 + Int(b[k] - 0x30)
        }
        return value
    }
}
