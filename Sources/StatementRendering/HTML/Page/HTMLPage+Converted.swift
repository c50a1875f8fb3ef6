import StatementPresentation

/// The base currency's blocks of `summary.mustache` and `spending.mustache` (`{{#converted}}`).
extension HTMLPage {
    static func converted(_ c: ConvertedTotalsView, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:12px 0 4px 0;font-size:15px">"#, c.heading, "</h3>\n")
        w.raw(#"<table width="100%" cellpadding="5" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px;margin-bottom:6px">"#)
        w.raw("\n")
        let th: StaticString = #"<tr class="l" style="border-bottom:1px solid #eceef1"><th scope="row" align="left" style="font-weight:400">"#
        w.element(th, label(view, "moneyIn"), "</th>")
        w.element(#"<td align="right" nowrap>"#, c.moneyIn, "</td></tr>\n")
        w.element(th, label(view, "moneyOut"), "</th>")
        w.element(#"<td align="right" nowrap>"#, c.moneyOut, "</td></tr>\n")
        w.element(th, label(view, "net"), "</th>")
        w.raw(#"<td align="right" nowrap class=""#)
        w.text(c.net.tone)
        w.element("\">", c.net.text, "</td></tr>\n</table>\n")
        for n in c.notes { w.element(note13, n.text, "</p>\n") }
    }

    static func converted(_ c: ConvertedSpendingView, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:12px 0 4px 0;font-size:15px">"#, c.heading, "</h3>\n")
        w.element(note13, c.totalText, "</p>\n")
        spendingHead(view, &w)
        for r in c.rows {
            spendingRowStart(r.icon, r.name, &w)
            w.raw("</td>")
            w.element("<td align=\"right\" nowrap>", r.spent, "</td>")
            w.element("<td align=\"right\" nowrap class=\"hn\">", r.share, "</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
    }
}
