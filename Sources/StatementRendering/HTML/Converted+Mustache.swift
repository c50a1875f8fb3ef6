import StatementPresentation

extension ConvertedTotalsView: MustacheFields {}
extension ConvertedNote: MustacheFields {}
extension ConvertedSpendingView: MustacheFields {}
extension ConvertedRow: MustacheFields {}
