import StatementPresentation

/// `comparison.mustache` and `budgets.mustache`.
extension HTMLPage {
    static func comparison(_ s: ComparisonSection, _ view: ReportView, _ w: inout HTMLWriter) {
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.element(note13, b.usedText, "</p>\n")
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "category"), "</th>")
            w.element(#"<th scope="col" align="right" style="color:#4b5563;font-size:12px;font-weight:600;overflow-wrap:anywhere">"#,
                      b.currentLabel, "</th>")
            if b.hasPrevious { w.element(headRight, b.previousLabel, "</th>") }
            if b.hasLastYear { w.element(headRightNarrow, b.lastYearLabel, "</th>") }
            w.raw("</tr></thead>\n<tbody>\n")
            for r in b.rows {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere"><span aria-hidden="true">"#, r.icon, "</span> ")
                w.element("", r.label, "</td>")
                comparisonCells(r, b, &w)
            }
            w.raw(#"<tr class="l" valign="top" style="border-top:1px solid #d1d5db">"#)
            w.element(#"<td style="font-weight:600;overflow-wrap:anywhere">"#, b.totalLine.label, "</td>")
            comparisonCells(b.totalLine, b, &w)
            w.raw("</tbody>\n</table>\n")
        }
    }

    private static func comparisonCells(_ r: ComparisonSection.ComparisonLine, _ b: ComparisonSection.ComparisonBlock, _ w: inout HTMLWriter) {
        w.element(#"<td align="right" nowrap style="font-weight:600">"#, r.now, "</td>")
        if b.hasPrevious {
            w.element("<td align=\"right\" nowrap>", r.before, "")
            w.element(detail12, r.beforeChange, "</div></td>")
        }
        if b.hasLastYear {
            w.element("<td align=\"right\" nowrap class=\"hn\">", r.yearAgo, "")
            w.element(detail12, r.yearAgoChange, "</div></td>")
        }
        w.raw("</tr>\n")
    }

    static func budgets(_ s: BudgetsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        w.optional(note13, s.monthsText, "</p>")
        w.raw("\n")
        w.optional(note13, s.yearText, "</p>")
        w.raw("\n")
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "category"), "</th>")
            w.element(headRightNarrow, s.budgetLabel, "</th>")
            w.element(headRight, s.spentLabel, "</th>")
            w.element(headRight, s.remainingLabel, "</th></tr></thead>\n<tbody>\n")
            for r in b.rows {
                w.raw(row)
                w.element(#"<td style="overflow-wrap:anywhere"><span aria-hidden="true">"#, r.icon, "</span> ")
                w.element("", r.label, "")
                w.element(detail12, r.detail, "</div>")
                if r.isOver { bar(r.bar, &w, color: "#b91c1c") } else { bar(r.bar, &w) }
                w.element("</td><td align=\"right\" nowrap class=\"hn\">", r.budget, "</td>")
                w.element("<td align=\"right\" nowrap>", r.spent, "</td>")
                w.raw("<td align=\"right\" nowrap")
                w.when(r.isOver, #" style="color:#b91c1c;font-weight:600""#)
                w.element(">", r.remaining, "")
                w.element(#"<div class="m" style="color:#6b7280;font-size:12px;font-weight:400">"#, s.usedLabel, " ")
                w.element("", r.used, "</div>")
                w.optional(#"<div style="color:#b91c1c;font-size:12px;font-weight:600">⚠ "#, r.overText, "</div>")
                w.raw("</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
        }
    }
}
