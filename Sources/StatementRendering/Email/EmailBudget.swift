import StatementLocalization
import StatementPresentation

/// Keeps an email's HTML part whole in the mail readers that clip long messages: Gmail shows
/// "[Message clipped]" and hides the rest of an HTML body over 102 KB. The part stays under
/// `limit` bytes *as sent* (quoted-printable, so an `=` or an accented letter counts three).
///
/// Everything but the list of transactions is always shown: the summary and every section. The
/// transactions section keeps as many rows as fit, the first ones in date order (the rule
/// `--max-transactions` follows), and says how many more there are and in which attached file.
/// Sections other than the transactions are never cut: a view that is over the limit without
/// any transaction row is sent as it is.
package struct EmailBudget {
    /// 100 KB of encoded HTML, 2 KB under where Gmail clips.
    package static let standardLimit = 100_000

    package var limit: Int

    package init(limit: Int = EmailBudget.standardLimit) { self.limit = limit }

    /// What fits: the view to send (its transactions cut when they had to be), its HTML, and how
    /// many transaction rows were left out of it (0 when the whole view fits).
    package struct Fit {
        package var view: ReportView
        package var html: String
        package var leftOut: Int
    }

    /// The size of `html` in the message: its quoted-printable encoding.
    package static func encodedSize(_ html: String) -> Int { QuotedPrintable.encode(html).utf8.count }

    /// `view` whole when its HTML fits, else with the fewest transaction rows cut. `moreText` says
    /// how many transactions are left out (the rows cut and those the report itself did not list).
    package func fit(_ view: ReportView, alsoUnlisted: Int, moreText: (Int) -> String,
                     render: (ReportView) throws(RenderError) -> String) throws(RenderError) -> Fit
    {
        let whole = try render(view)
        guard EmailBudget.encodedSize(whole) > limit,
              let index = view.sections.firstIndex(where: { $0.content is TransactionsSection }),
              let section = view.sections[index].content(as: TransactionsSection.self), !section.rows.isEmpty
        else { return Fit(view: view, html: whole, leftOut: 0) }

        func cut(_ kept: Int) -> ReportView {
            var s = section
            s.rows = Array(section.rows.prefix(kept))
            s.omittedText = moreText(section.rows.count - kept + alsoUnlisted)
            s.emptyText = nil
            var v = view
            v.sections[index] = SectionView(s)
            return v
        }
        // The most rows that fit: a binary search over the count (each step one rendering).
        var low = 0, high = section.rows.count - 1
        var best = cut(0)
        var bestHTML = try render(best)
        while low <= high {
            let middle = (low + high + 1) / 2
            let candidate = cut(middle)
            let html = try render(candidate)
            if EmailBudget.encodedSize(html) <= limit {
                best = candidate
                bestHTML = html
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        let kept = best.sections[index].content(as: TransactionsSection.self)?.rows.count ?? 0
        return Fit(view: best, html: bestHTML, leftOut: section.rows.count - kept)
    }
}
