import Synchronization

/// The words of a locale's days, as its catalogue gives them: the months' and weekdays' names and
/// abbreviations, and the first of the month (`1er`). Looked up once per locale in a process: a
/// chart names every day of its months, and each name was a catalogue look-up (a key built, hashed
/// and its text filled) of some 600 instructions.
struct DayNames: Sendable {
    /// January first; Monday first (ISO-numbered, as `CalendarDay.weekday`).
    let months: [String]
    let shortMonths: [String]
    let weekdays: [String]
    let shortWeekdays: [String]
    let firstOfMonth: String

    init(_ catalogue: Catalogue) {
        months = (1...12).map { catalogue("month.\($0)") }
        shortMonths = (1...12).map { catalogue("month.short.\($0)") }
        weekdays = (1...7).map { catalogue("weekday.\($0)") }
        shortWeekdays = (1...7).map { catalogue("weekday.short.\($0)") }
        firstOfMonth = catalogue("date.firstOfMonth")
    }

    /// The names of `locale`, whose catalogue is `catalogue`.
    static func of(_ locale: ReportLocale, _ catalogue: Catalogue) -> DayNames {
        cache.withLock { known in
            if let names = known[locale] { return names }
            let made = DayNames(catalogue)
            known[locale] = made
            return made
        }
    }

    private static let cache = Mutex<[ReportLocale: DayNames]>([:])
}
