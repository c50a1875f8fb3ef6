import StatementModel

/// Writes bytes one after the other into memory reserved beforehand for the worst case: a whole
/// export row written without a check or an `append` per piece (each `Array.append` costs about a
/// hundred instructions of checks, more than most of the pieces it copies). The caller reserves room
/// for everything it writes; the cursor checks nothing.
package struct ByteCursor {
    /// Where the next byte goes.
    package private(set) var end: UnsafeMutablePointer<UInt8>

    package init(_ start: UnsafeMutablePointer<UInt8>) { end = start }

    /// The most a day takes: 10 bytes for years 0...9999, else `CalendarDay.description` (a year of
    /// at most 20 characters, `-MM-DD`).
    package static let dayBound = 26
    /// The most `put(units:scale:)` takes for a scale up to `Amount.maxScale`: a sign, 39 digits, a point.
    package static let unitsBound = 48

    @inline(__always)
    package mutating func put(_ byte: UInt8) {
        end.initialize(to: byte)
        end += 1
    }

    /// Constant text, copied whole.
    @inline(__always)
    package mutating func put(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        end.initialize(from: text.utf8Start, count: n)
        end += n
    }

    @inline(__always)
    package mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        end.initialize(from: base, count: bytes.count)
        end += bytes.count
    }

    /// A text's UTF-8 bytes (a literal goes to `put(_: StaticString)`).
    @inline(__always)
    package mutating func put(text: String) {
        TextBytes.read(text) { put($0) }
    }

    /// Moves the end past `count` bytes written at `end` by other means.
    @inline(__always)
    package mutating func advance(_ count: Int) { end += count }

    /// `YYYY-MM-DD`, as `CalendarDay.description` writes it (at most `dayBound` bytes).
    @inline(__always)
    package mutating func put(day: CalendarDay) {
        let y = day.year
        guard (0...9999).contains(y) else {
            put(text: day.description)
            return
        }
        end[0] = UInt8(48 + y / 1000)
        end[1] = UInt8(48 + y / 100 % 10)
        end[2] = UInt8(48 + y / 10 % 10)
        end[3] = UInt8(48 + y % 10)
        end[4] = 0x2D
        end[5] = UInt8(48 + day.month / 10)
        end[6] = UInt8(48 + day.month % 10)
        end[7] = 0x2D
        end[8] = UInt8(48 + day.day / 10)
        end[9] = UInt8(48 + day.day % 10)
        end += 10
    }

    /// `String(value)` of a number that is not negative (a line or a column): at most 20 bytes.
    @inline(__always)
    package mutating func put(number value: Int) {
        if value >= 0, value < 10 {
            put(UInt8(48 + value))
        } else {
            put(units: Int128(value), scale: 0)
        }
    }

    /// The end of `SourceLocation.description` after the file: `:line:column`, `:line` or nothing (at
    /// most 42 bytes).
    @inline(__always)
    package mutating func put(lineAndColumnOf location: SourceLocation) {
        guard location.line > 0 else { return }
        put(0x3A)
        put(number: location.line)
        guard location.column > 0 else { return }
        put(0x3A)
        put(number: location.column)
    }

    /// `TransactionsJSON.text(money)`: every digit, at least the currency's minor-unit digits (at
    /// most `unitsBound` bytes, or 3 more than the scale shown).
    @inline(__always)
    package mutating func put(amount money: Money) {
        let shown = ByteCursor.shown(money)
        put(units: shown.units, scale: shown.scale)
    }

    /// The amount `TransactionsJSON.text(money)` writes: at least the currency's minor-unit digits.
    @inline(__always)
    package static func shown(_ money: Money) -> Amount {
        let a = money.amount
        let minimum = money.currency.minorUnits
        return a.scale < minimum ? a.exactly(scale: minimum) ?? a : a
    }

    /// `Amount.description` of `units` and `scale`: `-1234.50`, `0.001`, `12` — at least one digit
    /// before the point, `scale` after it (at most `unitsBound` bytes for a scale up to 38). The
    /// digits are counted first and written from the last; amounts of at most 19 digits divide as
    /// 64-bit words.
    package mutating func put(units: Int128, scale: Int) {
        if units < 0 { put(0x2D) }
        let magnitude = units.magnitude
        if magnitude <= UInt128(UInt64.max) {
            putDigits(UInt64(magnitude), scale: scale)
        } else {
            putDigits(magnitude, scale: scale)
        }
    }

    @inline(__always)
    private mutating func putDigits<Word: FixedWidthInteger & UnsignedInteger>(_ value: Word, scale: Int) {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        // `scale` digits after the point and at least one before it.
        if count <= scale { count = scale + 1 }
        let length = count + (scale > 0 ? 1 : 0)
        var at = end + length
        var m = value
        for written in 0..<count {
            if written == scale, scale > 0 {
                at -= 1
                at.initialize(to: 0x2E)
            }
            at -= 1
            at.initialize(to: UInt8(48 + m % 10))
            m /= 10
        }
        end += length
    }
}
