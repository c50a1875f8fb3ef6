import StatementAnalysis
import StatementModel
import StatementPresentation

/// `currencies[].accounts`: when several accounts hold a currency, each one's balance at the end of
/// each day of the period its statements cover (the charts' numbers; never added together).
extension ReportJSON {
    static func accountBalances(_ json: inout JSONText, _ c: CurrencyFigures) {
        json.beginArray("accounts")
        for a in BalanceChart.accountEnds(c) {
            json.beginObject()
            json.string("account", a.name)
            json.string("openingBalance", text(a.opening))
            json.beginArray("balances")
            for e in a.ends {
                json.beginObject()
                json.string("day", e.day.description)
                json.string("balance", text(Money(e.balance, c.currency)))
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
    }
}
