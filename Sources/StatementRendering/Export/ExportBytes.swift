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

    /// `Amount.description` of `units` and `scale`: `-1234.50`, `0.001`, `12`.
    package static func append(units: Int128, scale: Int, to out: inout [UInt8]) {
        var magnitude = units.magnitude
        // The digits, last first (an Int128 has at most 39).
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(48 + magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            if units < 0 { out.append(0x2D) }
            // At least one digit before the point.
            let width = max(count, scale + 1)
            var i = width - 1
            while i >= 0 {
                if i == scale - 1, scale > 0 { out.append(0x2E) }
                out.append(i < count ? buffer[i] : 0x30)
                i -= 1
            }
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
            append(units: Int128(location.line), scale: 0, to: &out)
            if location.column > 0 {
                out.append(0x3A)
                append(units: Int128(location.column), scale: 0, to: &out)
            }
        }
        return true
    }
}
