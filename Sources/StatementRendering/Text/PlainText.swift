import StatementModel

/// The Markdown report made plain text for a monospaced screen: the text part of an email, a
/// terminal, a pipe (`--format text`). No Markdown syntax is left: escapes are undone, `**` goes,
/// headings are underlined, tables become columns padded with spaces (amounts to the right) with a
/// rule under their header, and every line is at most `width` characters: a table too wide has
/// its text columns wrapped, and one still too wide is written a row at a time, `Header: value`.
/// Code blocks (charts drawn in block characters) are kept as they are, without their fences.
///
/// Working from the Markdown, which every section writes (`MarkdownBlock`), keeps the two outputs
/// saying the same thing, section by section, sections added later included.
package enum PlainText {
    package static let width = 78
    /// A line break inside a table's cell (U+2028 LINE SEPARATOR), as `MarkdownRenderer(forText:)` writes it.
    package static let cellBreak: Character = "\u{2028}"
    private static let gap = "  "

    /// `colon` is what goes between a label and its value (`: `, or ` : ` in French).
    package static func from(markdown: String, colon: String = ": ") -> String {
        var out: [String] = []
        var table: [String] = []
        var inCode = false
        // A line feed is a `Character` of its own but after a carriage return (which the Markdown
        // does not write): split at its byte then, without reading the text a `Character` at a time.
        let lines = PlainTextBytes.contains(0x0D, in: markdown)
            ? markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : PlainTextBytes.strings(markdown, at: [0x0A])
        for line in lines {
            // A code block (a chart drawn in characters) is kept as it is, without its fences.
            if line == MarkdownWriter.fence {
                inCode.toggle()
                continue
            }
            if inCode {
                out.append(line)
                continue
            }
            if line.hasPrefix("|") {
                table.append(line)
                continue
            }
            if !table.isEmpty {
                out += tableLines(table, colon)
                table = []
            }
            out += textLines(line)
        }
        if !table.isEmpty { out += tableLines(table, colon) }
        var text = out.map { $0.utf8.last == 0x20 ? String($0[...].droppingTrailingSpaces) : $0 }.joined(separator: "\n")
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// A line that is not a table's: a heading underlined, a list item or a paragraph wrapped.
    private static func textLines(_ line: String) -> [String] {
        if line.hasPrefix("#") {
            let level = line.prefix(while: { $0 == "#" }).count
            let title = plain(String(line.dropFirst(level).drop(while: { $0 == " " })))
            let lines = wrap(title, width: width)
            guard level <= 2 else { return lines }
            let rule = String(repeating: level == 1 ? "=" : "-", count: lines.map(MarkdownTable.width(of:)).max() ?? 0)
            return lines + [rule]
        }
        if line.hasPrefix("- ") { return wrap(plain(String(line.dropFirst(2))), width: width - 2).enumerated().map { ($0 == 0 ? "- " : "  ") + $1 } }
        return wrap(plain(line), width: width)
    }

    /// Markdown text as the reader sees it: escapes undone, `**` and `*` of emphasis dropped. As in
    /// CommonMark, a backslash escapes ASCII punctuation only: before anything else it is shown
    /// (the visible escape of a control character, `\x1b`, keeps its backslash).
    package static func plain(_ markdown: String) -> String {
        PlainTextBytes.isSimple(markdown) ? PlainTextBytes.plain(markdown) : plainByCharacters(markdown)
    }

    /// `plain` read a `Character` at a time: what `PlainTextBytes.plain` gives on a simple text.
    package static func plainByCharacters(_ markdown: String) -> String {
        var out = ""
        var escaped = false
        for c in markdown {
            if escaped {
                if !(c.isASCII && c.isPunctuation || c.isASCII && c.isSymbol) { out.append("\\") }
                out.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c != "*" {
                out.append(c)
            }
        }
        if escaped { out.append("\\") }
        return out
    }

    /// The cells of a table line, split at the `|` that are not escaped, still Markdown.
    private static func cells(_ line: String) -> [String] {
        PlainTextBytes.isSimple(line) ? PlainTextBytes.cells(line) : cellsByCharacters(line)
    }

    /// `cells` read a `Character` at a time: what `PlainTextBytes.cells` gives on a simple line.
    package static func cellsByCharacters(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for c in line.dropFirst() {
            if escaped {
                current.append(c)
                escaped = false
            } else if c == "\\" {
                current.append(c)
                escaped = true
            } else if c == "|" {
                cells.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(c)
            }
        }
        return cells
    }

    private static func tableLines(_ lines: [String], _ colon: String) -> [String] {
        let rows = lines.map(cells)
        guard rows.count >= 2 else { return lines.map(plain) }
        let right = rows[1].map { $0.hasSuffix(":") && !$0.hasPrefix(":") }
        let header = rows[0].map(plain)
        let body = rows.dropFirst(2).map { $0.map(plain) }
        let columns = header.count
        let all = [header] + body
        var widths = (0..<columns).map { i in all.map { i < $0.count ? cellWidth($0[i]) : 0 }.max() ?? 0 }
        func total() -> Int { widths.reduce(0, +) + gap.count * max(0, columns - 1) }
        // Text columns give way, the widest first, a column at a time so that their heights stay
        // alike, never below their longest word (a file name is not cut in two).
        let minimum = (0..<columns).map { i in right[i] ? widths[i] : min(widths[i], max(8, longestWord(i, all))) }
        narrow(&widths, minimum: minimum, by: total() - width)
        // Rows that would stand taller than four lines (beyond the lines a cell asks for) read better
        // as `Header: value` lines.
        guard total() <= width else { return stacked(header, body, colon) }
        func breaks(_ row: [String]) -> Int { row.map(PlainTextBytes.cellBreaks(in:)).max() ?? 0 }
        var out = layout(header, widths, right) ?? []
        var rule = ""
        for (i, w) in widths.enumerated() {
            if i > 0 { rule += gap }
            Padding.dashes(w, to: &rule)
        }
        out.append(rule)
        for row in body {
            // Known too tall once wrapped, a row is not laid out (nor the rows after it).
            guard let lines = layout(row, widths, right, tallest: 4 + breaks(row)) else { return stacked(header, body, colon) }
            out += lines
        }
        return out
    }

    /// Takes up to `excess` columns of width from the columns above their `minimum`, one at a time
    /// from the widest (the first of equals), so that the columns' heights stay alike.
    ///
    /// Narrowing by one and looking again took time growing with a cell's width (a megabyte-long
    /// description: a million rounds). A column as much wider than the others as a huge cell is keeps
    /// being the one narrowed until it comes down to the next widest: those rounds are taken at once.
    /// The widths are those of one at a time (`PlainTextTableTests.narrowingGivesTheWidthsOfOneColumnAtATime`).
    package static func narrow(_ widths: inout [Int], minimum: [Int], by excess: Int) {
        var left = excess
        while left > 0 {
            var widest = -1
            for j in widths.indices where widths[j] > minimum[j] && (widest < 0 || widths[j] > widths[widest]) { widest = j }
            guard widest >= 0 else { return }
            // It stays the one picked while it is wider than every column before it and at least as wide as
            // every one after it: it comes down to the width of the widest before it, or to one less
            // than the widest after it, or to its minimum.
            var floor = minimum[widest]
            for j in widths.indices where j != widest && widths[j] > minimum[j] { floor = max(floor, j < widest ? widths[j] : widths[j] - 1) }
            let step = max(1, min(left, widths[widest] - floor))
            widths[widest] -= step
            left -= step
        }
    }

    /// The width of the longest word in column `i`.
    private static func longestWord(_ i: Int, _ rows: [[String]]) -> Int {
        rows.map { row in
            guard i < row.count else { return 0 }
            if PlainTextBytes.isSimple(row[i]) { return PlainTextBytes.longestWord(row[i]) }
            return row[i].split(whereSeparator: { $0 == " " || $0 == cellBreak }).map { MarkdownTable.width(of: String($0)) }.max() ?? 0
        }.max() ?? 0
    }

    /// One row over as many lines as its wrapped cells need; nil when that is more than `tallest`.
    private static func layout(_ row: [String], _ widths: [Int], _ right: [Bool], tallest: Int = .max) -> [String]? {
        let wrapped = widths.indices.map { i in i < row.count ? wrap(row[i], width: widths[i], limit: tallest) : [""] }
        let height = wrapped.map { $0.count }.max() ?? 1
        guard height <= tallest else { return nil }
        return (0..<height).map { line in
            // One string per line, its cells and their padding appended in place.
            var out = ""
            out.reserveCapacity(widths.reduce(gap.utf8.count * widths.count) { $0 + $1 + 8 })
            for i in widths.indices {
                if i > 0 { out += gap }
                let text = line < wrapped[i].count ? wrapped[i][line] : ""
                let pad = max(0, widths[i] - MarkdownTable.width(of: text))
                if right[i] { Padding.spaces(pad, to: &out) }
                out += text
                if !right[i] { Padding.spaces(pad, to: &out) }
            }
            return out
        }
    }

    /// A table too wide for columns: each row as `Header: value` lines, rows apart.
    private static func stacked(_ header: [String], _ body: [[String]], _ colon: String) -> [String] {
        var out: [String] = []
        for row in body {
            if !out.isEmpty { out.append("") }
            for (i, value) in row.enumerated() where !value.isEmpty {
                let label = i < header.count && !header[i].isEmpty ? header[i] + colon : ""
                out += wrap(label + value, width: width - 2).enumerated().map { ($0 == 0 ? "" : "  ") + $1 }
            }
        }
        return out
    }

    /// The width of a cell: of its longest line.
    private static func cellWidth(_ cell: String) -> Int {
        PlainTextBytes.strings(cell, at: PlainTextBytes.cellBreak).map { MarkdownTable.width(of: $0) }.max() ?? 0
    }

    /// `text` in lines of at most `width` columns, broken between words (a word longer than a line
    /// is cut) and at each `cellBreak`.
    ///
    /// Linear in the text: each word's width is measured once, and a line's as the sum of its words'
    /// and the spaces between them. (A text is split at spaces that are characters of their own, and
    /// a character's width does not depend on the next one, which cannot start with a variation
    /// selector: only a control character, which the Markdown escapes, can stand before one of its
    /// own. So the sums are the widths of the joined texts.) Measuring every candidate line and every
    /// longer head of a cut word afresh took 2.6 s for a 32 KB word and grew with its square.
    ///
    /// With a `limit`, it stops once it has more lines than that: enough to know a cell too tall.
    package static func wrap(_ text: String, width: Int, limit: Int = .max) -> [String] {
        if PlainTextBytes.hasCellBreak(text) {
            var lines: [String] = []
            for piece in PlainTextBytes.strings(text, at: PlainTextBytes.cellBreak) where lines.count <= limit {
                lines += wrap(piece, width: width, limit: limit - lines.count)
            }
            return lines
        }
        guard MarkdownTable.width(of: text) > width else { return [text] }
        if let lines = PlainTextBytes.asciiWrap(text, width: width, limit: limit) { return lines }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        let pieces = PlainTextBytes.isSimple(text)
            ? PlainTextBytes.strings(text, at: [0x20]).map { $0[...] } : text.split(separator: " ", omittingEmptySubsequences: false)
        for piece in pieces {
            guard lines.count <= limit else { return lines }
            var word = piece
            var wordWidth = MarkdownTable.width(of: word)
            while wordWidth > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                let (end, headWidth) = head(of: word, width: width)
                lines.append(String(word[..<end]))
                word = word[end...]
                wordWidth -= headWidth
            }
            let candidate = current.isEmpty ? wordWidth : currentWidth + 1 + wordWidth
            if candidate <= width {
                if current.isEmpty {
                    current = String(word)
                } else {
                    current += " "
                    current.append(contentsOf: word)
                }
                currentWidth = candidate
            } else {
                lines.append(current)
                current = String(word)
                currentWidth = wordWidth
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Where the longest head of `word` at most `width` columns wide ends, and its width; at least one
    /// character, so that a character wider than the line still moves the cut on.
    private static func head(of word: Substring, width: Int) -> (end: Substring.Index, width: Int) {
        if let head = PlainTextBytes.asciiHead(of: word, width: width) { return head }
        var end = word.startIndex
        var total = 0
        while end < word.endIndex {
            let next = word.index(after: end)
            let w = MarkdownTable.width(of: word[end..<next])
            if total + w > width, end > word.startIndex { break }
            total += w
            end = next
        }
        return (end, total)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).droppingTrailingSpaces)
    }
}
