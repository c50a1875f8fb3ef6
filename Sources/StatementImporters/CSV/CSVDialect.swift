import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The separator and line endings of delimited text, sniffed from its first records.
///
/// Each candidate (`;`, tab, `,`, `|`) splits the first 200 records, quotes respected; the one that gives
/// the most records of one same width, weighted by that width, wins (`;` over tab over `,` over `|` on a
/// tie). A decimal comma in a `;` file splits each amount into two fields, but only in some rows:
/// the semicolon's wider, steadier rows win.
package struct CSVDialect: Sendable {
    package var separator: UInt8
    /// Fields per record for the separator chosen (the most frequent width).
    package var width: Int
    /// How many of the sampled records have that width.
    package var steadyRows: Int
    package var sampledRows: Int
    /// `crlf`, `lf`, `cr`, `mixed` or `none` (a single line).
    package var lineEnding: String

    package static let candidates: [UInt8] = [0x3B, 0x09, 0x2C, 0x7C]

    package static func sniff(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int = 200) -> CSVDialect? {
        if let known = remembered(bytes, from: start, limit: limit) { return known }
        var best: CSVDialect? = nil
        var bestScore = 0
        var limited = false
        // Rows per width, for the widths of most files; wider rows in a table.
        var small = [Int](repeating: 0, count: 64)
        for separator in candidates {
            var reader = CSVReader(bytes: bytes, separator: separator, from: start)
            for w in small.indices { small[w] = 0 }
            var counts: [Int: Int] = [:]
            var rows = 0
            while rows < limit {
                guard let _ = try? reader.next() else { break }
                if reader.fields.count == 1, reader.isBlank(reader.fields[0]) { continue }
                let width = reader.fields.count
                if width < small.count { small[width] += 1 } else { counts[width, default: 0] += 1 }
                rows += 1
            }
            if rows == limit { limited = true }
            for (width, n) in small.enumerated() where n > 0 { counts[width] = n }
            guard let (width, steady) = counts.max(by: { a, b in a.value != b.value ? a.value < b.value : a.key < b.key }),
                width >= 2
            else { continue }
            let score = steady * (width - 1)
            if score > bestScore {
                bestScore = score
                best = CSVDialect(separator: separator, width: width, steadyRows: steady, sampledRows: rows, lineEnding: "")
            }
        }
        best?.lineEnding = lineEnding(bytes, from: start)
        remember(bytes, from: start, limit: limit, limited: limited, best)
        return best
    }

    package static func lineEnding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var crlf = 0, lf = 0, cr = 0
        var i = start
        let end = min(bytes.count, start + 65_536)
        var quoted = false
        while i < end {
            let b = bytes[i]
            if b == 0x22 { quoted.toggle() }
            if !quoted {
                if b == 0x0D {
                    if i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                        crlf += 1
                        i += 1
                    } else {
                        cr += 1
                    }
                } else if b == 0x0A {
                    lf += 1
                }
            }
            i += 1
        }
        let kinds = [crlf > 0, lf > 0, cr > 0].filter { $0 }.count
        if kinds > 1 { return "mixed" }
        return crlf > 0 ? "crlf" : lf > 0 ? "lf" : cr > 0 ? "cr" : "none"
    }
}
