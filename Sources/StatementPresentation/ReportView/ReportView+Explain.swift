import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// How transactions got their categories: each of the user's rules with how many it placed (a rule
/// that placed nothing is flagged), the counts per kind of rule, and the rule behind each listed
/// transaction.
public struct ExplainSection: SectionContent {
    public static let name = "explain"

    public var heading: String
    public var rules: [RuleRow]
    public var hasRules: Bool
    /// `1 rule placed no transaction: check what it matches.`
    public var unusedText: String?
    /// How many transactions each kind of rule placed.
    public var sources: [SourceCount]
    public var rows: [ExplainRow]
    public var hasRows: Bool
    public var omittedText: String?

    public struct RuleRow: Sendable {
        /// `rule 2`.
        public var name: String
        /// `foyer-martin.yaml:24`, or `line 24`.
        public var location: String
        public var icon: String
        public var category: String
        public var matched: String
        public var isUnused: Bool
    }

    public struct SourceCount: Sendable {
        public var label: String
        public var count: String
    }

    public struct ExplainRow: Sendable {
        public var date: String
        public var description: String
        public var icon: String
        public var category: String
        /// `Rule 2`, `Built-in rule`, `The bank’s category`, `No rule`.
        public var reason: String
        /// `foyer-martin.yaml:24` for a rule of the file, `“loyer”` for a built-in rule's keyword.
        public var reasonDetail: String?
    }

    package init(_ report: Report, _ x: ViewText) {
        heading = x.t("report.section.explain")
        let c = report.categorization
        let location = { (line: Int) -> String in
            report.configFile.map { "\(AccountsSection.fileName($0)):\(line)" } ?? x.t("report.explain.line", ["line": .number(line)])
        }
        rules = c.rules.map { r in
            RuleRow(
                name: x.t("report.explain.rule", ["number": .number(r.index + 1)]), location: location(r.line),
                icon: x.icon(r.category), category: x.categoryName(r.category), matched: x.integer(r.matched), isUnused: r.matched == 0)
        }
        hasRules = !rules.isEmpty
        let unused = c.rules.filter { $0.matched == 0 }.count
        unusedText = unused > 0 ? x.t("report.explain.unused", ["count": .number(unused)]) : nil
        let byRules = c.rules.reduce(0) { $0 + $1.matched }
        sources = [
            SourceCount(label: x.t("report.explain.byRules"), count: x.integer(byRules)),
            SourceCount(label: x.t("report.explain.bySource"), count: x.integer(c.bySource)),
            SourceCount(label: x.t("report.explain.byDefaultRules"), count: x.integer(c.byDefaultRules)),
            SourceCount(label: x.t("report.explain.uncategorized"), count: x.integer(c.uncategorized)),
        ]
        rows = report.transactions.map { ct in
            let reason: String
            var detail: String?
            switch ct.reason {
            case let .userRule(index):
                reason = x.t("report.explain.rule", ["number": .number(index + 1)])
                detail = location(c.rules.first { $0.index == index }?.line ?? 0)
            case .source: reason = x.t("report.explain.fromSource")
            case let .defaultRule(keyword):
                reason = x.t("report.explain.builtIn")
                detail = x.quoted(keyword)
            case .none: reason = x.t("report.explain.noRule")
            }
            let t = ct.transaction
            return ExplainRow(
                date: x.days.numeric(t.bookingDate), description: CardNumberMask.masked(t.description), icon: x.icon(ct.category),
                category: x.categoryName(ct.category), reason: reason, reasonDetail: detail)
        }
        hasRows = !rows.isEmpty
        omittedText = report.omittedTransactions > 0
            ? x.t("report.omitted", ["count": .number(report.omittedTransactions)]) : nil
    }
}
