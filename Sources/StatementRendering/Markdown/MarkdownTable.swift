import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// A GitHub-flavoured Markdown table whose columns line up in the text itself: every cell is padded
/// to its column's width (amounts to the right, text to the left), so the Markdown reads as a
/// table in a terminal or a plain-text mail too, and renders as one.
///
/// Cells are `Markdown`, escaped when they were made; the table only pads them.
package struct MarkdownTable {
    package enum Alignment { case left, right }

    package var columns: [(header: Markdown, alignment: Alignment)]
    package var rows: [[Markdown]] = []

    package init(_ columns: [(Markdown, Alignment)]) {
        self.columns = columns.map { (header: $0.0, alignment: $0.1) }
    }

    package mutating func add(_ cells: [Markdown]) {
        precondition(cells.count == columns.count, "a row of \(cells.count) cells in a table of \(columns.count) columns")
        rows.append(cells)
    }

    /// A cell wider than this does not widen its column: the column's other cells are padded to the
    /// widest of the rest. Far wider than any screen (the widest cell of every sample and corpus file
    /// is under 300), it keeps the table's size that of its text: one 1 MB description padded every
    /// row of its table to a megabyte (500 rows: 506 MB of Markdown, 28 s, 1 GB of memory).
    package static let paddingLimit = 320

    /// The table's lines, each ending with a line break.
    package var text: String {
        let headerWidths = columns.map { MarkdownTable.width(of: $0.header.text) }
        let cellWidths = rows.map { $0.map { MarkdownTable.width(of: $0.text) } }
        var widths = headerWidths.map { max(3, $0) }
        for row in cellWidths {
            for (i, w) in row.enumerated() where w <= MarkdownTable.paddingLimit { widths[i] = max(widths[i], w) }
        }
        // The whole table in one string, each cell and its padding appended in place: a padded copy of
        // each cell, a string a line and the lines joined cost several times as much.
        var out = ""
        out.reserveCapacity(widths.reduce(2) { $0 + $1 + 3 } * (rows.count + 2))
        func line(_ cells: [Markdown], _ cellWidths: [Int]) {
            out += "|"
            for (i, cell) in cells.enumerated() {
                let pad = max(0, widths[i] - cellWidths[i])
                out += " "
                if columns[i].alignment == .right {
                    Padding.spaces(pad, to: &out)
                    out += cell.text
                } else {
                    out += cell.text
                    Padding.spaces(pad, to: &out)
                }
                out += " |"
            }
            out += "\n"
        }
        line(columns.map(\.header), headerWidths)
        out += "|"
        for i in columns.indices {
            out += columns[i].alignment == .right ? " " : " :"
            Padding.dashes(widths[i] - 1, to: &out)
            out += columns[i].alignment == .right ? ": |" : " |"
        }
        out += "\n"
        for (row, rowWidths) in zip(rows, cellWidths) { line(row, rowWidths) }
        return out
    }

    /// How many columns of a monospaced font the text takes: two for emoji and East Asian wide
    /// characters, none for combining marks, variation selectors and joiners, one otherwise.
    package static func width(of text: some StringProtocol) -> Int {
        // ASCII alone: a column a character (what follows the loop below on such text), counted in bytes.
        if let count = text.utf8.withContiguousStorageIfAvailable(asciiCount) ?? (text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : nil) {
            return count
        }
        var total = 0
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let s = next {
            next = scalars.next()
            let v = s.value
            // ASCII, Latin letters, the no-break spaces, `€` and typographic punctuation (what a French
            // amount or name holds): never a mark, a format character, wide or shown as an emoji on
            // its own, so a column (two before U+FE0F) without looking up Unicode's tables.
            if isNarrowText(v) {
                total += next?.value == 0xFE0F ? 2 : 1
                continue
            }
            total += tableWidth(s, next: next)
        }
        return total
    }

    /// What Unicode's tables say of a scalar (`next`: the scalar after it).
    static func tableWidth(_ s: Unicode.Scalar, next: Unicode.Scalar?) -> Int {
        let v = s.value
        if v == 0x200D || (0xFE00...0xFE0F).contains(v) { return 0 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let emoji = s.properties.isEmojiPresentation || next?.value == 0xFE0F
        return emoji || isWide(v) ? 2 : 1
    }

    /// Scalars that are no mark, no format character, not wide and not shown as emoji on their own:
    /// ASCII and the rest below U+0300 but the soft hyphen (U+00AD, a format character), the dashes, quotes and ellipsis
    /// of U+2010–U+2027, U+202F, `€`, and the box-drawing and block characters of U+2500–U+259F that the
    /// text report's charts are drawn with (a monthly report's text has some 250 of them, each of which
    /// looked up two of Unicode's tables) (`MarkdownTableTests` checks each against `tableWidth`).
    static func isNarrowText(_ v: UInt32) -> Bool {
        v < 0x300 ? v != 0xAD : (0x2010...0x2027).contains(v) || v == 0x202F || v == 0x20AC || (0x2500...0x259F).contains(v)
    }

    /// The number of bytes when they are all ASCII (read eight at a time), nil otherwise.
    static func asciiCount(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i + 8 <= b.count {
            if UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return nil }
            i += 8
        }
        while i < b.count {
            if b[i] >= 0x80 { return nil }
            i += 1
        }
        return b.count
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
