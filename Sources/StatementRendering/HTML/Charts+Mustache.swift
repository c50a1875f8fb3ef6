import StatementPresentation

// The views of issue 19's later charts and of the email's cuts, read by the HTML templates by name.
extension OmittedSection: MustacheFields {}
extension BalanceChart: MustacheFields {}
extension BalanceChart.BalancePoint: MustacheFields {}
extension MonthsChart: MustacheFields {}
extension MonthsChart.MonthColumn: MustacheFields {}
