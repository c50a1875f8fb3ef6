/// Computes a `Report` from imported statements.
public struct ReportBuilder: Sendable {
    public var title: String?
    public var generatedOn: CalendarDay
    /// At most this many transactions in the list; nil for all.
    public var maxTransactions: Int?
    public var categorizer: Categorizer

    public init(title: String? = nil, generatedOn: CalendarDay, maxTransactions: Int? = nil, categorizer: Categorizer = Categorizer()) {
        self.title = title
        self.generatedOn = generatedOn
        self.maxTransactions = maxTransactions
        self.categorizer = categorizer
    }

    public func build(_ imports: [ImportResult]) -> Report {
        let statements = imports.flatMap(\.statements)
        var summaries: [StatementSummary] = []
        var period: DayRange?
        var listed: [CategorizedTransaction] = []
        struct Accumulator {
            var moneyIn = Amount.zero, moneyOut = Amount.zero, count = 0, pending = 0
            var spending: [String: (amount: Amount, count: Int)] = [:]
        }
        var byCurrency: [Currency: Accumulator] = [:]

        for statement in statements {
            if let p = statement.period { period = period.map { $0.union(p) } ?? p }
            summaries.append(StatementSummary(
                account: statement.account, currency: statement.currency, period: statement.period,
                openingBalance: statement.info.openingBalance, closingBalance: statement.info.closingBalance,
                reconciliation: statement.reconciliation, transactionCount: statement.transactions.count,
                source: statement.source, format: statement.format))
            for t in statement.transactions {
                let (category, reason) = categorizer.categorize(t)
                listed.append(CategorizedTransaction(transaction: t, category: category, reason: reason))
                var acc = byCurrency[t.currency] ?? Accumulator()
                acc.count += 1
                if t.status == .pending { acc.pending += 1 }
                if t.status != .information {
                    if t.isMoneyIn { acc.moneyIn += t.amount.amount }
                    if t.isMoneyOut {
                        acc.moneyOut += t.amount.amount
                        acc.spending[category, default: (.zero, 0)].amount += t.amount.amount.magnitude
                        acc.spending[category, default: (.zero, 0)].count += 1
                    }
                }
                byCurrency[t.currency] = acc
            }
        }

        let sections = byCurrency.keys.sorted().map { currency -> CurrencySection in
            let acc = byCurrency[currency]!
            let spending = acc.spending.map { key, value in
                CategorySpending(
                    category: key, spent: Money(value.amount, currency), count: value.count,
                    average: Money(ReportBuilder.divide(value.amount, by: value.count, scale: currency.minorUnits), currency))
            }.sorted { a, b in a.spent.amount != b.spent.amount ? a.spent.amount > b.spent.amount : a.category < b.category }
            return CurrencySection(
                currency: currency, moneyIn: Money(acc.moneyIn, currency), moneyOut: Money(acc.moneyOut, currency),
                net: Money(acc.moneyIn + acc.moneyOut, currency), transactionCount: acc.count,
                pendingCount: acc.pending, spending: spending)
        }

        // Date order across statements; the source order within a day.
        let ordered = listed.enumerated().sorted { a, b in
            a.element.transaction.bookingDate != b.element.transaction.bookingDate
                ? a.element.transaction.bookingDate < b.element.transaction.bookingDate : a.offset < b.offset
        }.map(\.element)
        let shown = maxTransactions.map { Array(ordered.prefix($0)) } ?? ordered

        return Report(
            title: title, generatedOn: generatedOn, period: period, statements: summaries, currencies: sections,
            transactions: shown, omittedTransactions: ordered.count - shown.count, imports: imports.map(\.record))
    }

    /// `amount / count` rounded half-even to `scale` digits.
    static func divide(_ amount: Amount, by count: Int, scale: Int) -> Amount {
        guard count > 0 else { return .zero }
        let numerator = amount.units * Amount.power(max(0, scale - amount.scale))
        let denominator = Int128(count) * Amount.power(max(0, amount.scale - scale))
        var q = numerator / denominator
        let twice = (numerator % denominator).magnitude * 2
        if twice > denominator.magnitude || (twice == denominator.magnitude && q % 2 != 0) { q += numerator < 0 ? -1 : 1 }
        return Amount(units: q, scale: scale)
    }
}
