import Mustache
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources
import Synchronization

/// How the HTML templates reach the fields of the report's views: by name, as Mustache does with
/// `Mirror`, but reading only the field asked for (its position looked up once per type), which
/// makes rendering a long list of transactions several times faster. A nil optional is "not
/// here", as with `Mirror`: the name is then looked up in the enclosing views.
package protocol MustacheFields: MustacheParent {}

extension MustacheFields {
    public func child(named name: String) -> Any? {
        guard let index = FieldPositions.position(of: name, in: self) else { return nil }
        let children = Mirror(reflecting: self).children
        let value = children[children.index(children.startIndex, offsetBy: index)].value
        if let optional = value as? any OptionalField { return optional.wrappedField }
        return value
    }
}

/// The position of each named field of a view type, read once with `Mirror`.
package enum FieldPositions {
    private static let known = Mutex<[ObjectIdentifier: [String: Int]]>([:])

    package static func position(of name: String, in value: Any) -> Int? {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let positions = known.withLock({ $0[type] }) { return positions[name] }
        var positions: [String: Int] = [:]
        for (i, child) in Mirror(reflecting: value).children.enumerated() {
            if let label = child.label { positions[label] = i }
        }
        known.withLock { $0[type] = positions }
        return positions[name]
    }
}

package protocol OptionalField {
    var wrappedField: Any? { get }
}

extension Optional: OptionalField {
    package var wrappedField: Any? { map { $0 as Any } }
}

extension SectionView: MustacheParent {
    /// The section's view under its name (`summary`, ..., `imports`), nil for every other name.
    public func child(named name: String) -> Any? {
        name == self.name ? content : nil
    }
}

extension ReportView: MustacheFields {}
extension SignedText: MustacheFields {}
extension ReconciliationView: MustacheFields {}
extension SummarySection: MustacheFields {}
extension SummarySection.SummaryBlock: MustacheFields {}
extension AccountsSection: MustacheFields {}
extension AccountsSection.AccountRow: MustacheFields {}
extension SpendingSection: MustacheFields {}
extension SpendingSection.SpendingBlock: MustacheFields {}
extension SpendingSection.CategoryRow: MustacheFields {}
extension MonthsSection: MustacheFields {}
extension MonthsSection.MonthsBlock: MustacheFields {}
extension MonthsSection.MonthRow: MustacheFields {}
extension DaysSection: MustacheFields {}
extension DaysSection.DaysBlock: MustacheFields {}
extension DaysSection.DayChart: MustacheFields {}
extension DaysSection.DayBar: MustacheFields {}
extension PayeesSection: MustacheFields {}
extension PayeesSection.PayeesBlock: MustacheFields {}
extension PayeesSection.PayeeRow: MustacheFields {}
extension LargestSection: MustacheFields {}
extension LargestSection.LargestBlock: MustacheFields {}
extension RecurringSection: MustacheFields {}
extension RecurringSection.RecurringBlock: MustacheFields {}
extension RecurringSection.RecurringRow: MustacheFields {}
extension SplitsSection: MustacheFields {}
extension SplitsSection.SplitBlock: MustacheFields {}
extension SplitsSection.TransferRow: MustacheFields {}
extension SplitsSection.PersonRow: MustacheFields {}
extension SplitsSection.CategoryShareRow: MustacheFields {}
extension SplitIssuesView: MustacheFields {}
extension SplitIssuesView.IssueRow: MustacheFields {}
extension RoundUpsSection: MustacheFields {}
extension RoundUpsSection.RoundUpBlock: MustacheFields {}
extension RoundUpsSection.RoundUpRow: MustacheFields {}
extension TransactionsSection: MustacheFields {}
extension TransactionRow: MustacheFields {}
extension ExplainSection: MustacheFields {}
extension ExplainSection.RuleRow: MustacheFields {}
extension ExplainSection.SourceCount: MustacheFields {}
extension ExplainSection.ExplainRow: MustacheFields {}
extension ImportSection: MustacheFields {}
extension ImportSection.ImportFileRow: MustacheFields {}
extension ImportSection.NoteRow: MustacheFields {}
