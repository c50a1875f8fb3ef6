import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What the values of one amount column say about its decimal mark and its signs.
///
/// A value votes for a decimal mark when only one reading fits it: `1 234,56` and `12,5` say comma,
/// `1,234.56` and `1.234.567` (a repeated mark is grouping) say point, `0,125` says comma; `1,234` says
/// nothing. The column's mark is the one voted for; a column with no vote takes the file's other amount
/// columns' vote, then the header's language, then the separator (see `CSVAmountDecision`).
package struct CSVAmountEvidence: Sendable {
    package var comma = 0
    package var point = 0
    /// Values read (non-blank).
    package var values = 0
    /// Values with a minus or parentheses, and values above zero without one.
    package var negatives = 0
    package var positives = 0
    /// The first value that voted for each mark, with its line (for `inspect`).
    package var firstComma: (text: String, line: Int)?
    package var firstPoint: (text: String, line: Int)?

    package mutating func add(_ b: UnsafeBufferPointer<UInt8>, line: Int) {
        var hasDigit = false, nonZero = false, negative = false
        var points = 0, commas = 0
        var last: UInt8 = 0
        var leadingDigits = 0, leadingZero = false, digitsAfterLast = 0
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c &- 0x30 < 10 {
                if !hasDigit { leadingZero = c == 0x30 }
                hasDigit = true
                if c != 0x30 { nonZero = true }
                if last == 0 { leadingDigits += 1 } else { digitsAfterLast += 1 }
            } else if (c == 0x2E || c == 0x2C), i > 0, i + 1 < n, b[i - 1] &- 0x30 < 10, b[i + 1] &- 0x30 < 10 {
                if c == 0x2E { points += 1 } else { commas += 1 }
                last = c
                digitsAfterLast = 0
            } else if c == 0x2D || c == 0x28 {
                negative = true
            } else if c == 0xE2, i + 2 < n, b[i + 1] == 0x88, b[i + 2] == 0x92 {
                negative = true  // U+2212
            }
            i += 1
        }
        guard hasDigit else { return }
        values += 1
        if negative { negatives += 1 } else if nonZero { positives += 1 }
        var vote: UInt8 = 0
        if points > 0, commas > 0 {
            vote = last
        } else if points + commas > 1 {
            vote = points > 0 ? 0x2C : 0x2E  // repeated: grouping, so the decimal mark is the other one
        } else if points + commas == 1 {
            if digitsAfterLast != 3 || (leadingDigits == 1 && leadingZero) || leadingDigits > 3 { vote = last }
        }
        if vote == 0x2C {
            comma += 1
            if firstComma == nil { firstComma = (String(decoding: b, as: UTF8.self), line) }
        } else if vote == 0x2E {
            point += 1
            if firstPoint == nil { firstPoint = (String(decoding: b, as: UTF8.self), line) }
        }
    }

    /// Adds what the values after these said (lines shifted by `lineOffset`).
    package mutating func append(_ later: CSVAmountEvidence, lineOffset: Int) {
        comma += later.comma
        point += later.point
        values += later.values
        negatives += later.negatives
        positives += later.positives
        if firstComma == nil { firstComma = later.firstComma.map { ($0.text, $0.line + lineOffset) } }
        if firstPoint == nil { firstPoint = later.firstPoint.map { ($0.text, $0.line + lineOffset) } }
    }

    /// The mark the values agree on, when they say one.
    package var mark: AmountParser.DecimalMark? {
        if comma > point { return .comma }
        if point > comma { return .point }
        return nil
    }
}

/// Reads the plain amounts that make up nearly every row — `-1234,56`, `1 234.56`, `+12`, `1.234,50` —
/// without allocating, given the column's decimal mark. Anything else (a currency sign, parentheses,
/// a trailing minus, U+00A0, a malformed number) returns nil, and the caller asks the strict
/// `AmountParser`, which gives the same value or the reason it is not an amount.
package struct CSVAmountReader: Sendable {
    package let decimal: UInt8
    package let grouping: UInt8

    package init(mark: AmountParser.DecimalMark) {
        decimal = mark == .comma ? 0x2C : 0x2E
        grouping = mark == .comma ? 0x2E : 0x2C
    }

    @inline(__always)
    package func read(_ b: UnsafeBufferPointer<UInt8>) -> Amount? {
        var i = 0
        var end = b.count
        while i < end, b[i] == 0x20 { i += 1 }
        while end > i, b[end - 1] == 0x20 { end -= 1 }
        guard i < end else { return nil }
        var negative = false
        if b[i] == 0x2D {
            negative = true
            i += 1
        } else if b[i] == 0x2B {
            i += 1
        }
        var units: Int128 = 0
        var digits = 0  // significant integer digits
        var group = 0  // digits since the last grouping mark
        var groupMark: UInt8 = 0
        var sawDigit = false
        while i < end {
            let c = b[i]
            if c &- 0x30 < 10 {
                units = units &* 10 &+ Int128(c &- 0x30)
                if units != 0 { digits += 1 }
                group += 1
                sawDigit = true
                i += 1
            } else if (c == grouping || c == 0x20), sawDigit, i + 1 < end, b[i + 1] &- 0x30 < 10 {
                // First group 1-3 digits, the others exactly 3; one kind of grouping mark.
                if groupMark == 0 {
                    guard group <= 3 else { return nil }
                    groupMark = c
                } else {
                    guard c == groupMark, group == 3 else { return nil }
                }
                group = 0
                i += 1
            } else {
                break
            }
        }
        guard sawDigit, digits <= AmountParser.maxIntegerDigits else { return nil }
        if groupMark != 0, group != 3 { return nil }
        var scale = 0
        if i < end, b[i] == decimal {
            i += 1
            let start = i
            while i < end, b[i] &- 0x30 < 10 {
                units = units &* 10 &+ Int128(b[i] &- 0x30)
                i += 1
            }
            scale = i - start
            guard scale > 0, scale <= AmountParser.maxFractionDigits else { return nil }
        }
        guard i == end else { return nil }
        return Amount(units: negative ? -units : units, scale: scale)
    }
}

/// How the decimal mark of an amount column was decided, for `inspect`.
package enum CSVDecimalReason: Equatable {
    case profile
    case values(count: Int, example: String, line: Int)
    case otherColumns
    case language
    case separator
}
