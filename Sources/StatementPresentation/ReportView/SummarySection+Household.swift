import StatementAnalysis
import StatementImport
import StatementLocalization
import StatementModel

/// The transfers paired between two loaded accounts of one currency, each with both sides.
public struct TransferPairsView: Sendable {
    /// `Transfers between your accounts`.
    public var heading: String
    /// `2 transfers paired between your loaded accounts: …`.
    public var pairedText: String
    public var rows: [TransferPairRow]
    /// `3 more transfers are not listed.`, when the list is cut.
    public var moreText: String?

    package init?(_ t: TransferSummary, _ x: ViewText) {
        guard t.paired > 0 else { return nil }
        heading = x.t("household3.transfers.heading")
        pairedText = x.t("household3.transfers.paired", ["count": .number(t.paired), "days": .number(TransferPairing.window)])
        rows = t.pairs.map { TransferPairRow($0, x) }
        moreText = t.paired > t.pairs.count ? x.t("household3.transfers.more", ["count": .number(t.paired - t.pairs.count)]) : nil
    }
}

/// One transfer: `9 Oct 2026 (credited 12 Oct): Compte commun → Livret A, €200.00 · put into savings`.
public struct TransferPairRow: Sendable {
    public var text: String
    public var isSavings: Bool

    package init(_ p: TransferPair, _ x: ViewText) {
        let from = CardNumberMask.masked(AccountsSection.names(p.from, source: p.fromSource).name)
        let to = CardNumberMask.masked(AccountsSection.names(p.to, source: p.toSource).name)
        var values: [String: MessageArgument] = [
            "date": .text(x.days.abbreviated(p.sent)), "from": .text(from), "to": .text(to), "amount": .text(x.money.string(p.amount)),
        ]
        if p.received != p.sent {
            values["received"] = .text(x.days.abbreviated(p.received))
            text = x.t("household3.transfers.rowReceived", values)
        } else {
            text = x.t("household3.transfers.row", values)
        }
        if p.toSavings { text += " · " + x.t("household3.transfers.toSavings") }
        if p.fromSavings { text += " · " + x.t("household3.transfers.fromSavings") }
        isSavings = p.toSavings || p.fromSavings
    }
}

extension SummarySection {
    /// `Change in net worth: +€1,200.00 (…)`: the accounts' balances against money in and out.
    static func netWorth(_ c: CurrencyFigures, _ x: ViewText) -> String? {
        guard let change = c.netWorthChange else { return nil }
        var text = x.t("household3.netWorth", [
            "count": .number(change.accounts), "amount": .text(x.money.string(change.amount, sign: .always)),
            "net": .text(x.money.string(c.net, sign: .always)),
        ])
        let rest = change.amount.amount - c.net.amount
        if !rest.isZero {
            text += " " + x.t("household3.netWorth.rest", ["amount": .text(x.money.string(Money(rest, c.currency), sign: .always))])
        }
        return text
    }
}
