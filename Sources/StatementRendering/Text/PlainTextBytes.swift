import StatementModel

/// `PlainText`'s readings of a text done on its UTF-8 bytes rather than its `Character`s, when the
/// bytes give the same answer: in a *simple* text, every ASCII character is a `Character` of its
/// own (no carriage return, no combining mark or joiner after it, no prepended character before
/// it), so splitting at a space, a `|` or a line separator, or dropping a `*`, is done byte by byte
/// and cuts exactly where the `Character`s would. Text that is not simple takes `PlainText`'s
/// `Character` readings, which these must equal (`PlainTextBytesTests`).
///
/// Reading a megabyte-long cell a `Character` at a time, with a `String` grown one `Character` at a
/// time, was most of the text report's 11.7 G instructions for such a cell.
enum PlainTextBytes {
    /// UTF-8 of `PlainText.cellBreak` (U+2028), always a `Character` of its own (a control, for
    /// grapheme breaking), so found by its bytes in any text.
    static let cellBreak: [UInt8] = [0xE2, 0x80, 0xA8]

    /// Whether every ASCII character of `text` is a `Character` of its own.
    static func isSimple(_ text: String) -> Bool {
        return TextBytes.read(text) { b in
            var i = 0
            while i < b.count {
                // Eight bytes at a time while they are ASCII without a carriage return.
                if i + 8 <= b.count {
                    let word = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if (word & ByteWord.highs) | ByteWord.matches(word, 0x0D) == 0 {
                        i += 8
                        continue
                    }
                }
                let c = b[i]
                if c < 0x80 {
                    if c == 0x0D { return false }
                    i += 1
                    continue
                }
                let (scalar, end) = decode(b, i)
                if i > 0, b[i - 1] < 0x80, !apart(Unicode.Scalar(b[i - 1]), scalar) { return false }
                if end < b.count, b[end] < 0x80, !apart(scalar, Unicode.Scalar(b[end])) { return false }
                i = end
            }
            return true
        }
    }

    /// Whether a `Character` ends between the two scalars, one of them ASCII. Below U+0300 (Latin
    /// letters and signs, C1 controls) nothing joins an ASCII character; the rest is asked of the
    /// standard library, as two scalars (beside an ASCII character, only a mark or joiner after it
    /// or a prepended character before it keeps them one `Character`, and that depends on them alone).
    private static func apart(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        if a.value < 0x300 && b.value < 0x300 { return true }
        if neverJoins(a.isASCII ? b : a) { return true }
        var pair = String.UnicodeScalarView()
        pair.append(a)
        pair.append(b)
        return String(pair).count == 2
    }

