import StatementAnalysis
import StatementLocalization
import StatementModel

extension BalanceChart {
    /// One chart per account when several accounts hold `c`'s currency, each named by its account
    /// (masked, never a folder), over the days of the period its statements cover; their balances
    /// are never added together.
    package static func perAccount(_ c: CurrencyFigures, _ x: ViewText) -> [BalanceChart] {
        accountEnds(c).map { a in
            var chart = BalanceChart(opening: a.opening, ends: a.ends, x)
            chart.heading = x.t("anywhere5.balance.heading", ["account": .text(a.name)])
            chart.chartLabel = x.t("anywhere5.balance.label", ["label": .text(chart.chartLabel), "account": .text(a.name)])
            return chart
        }
    }

    /// Each account's name (its name, else IBAN, else number, masked; else its file's name without the
    /// folder), its balance at the start of the first day charted, and at the end of each day of the
    /// period that its statements cover (the JSON report's `accounts[].balances`).
    public static func accountEnds(_ c: CurrencyFigures) -> [(name: String, opening: Money, ends: [(day: CalendarDay, balance: Amount)])] {
        let days = c.months.flatMap(\.days).map(\.day)
        return c.accountBalances.compactMap { a in
            let covered = days.filter { $0 >= a.start && $0 <= a.end }
            guard let first = covered.first else { return nil }
            let name = CardNumberMask.masked(AccountsSection.names(a.account, source: a.source).name)
            return (name, Money(a.balance(at: first.adding(days: -1)), c.currency), covered.map { (day: $0, balance: a.balance(at: $0)) })
        }
    }
}
