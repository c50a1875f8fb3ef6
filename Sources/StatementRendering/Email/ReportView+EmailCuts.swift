import StatementPresentation

/// The few moves every email cut makes on a view (`EmailBudget`): find the sections of one kind,
/// change each of them, or put a heading and a sentence in the place of one.
extension ReportView {
    /// The contents of the sections that are a `T`, in the report's order.
    func sections<T: SectionContent>(of type: T.Type) -> [T] { sections.compactMap { $0.content(as: type) } }

    /// This view with every section that is a `T` changed by `change`.
    func changingSections<T: SectionContent>(of type: T.Type, _ change: (inout T) -> Void) -> ReportView {
        var v = self
        for i in v.sections.indices {
            guard var s = v.sections[i].content(as: type) else { continue }
            change(&s)
            v.sections[i] = SectionView(s)
        }
        return v
    }

    /// Puts the section at `i` as its heading and `text` in the place of its content.
    mutating func omitSection(at i: Int, saying text: String) {
        let heading = OmittedSection.heading(of: sections[i].content) ?? ""
        sections[i] = SectionView(OmittedSection(heading: heading, text: text))
    }
}
