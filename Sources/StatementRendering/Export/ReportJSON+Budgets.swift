import StatementAnalysis
import StatementModel

extension ReportJSON {
    /// `budgets`: the months of the period with the days they count, the year to date of the yearly
    /// budgets and where it was read, and one line per budget and currency.
    static func budgets(_ json: inout JSONText, _ report: Report) {
        guard let b = report.budgets else { return }
        json.beginObject("budgets")
        json.beginArray("months")
        for m in b.months {
            json.beginObject()
            json.string("month", CalendarDay(year: m.year, month: m.month, day: 1).map { String($0.description.prefix(7)) })
            json.number("days", m.days)
            json.number("daysInMonth", m.daysInMonth)
            json.endObject()
        }
        json.endArray()
        if let ytd = b.yearToDate {
            json.beginObject("yearToDate")
            json.string("start", ytd.start.description)
            json.string("end", ytd.end.description)
            json.string("source", b.yearSource?.rawValue)
            json.endObject()
        }
        json.beginArray("lines")
        for block in b.blocks {
            for line in block.lines { budgetLine(&json, line, block.currency) }
        }
        json.endArray()
        json.endObject()
    }

    private static func budgetLine(_ json: inout JSONText, _ line: BudgetLine, _ currency: Currency) {
        json.beginObject()
        json.string("currency", currency.code)
        json.string("category", line.category)
        if let person = line.person { json.string("person", person) }
        json.string("per", line.per.rawValue)
        json.amount("amount", Money(line.amount, currency))
        json.amount("budget", Money(line.budget, currency))
        json.amount("spent", Money(line.spent, currency))
        json.amount("remaining", Money(line.remaining, currency))
        if let percent = line.percentUsed { json.number("percentUsed", percent) }
        json.bool("over", line.isOver)
        json.endObject()
    }
}
