import Foundation
import StatementModel
import StatementResources
import Synchronization

/// Writes calendar days, months, periods and weeks in the reader's language and region:
/// `1er novembre 2026`, `November 1, 2026`, `1 November 2026`, `du 1er au 30 novembre 2026`.
///
/// Works from `CalendarDay` values only, so no time zone can move a day. The words (month and day
/// names, `1er`, `du … au …`, `semaine`) come from the catalogue; the order of the parts and the
/// separators of numeric dates come from ICU's patterns for the locale (`DayLayout`), so every form
/// matches Foundation's `Date.FormatStyle` except where French typography asks for more than CLDR
/// gives: `1er` for the first of the month, a no-break space between the day and the month, and
/// periods written with words (`du 1er au 30 novembre 2026`, where ICU gives `1–30 novembre 2026`).
public struct DayFormat: Sendable {
    public let locale: ReportLocale
    private let catalogue: Catalogue
    private let layout: DayLayout
    private let names: DayNames

    public init(_ locale: ReportLocale) {
        self.locale = locale
        self.catalogue = locale.catalogue
        self.layout = DayLayout.of(locale)
        self.names = DayNames.of(locale, catalogue)
    }

    // MARK: - Names

    /// The month's name, lower case in French (`novembre`), capitalised in English (`November`).
    public func monthName(_ month: Int) -> String { (1...12).contains(month) ? names.months[month - 1] : catalogue("month.\(month)") }

    /// The month's abbreviation: `nov.`, `juil.` (`juill.` in Canada); `Nov`.
    public func shortMonthName(_ month: Int) -> String {
        (1...12).contains(month) ? names.shortMonths[month - 1] : catalogue("month.short.\(month)")
    }

    /// The day's name, ISO-numbered (1 Monday … 7 Sunday): `lundi`, `Monday`.
    public func weekdayName(_ weekday: Int) -> String { (1...7).contains(weekday) ? names.weekdays[weekday - 1] : catalogue("weekday.\(weekday)") }

    /// The day's abbreviation: `lun.`, `Mon`.
    public func shortWeekdayName(_ weekday: Int) -> String {
        (1...7).contains(weekday) ? names.shortWeekdays[weekday - 1] : catalogue("weekday.short.\(weekday)")
    }

    // MARK: - Days

    /// `1er novembre 2026`; `November 1, 2026` (en-US, en-CA); `1 November 2026` (en-GB and others).
    public func long(_ day: CalendarDay) -> String { write(layout.long, day) }

    /// `1er nov. 2026`; `Nov 1, 2026`; `1 Nov 2026`.
    public func abbreviated(_ day: CalendarDay) -> String { write(layout.abbreviated, day) }

    /// `dimanche 1er novembre 2026`; `Sunday, November 1, 2026`; `Sunday, 1 November 2026` (en-GB); `Sunday 1 November 2026` (en-IE, en-AU).
    public func full(_ day: CalendarDay) -> String { write(layout.full, day) }

    /// `1er novembre`; `November 1`; `1 November`: a day within a year the reader already knows.
    public func dayAndMonth(_ day: CalendarDay) -> String { write(layout.dayAndMonth, day) }

    /// A day named with its weekday, for a list of days within a known month (a chart's bars):
    /// `jeu. 1er octobre`; `Thu 1 October` (day-first English); `Thu, Oct 1` (en-US, en-CA, as
    /// American calendars write it).
    public func weekdayAndDay(_ day: CalendarDay) -> String {
        let weekday = shortWeekdayName(day.weekday)
        if layout.monthFirst && locale.language == .english {
            return "\(weekday), \(shortMonthName(day.month)) \(day.day)"
        }
        return weekday + " " + dayAndMonth(day)
    }

    /// Two-digit day and month, four-digit year, in the region's order and separators: `01/11/2026`
    /// (France, Britain), `11/01/2026` (United States), `01.11.2026` (Switzerland), `2026-11-01`
    /// (Canada). Fixed width, for tables.
    public func numeric(_ day: CalendarDay) -> String { write(layout.numeric, day) }

    // MARK: - Months

    /// `novembre 2026`, `November 2026`.
    public func month(year: Int, month: Int) -> String { "\(monthName(month)) \(year)" }

    /// `nov. 2026`, `Nov 2026`.
    public func shortMonth(year: Int, month: Int) -> String { "\(shortMonthName(month)) \(year)" }

