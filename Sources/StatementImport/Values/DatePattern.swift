import StatementLocalization
import StatementModel

/// One way banks write a calendar day: `dd/MM/yyyy`, `MM/dd/yy`, `yyyy-MM-dd`, `dd.MM.yyyy`,
/// `yyyyMMdd`, `d MMM yyyy` (`12 oct. 2026`), `MMM d, yyyy` (`Oct 12, 2026`), `dd-MMM-yyyy` (`12-Oct-2026`).
///
/// Shared by every importer that reads dates from text (CSV, QIF, generic JSON). It reads UTF-8 bytes,
/// never allocates, and never uses a time zone: the day is the day as written.
///
/// Reading rules (a contract: importers and tests rely on them):
/// - Day and month numbers take one or two digits whatever the format says (`d` and `dd` read the same):
///   `2/1/2020` reads with `dd/MM/yyyy`.
/// - `yyyy` takes exactly four digits; `yy` exactly two, 69–99 meaning 1969–1999 and 00–68 meaning
///   2000–2068 (the POSIX `%y` rule: fixed, so a file reads the same every year).
/// - Quicken's apostrophe before the year (`12/31'04`, `1/ 2' 5`) reads as a year of the 2000s; spaces
///   may pad a number after a separator (`1/ 2/98`).
/// - Month names (`MMM`, `MMMM`): English, French, German, Spanish and Dutch names and abbreviations,
///   any letter case, with or without accents or a final dot (`oct.`, `févr.`, `Aug`, `März`, `mei`);
///   the separators around a name may be spaces, `-`, `/`, `.` or `, `; an ordinal day (`1er`, `1st`) reads.
/// - A time may follow after a space or `T` and is ignored: `2026-10-01 12:34`,
///   `2026-10-01T12:34:56.789Z`, `01/10/2026 08:15:00 +02:00`, `10/01/2019 3:46 PM PDT`.
/// - Leading and trailing spaces are ignored; anything else makes the text not a date (nil).
/// - The day must exist: `30/02/2026` is not a date.
public struct DatePattern: Hashable, Sendable, CustomStringConvertible {
    /// The order of day, month and year.
    public enum Order: String, Hashable, Sendable, CaseIterable {
        case dayMonthYear, monthDayYear, yearMonthDay
    }

    public var order: Order
    /// Whether the month is a number or a name.
    public var namedMonth: Bool
    /// 4 for `yyyy`, 2 for `yy`.
    public var yearDigits: Int
    /// The separator between the parts (`/`, `-`, `.`, space), or nil for `yyyyMMdd`. For named months
    /// it is only how `format` is written: any separator reads.
    public var separator: UInt8?

    public init(order: Order, separator: UInt8?, yearDigits: Int = 4, namedMonth: Bool = false) {
        self.order = order
        self.separator = separator
        self.yearDigits = yearDigits == 2 ? 2 : 4
        self.namedMonth = namedMonth
    }

