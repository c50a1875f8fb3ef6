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
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
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
        var text = out.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
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
        var widths = (0..<columns).map { i in ([header] + body).map { i < $0.count ? cellWidth($0[i]) : 0 }.max() ?? 0 }
        func total() -> Int { widths.reduce(0, +) + gap.count * max(0, columns - 1) }
        // Text columns give way, the widest first, a column at a time so that their heights stay
        // alike, never below their longest word (a file name is not cut in two).
        let minimum = (0..<columns).map { i in right[i] ? widths[i] : min(widths[i], max(8, longestWord(i, [header] + body))) }
        while total() > width {
            guard let i = widths.indices.filter({ !right[$0] && widths[$0] > minimum[$0] }).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[i] -= 1
        }
        // Rows that would stand taller than four lines (beyond the lines a cell asks for) read better
        // as `Header: value` lines.
        guard total() <= width else { return stacked(header, body, colon) }
        func breaks(_ row: [String]) -> Int { row.map { $0.count(where: { $0 == cellBreak }) }.max() ?? 0 }
        let laidOut = body.map { layout($0, widths, right) }
        guard zip(body, laidOut).allSatisfy({ $1.count <= 4 + breaks($0) }) else { return stacked(header, body, colon) }
        var out = layout(header, widths, right)
        out.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: gap))
        for lines in laidOut { out += lines }
        return out
    }

    /// The width of the longest word in column `i`.
    private static func longestWord(_ i: Int, _ rows: [[String]]) -> Int {
        rows.map { row in
            guard i < row.count else { return 0 }
            return row[i].split(whereSeparator: { $0 == " " || $0 == cellBreak }).map { MarkdownTable.width(of: String($0)) }.max() ?? 0
        }.max() ?? 0
    }

    /// One row over as many lines as its wrapped cells need.
    private static func layout(_ row: [String], _ widths: [Int], _ right: [Bool]) -> [String] {
        let wrapped = widths.indices.map { i in i < row.count ? wrap(row[i], width: widths[i]) : [""] }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { line in
            widths.indices.map { i in
                let text = line < wrapped[i].count ? wrapped[i][line] : ""
                let pad = String(repeating: " ", count: max(0, widths[i] - MarkdownTable.width(of: text)))
                return right[i] ? pad + text : text + pad
            }.joined(separator: gap)
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
        cell.split(separator: cellBreak, omittingEmptySubsequences: false).map { MarkdownTable.width(of: String($0)) }.max() ?? 0
    }

    /// `text` in lines of at most `width` columns, broken between words (a word longer than a line
    /// is cut) and at each `cellBreak`.
    package static func wrap(_ text: String, width: Int) -> [String] {
        if text.contains(cellBreak) {
            return text.split(separator: cellBreak, omittingEmptySubsequences: false).flatMap { wrap(String($0), width: width) }
        }
        guard MarkdownTable.width(of: text) > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            while MarkdownTable.width(of: word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                var head = ""
                for c in word {
                    if MarkdownTable.width(of: head + String(c)) > width { break }
                    head.append(c)
                }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            let candidate = current.isEmpty ? word : current + " " + word
            if MarkdownTable.width(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
