import StatementPresentation

extension BudgetsSection: MustacheFields {}
extension BudgetsSection.BudgetsBlock: MustacheFields {}
extension BudgetsSection.BudgetRow: MustacheFields {}
