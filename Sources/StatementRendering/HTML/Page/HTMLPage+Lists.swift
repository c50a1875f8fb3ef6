import StatementPresentation

/// `payees.mustache`, `largest.mustache`, `recurring.mustache` and `transactions.mustache`.
extension HTMLPage {
    static func payees(_ s: PayeesSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "payee"), "</th>")
            w.element(headRightNarrow, label(view, "payments"), "</th>")
            w.element(headRight, label(view, "spent"), "</th></tr></thead>\n<tbody>\n")
            for r in b.rows {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere">"#, r.name, "")
                bar(r.bar, &w)
                w.element("</td><td align=\"right\" nowrap class=\"hn\">", r.count, "</td>")
                w.element("<td align=\"right\" nowrap>", r.spent, "</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
        }
    }

    static func largest(_ s: LargestSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            transactionTable(b.rows, view, &w)
        }
    }

    static func recurring(_ s: RecurringSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.element(note13, b.totalText, "</p>\n")
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "payee"), "</th>")
            w.element(headRight, label(view, "typical"), "</th>")
            w.element(#"<th scope="col" align="right" style="padding-left:14px;color:#4b5563;font-size:12px;font-weight:600">"#,
                      label(view, "yearly"), "</th></tr></thead>\n<tbody>\n")
            for r in b.rows {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere">"#, r.payee, "")
                w.element(detail12, "", #"<span aria-hidden="true">"#)
                w.element("", r.icon, "</span> ")
                w.element("", r.category, " · ")
                w.element("", r.interval, " · ")
                w.element("", r.historyText, " · ")
                w.text(label(view, "next"))
                w.text(view.colon)
                w.element(#"<span style="white-space:nowrap">"#, r.next, "</span></div>")
                w.optional(#"<div class="m" style="color:#b45309;font-size:12px;font-weight:600">"#, r.notesText, "</div>")
                w.element("</td><td align=\"right\" nowrap>", r.typical, "")
                w.optional(detail12, r.lastText, "</div>")
                w.element(#"</td><td align="right" nowrap style="padding-left:14px;font-weight:600">"#, r.yearly, "</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
        }
    }

    static func transactions(_ s: TransactionsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        if s.emptyText == nil { transactionTable(s.rows, view, &w) }
        w.optional(#"<p class="m" style="margin:8px 0 6px 0;color:#6b7280;font-size:13px">"#, s.omittedText, "</p>")
        w.raw("\n")
    }
}
