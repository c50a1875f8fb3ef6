import StatementModel

/// Text the exports write straight as bytes, where building a `String` per value would cost more
/// than the rest of the row.
package enum ExportBytes {
    /// `YYYY-MM-DD`, as `CalendarDay.description` writes it.
    @inline(__always)
    package static func append(day: CalendarDay, to out: inout [UInt8]) {
        let y = day.year
        guard (0...9999).contains(y) else {
            out.append(contentsOf: day.description.utf8)
            return
        }
        out.append(UInt8(48 + y / 1000))
        out.append(UInt8(48 + y / 100 % 10))
        out.append(UInt8(48 + y / 10 % 10))
        out.append(UInt8(48 + y % 10))
        out.append(0x2D)
        out.append(UInt8(48 + day.month / 10))
        out.append(UInt8(48 + day.month % 10))
        out.append(0x2D)
        out.append(UInt8(48 + day.day / 10))
        out.append(UInt8(48 + day.day % 10))
    }
}

extension ExportBytes {
    /// `TransactionsJSON.text(money)`: every digit, at least the currency's minor-unit digits.
    @inline(__always)
    package static func append(amount money: Money, to out: inout [UInt8]) {
        let a = money.amount
        let minimum = money.currency.minorUnits
        let shown = a.scale < minimum ? a.exactly(scale: minimum) ?? a : a
        append(units: shown.units, scale: shown.scale, to: &out)
    }

    /// `Amount.description` of `units` and `scale`: `-1234.50`, `0.001`, `12`. Written into a small
    /// buffer on the stack, then appended at once (one append, not one per digit); amounts of at most
    /// 19 digits divide as 64-bit words.
    package static func append(units: Int128, scale: Int, to out: inout [UInt8]) {
        // Sign, at most 39 digits, a point and a leading zero: 48 bytes, filled from the end.
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            var end = buffer.count
            var digits = 0
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            func digit(_ d: UInt8) {
                if digits == scale, scale > 0 { put(0x2E) }
                put(48 + d)
                digits += 1
            }
            let magnitude = units.magnitude
            if magnitude <= UInt128(UInt64.max) {
                var m = UInt64(magnitude)
                repeat {
                    digit(UInt8(m % 10))
                    m /= 10
                } while m > 0
            } else {
                var m = magnitude
                repeat {
                    digit(UInt8(m % 10))
                    m /= 10
                } while m > 0
            }
            // At least one digit before the point.
            while digits <= scale { digit(0) }
            if units < 0 { put(0x2D) }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// `String(value)` of a number that is not negative (a line or a column).
    @inline(__always)
    package static func append(number value: Int, to out: inout [UInt8]) {
        if value >= 0, value < 10 {
            out.append(UInt8(48 + value))
        } else {
            append(units: Int128(value), scale: 0, to: &out)
        }
    }

    /// `SourceLocation.description` (`file:line:column`, `file:line` or `file`) through `field`: nil
    /// when the file's name needs quoting or defusing (then the caller writes the text).
    @inline(__always)
    package static func appendPlain(location: SourceLocation, to out: inout [UInt8]) -> Bool {
        var file = location.file
        let plain = file.withUTF8 { bytes in
            if let first = bytes.first, first == 0x3D || first == 0x2B || first == 0x2D || first == 0x40 || first == 0x09 || first == 0x0D {
                return false
            }
            for b in bytes where b == 0x2C || b == 0x22 || b == 0x0A || b == 0x0D { return false }
            out.append(contentsOf: bytes)
            return true
        }
        guard plain else { return false }
        if location.line > 0 {
            out.append(0x3A)
            append(number: location.line, to: &out)
            if location.column > 0 {
                out.append(0x3A)
                append(number: location.column, to: &out)
            }
        }
        return true
    }
}
