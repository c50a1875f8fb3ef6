/// A date-like text cut into its three parts, read once and then matched against any number of patterns.
package struct DateTokens {
    /// The three numbers as written (a named month is its number 1-12).
    package var values: (Int, Int, Int) = (0, 0, 0)
    /// How many digits each number had (0 for a named month).
    package var digitCounts: (Int, Int, Int) = (0, 0, 0)
    /// The separators after the first and the second part: `/`, `-`, `.`, space, `'`, or 0 when none.
    package var separators: (UInt8, UInt8) = (0, 0)
    /// Which part is a month name, or -1.
    package var namedIndex = -1
    /// Which part carried an ordinal suffix (`1er`, `1st`), or -1.
    package var ordinalIndex = -1
    /// A single run of eight digits (`20261001`).
    package var compact = false

    package func value(_ i: Int) -> Int { i == 0 ? values.0 : i == 1 ? values.1 : values.2 }

    /// What decides which patterns can fit: kinds of parts, separators and digit counts, packed.
    package var shape: UInt64 {
        var s = UInt64(compact ? 1 : 0)
        s = s << 3 | UInt64(namedIndex + 1)
        s = s << 3 | UInt64(ordinalIndex + 1)
        s = s << 8 | UInt64(separators.0)
        s = s << 8 | UInt64(separators.1)
        s = s << 4 | UInt64(min(digitCounts.0, 15))
        s = s << 4 | UInt64(min(digitCounts.1, 15))
        s = s << 4 | UInt64(min(digitCounts.2, 15))
        return s
    }
    package func digits(_ i: Int) -> Int { i == 0 ? digitCounts.0 : i == 1 ? digitCounts.1 : digitCounts.2 }

    package init?(_ b: UnsafeBufferPointer<UInt8>) { self.init(b, fastPath: true) }

    /// `fastPath: false` skips the shortcut for the usual shapes (for tests that compare the two readings).
    package init?(_ b: UnsafeBufferPointer<UInt8>, fastPath: Bool) {
        var i = 0
        var end = b.count
        while i < end, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        while end > i, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
        guard i < end else { return nil }

        // The usual shapes first, nothing around them. The general reading below gives the same tokens.
        if fastPath, end - i == 10, readUsualShape(b, at: i) { return }

        // yyyyMMdd, possibly followed by a time.
        var run = i
        while run < end, b[run] &- 0x30 < 10 { run += 1 }
        if run - i == 8 {
            guard DateTokens.isTimeSuffix(b, from: run, to: end) else { return nil }
            readCompact(b, at: i)
            return
        }

        for part in 0..<3 {
            guard readPart(part, b, &i, end) else { return nil }
            if part == 2 { break }
            guard readSeparator(after: part, b, &i, end) else { return nil }
        }
        guard DateTokens.isTimeSuffix(b, from: i, to: end) else { return nil }
    }

    /// The ten bytes at `i` as dd/MM/yyyy (any order of those widths) or yyyy-MM-dd, with / - . or '
    /// between the parts; false, reading nothing, when they are neither.
    @inline(__always)
    private mutating func readUsualShape(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        @inline(__always) func digit(_ k: Int) -> Int? {
            let d = b[i + k] &- 0x30
            return d < 10 ? Int(d) : nil
        }
        @inline(__always) func isSeparator(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "'")
        }
        if isSeparator(b[i + 2]), isSeparator(b[i + 5]), let a0 = digit(0), let a1 = digit(1), let b0 = digit(3), let b1 = digit(4),
            let c0 = digit(6), let c1 = digit(7), let c2 = digit(8), let c3 = digit(9)
        {
            values = (a0 * 10 + a1, b0 * 10 + b1, ((c0 * 10 + c1) * 10 + c2) * 10 + c3)
            digitCounts = (2, 2, 4)
            separators = (b[i + 2], b[i + 5])
            return true
        }
        if isSeparator(b[i + 4]), isSeparator(b[i + 7]), let a0 = digit(0), let a1 = digit(1), let a2 = digit(2), let a3 = digit(3),
            let b0 = digit(5), let b1 = digit(6), let c0 = digit(8), let c1 = digit(9)
        {
            values = (((a0 * 10 + a1) * 10 + a2) * 10 + a3, b0 * 10 + b1, c0 * 10 + c1)
            digitCounts = (4, 2, 2)
            separators = (b[i + 4], b[i + 7])
            return true
        }
        return false
    }

    /// The eight digits at `i` as yyyyMMdd.
    private mutating func readCompact(_ b: UnsafeBufferPointer<UInt8>, at i: Int) {
        func n(_ from: Int, _ count: Int) -> Int {
            var v = 0
            for k in from..<(from + count) { v = v * 10 + Int(b[k] &- 0x30) }
            return v
        }
        values = (n(i, 4), n(i + 4, 2), n(i + 6, 2))
        digitCounts = (4, 2, 2)
        compact = true
    }

    /// Part `part` at `i`: digits (with an optional ordinal suffix) or a month name; false when it is neither.
    @inline(__always)
    private mutating func readPart(_ part: Int, _ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Bool {
        var value = 0
        var count = 0
        while i < end, b[i] &- 0x30 < 10, count < 5 {
            value = value * 10 + Int(b[i] &- 0x30)
            count += 1
            i += 1
        }
        if count == 0 {
            guard namedIndex < 0, let (month, length) = MonthNames.match(b, from: i, to: end) else { return false }
            value = month
            i += length
            if i < end, b[i] == UInt8(ascii: ".") { i += 1 }
            namedIndex = part
        } else {
            if count > 4 || (i < end && b[i] &- 0x30 < 10) { return false }
            // "1er", "1st", "2nd", "3rd", "4th".
            if i + 1 < end, count <= 2 {
                let x = b[i] | 0x20, y = b[i + 1] | 0x20
                let suffix = (x == 0x65 && y == 0x72) || (x == 0x73 && y == 0x74) || (x == 0x6E && y == 0x64)
                    || (x == 0x72 && y == 0x64) || (x == 0x74 && y == 0x68)
                if suffix, i + 2 == end || !(b[i + 2] | 0x20 >= 0x61 && b[i + 2] | 0x20 <= 0x7A) {
                    ordinalIndex = part
                    i += 2
                }
            }
        }
        switch part {
        case 0: values.0 = value; digitCounts.0 = count
        case 1: values.1 = value; digitCounts.1 = count
        default: values.2 = value; digitCounts.2 = count
        }
        return true
    }

    /// The separator after part `part`, at `i`: one of / - . ' , possibly with spaces around, or spaces
    /// alone; false when there is none, or nothing after it.
    @inline(__always)
    private mutating func readSeparator(after part: Int, _ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Bool {
        var sep: UInt8 = 0
        var spaces = false
        while i < end {
            let c = b[i]
            if c == 0x20 {
                spaces = true
            } else if c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "'")
                || c == UInt8(ascii: ",")
            {
                if sep != 0 { return false }
                sep = c
            } else {
                break
            }
            i += 1
        }
        if sep == UInt8(ascii: ",") { sep = 0x20 }  // "Oct 12, 2026"
        if sep == 0 {
            // "oct.2026" after an abbreviation's dot, or spaces alone.
            if spaces { sep = 0x20 } else if namedIndex == part, i > 0, b[i - 1] == UInt8(ascii: ".") { sep = UInt8(ascii: ".") } else { return false }
        }
        if part == 0 { separators.0 = sep } else { separators.1 = sep }
        return i < end
    }

    /// Nothing, or a time after a space or `T`: `H:mm`, `HH:mm:ss`, fractions (`.123`, `:989`), `AM`/`PM`,
    /// then `Z`, an offset (`+02:00`, `-0500`) or a zone abbreviation (`PDT`, `UTC`).
    package static func isTimeSuffix(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var i = start
        if i == end { return true }
        guard b[i] == 0x20 || b[i] == UInt8(ascii: "T") else { return false }
        while i < end, b[i] == 0x20 || b[i] == UInt8(ascii: "T") { i += 1 }
        func digits(_ min: Int, _ max: Int) -> Bool {
            var n = 0
            while i < end, b[i] &- 0x30 < 10, n < max {
                i += 1
                n += 1
            }
            return n >= min && !(i < end && b[i] &- 0x30 < 10)
        }
        guard digits(1, 2), i < end, b[i] == UInt8(ascii: ":") || b[i] == UInt8(ascii: "h") else { return false }
        i += 1
        guard digits(2, 2) else { return false }
        if i < end, b[i] == UInt8(ascii: ":") {
            i += 1
            guard digits(2, 2) else { return false }
            if i < end, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") || b[i] == UInt8(ascii: ":") {
                i += 1
                guard digits(1, 9) else { return false }
            }
        }
        while i < end, b[i] == 0x20 { i += 1 }
        if i + 1 < end, (b[i] | 0x20) == 0x61 || (b[i] | 0x20) == 0x70, (b[i + 1] | 0x20) == 0x6D {
            i += 2  // AM / PM
            while i < end, b[i] == 0x20 { i += 1 }
        }
        if i == end { return true }
        if b[i] == UInt8(ascii: "Z") { return i + 1 == end }
        if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
            i += 1
            guard digits(2, 4) else { return false }
            if i < end, b[i] == UInt8(ascii: ":") {
                i += 1
                guard digits(2, 2) else { return false }
            }
            return i == end
        }
        var letters = 0
        while i < end, b[i] >= 0x41, b[i] <= 0x5A {
            i += 1
            letters += 1
        }
        return i == end && (2...5).contains(letters)
    }
}
