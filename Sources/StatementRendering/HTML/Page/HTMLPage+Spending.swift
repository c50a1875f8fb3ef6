import StatementPresentation

/// `spending.mustache` and `months.mustache`.
extension HTMLPage {
    static func spending(_ s: SpendingSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.element(note13, b.totalText, "</p>\n")
            w.optional(note13, b.refundsText, "</p>")
            w.raw("\n")
            spendingHead(view, &w)
            for r in b.rows {
                spendingRowStart(r.icon, r.name, &w)
                w.element(detail12, r.countText, #" · <span style="white-space:nowrap">"#)
                w.element("", r.averageText, "</span></div>")
                w.optional(detail12, r.refundText, "</div>")
                if r.drawsBar { bar(r.bar, &w) }
                w.element("</td><td align=\"right\" nowrap>", r.spent, "</td>")
                w.element("<td align=\"right\" nowrap class=\"hn\">", r.share, "</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
        }
        if let c = s.converted { converted(c, view, &w) }
    }

    /// `spending-head.mustache`: the table of spending by category (per currency and converted) up to its body.
    static func spendingHead(_ view: ReportView, _ w: inout HTMLWriter) {
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "category"), "</th>")
        w.element(headRight, label(view, "spent"), "</th>")
        w.element(headRightNarrow, label(view, "share"), "</th></tr></thead>\n<tbody>\n")
    }

    /// A spending row up to the category's name (its details and figures follow).
    static func spendingRowStart(_ icon: String, _ name: String, _ w: inout HTMLWriter) {
        w.raw(row)
        w.element(#"<td style="overflow-wrap:anywhere"><span aria-hidden="true">"#, icon, "</span> ")
        w.text(name)
    }

    static func months(_ s: MonthsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "month"), "</th>")
            w.element(headRight, label(view, "moneyIn"), "</th>")
            w.element(headRight, label(view, "moneyOut"), "</th></tr></thead>\n<tbody>\n")
            for r in b.rows {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere">"#, r.name, "")
                w.element(detail12, r.countText, " · ")
                w.text(label(view, "net"))
                w.text(view.colon)
                w.element(#"<span style="white-space:nowrap;font-weight:600">"#, r.net.text, "</span></div>")
                if r.hasInBar { bar(r.inBar, &w, class: "bin", color: "#1f9d55") }
                if r.hasOutBar { bar(r.outBar, &w, class: "bout", color: "#e5484d") }
                w.raw("</td><td align=\"right\" nowrap")
                w.when(r.hasInBar, #" class="in" style="color:#0f7b3f""#)
                w.element(">", r.moneyIn, "</td><td align=\"right\" nowrap")
                w.when(r.hasOutBar, #" class="out" style="color:#b42318""#)
                w.element(">", r.moneyOut, "</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
            if let chart = b.monthsChart { monthsChart(chart, &w) }
            w.raw("\n")
            w.optional(#"<p class="m" style="margin:6px 0 8px 0;color:#6b7280;font-size:13px">"#, b.monthsChartNote, "</p>")
            w.raw("\n")
        }
    }
}
