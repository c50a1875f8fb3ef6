import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Money in, out and net per currency, the balances and whether they reconcile.
public struct SummarySection: SectionContent {
    public static let name = "summary"

    public var heading: String
    public var blocks: [SummaryBlock]
    /// When nothing was imported.
    public var emptyText: String?
    /// `2 duplicates left out: …`, when several files shared transactions.
    public var duplicatesText: String?
    /// The totals in the base currency (`--base-currency`), when some amount was converted.
    public var converted: ConvertedTotalsView?

    public struct SummaryBlock: Sendable {
        public var currencyHeading: String?
        /// `EUR`, or `—` for amounts of no named currency.
        public var currencyCode: String
        public var moneyIn: String
        public var moneyOut: String
        /// Whether any money came in, went out (a zero is not coloured).
        public var hasMoneyIn: Bool
        public var hasMoneyOut: Bool
        public var net: SignedText
        public var countText: String
        public var pendingText: String?
        /// The sum of the opening balances of this currency's statements, when every one gives it.
        public var opening: String?
        public var closing: String?
        public var hasBalances: Bool
        public var reconciliation: ReconciliationView?
        /// `1 statement gives no opening or closing balance`.
        public var missingBalancesText: String?
        /// `Balances of 2 accounts: see each account`, when several accounts hold the currency.
        public var perAccountText: String?
        /// `Transfers between your accounts: 2 (−$1,700.00 out, $0.00 in), …`, when there are some.
        public var transfersText: String?
        /// `Refunds: €142.29 in 3, deducted from money out, not counted as income.`, when there are some.
        public var refundsText: String?
        /// `Change in net worth: …`, when every account of the currency gives its balances.
        public var netWorthText: String? = nil
        /// The transfers paired between two loaded accounts, when there are some.
        public var transferPairs: TransferPairsView? = nil
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.summary")
        blocks = report.currencies.map { c in
            var block = SummarySection.block(c, x, multi)
            block.netWorthText = SummarySection.netWorth(c, x)
            block.transferPairs = c.transfers.flatMap { TransferPairsView($0, x) }
            return block
        }
        emptyText = blocks.isEmpty ? x.t("report.summary.empty") : nil
        duplicatesText = report.duplicatesDropped > 0
            ? x.t("household.summary.duplicates", ["count": .number(report.duplicatesDropped)]) : nil
        converted = report.baseCurrency.map { ConvertedTotalsView($0, x) }
    }

    private static func block(_ c: CurrencyFigures, _ x: ViewText, _ multi: Bool) -> SummaryBlock {
        let opening = c.openingBalance.map { x.money.string($0) }, closing = c.closingBalance.map { x.money.string($0) }
        return SummaryBlock(
            currencyHeading: x.currencyHeading(c.currency, multi),
            currencyCode: c.currency.isUnspecified ? "—" : c.currency.code,
            moneyIn: x.money.string(c.moneyIn), moneyOut: x.money.string(c.moneyOut),
            hasMoneyIn: SignedText(c.moneyIn, x).isIn, hasMoneyOut: SignedText(c.moneyOut, x).isOut, net: SignedText(c.net, x),
            countText: x.t("count.transactions", ["count": .number(c.transactionCount)]),
            pendingText: c.pendingCount > 0 ? x.t("report.summary.pending", ["count": .number(c.pendingCount)]) : nil,
            opening: opening, closing: closing, hasBalances: opening != nil || closing != nil,
            reconciliation: c.mismatches.isEmpty ? ReconciliationView(c.reconciliation, x) : ReconciliationView(mismatches: c.mismatches, x),
            missingBalancesText: c.statementsWithoutBalances > 0
                ? x.t("report.summary.missingBalances", ["count": .number(c.statementsWithoutBalances)]) : nil,
            perAccountText: c.balancesPerAccount ? x.t("household.summary.perAccount", ["count": .number(c.accountCount)]) : nil,
            transfersText: c.transfers.map { SummarySection.transfers($0, x) },
            refundsText: c.refunds.map { x.t("household.summary.refunds", ["count": .number($0.count), "amount": .text(x.money.string($0.total))]) })
    }
}

extension SummarySection {
    /// The transfers between the household's accounts of one currency, and what went to savings.
    static func transfers(_ t: TransferSummary, _ x: ViewText) -> String {
        var text = x.t("household.summary.transfers", [
            "count": .number(t.count), "out": .text(x.money.string(t.moneyOut, sign: .never)), "in": .text(x.money.string(t.moneyIn)),
        ])
        if !t.savings.isZero { text += " " + x.t("household.summary.savings", ["amount": .text(x.money.string(t.savings))]) }
        return text
    }
}

/// Whether opening balance plus movements gives the closing balance.
public struct ReconciliationView: Sendable {
    public var text: String
    public var isMatched: Bool
    public var isMismatch: Bool

    /// The statements that do not reconcile, each with its own account's figures (never summed across accounts).
    package init(mismatches: [StatementMismatch], _ x: ViewText) {
        text = mismatches.map { m in
            x.t("household.reconciliation.mismatch", [
                "account": .text(CardNumberMask.masked(AccountsSection.names(m.account, source: m.source).name)),
                "difference": .text(x.money.string(Money(m.expected.amount - m.computed.amount, m.expected.currency), sign: .always)),
                "closing": .text(x.money.string(m.expected)), "computed": .text(x.money.string(m.computed)),
            ])
        }.joined(separator: " ")
        isMatched = false
        isMismatch = true
    }

    /// Nil when the balances are not there to check.
    package init?(_ reconciliation: Reconciliation, _ x: ViewText) {
        switch reconciliation {
        case .notPossible: return nil
        case .matched:
            text = x.t("report.reconciliation.matched")
            isMatched = true
            isMismatch = false
        case let .mismatch(expected, computed):
            text = x.t("report.reconciliation.mismatch", [
                "difference": .text(x.money.string(reconciliation.difference!, sign: .always)),
                "closing": .text(x.money.string(expected)), "computed": .text(x.money.string(computed)),
            ])
            isMatched = false
            isMismatch = true
        }
    }
}
