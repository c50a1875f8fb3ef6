import StatementPresentation

/// `splits.mustache`: who paid what, who owes what, and the transfers that settle it.
extension HTMLPage {
    static func splits(_ s: SplitsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        w.optional(note13, s.peopleText, "</p>")
        w.raw("\n")
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.element(#"<p style="margin:0 0 8px 0;font-size:14px">"#, b.introText, "</p>\n")
            w.raw(#"<table role="presentation" class="note" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef2ff;border-radius:6px;margin:0 0 8px 0"><tr><td style="padding:10px 12px">"#)
            w.element("\n<div style=\"font-size:13px;font-weight:600;margin-bottom:2px\">", label(view, "settleUp"), "</div>\n")
            for t in b.transfers { w.element(#"<div style="font-size:16px"><span aria-hidden="true">→</span> "#, t.text, "</div>\n") }
            w.optional(#"<div style="font-size:16px">✓ "#, b.settledUpText, "</div>")
            w.raw("\n</td></tr></table>\n")
            w.element(#"<h3 style="margin:12px 0 4px 0;font-size:15px">"#, label(view, "byPerson"), "</h3>\n")
            w.raw(#"<table width="100%" cellpadding="4" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px">"#)
            w.raw("\n")
            for p in b.people { person(p, b.hasSettlements, view, &w) }
            w.raw("</table>\n")
            w.element(#"<h3 style="margin:14px 0 4px 0;font-size:15px">"#, label(view, "byCategory"), "</h3>\n")
            shareTableHead(label(view, "category"), b.names, &w)
            for c in b.categories {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere"><span aria-hidden="true">"#, c.icon, "</span> ")
                w.element("", c.name, "")
                w.element(detail12, label(view, "total"), "")
                w.text(view.colon)
                w.element("", c.total, "</div></td>")
                shares(c.shares, &w)
            }
            w.raw("</tbody>\n</table>\n")
            if b.hasExpenses { expenses(b, view, &w) }
            w.optional(#"<p class="m" style="margin:6px 0;color:#6b7280;font-size:13px">"#, b.expensesMoreText, "</p>")
            w.raw("\n")
        }
        if let issues = s.issues { splitIssues(issues, view, &w) }
    }

    private static func person(_ p: SplitsSection.PersonRow, _ hasSettlements: Bool, _ view: ReportView, _ w: inout HTMLWriter) {
        let line: StaticString = #"<tr class="l" style="border-bottom:1px solid #eceef1"><td>"#
        w.raw("<tbody>\n")
        w.element(#"<tr><th scope="rowgroup" align="left" style="padding-top:10px;font-size:15px;overflow-wrap:anywhere">"#, p.name,
                  "</th><td></td></tr>\n")
        w.element(line, label(view, "paid"), "</td>")
        w.element("<td align=\"right\" nowrap>", p.paid, "</td></tr>\n")
        w.element(line, label(view, "owed"), "</td>")
        w.element("<td align=\"right\" nowrap>", p.owed, "</td></tr>\n")
        if hasSettlements {
            w.element(line, label(view, "settled"), "</td>")
            w.element("<td align=\"right\" nowrap>", p.settled, "</td></tr>\n")
        }
        w.element(#"<tr class="l" valign="top" style="border-bottom:1px solid #d1d5db"><td style="font-weight:600">"#, label(view, "balance"), "</td>")
        w.element(#"<td align="right" nowrap class=""#, p.balance.tone, #"" style="font-weight:600;"#)
        w.when(p.balance.isIn, "color:#0f7b3f")
        w.when(p.balance.isOut, "color:#b42318")
        w.element("\">", p.balanceSentence, "</td></tr>\n</tbody>\n")
    }

    private static func shareTableHead(_ first: String, _ names: [String], _ w: inout HTMLWriter) {
        w.raw(#"<table width="100%" cellpadding="3" cellspacing="0" border="0" style="border-collapse:collapse;font-size:13px">"#)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, first, "</th>")
        for name in names { w.element(headRight, name, "</th>") }
        w.raw("</tr></thead>\n<tbody>\n")
    }

    private static func shares(_ shares: [String], _ w: inout HTMLWriter) {
        for share in shares { w.element(#"<td align="right" nowrap style="font-size:12px">"#, share, "</td>") }
        w.raw("</tr>\n")
    }

    private static func expenses(_ b: SplitsSection.SplitBlock, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:14px 0 4px 0;font-size:15px">"#, b.expensesHeading, "</h3>\n")
        shareTableHead(label(view, "description"), b.names, &w)
        for e in b.expenses {
            w.raw(#"<tr valign="top">"#)
            w.element(#"<td style="overflow-wrap:anywhere">"#, e.description, "</td>")
            shares(e.shares, &w)
            w.raw(#"<tr class="l" style="border-bottom:1px solid #eceef1"><td colspan=""#)
            w.number(e.columns)
            w.element(#"" class="m" style="padding-top:0;color:#6b7280;font-size:12px">"#, e.date, " · ")
            w.element(#"<span aria-hidden="true">"#, e.icon, "</span> ")
            w.element("", e.category, " · ")
            w.element(#"<span style="white-space:nowrap">"#, e.cost, "</span>")
            for part in e.lentParts { w.element(#" · <span style="white-space:nowrap">"#, part, "</span>") }
            w.raw("</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
    }

    private static func splitIssues(_ issues: SplitIssuesView, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<h3 class="warn" style="margin:14px 0 4px 0;font-size:15px;color:#b45309">⚠ "#, label(view, "issues"), "</h3>\n")
        w.element(#"<p style="margin:0 0 6px 0;font-size:14px">"#, issues.countText, "</p>\n")
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "date"), "</th>")
        w.element(headLeft, label(view, "description"), "</th>")
        w.element(headRight, label(view, "amount"), "</th></tr></thead>\n<tbody>\n")
        for r in issues.rows {
            w.raw(row)
            w.element("<td nowrap>", r.date, "</td>")
            w.element(#"<td style="overflow-wrap:anywhere">"#, r.description, "")
            w.element(detail12, r.reason, " · ")
            w.element("", r.location, "</div></td>")
            signedCell(r.amount, &w)
            w.raw("</tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
        w.optional(#"<p class="m" style="margin:6px 0;color:#6b7280;font-size:13px">"#, issues.moreText, "</p>")
        w.raw("\n")
    }
}
