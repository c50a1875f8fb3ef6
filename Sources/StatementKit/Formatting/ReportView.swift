/// A report written out for one reader: every label, amount and date as the text to show.
///
/// Built from a `Report` and a `ReportLocale`; this is the one place where the report becomes words
/// (catalogue), amounts (`MoneyFormat`) and dates (`DayFormat`). Renderers only lay it out (HTML
/// template, Markdown), so the two outputs always say the same thing.
public struct ReportView: Sendable {
    public var lang: String
    public var title: String
    public var periodText: String?
    public var generatedText: String
    /// Words the layout needs (`labels.moneyIn`), from the catalogue.
    public var labels: [String: String]
    /// `: ` in English, ` : ` with U+00A0 in French: between a label and its value.
    public var colon: String
    public var accounts: [AccountView]
    public var currencies: [CurrencyView]
    public var transactions: [TransactionView]
    public var omittedText: String?
    public var importText: String
    public var problems: [ProblemView]
    public var hasProblems: Bool

    public struct AccountView: Sendable {
        public var name: String
        public var detail: String?
        public var currency: String
        public var periodText: String?
        public var opening: String?
        public var closing: String?
        public var reconciliationText: String?
        public var reconciled: Bool
        public var countText: String
    }

    public struct CurrencyView: Sendable {
        public var code: String
        public var moneyIn: String
        public var moneyOut: String
        public var net: String
        public var netIsNegative: Bool
        public var countText: String
        public var pendingText: String?
        public var categories: [CategoryView]
        public var hasCategories: Bool
    }

    public struct CategoryView: Sendable {
        public var icon: String
        public var name: String
        public var spent: String
        public var countText: String
        public var count: String
        public var share: String
        /// 0 through 100: the bar's width in percent of the largest category.
        public var barWidth: Int
        public var average: String
    }

    public struct TransactionView: Sendable {
        public var date: String
        public var description: String
        public var payee: String?
        public var category: String
        public var categoryIcon: String
        public var amount: String
        public var isMoneyOut: Bool
        public var isPending: Bool
        public var statusText: String?
    }

    public struct ProblemView: Sendable {
        public var location: String
        public var reason: String
    }

    public init(_ report: Report, locale: ReportLocale, catalog: CategoryCatalog = .standard) {
        let t = locale.catalogue
        let money = MoneyFormat(locale)
        let days = DayFormat(locale)
        lang = locale.tag
        title = report.title ?? t("report.title")
        periodText = report.period.map { days.period($0) }
        generatedText = t("report.generated", ["date": .text(days.long(report.generatedOn))])
        colon = locale.colon
        labels = Dictionary(uniqueKeysWithValues: ReportView.labelKeys.map { ($0, t("report.label." + $0)) })

        accounts = report.statements.map { s in
            let name = s.account.name ?? s.account.iban ?? s.account.id ?? t("report.account.unnamed")
            let detail = s.account.name != nil ? (s.account.iban ?? s.account.id) : (s.account.iban != nil ? s.account.id : nil)
            var reconciliationText: String?
            var reconciled = false
            switch s.reconciliation {
            case .notPossible: break
            case .matched: reconciliationText = t("report.reconciliation.matched"); reconciled = true
            case .mismatch:
                let diff = s.reconciliation.difference!
                reconciliationText = t("report.reconciliation.mismatch", ["difference": .text(money.string(diff, sign: .always))])
            }
            return AccountView(
                name: name, detail: detail, currency: s.currency.isUnspecified ? "—" : s.currency.code,
                periodText: s.period.map { days.period($0) },
                opening: s.openingBalance.map { money.string($0.money) }, closing: s.closingBalance.map { money.string($0.money) },
                reconciliationText: reconciliationText, reconciled: reconciled,
                countText: t("count.transactions", ["count": .number(s.transactionCount)]))
        }

        currencies = report.currencies.map { c in
            let largest = c.spending.first?.spent.amount ?? .zero
            let total = c.moneyOut.amount.magnitude
            return CurrencyView(
                code: c.currency.isUnspecified ? "" : c.currency.code,
                moneyIn: money.string(c.moneyIn), moneyOut: money.string(c.moneyOut), net: money.string(c.net, sign: .always),
                netIsNegative: c.net.isNegative,
                countText: t("count.transactions", ["count": .number(c.transactionCount)]),
                pendingText: c.pendingCount > 0 ? t("count.pending", ["count": .number(c.pendingCount)]) : nil,
                categories: c.spending.map { s in
                    let width = largest.isZero ? 0 : Int(MoneyFormat.ratio(s.spent.amount, largest, scale: 0).units)
                    return CategoryView(
                        icon: catalog.icon(of: s.category), name: catalog.name(of: s.category, in: locale.language),
                        spent: money.string(s.spent), countText: t("count.transactions", ["count": .number(s.count)]),
                        count: money.integer(s.count), share: money.percent(s.spent.amount, of: total), barWidth: max(1, min(100, width)),
                        average: money.string(s.average))
                }, hasCategories: !c.spending.isEmpty)
        }

        transactions = report.transactions.map { ct in
            let tr = ct.transaction
            return TransactionView(
                date: days.numeric(tr.bookingDate), description: tr.description, payee: tr.payee == tr.description ? nil : tr.payee,
                category: catalog.name(of: ct.category, in: locale.language), categoryIcon: catalog.icon(of: ct.category),
                amount: money.string(tr.amount, sign: .always), isMoneyOut: tr.isMoneyOut, isPending: tr.status == .pending,
                statusText: tr.status == .pending ? t("report.status.pending") : nil)
        }
        omittedText = report.omittedTransactions > 0
            ? t("report.omitted", ["count": .number(report.omittedTransactions)]) : nil

        var parts = [t("count.rowsRead", ["count": .number(report.rowsRead)]),
                     t("count.imported", ["count": .number(report.rowsImported)])]
        if report.rowsSkipped > 0 { parts.append(t("count.skipped", ["count": .number(report.rowsSkipped)])) }
        parts.append(t("count.rejected", ["count": .number(report.rowsRejected)]))
        importText = parts.joined(separator: ", ")
        problems = report.imports.flatMap { record in
            record.rejected.map { ProblemView(location: $0.location.description, reason: t.render($0.reason)) }
        }
        hasProblems = !problems.isEmpty
    }

    static let labelKeys = [
        "summary", "moneyIn", "moneyOut", "net", "accounts", "account", "period", "opening", "closing",
        "spending", "category", "spent", "share", "count", "average", "transactions", "date", "description",
        "amount", "import", "problems", "location", "reason", "currency",
    ]
}