    // MARK: - Periods

    /// A range of days, the year and month said once where both ends share them:
    /// - French: `le 1er novembre 2026`, `du 1er au 30 novembre 2026`, `du 30 novembre au 6 décembre 2026`,
    ///   `du 28 décembre 2026 au 3 janvier 2027`;
    /// - English, month first (en-US, en-CA): `November 1–30, 2026` (an en dash, no spaces),
    ///   `November 30 – December 6, 2026`;
    /// - English, day first (en-GB, en-IE, en-AU): `1–30 November 2026`, `30 November – 6 December 2026`.
    ///
    /// Within one month the days take an unspaced en dash; across months the dash is spaced with thin
    /// spaces (U+2009), as ICU's interval formats do.
    public func period(_ range: DayRange) -> String {
        let a = range.start, b = range.end
        if a == b { return catalogue("period.oneDay", ["day": .text(long(a))]) }
        let start: String
        if a.year == b.year && a.month == b.month {
            if locale.language == .english {
                return write(layout.long, b, dayText: "\(a.day)–\(b.day)")
            }
            start = dayNumber(a)
        } else if a.year == b.year {
            start = dayAndMonth(a)
        } else {
            start = long(a)
        }
        return catalogue("period.range", ["start": .text(start), "end": .text(long(b))])
    }

    /// A period standing alone, after a label or as a column's value (`Période : 1er octobre 2026`):
    /// one day is the day itself, without the `le` that `period` gives it for a sentence (review N8).
    public func periodLabel(_ range: DayRange) -> String {
        range.start == range.end ? long(range.start) : period(range)
    }

    /// A week of a weekly summary, by its days: `semaine du 2 au 8 novembre 2026`,
    /// `week of November 2–8, 2026`, `week of 2–8 November 2026`. (Dates rather than ISO week
    /// numbers: every reader can place them, and week numbers are little used outside Europe.)
    public func week(_ range: DayRange) -> String {
        catalogue("period.week", ["period": .text(period(range))])
    }

    // MARK: - Writing a layout

    /// The day of the month as the language writes it: `1er` in French, else the number.
    private func dayNumber(_ day: CalendarDay) -> String {
        day.day == 1 ? names.firstOfMonth : String(day.day)
    }

    private func write(_ pieces: [DayLayout.Piece], _ day: CalendarDay, dayText: String? = nil) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case let .text(s): out += s
            case .day: out += dayText ?? dayNumber(day)
            case .paddedDay: out += day.day < 10 ? "0\(day.day)" : "\(day.day)"
            case .paddedMonth: out += day.month < 10 ? "0\(day.month)" : "\(day.month)"
            case .monthName: out += monthName(day.month)
            case .shortMonthName: out += shortMonthName(day.month)
            case .weekdayName: out += weekdayName(day.weekday)
            case .year: out += String(day.year)
            }
        }
        return out
    }
}

