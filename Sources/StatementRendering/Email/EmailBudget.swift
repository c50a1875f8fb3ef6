import StatementAnalysis
import StatementLocalization
import StatementPresentation

/// Keeps an email's HTML part whole in the mail readers that clip long messages: Gmail shows
/// "[Message clipped]" and hides the rest of an HTML body over 102 KB. The part stays under
/// `limit` bytes *as sent* (quoted-printable, so an `=` or an accented letter counts three).
///
/// Whatever its size, an email lists the first `SharedExpense.limit` shared expenses of each
/// currency (a report file lists as many as it lists transactions): the others are in the attached
/// report, and the section says so.
///
/// The summary is always shown. When the whole report does not fit, the email cuts, in this order,
/// each only when the cuts before it were not enough, and each as little as fits:
/// 1. the list of transactions (the first ones in date order are kept, the rule
///    `--max-transactions` follows);
/// 2. the list of shared expenses (the first ones of each currency in date order);
/// 3. the balance charts of each account, when several accounts hold a currency (the first ones are
///    kept; `EmailBudget+BalanceCharts.swift`);
/// 4. the daily charts (the latest months of each currency are kept; with none left, the balance
///    over time and the months side by side go too, the months' table staying);
/// 5. whole sections, from the last one up (but the summary and the transactions, already cut),
///    each replaced by its heading and a sentence;
/// 6. the summary itself, when it alone is over the limit (one for each of a great many
///    currencies): replaced by its heading and a sentence that sends the reader to the attached
///    report. The body is then a table of contents of what the attached report holds.
///
/// Each cut says so where it happened, and which attached file holds what was cut (`Notes`): the
/// transactions as CSV, the rest in the full HTML report.
package struct EmailBudget {
    /// 100 KB of encoded HTML, 2 KB under where Gmail clips.
    package static let standardLimit = 100_000

    package var limit: Int

    package init(limit: Int = EmailBudget.standardLimit) { self.limit = limit }

    /// The sentences that say what was cut, each given the count left out.
    package struct Notes {
        /// `12 more transactions, after these in date order, are in the attached file ….csv.`
        package var transactions: (Int) -> String
        /// `8 more shared expenses, after these in date order, are in the attached report ….html.`
        /// given how many are not listed and whether any still is.
        package var sharedExpenses: (Int, Bool) -> String
        /// `The daily charts of 9 earlier months are in the attached report ….html.`, given how many
        /// months are not charted and whether any still is.
        package var dailyCharts: (Int, Bool) -> String
        /// `The balance over time of 2 more accounts is in the attached report ….html.`, given how
        /// many accounts' charts are left out and whether any still is.
        package var balanceCharts: (Int, Bool) -> String
        /// `The chart of the months side by side is in the attached report ….html.`
        package var monthsChart: () -> String
        /// `This section does not fit in an email: it is in the attached report ….html.`
        package var section: () -> String
        /// `Even the summary of this report is too long for an email: the whole report is in the attached file ….html.`
        package var summary: () -> String

        package init(transactions: @escaping (Int) -> String, sharedExpenses: @escaping (Int, Bool) -> String,
                     dailyCharts: @escaping (Int, Bool) -> String, monthsChart: @escaping () -> String,
                     section: @escaping () -> String, summary: @escaping () -> String,
                     balanceCharts: @escaping (Int, Bool) -> String = { _, _ in "" })
        {
            self.balanceCharts = balanceCharts
            self.summary = summary
            self.monthsChart = monthsChart
            self.transactions = transactions
            self.sharedExpenses = sharedExpenses
            self.dailyCharts = dailyCharts
            self.section = section
        }
    }

    /// What fits: the view to send, its HTML, how many transaction rows were left out of it, and
    /// whether anything else was cut (the full report must then travel with it).
    package struct Fit {
        package var view: ReportView
        package var html: String
        package var leftOut: Int
        package var cutMore: Bool
    }

    /// The size of `html` in the message: its quoted-printable encoding.
    package static func encodedSize(_ html: String) -> Int { QuotedPrintable.encode(html).utf8.count }

    /// `view` whole when its HTML fits, else cut as little as fits, in the order above. `alsoUnlisted`:
    /// the transactions the report itself did not list (`--max-transactions`).
    package func fit(_ view: ReportView, alsoUnlisted: Int, notes: Notes,
                     render: (ReportView) throws(RenderError) -> String) throws(RenderError) -> Fit
    {
        let shared = EmailBudget.sharedExpenses(notes)
        let capped = shared.count(view) > SharedExpense.limit
        var current = capped ? shared.keep(view, SharedExpense.limit) : view
        var html = try render(current)
        var stage = 0
        let cuts = EmailBudget.cuts(alsoUnlisted: alsoUnlisted, notes)
        while EmailBudget.encodedSize(html) > limit, stage < cuts.count {
            (current, html) = try cut(current, html, cuts[stage], render)
            stage += 1
        }
        let rows = { (v: ReportView) in v.sections(of: TransactionsSection.self).first?.rows.count ?? 0 }
        let leftOut = rows(view) - rows(current)
        return Fit(view: current, html: html, leftOut: leftOut, cutMore: stage > 1 || capped)
    }

    /// One kind of cut: how many items the view holds, and the view keeping the first `kept`.
    struct Cut {
        var count: (ReportView) -> Int
        var keep: (ReportView, Int) -> ReportView
    }

    /// Applies `c` as little as fits: the most items kept whose HTML is within the limit (a binary
    /// search, each step one rendering), or none when even none is over it.
    private func cut(_ view: ReportView, _ html: String, _ c: Cut,
                     _ render: (ReportView) throws(RenderError) -> String) throws(RenderError) -> (ReportView, String)
    {
        let count = c.count(view)
        guard count > 0 else { return (view, html) }
        var best = c.keep(view, 0)
        var bestHTML = try render(best)
        guard EmailBudget.encodedSize(bestHTML) <= limit else { return (best, bestHTML) }
        var low = 1, high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = c.keep(view, middle)
            let candidateHTML = try render(candidate)
            if EmailBudget.encodedSize(candidateHTML) <= limit {
                (best, bestHTML) = (candidate, candidateHTML)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return (best, bestHTML)
    }

    /// The cuts, in the order they are tried.
    static func cuts(alsoUnlisted: Int, _ notes: Notes) -> [Cut] {
        [transactions(alsoUnlisted: alsoUnlisted, notes), sharedExpenses(notes), balanceCharts(notes), dailyCharts(notes), sections(notes),
         summary(notes)]
    }

    /// The last resort: the summary as its heading and a sentence (all or nothing).
    static func summary(_ notes: Notes) -> Cut {
        Cut(count: { v in v.sections(of: SummarySection.self).isEmpty ? 0 : 1 }, keep: { v, kept in
            guard kept == 0 else { return v }
            var v = v
            for i in v.sections.indices where v.sections[i].content is SummarySection {
                v.omitSection(at: i, saying: notes.summary())
            }
            return v
        })
    }

    /// The first `kept` transaction rows.
    static func transactions(alsoUnlisted: Int, _ notes: Notes) -> Cut {
        Cut(count: { v in v.sections(of: TransactionsSection.self).first?.rows.count ?? 0 },
            keep: { v, kept in
                v.changingSections(of: TransactionsSection.self) { s in
                    let cut = s.rows.count - kept
                    s.rows = Array(s.rows.prefix(kept))
                    s.omittedText = notes.transactions(cut + alsoUnlisted)
                    s.emptyText = nil
                }
            })
    }

    /// The first `kept` shared expenses of each currency.
    static func sharedExpenses(_ notes: Notes) -> Cut {
        Cut(count: { v in
            v.sections(of: SplitsSection.self).flatMap(\.blocks).map(\.expenses.count).max() ?? 0
        }, keep: { v, kept in
            v.changingSections(of: SplitsSection.self) { s in
                for j in s.blocks.indices where s.blocks[j].expenses.count > kept {
                    let notListed = s.blocks[j].expenses.count - kept + s.blocks[j].expensesNotListed
                    s.blocks[j].expenses = Array(s.blocks[j].expenses.prefix(kept))
                    s.blocks[j].hasExpenses = kept > 0
                    s.blocks[j].expensesMoreText = notes.sharedExpenses(notListed, kept > 0)
                    s.blocks[j].expensesNotListed = notListed
                }
            }
        })
    }

    /// The latest `kept` months' daily charts of each currency.
    static func dailyCharts(_ notes: Notes) -> Cut {
        Cut(count: { v in
            v.sections(of: DaysSection.self).flatMap(\.blocks).map(\.charts.count).max() ?? 0
        }, keep: { v, kept in
            let v = v.changingSections(of: DaysSection.self) { s in
                for j in s.blocks.indices where s.blocks[j].charts.count > kept {
                    let earlier = s.blocks[j].charts.count - kept + s.blocks[j].earlierCount
                    s.blocks[j].charts = Array(s.blocks[j].charts.suffix(kept))
                    s.blocks[j].earlierText = notes.dailyCharts(earlier, kept > 0)
                    s.blocks[j].earlierCount = earlier
                    // No daily chart left: the balance over time goes too (the sentence says "the charts").
                    if kept == 0 { s.blocks[j].balanceCharts = []; s.blocks[j].balanceText = nil }
                }
            }
            return kept == 0 ? withoutMonthsCharts(v, notes) : v
        })
    }

    /// The months side by side left out (the months' table keeps every figure), saying so.
    static func withoutMonthsCharts(_ view: ReportView, _ notes: Notes) -> ReportView {
        view.changingSections(of: MonthsSection.self) { s in
            for j in s.blocks.indices where s.blocks[j].monthsChart != nil {
                s.blocks[j].monthsChart = nil
                s.blocks[j].monthsChartNote = notes.monthsChart()
            }
        }
    }

    /// The first `kept` sections after the summary whole, the others as their heading and a sentence.
    static func sections(_ notes: Notes) -> Cut {
        func cuttable(_ v: ReportView) -> [Int] {
            // The transactions were cut already: their sentence names the attached CSV.
            v.sections.indices.filter { i in
                let c = v.sections[i].content
                return !(c is SummarySection) && !(c is OmittedSection) && !(c is TransactionsSection)
            }
        }
        return Cut(count: { cuttable($0).count }, keep: { v, kept in
            var v = v
            for i in cuttable(v).dropFirst(kept) { v.omitSection(at: i, saying: notes.section()) }
            return v
        })
    }
}
