import StatementAnalysis
import StatementModel

extension ReportJSON {
    /// `baseCurrency`: money in, out and net, and the spending per category, converted to the base
    /// currency at each amount's day's rate (`--base-currency`), with the rates used per currency.
    static func baseCurrency(_ json: inout JSONText, _ b: BaseCurrencyFigures, _ report: Report) {
        json.beginObject("baseCurrency")
        json.string("currency", b.currency.code)
        json.amount("moneyIn", b.moneyIn)
        json.amount("moneyOut", b.moneyOut)
        json.amount("net", b.net)
        if let r = b.refunds { json.amount("refunds", r) }
        json.string("rounding", "halfEven")
        json.string("ratesFile", b.ratesSource)
        json.string("ratesFormat", b.ratesFormat)
        json.beginArray("converted")
        for use in b.rates {
            json.beginObject()
            json.string("currency", use.currency.code)
            json.number("count", use.count)
            json.string("firstRateDay", use.firstRateDay.description)
            json.string("lastRateDay", use.lastRateDay.description)
            json.number("earlierRateDay", use.earlierDay)
            json.endObject()
        }
        json.endArray()
        if report.shows(.spending) {
            json.beginArray("spending")
            for s in b.spending {
                json.beginObject()
                json.string("category", s.category)
                json.amount("spent", s.spent)
                json.number("count", s.count)
                json.string("share", s.share.description)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }
}
