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
