import StatementAnalysis
import StatementModel

extension ReportJSON {
    /// `comparisons`: per currency, the period's months beside the months before and a year earlier.
    static func comparisons(_ json: inout JSONText, _ report: Report) {
        json.beginArray("comparisons")
        for c in report.comparisons {
            json.beginObject()
            json.string("currency", c.currency.code)
            json.string("source", c.source.rawValue)
            for (key, span) in [("current", c.current), ("previous", c.previous), ("lastYear", c.lastYear)] {
                json.beginObject(key)
                json.string("start", span.first.description)
                json.string("end", span.last.lastOfMonth.description)
                json.endObject()
            }
            json.beginArray("monthsUsed")
            for m in c.monthsUsed { json.string(nil, String(m.description.prefix(7))) }
            json.endArray()
            json.beginArray("categories")
            for r in c.rows { row(&json, nil, r, c.currency) }
            json.endArray()
            row(&json, "total", c.total, c.currency)
            json.endObject()
        }
        json.endArray()
    }

    private static func row(_ json: inout JSONText, _ key: String?, _ r: ComparisonRow, _ currency: Currency) {
        json.beginObject(key)
        if !r.category.isEmpty { json.string("category", r.category) }
        json.amount("current", Money(r.current, currency))
        if let p = r.previous { json.amount("previous", Money(p, currency)) }
        if let y = r.lastYear { json.amount("lastYear", Money(y, currency)) }
        json.endObject()
    }
}
