import StatementModel

/// Text the exports write straight as bytes, where building a `String` per value would cost more
/// than the rest of the row.
package enum ExportBytes {
    /// `YYYY-MM-DD`, as `CalendarDay.description` writes it.
    @inline(__always)
    package static func append(day: CalendarDay, to out: inout [UInt8]) {
        append(atMost: ByteCursor.dayBound, to: &out) { $0.put(day: day) }
    }

    /// What `write` puts through a `ByteCursor` into room for `bound` bytes reserved at the end of
    /// `out` (one reservation, then no check per byte).
    @inline(__always)
    package static func append(atMost bound: Int, to out: inout [UInt8], _ write: (inout ByteCursor) -> Void) {
        out.append(addingCapacity: bound) { span in
            span.withUnsafeMutableBufferPointer { buffer, count in
                let start = buffer.baseAddress! + count
                var cursor = ByteCursor(start)
                write(&cursor)
                count += cursor.end - start
                precondition(count <= buffer.count, "export text longer than its bound")
            }
        }
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

    /// `Amount.description` of `units` and `scale`: `-1234.50`, `0.001`, `12` (`ByteCursor.put(units:scale:)`).
    package static func append(units: Int128, scale: Int, to out: inout [UInt8]) {
        append(atMost: max(ByteCursor.unitsBound, scale + 3), to: &out) { $0.put(units: units, scale: scale) }
    }

    /// `String(value)` of a number that is not negative (a line or a column).
    @inline(__always)
    package static func append(number value: Int, to out: inout [UInt8]) {
        append(atMost: ByteCursor.unitsBound, to: &out) { $0.put(number: value) }
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
