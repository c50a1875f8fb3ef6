/// Writes calendar days and periods in the reader's language: `1er novembre 2026`, `November 1, 2026`.
///
/// Works from `CalendarDay` values only, so no time zone can move a day.
public struct DayFormat: Sendable {
    public let locale: ReportLocale

    public init(_ locale: ReportLocale) {
        self.locale = locale
    }

    private var catalogue: Catalogue { locale.catalogue }

    /// The month's name, lower case in French (`novembre`), capitalised in English (`November`).
    public func monthName(_ month: Int) -> String { catalogue("month.\(month)") }

    /// `1er novembre 2026`, `2 novembre 2026`; `November 1, 2026` (en-US) or `1 November 2026` (en-GB and others).
    public func long(_ day: CalendarDay) -> String {
        switch locale.language {
        case .french:
            return "\(day.day == 1 ? "1er" : String(day.day))\u{00A0}\(monthName(day.month)) \(day.year)"
        case .english:
            return usesMonthFirst ? "\(monthName(day.month)) \(day.day), \(day.year)" : "\(day.day) \(monthName(day.month)) \(day.year)"
        }
    }

    /// `22/11/2026` (fr), `11/22/2026` (en-US), `22/11/2026` (en-GB): for tables.
    public func short(_ day: CalendarDay) -> String {
        let d = day.day < 10 ? "0\(day.day)" : "\(day.day)"
        let m = day.month < 10 ? "0\(day.month)" : "\(day.month)"
        if locale.language == .english && usesMonthFirst { return "\(m)/\(d)/\(day.year)" }
        if locale.language == .english && (locale.region == "CA") { return day.description }
        return "\(d)/\(m)/\(day.year)"
    }

    /// `novembre 2026`, `November 2026`.
    public func month(year: Int, month: Int) -> String { "\(monthName(month)) \(year)" }

    /// `du 1er au 30 novembre 2026`; `November 1–30, 2026` (en-US); `1–30 November 2026` (en-GB).
    public func period(_ range: DayRange) -> String {
        let a = range.start, b = range.end
        switch locale.language {
        case .french:
            if a == b { return "le " + long(a) }
            let first = a.day == 1 ? "1er" : String(a.day)
            if a.year == b.year && a.month == b.month { return "du \(first) au \(b.day)\u{00A0}\(monthName(b.month)) \(b.year)" }
            if a.year == b.year { return "du \(first)\u{00A0}\(monthName(a.month)) au \(long(b))" }
            return "du \(long(a)) au \(long(b))"
        case .english:
            if a == b { return long(a) }
            if usesMonthFirst {
                if a.year == b.year && a.month == b.month { return "\(monthName(a.month)) \(a.day)–\(b.day), \(a.year)" }
                if a.year == b.year { return "\(monthName(a.month)) \(a.day) – \(monthName(b.month)) \(b.day), \(a.year)" }
                return "\(long(a)) – \(long(b))"
            }
            if a.year == b.year && a.month == b.month { return "\(a.day)–\(b.day) \(monthName(a.month)) \(a.year)" }
            if a.year == b.year { return "\(a.day) \(monthName(a.month)) – \(b.day) \(monthName(b.month)) \(a.year)" }
            return "\(long(a)) – \(long(b))"
        }
    }

    private var usesMonthFirst: Bool { locale.language == .english && locale.region == "US" }
}
