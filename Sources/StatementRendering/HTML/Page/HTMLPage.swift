import StatementConfig
import StatementPresentation
import StatementResources

/// The HTML report written by Swift functions over the view, the same page byte for byte as the
/// embedded Mustache templates make (`Resources/templates/html/`, which stay what `--template`
/// overrides): one function per template, one file per section, every value escaped by
/// `HTMLWriter.text`. A test renders every fixture both ways and compares them.
///
/// Why not the template engine for the built-in page: it looks each name up by reflection and
/// casts each value to find what it is, and escapes one character at a time; a 35-row report cost
/// about 30 M instructions there, and parsing the 26 templates 56 M per process.
enum HTMLPage {
    /// The page, or nil when the view holds a section this file has no function for (a section
    /// added with its template only): the templates then make the page.
    static func render(_ view: ReportView) -> String? {
        for section in view.sections where !knows(section.content) { return nil }
        var w = HTMLWriter()
        w.raw("<!DOCTYPE html>\n<html lang=\"")
        w.text(view.lang)
        w.raw("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        w.raw("<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"supported-color-schemes\" content=\"light dark\">\n<title>")
        w.text(view.title)
        w.raw("</title>\n")
        w.resource(stylesheet)
        w.raw(#"""
            </head>
            <body class="page" style="margin:0;padding:0;background:#f3f4f6;color:#1f2933;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.45;">
            <table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
            <tr><td class="outer" align="center" style="padding:24px 12px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:640px;font-variant-numeric:tabular-nums;">
            <tr><td style="padding:0 4px 16px 4px;">
            <h1 style="overflow-wrap:anywhere;margin:0 0 4px 0;font-size:24px;line-height:1.25;font-weight:700;">
            """#)
        w.text(view.title)
        w.raw("</h1>\n")
        w.optional(#"<p style="margin:0;font-size:16px;">"#, view.periodText, "</p>")
        w.raw("\n")
        w.optional(#"<p class="m" style="margin:6px 0 0 0;color:#6b7280;font-size:13px;">"#, view.filterText, "</p>")
        w.raw("\n<p class=\"m\" style=\"margin:4px 0 0 0;color:#6b7280;font-size:13px;\">")
        w.text(view.generatedText)
        w.raw("</p>\n</td></tr>\n")
        let names = HTMLTemplates.dispatchNames(view.sections.map(\.name))
        for section in view.sections {
            for name in names {
                if name == section.name { write(section.content, view, &w) }
                w.raw("\n")
            }
        }
        w.raw("</table>\n</td></tr>\n</table>\n</body>\n</html>\n")
        return w.string
    }

    /// The stylesheet, as the template `style.mustache` holds it (no Mustache tag in it).
    static let stylesheet = ResourceStore.text(HTMLTemplates.folder + "style" + HTMLTemplates.suffix) ?? ""

    private static func knows(_ content: any SectionContent) -> Bool {
        switch content {
        case is SummarySection, is AccountsSection, is SpendingSection, is BudgetsSection, is MonthsSection, is ComparisonSection,
            is DaysSection, is PayeesSection, is LargestSection, is RecurringSection, is SplitsSection, is RoundUpsSection,
            is TransactionsSection, is ExplainSection, is ImportSection, is OmittedSection:
            return true
        default: return false
        }
    }

    private static func write(_ content: any SectionContent, _ view: ReportView, _ w: inout HTMLWriter) {
        switch content {
        case let s as SummarySection: card(s.heading, &w) { summary(s, view, &$0) }
        case let s as AccountsSection: card(s.heading, &w) { accounts(s, view, &$0) }
        case let s as SpendingSection: card(s.heading, &w) { spending(s, view, &$0) }
        case let s as BudgetsSection: card(s.heading, &w) { budgets(s, view, &$0) }
        case let s as MonthsSection: card(s.heading, &w) { months(s, view, &$0) }
        case let s as ComparisonSection: card(s.heading, &w) { comparison(s, view, &$0) }
        case let s as DaysSection: card(s.heading, &w) { days(s, &$0) }
        case let s as PayeesSection: card(s.heading, &w) { payees(s, view, &$0) }
        case let s as LargestSection: card(s.heading, &w) { largest(s, view, &$0) }
        case let s as RecurringSection: card(s.heading, &w) { recurring(s, view, &$0) }
        case let s as SplitsSection: card(s.heading, &w) { splits(s, view, &$0) }
        case let s as RoundUpsSection: card(s.heading, &w) { roundUps(s, view, &$0) }
        case let s as TransactionsSection: card(s.heading, &w) { transactions(s, view, &$0) }
        case let s as ExplainSection: card(s.heading, &w) { explain(s, view, &$0) }
        case let s as ImportSection: card(s.heading, &w) { imports(s, view, &$0) }
        case let s as OmittedSection: card(s.heading, &w) { omitted(s, &$0) }
        default: break
        }
    }

    /// `card.mustache`: a section's box, its heading and its body.
    static func card(_ heading: String, _ w: inout HTMLWriter, body: (inout HTMLWriter) -> Void) {
        w.raw(#"<tr><td class="card" style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:16px 16px 10px 16px">"#)
        w.raw("\n<h2 style=\"margin:0 0 10px 0;font-size:18px;line-height:1.3\">")
        w.text(heading)
        w.raw("</h2>\n")
        body(&w)
        w.raw("\n</td></tr>\n<tr><td style=\"height:16px;font-size:0;line-height:0\">&nbsp;</td></tr>\n")
    }
}