/// The order and separators of a locale's date forms, read once from ICU's own output for a
/// reference day (`Date.FormatStyle` in UTC), so that `DayFormat` writes the parts where ICU would.
package struct DayLayout: Sendable, Equatable {
    package enum Piece: Sendable, Hashable {
        case text(String)
        case day, paddedDay, paddedMonth, monthName, shortMonthName, weekdayName, year
    }

    package var long: [Piece]
    package var abbreviated: [Piece]
    package var full: [Piece]
    package var dayAndMonth: [Piece]
    package var numeric: [Piece]
    /// Whether the month comes before the day in the long form (`November 1, 2026`).
    package var monthFirst: Bool

    package init(long: [Piece], abbreviated: [Piece], full: [Piece], dayAndMonth: [Piece], numeric: [Piece]) {
        (self.long, self.abbreviated, self.full, self.dayAndMonth, self.numeric) = (long, abbreviated, full, dayAndMonth, numeric)
        monthFirst = (long.firstIndex(of: .monthName) ?? 0) < (long.firstIndex(of: .day) ?? 0)
    }

    /// The locale's layout: what `ICUAnswers` recorded of it, else learnt from ICU now.
    package static func of(_ locale: ReportLocale) -> DayLayout {
        cache.withLock { layouts in
            if let known = layouts[locale] { return known }
            let made = ICUAnswers.dayLayout(locale) ?? DayLayout(learning: locale)
            layouts[locale] = made
            return made
        }
    }

    private static let cache = Mutex<[ReportLocale: DayLayout]>([:])

    /// Sunday 22 November 2026: a day whose numbers (22, 11, 2026) cannot be confused with one another.
    private static let reference = (year: 2026, month: 11, day: 22)

    /// The layout read from ICU's output (what `ICUAnswers` records).
    package init(learning locale: ReportLocale) {
        let french = locale.language == .french
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        calendar.locale = locale.foundationLocale
        let r = DayLayout.reference
        let date = calendar.date(from: DateComponents(year: r.year, month: r.month, day: r.day, hour: 12))!
        let base = Date.FormatStyle(locale: locale.foundationLocale, calendar: calendar, timeZone: utc)
        let names: [(String, Piece)] = [
            (calendar.weekdaySymbols[0], .weekdayName), (calendar.monthSymbols[r.month - 1], .monthName),
            (calendar.shortMonthSymbols[r.month - 1], .shortMonthName), (String(r.year), .year), (String(r.day), .day),
        ]
        func derive(_ style: Date.FormatStyle, _ fallback: [Piece], numeric: Bool = false) -> [Piece] {
            let candidates = numeric
                ? [(String(r.year), Piece.year), (String(r.day), .paddedDay), (String(r.month), .paddedMonth)] : names
            let pieces = DayLayout.pieces(of: date.formatted(style), candidates)
            guard let pieces, pieces.contains(.year) else { return fallback }
            return french ? DayLayout.keepDayWithMonth(pieces) : pieces
        }
        let s = Piece.text(" ")
        let longFallback: [Piece] = french ? [.day, s, .monthName, s, .year] : [.monthName, s, .day, .text(", "), .year]
        func dateStyle(_ style: Date.FormatStyle.DateStyle) -> Date.FormatStyle {
            Date.FormatStyle(date: style, time: .omitted, locale: locale.foundationLocale, calendar: calendar, timeZone: utc)
        }
        long = derive(dateStyle(.long), longFallback)
        abbreviated = derive(dateStyle(.abbreviated), longFallback.map { $0 == .monthName ? .shortMonthName : $0 })
        let complete = derive(dateStyle(.complete), [.weekdayName, french ? s : .text(", ")] + longFallback)
        full = french ? DayLayout.noCommaAfterWeekday(complete) : complete
        numeric = derive(base.day(.twoDigits).month(.twoDigits).year(), [.paddedDay, .text("/"), .paddedMonth, .text("/"), .year], numeric: true)
        let dm = DayLayout.pieces(of: date.formatted(base.day().month(.wide)), names)
        dayAndMonth = dm.map { french ? DayLayout.keepDayWithMonth($0) : $0 } ?? Array(longFallback.prefix(3))
        monthFirst = (long.firstIndex(of: .monthName) ?? 0) < (long.firstIndex(of: .day) ?? 0)
    }

    /// Splits ICU's text into the parts it was made of: at each position the longest candidate that
    /// starts there, text between them. Nil when a digit is left over (a part ICU wrote that we
    /// cannot name).
    package static func pieces(of text: String, _ candidates: [(String, Piece)]) -> [Piece]? {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            let match = candidates.filter { rest.hasPrefix($0.0) }.max { $0.0.count < $1.0.count }
            if let (found, piece) = match {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(piece)
                rest = rest.dropFirst(found.count)
            } else {
                guard !rest.first!.isNumber else { return nil }
                literal.append(rest.removeFirst())
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    /// French running text writes `jeudi 1er octobre 2026`: ICU's fr-CH pattern (`EEEE, d MMMM y`)
    /// puts a comma after the weekday, which reads as an English calque in a sentence.
    package static func noCommaAfterWeekday(_ pieces: [Piece]) -> [Piece] {
        var out = pieces
        for i in out.indices.dropFirst() where out[i - 1] == .weekdayName && out[i] == .text(", ") {
            out[i] = .text(" ")
        }
        return out
    }

    /// French typography: a no-break space between the day and its month (`1er novembre`), so a
    /// line never ends on the number.
    package static func keepDayWithMonth(_ pieces: [Piece]) -> [Piece] {
        var out = pieces
        for i in out.indices.dropFirst().dropLast() where out[i] == .text(" ") && out[i - 1] == .day
            && (out[i + 1] == .monthName || out[i + 1] == .shortMonthName)
        {
            out[i] = .text("\u{00A0}")
        }
        return out
    }
}