    /// Whether the scalar's general category is one no Extend, ZWJ, SpacingMark or Prepend scalar has
    /// (those are marks, format characters, `Lm`, `Sk` and `Lo` ones): then a `Character` ends on either
    /// side of it beside an ASCII character, whatever that one is. Letters, digits, punctuation, spaces,
    /// currency and other symbols (`€`, U+202F, `█`): the amounts and bars of every table, asked of the
    /// standard library as a two-scalar string before (`PlainTextTableTests` checks every such scalar).
    static func neverJoins(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .otherSymbol, .spaceSeparator,
            .lineSeparator, .paragraphSeparator, .control:
            return true
        default:
            return false
        }
    }

    /// The scalar whose UTF-8 starts at `i`, and where the next one starts.
    private static func decode(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Unicode.Scalar, Int) {
        let lead = b[i]
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(b[i + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", i + length)
    }

    /// Whether `text` holds a `cellBreak`.
    static func hasCellBreak(_ text: String) -> Bool { cellBreaks(in: text) > 0 }

    /// How many `cellBreak`s `text` holds.
    static func cellBreaks(in text: String) -> Int {
        return TextBytes.read(text) { b in
            var count = 0
            var i = find(0xE2, in: b, from: 0)
            while i + 2 < b.count {
                if b[i + 1] == 0x80, b[i + 2] == 0xA8 { count += 1 }
                i = find(0xE2, in: b, from: i + 1)
            }
            return count
        }
    }

    /// Whether `text` holds `byte`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        return TextBytes.read(text) { find(byte, in: $0, from: 0) < $0.count }
    }

    /// Where the first `byte` from `start` is, or the end: eight bytes at a time (a word with none of
    /// them has no zero byte once XORed with eight of them).
    static func find(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i + 8 <= b.count {
            if ByteWord.matches(UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self), byte) != 0 { break }
            i += 8
        }
        while i < b.count && b[i] != byte { i += 1 }
        return i
    }

    /// `text` split at every `separator` (a byte, or the three of `cellBreak`), empty pieces kept:
    /// `split(separator:omittingEmptySubsequences: false)` for a separator that is a `Character` of its
    /// own. Strings rather than substrings: a substring cut at an index counted in bytes has its
    /// bounds checked against the scalars, which cost more than the copy.
    static func strings(_ text: String, at separator: [UInt8]) -> [String] {
        return TextBytes.read(text) { b in
            var out: [String] = []
            var start = 0
            var i = 0
            let n = separator.count
            while true {
                i = find(separator[0], in: b, from: i)
                guard i + n <= b.count else { break }
                if n == 1 || (b[i + 1] == separator[1] && b[i + 2] == separator[2]) {
                    out.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
                    i += n
                    start = i
                } else {
                    i += 1
                }
            }
            out.append(String(decoding: UnsafeBufferPointer(rebasing: b[start...]), as: UTF8.self))
            return out
        }
    }

    /// The cells of a simple table line, split at the `|` that are not escaped, spaces around them
    /// dropped, still Markdown (`PlainText.cells`).
    static func cells(_ line: String) -> [String] {
        return TextBytes.read(line) { b in
            var cells: [String] = []
            var start = 1
            var escaped = false
            var i = 1
            while i < b.count {
                let c = b[i]
                if escaped {
                    escaped = false
                } else if c == UInt8(ascii: "\\") {
                    escaped = true
                } else if c == UInt8(ascii: "|") {
                    var from = start, to = i
                    while from < to && b[from] == 0x20 { from += 1 }
                    while to > from && b[to - 1] == 0x20 { to -= 1 }
                    cells.append(String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self))
                    start = i + 1
                }
                i += 1
            }
            return cells
        }
    }

    /// Simple Markdown text as the reader sees it (`PlainText.plain`).
    static func plain(_ markdown: String) -> String {
        return TextBytes.read(markdown) { b in
            guard b.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "*") }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(b.count)
            var escaped = false
            for c in b {
                if escaped {
                    // ASCII punctuation and symbols: 0x21–0x2F, 0x3A–0x40, 0x5B–0x60, 0x7B–0x7E.
                    let punctuation = (0x21...0x2F).contains(c) || (0x3A...0x40).contains(c) || (0x5B...0x60).contains(c) || (0x7B...0x7E).contains(c)
                    if !punctuation { out.append(UInt8(ascii: "\\")) }
                    out.append(c)
                    escaped = false
                } else if c == UInt8(ascii: "\\") {
                    escaped = true
                } else if c != UInt8(ascii: "*") {
                    out.append(c)
                }
            }
            if escaped { out.append(UInt8(ascii: "\\")) }
            return String(decoding: out, as: UTF8.self)
        } ?? markdown
    }

    /// The width of the longest word of a simple text, words apart at spaces and `cellBreak`s: an
    /// ASCII word's width is its length, the others are measured (no string made for each word).
    static func longestWord(_ text: String) -> Int {
        return TextBytes.read(text) { b in
            var longest = 0
            var start = 0
            var ascii = true
            var i = 0
            func word(_ end: Int) {
                guard end > start else { return }
                let width = ascii ? end - start : MarkdownTable.width(of: String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self))
                longest = max(longest, width)
            }
            while i < b.count {
                let c = b[i]
                let separator = c == 0x20 ? 1 : c == 0xE2 && i + 2 < b.count && b[i + 1] == 0x80 && b[i + 2] == 0xA8 ? 3 : 0
                if separator > 0 {
                    word(i)
                    i += separator
                    start = i
                    ascii = true
                } else {
                    ascii = ascii && c < 0x80
                    i += 1
                }
            }
            word(b.count)
            return longest
        }
    }

    /// `PlainText.wrap` for ASCII text without a carriage return, where every byte is a `Character`
    /// one column wide: the same lines, each a run of the text's bytes. Nil for any other text.
    static func asciiWrap(_ text: String, width: Int, limit: Int) -> [String]? {
        return TextBytes.read(text) { b -> [String]? in
            guard width >= 1, MarkdownTable.asciiCount(b) != nil, find(0x0D, in: b, from: 0) == b.count else { return nil }
            func line(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self) }
            var lines: [String] = []
            var current = 0..<0  // the line being filled: words and the single spaces between them
            var piece = 0
            while piece <= b.count {
                guard lines.count <= limit else { return lines }
                let end = find(0x20, in: b, from: piece)
                var word = piece
                while end - word > width {
                    if !current.isEmpty {
                        lines.append(line(current.lowerBound, current.upperBound))
                        current = 0..<0
                    }
                    let head = max(1, width)
                    lines.append(line(word, word + head))
                    word += head
                }
                let candidate = current.isEmpty ? end - word : current.count + 1 + end - word
                if candidate <= width {
                    current = current.isEmpty ? word..<end : current.lowerBound..<end
                } else {
                    lines.append(line(current.lowerBound, current.upperBound))
                    current = word..<end
                }
                piece = end + 1
            }
            if !current.isEmpty || lines.isEmpty { lines.append(line(current.lowerBound, current.upperBound)) }
            return lines
        }
    }

    /// Where the longest head of `word` at most `width` columns wide ends, and its width, when that
    /// head is ASCII (no carriage return) and followed by ASCII or nothing: each byte a `Character`
    /// one column wide. Nil otherwise. Only the head and the byte after it are read (reading the
    /// whole rest of a megabyte-long word at each cut made the cuts quadratic).
    static func asciiHead(of word: Substring, width: Int) -> (end: Substring.Index, width: Int)? {
        let utf8 = word.utf8
        let n = min(utf8.count, max(1, width))
        let ascii = utf8.withContiguousStorageIfAvailable { b -> Bool in
            for k in 0..<n where b[k] >= 0x80 || b[k] == 0x0D { return false }
            return n == b.count || b[n] < 0x80
        }
        guard ascii == true else { return nil }
        return (utf8.index(utf8.startIndex, offsetBy: n), n)
    }
}