    /// A pattern from its written form, as `--date-format` takes it: `dd/MM/yyyy`, `MM/dd/yyyy`, `yyyy-MM-dd`,
    /// `dd.MM.yy`, `yyyyMMdd`, `d MMM yyyy`, `MMM d, yyyy`, `dd-MMM-yyyy`, ... A time part after the date
    /// (`dd/MM/yyyy HH:mm`, `yyyy-MM-dd'T'HH:mm:ss`) is allowed and ignored. Nil for anything else.
    public init?(format: String) {
        let f = Array(format.utf8)
        var parts: [(letter: UInt8, count: Int)] = []
        var separators: [[UInt8]] = []
        var pending: [UInt8] = []
        var i = 0
        while i < f.count, parts.count < 3 {
            let c = f[i]
            if c == UInt8(ascii: "d") || c == UInt8(ascii: "M") || c == UInt8(ascii: "y") {
                if !parts.isEmpty { separators.append(pending) }
                pending = []
                var n = 0
                while i < f.count, f[i] == c {
                    n += 1
                    i += 1
                }
                parts.append((c, n))
            } else if !parts.isEmpty, c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: " ") || c == UInt8(ascii: ",")
            {
                pending.append(c)
                i += 1
            } else {
                return nil
            }
        }
        // What follows the date may only be a time part: "dd/MM/yyyy HH:mm", "yyyy-MM-dd'T'HH:mm:ss".
        if i < f.count, f[i] != UInt8(ascii: " "), f[i] != UInt8(ascii: "T"), f[i] != UInt8(ascii: "'") { return nil }
        guard parts.count == 3, Set(parts.map(\.letter)).count == 3 else { return nil }
        let day = parts.first { $0.letter == UInt8(ascii: "d") }!.count
        let month = parts.first { $0.letter == UInt8(ascii: "M") }!.count
        let year = parts.first { $0.letter == UInt8(ascii: "y") }!.count
        guard (1...2).contains(day), (1...4).contains(month), year == 2 || year == 4 else { return nil }
        let order: Order
        switch (parts[0].letter, parts[1].letter) {
        case (UInt8(ascii: "d"), UInt8(ascii: "M")): order = .dayMonthYear
        case (UInt8(ascii: "M"), UInt8(ascii: "d")): order = .monthDayYear
        case (UInt8(ascii: "y"), UInt8(ascii: "M")): order = .yearMonthDay
        default: return nil
        }
        let named = month >= 3
        /// One separator: a single / - . character, spaces, or ", " (named months only); 0 when none.
        func separator(_ s: [UInt8]) -> UInt8? {
            if s.isEmpty { return 0 }
            let marks = s.filter { $0 != UInt8(ascii: " ") }
            if marks.isEmpty { return UInt8(ascii: " ") }
            if marks == [UInt8(ascii: ",")] { return named ? UInt8(ascii: " ") : nil }
            return marks.count == 1 ? marks[0] : nil
        }
        guard let first = separator(separators[0]), let second = separator(separators[1]) else { return nil }
        if first == 0 || second == 0 {
            // Only the compact "yyyyMMdd".
            guard first == 0, second == 0, !named, order == .yearMonthDay, year == 4, day == 2, month == 2 else { return nil }
            self.init(order: .yearMonthDay, separator: nil)
            return
        }
        if !named { guard first == second, first != UInt8(ascii: " ") else { return nil } }
        self.init(order: order, separator: first, yearDigits: year, namedMonth: named)
    }

    /// The pattern written as `--date-format` takes it (`dd/MM/yyyy`, `MMM d, yyyy`): `DatePattern(format:)`
    /// of it gives the same pattern back.
    public var format: String {
        let y = yearDigits == 2 ? "yy" : "yyyy"
        guard let separator else { return "yyyyMMdd" }
        let s = String(UnicodeScalar(separator))
        if namedMonth {
            switch order {
            case .dayMonthYear: return separator == UInt8(ascii: " ") ? "d MMM \(y)" : "dd\(s)MMM\(s)\(y)"
            case .monthDayYear: return separator == UInt8(ascii: " ") ? "MMM d, \(y)" : "MMM\(s)dd\(s)\(y)"
            case .yearMonthDay: return "\(y)\(s)MMM\(s)dd"
            }
        }
        switch order {
        case .dayMonthYear: return "dd\(s)MM\(s)\(y)"
        case .monthDayYear: return "MM\(s)dd\(s)\(y)"
        case .yearMonthDay: return "\(y)\(s)MM\(s)dd"
        }
    }

    public var description: String { format }

    /// The day written in `text`, or nil when the text is not a date in this pattern.
    public func parse(_ text: some StringProtocol) -> CalendarDay? {
        var copy = String(text)
        return copy.withUTF8 { parse($0) }
    }

    /// The day written in these UTF-8 bytes, or nil.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        guard let tokens = DateTokens(bytes) else { return nil }
        return day(from: tokens)
    }

    /// Whether the tokens have this pattern's shape (separators, digit counts, a name where the month
    /// is), before asking whether the numbers make a day.
    package func fits(_ t: DateTokens) -> Bool {
        if separator == nil { return t.compact && !namedMonth }
        if t.compact { return false }
        let positions: (day: Int, month: Int, year: Int)
        switch order {
        case .dayMonthYear: positions = (0, 1, 2)
        case .monthDayYear: positions = (1, 0, 2)
        case .yearMonthDay: positions = (2, 1, 0)
        }
        if namedMonth {
            guard t.namedIndex == positions.month else { return false }
        } else {
            guard t.namedIndex < 0, t.separators.0 == separator,
                t.separators.1 == separator || (t.separators.1 == UInt8(ascii: "'") && order != .yearMonthDay)
            else { return false }
        }
        if t.ordinalIndex >= 0, !(namedMonth && t.ordinalIndex == positions.day) { return false }
        let dayDigits = t.digits(positions.day), yearDigitCount = t.digits(positions.year)
        guard dayDigits >= 1, dayDigits <= 2 else { return false }
        if !namedMonth { guard t.digits(positions.month) >= 1, t.digits(positions.month) <= 2 else { return false } }
        if t.separators.1 == UInt8(ascii: "'"), positions.year == 2 { return yearDigitCount <= 2 || yearDigitCount == 4 }
        return yearDigitCount == yearDigits
    }

    /// The day the tokens mean under this pattern, or nil.
    package func day(from t: DateTokens) -> CalendarDay? {
        if separator == nil {
            guard t.compact, !namedMonth else { return nil }
            return CalendarDay(year: t.values.0, month: t.values.1, day: t.values.2)
        }
        guard !t.compact else { return nil }
        let positions: (day: Int, month: Int, year: Int)
        switch order {
        case .dayMonthYear: positions = (0, 1, 2)
        case .monthDayYear: positions = (1, 0, 2)
        case .yearMonthDay: positions = (2, 1, 0)
        }
        if namedMonth {
            guard t.namedIndex == positions.month else { return nil }
        } else {
            guard t.namedIndex < 0, t.separators.0 == separator,
                t.separators.1 == separator || (t.separators.1 == UInt8(ascii: "'") && order != .yearMonthDay)
            else { return nil }
        }
        if t.ordinalIndex >= 0, !(namedMonth && t.ordinalIndex == positions.day) { return nil }
        let dayDigits = t.digits(positions.day), monthDigits = t.digits(positions.month), yearDigitCount = t.digits(positions.year)
        guard dayDigits >= 1, dayDigits <= 2 else { return nil }
        if !namedMonth { guard monthDigits >= 1, monthDigits <= 2 else { return nil } }
        var year = t.value(positions.year)
        if t.separators.1 == UInt8(ascii: "'"), positions.year == 2 {
            // Quicken: 12/31'04 is 2004.
            guard yearDigitCount <= 2 || yearDigitCount == 4 else { return nil }
            if yearDigitCount <= 2 { year += 2000 }
        } else if yearDigits == 4 {
            guard yearDigitCount == 4 else { return nil }
        } else {
            guard yearDigitCount == 2 else { return nil }
            year += year >= 69 ? 1900 : 2000
        }
        return CalendarDay(year: year, month: t.value(positions.month), day: t.value(positions.day))
    }

    /// The patterns `DateInference` tries, in order of preference when two read every value the same way.
    public static let common: [DatePattern] = {
        var all: [DatePattern] = []
        for s in [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ".")] {
            all.append(DatePattern(order: .yearMonthDay, separator: s))
            all.append(DatePattern(order: .dayMonthYear, separator: s))
            all.append(DatePattern(order: .monthDayYear, separator: s))
            all.append(DatePattern(order: .dayMonthYear, separator: s, yearDigits: 2))
            all.append(DatePattern(order: .monthDayYear, separator: s, yearDigits: 2))
        }
        all.append(DatePattern(order: .yearMonthDay, separator: nil))
        all.append(DatePattern(order: .dayMonthYear, separator: UInt8(ascii: " "), namedMonth: true))
        all.append(DatePattern(order: .monthDayYear, separator: UInt8(ascii: " "), namedMonth: true))
        all.append(DatePattern(order: .dayMonthYear, separator: UInt8(ascii: "-"), yearDigits: 2, namedMonth: true))
        all.append(DatePattern(order: .yearMonthDay, separator: UInt8(ascii: "-"), namedMonth: true))
        return all
    }()
}

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

        // The usual shapes first, nothing around them: dd/MM/yyyy (any order of those widths) and
        // yyyy-MM-dd, with / - . or ' between the parts. The general reading below gives the same tokens.
        if fastPath, end - i == 10 {
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
                return
            }
            if isSeparator(b[i + 4]), isSeparator(b[i + 7]), let a0 = digit(0), let a1 = digit(1), let a2 = digit(2), let a3 = digit(3),
                let b0 = digit(5), let b1 = digit(6), let c0 = digit(8), let c1 = digit(9)
            {
                values = (((a0 * 10 + a1) * 10 + a2) * 10 + a3, b0 * 10 + b1, c0 * 10 + c1)
                digitCounts = (4, 2, 2)
                separators = (b[i + 4], b[i + 7])
                return
            }
        }

        // yyyyMMdd, possibly followed by a time.
        var run = i
        while run < end, b[run] &- 0x30 < 10 { run += 1 }
        if run - i == 8 {
            guard DateTokens.isTimeSuffix(b, from: run, to: end) else { return nil }
            func n(_ from: Int, _ count: Int) -> Int {
                var v = 0
                for k in from..<(from + count) { v = v * 10 + Int(b[k] &- 0x30) }
                return v
            }
            values = (n(i, 4), n(i + 4, 2), n(i + 6, 2))
            digitCounts = (4, 2, 2)
            compact = true
            return
        }

        for part in 0..<3 {
            // A part: digits (with an optional ordinal suffix) or a month name.
            var value = 0
            var count = 0
            while i < end, b[i] &- 0x30 < 10, count < 5 {
                value = value * 10 + Int(b[i] &- 0x30)
                count += 1
                i += 1
            }
            if count == 0 {
                guard namedIndex < 0, let (month, length) = MonthNames.match(b, from: i, to: end) else { return nil }
                value = month
                i += length
                if i < end, b[i] == UInt8(ascii: ".") { i += 1 }
                namedIndex = part
            } else {
                if count > 4 || (i < end && b[i] &- 0x30 < 10) { return nil }
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
            if part == 2 { break }

            // The separator: one of / - . ' , possibly with spaces around, or spaces alone.
            var sep: UInt8 = 0
            var spaces = false
            while i < end {
                let c = b[i]
                if c == 0x20 {
                    spaces = true
                } else if c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "'")
                    || c == UInt8(ascii: ",")
                {
                    if sep != 0 { return nil }
                    sep = c
                } else {
                    break
                }
                i += 1
            }
            if sep == UInt8(ascii: ",") { sep = 0x20 }  // "Oct 12, 2026"
            if sep == 0 {
                // "oct.2026" after an abbreviation's dot, or spaces alone.
                if spaces { sep = 0x20 } else if namedIndex == part, i > 0, b[i - 1] == UInt8(ascii: ".") { sep = UInt8(ascii: ".") } else { return nil }
            }
            if part == 0 { separators.0 = sep } else { separators.1 = sep }
            guard i < end else { return nil }
        }
        guard DateTokens.isTimeSuffix(b, from: i, to: end) else { return nil }
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

