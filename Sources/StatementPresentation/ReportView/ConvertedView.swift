import StatementAnalysis
import StatementImport
import StatementLocalization
import StatementModel

/// The summary's totals in the base currency (`--base-currency`), with the rates used.
public struct ConvertedTotalsView: Sendable {
    /// `Converted to EUR`.
    public var heading: String
    public var moneyIn: String
    public var moneyOut: String
    public var net: SignedText
    /// How each amount was converted, then one line per currency with the rates' days.
    public var notes: [ConvertedNote]

    package init(_ b: BaseCurrencyFigures, _ x: ViewText) {
        heading = x.t("currency.converted.heading", ["code": .text(b.currency.code)])
        moneyIn = x.money.string(b.moneyIn)
        moneyOut = x.money.string(b.moneyOut)
        net = SignedText(b.net, x)
        let own = b.ratesFormat == OwnRates.format
        var notes = [ConvertedNote(text: x.t(own ? "currencyOwn.method" : "currency.converted.method", [
            "code": .text(b.currency.code), "digits": .number(b.currency.minorUnits),
        ]))]
        if let r = b.refunds {
            notes.append(ConvertedNote(text: x.t("currency.converted.refunds", ["amount": .text(x.money.string(r))])))
        }
        for use in b.rates {
            let range = DayRange(start: use.firstRateDay, end: use.lastRateDay)
            let oneDay = range.start == range.end
            let key = own ? (oneDay ? "currencyOwn.rateOneDay" : "currencyOwn.rates")
                : oneDay ? "currency.converted.rateOneDay" : "currency.converted.rates"
            var text = x.t(key, [
                "currency": .text(use.currency.code), "count": .number(use.count), "days": .text(x.days.period(range)),
                "day": .text(x.days.long(range.start)),
                "file": .text(b.ratesSource ?? ""), "source": .text(x.t("currency.source." + (b.ratesFormat ?? "csv"))),
            ])
            if use.earlierDay > 0, !own { text += " " + x.t("currency.converted.earlier", ["count": .number(use.earlierDay)]) }
            notes.append(ConvertedNote(text: text))
        }
        self.notes = notes
    }
}

public struct ConvertedNote: Sendable {
    public var text: String
}

/// The spending section's categories in the base currency.
public struct ConvertedSpendingView: Sendable {
    /// `Spending converted to EUR`.
    public var heading: String
    /// `€1,234.56 spent in 42 payments, every currency converted at the rate of its day.`
    public var totalText: String
    public var rows: [ConvertedRow]

    package init?(_ b: BaseCurrencyFigures, _ x: ViewText) {
        guard !b.spending.isEmpty else { return nil }
        heading = x.t("currency.spending.heading", ["code": .text(b.currency.code)])
        totalText = x.t("currency.spending.total", [
            "amount": .text(x.money.string(b.moneyOut.magnitude)), "count": .number(b.spending.reduce(0) { $0 + $1.count }),
        ])
        rows = b.spending.map { s in
            ConvertedRow(icon: x.icon(s.category), name: x.categoryName(s.category), spent: x.money.string(s.spent),
                         share: SpendingSection.share(s.share, spent: s.spent.amount, x))
        }
    }
}

public struct ConvertedRow: Sendable {
    public var icon: String
    public var name: String
    public var spent: String
    public var share: String
}
