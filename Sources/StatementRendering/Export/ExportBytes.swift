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
        let shown = ByteCursor.shown(money)
        append(units: shown.units, scale: shown.scale, to: &out)
    }

    /// `Amount.description` of `units` and `scale`: `-1234.50`, `0.001`, `12` (`ByteCursor.put(units:scale:)`).
    package static func append(units: Int128, scale: Int, to out: inout [UInt8]) {
        append(atMost: max(ByteCursor.unitsBound, scale + 3), to: &out) { $0.put(units: units, scale: scale) }
    }
}

/// A location's file name as a row writes it, worked out once and kept while the rows name the same
/// file (its 35 bytes were checked or rewritten on every row): CSV's when it needs no quoting, the
/// ledger's tag text, JSON's quoted and escaped.
package struct LocationFile {
    private var name: String?
    /// The name as the row writes it, when `plain`.
    private(set) var bytes: [UInt8] = []
    /// Whether the row can write `bytes` (else the row writes the location its own way).
    private(set) var plain = false

    package init() {}

    /// `bytes` and `plain` for `file`, as `make` writes them (false: not plain), unless `file` is the
    /// name already kept. The same name in another copy (an importer's `RowText` gives a new one
    /// every batch of rows) is kept in its place: compared as the same object, the next rows' names
    /// need no comparison of their bytes.
    @inline(__always)
    mutating func update(_ file: String, _ make: (String, inout [UInt8]) -> Bool) {
        if let name, LocationFile.identical(file, name) { return }
        guard file != name else {
            name = file
            return
        }
        bytes.removeAll(keepingCapacity: true)
        plain = make(file, &bytes)
        name = file
    }

    /// Whether `a` and `b` are the same `String` value (the same object, or the same short text): its
    /// 16 bytes (`MemoryLayout<String>.size`, checked by `LocationFileTests`).
    @inline(__always)
    static func identical(_ a: String, _ b: String) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                    && x.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }
}
