import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// Where the money went: the payees with the most money out.
public struct PayeesSection: SectionContent {
    public static let name = "payees"

    public var heading: String
    public var blocks: [PayeesBlock]
    public var emptyText: String?

    public struct PayeesBlock: Sendable {
        public var currencyHeading: String?
        public var rows: [PayeeRow]
    }

    public struct PayeeRow: Sendable {
        public var name: String
        public var spent: String
        public var count: String
        public var countText: String
        /// 1 through 100, in percent of the first payee.
        public var bar: Int
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.payees")
        blocks = report.currencies.filter { !$0.topPayees.isEmpty }.map { c in
            let largest = c.topPayees.first?.spent.amount ?? .zero
            return PayeesBlock(currencyHeading: x.currencyHeading(c.currency, multi), rows: c.topPayees.map { p in
                PayeeRow(
                    name: CardNumberMask.masked(p.name), spent: x.money.string(p.spent), count: x.integer(p.count),
                    countText: x.t("count.payments", ["count": .number(p.count)]), bar: max(1, ViewText.bar(p.spent.amount, of: largest)))
            })
        }
        emptyText = blocks.isEmpty ? x.t("report.payees.empty") : nil
    }
}
