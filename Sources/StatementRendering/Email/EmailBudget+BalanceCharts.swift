import StatementPresentation

extension EmailBudget {
    /// The first `kept` balance charts of each currency that several accounts hold (one chart per
    /// account), the others said to be in the attached report. Cut before the daily charts: an
    /// email keeps the month's spending day by day rather than a third account's balance. A
    /// currency of one account keeps its one chart until the daily charts all go.
    static func balanceCharts(_ notes: Notes) -> Cut {
        Cut(count: { v in
            v.sections.compactMap { $0.content(as: DaysSection.self) }.flatMap(\.blocks).map(\.balanceCharts.count)
                .filter { $0 > 1 }.max() ?? 0
        }, keep: { v, kept in
            var v = v
            for (i, section) in v.sections.enumerated() {
                guard var s = section.content(as: DaysSection.self) else { continue }
                for j in s.blocks.indices where s.blocks[j].balanceCharts.count > max(1, kept) {
                    let left = s.blocks[j].balanceCharts.count - kept
                    s.blocks[j].balanceCharts = Array(s.blocks[j].balanceCharts.prefix(kept))
                    s.blocks[j].balanceText = notes.balanceCharts(left, kept > 0)
                }
                v.sections[i] = SectionView(s)
            }
            return v
        })
    }
}
