import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// The largest payments, largest first.
public struct LargestSection: SectionContent {
    public static let name = "largest"

    public var heading: String
    public var blocks: [LargestBlock]
    public var emptyText: String?

    public struct LargestBlock: Sendable {
        public var currencyHeading: String?
        public var rows: [TransactionRow]
    }

    package init(_ report: Report, _ x: ViewText, _ multi: Bool) {
        heading = x.t("report.section.largest")
        blocks = report.currencies.filter { !$0.largest.isEmpty }.map { c in
            LargestBlock(currencyHeading: x.currencyHeading(c.currency, multi), rows: c.largest.map { TransactionRow($0, x) })
        }
        emptyText = blocks.isEmpty ? x.t("report.largest.empty") : nil
    }
}
