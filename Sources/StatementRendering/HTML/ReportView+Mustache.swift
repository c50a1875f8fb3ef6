@_spi(Reflection) import Swift
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
/// `Mirror`, but reading only the field asked for, through a key path found once per type and name
/// (no `Mirror` per lookup: a report looks up thousands of names). A nil optional is "not here", as
/// with `Mirror`: the name is then looked up in the enclosing views.
package protocol MustacheFields: MustacheParent {}

extension MustacheFields {
    public func child(named name: String) -> Any? {
        guard let fields = ViewFields.fields(of: Self.self) else { return mirrorChild(named: name) }
        guard let field = fields[name], let value = self[keyPath: field.keyPath] else { return nil }
        if field.isOptional, let optional = value as? any OptionalField { return optional.wrappedField }
        return value
    }

    /// The same through `Mirror`, for a type whose fields have no key paths.
    private func mirrorChild(named name: String) -> Any? {
        guard let child = Mirror(reflecting: self).children.first(where: { $0.label == name }) else { return nil }
        if let optional = child.value as? any OptionalField { return optional.wrappedField }
        return child.value
    }
}

/// The stored fields of each view type, by name, found once.
package enum ViewFields {
    package struct Field: @unchecked Sendable {
        /// Key paths are immutable once made.
        let keyPath: AnyKeyPath
        let isOptional: Bool
    }

    private static let known = Mutex<[ObjectIdentifier: [String: Field]?]>([:])

    /// Nil when the runtime cannot list the type's fields with key paths.
    package static func fields<Root>(of type: Root.Type) -> [String: Field]? {
        let id = ObjectIdentifier(type)
        if let fields = known.withLock({ $0[id] }) { return fields }
        var fields: [String: Field] = [:]
        let complete = _forEachFieldWithKeyPath(of: type) { name, keyPath in
            let valueType = Swift.type(of: keyPath).valueType
            fields[String(cString: name)] = Field(keyPath: keyPath, isOptional: valueType is any OptionalField.Type)
            return true
        }
        let found = complete ? fields : nil
        known.withLock { $0[id] = .some(found) }
        return found
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
extension TransferPairsView: MustacheFields {}
extension TransferPairRow: MustacheFields {}
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
extension SharedExpenseRow: MustacheFields {}
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
extension ComparisonSection: MustacheFields {}
extension ComparisonSection.ComparisonBlock: MustacheFields {}
extension ComparisonSection.ComparisonLine: MustacheFields {}