/// Month names and abbreviations in English, French, German, Spanish and Dutch.
package enum MonthNames {
    /// Names folded to ASCII lower case (accents removed), packed one byte per letter, with their month.
    package static let table: [(name: UInt128, month: Int)] = {
        let names: [[String]] = [
            ["january", "jan", "janvier", "janv", "januar", "janner", "enero", "ene", "januari"],
            ["february", "feb", "fevrier", "fevr", "fev", "februar", "febrero", "februari"],
            ["march", "mar", "mars", "marz", "maerz", "marzo", "maart", "mrt"],
            ["april", "apr", "avril", "avr", "abril", "abr"],
            ["may", "mai", "mayo", "mei"],
            ["june", "jun", "juin", "juni", "junio"],
            ["july", "jul", "juillet", "juil", "juli", "julio"],
            ["august", "aug", "aout", "agosto", "ago", "augustus"],
            ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "set"],
            ["october", "oct", "octobre", "oktober", "okt", "octubre"],
            ["november", "nov", "novembre", "noviembre"],
            ["december", "dec", "decembre", "dezember", "dez", "diciembre", "dic"],
        ]
        var table: [(name: UInt128, month: Int)] = []
        for (index, list) in names.enumerated() {
            for name in list { table.append((name.utf8.reduce(UInt128(0)) { $0 << 8 | UInt128($1) }, index + 1)) }
        }
        return table
    }()

    /// The month named at `from` (letters up to the first non-letter), and the length read in bytes.
    package static func match(_ b: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> (Int, Int)? {
        var folded: UInt128 = 0
        var letters = 0
        var i = from
        while i < end {
            let c = b[i]
            var letter: UInt8
            if (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A {
                letter = c | 0x20
                i += 1
            } else if c == 0xC3, i + 1 < end {
                // The accented vowels banks write in month names (févr., août, déc., März).
                switch b[i + 1] {
                case 0xA9, 0xA8, 0xAA, 0xAB, 0x89, 0x88, 0x8A: letter = 0x65  // é è ê ë É È Ê
                case 0xBB, 0xB9, 0xBC, 0x9B, 0x99, 0x9C: letter = 0x75  // û ù ü
                case 0xA4, 0xA2, 0xA0, 0x84, 0x82, 0x80: letter = 0x61  // ä â à
                default: return nil
                }
                i += 2
            } else {
                break
            }
            letters += 1
            if letters > 12 { return nil }
            folded = folded << 8 | UInt128(letter)
        }
        guard letters > 0 else { return nil }
        for entry in table where entry.name == folded { return (entry.month, i - from) }
        return nil
    }
}
