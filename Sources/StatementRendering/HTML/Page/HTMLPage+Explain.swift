import StatementPresentation

/// `explain.mustache`, `roundups.mustache` and `roundup-row.mustache`.
extension HTMLPage {
    static func explain(_ s: ExplainSection, _ view: ReportView, _ w: inout HTMLWriter) {
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "placedBy"), "</th>")
        w.element(headRight, label(view, "transactions"), "</th></tr></thead>\n<tbody>\n")
        for source in s.sources {
            w.element(#"<tr class="l" style="border-bottom:1px solid #eceef1"><th scope="row" align="left" style="font-weight:400">"#, source.label,
                      "</th>")
            w.element("<td align=\"right\" nowrap>", source.count, "</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
        if s.hasRules { rules(s, view, &w) }
        if s.hasRows {
            w.element(#"<h3 style="margin:14px 0 4px 0;font-size:15px">"#, label(view, "transactions"), "</h3>\n")
            w.raw(table14)
            w.raw("\n")
            w.raw(headRow)
            w.element(headLeft, label(view, "date"), "</th>")
            w.element(headLeft, label(view, "description"), "</th>")
            w.element(headLeft, label(view, "placedBy"), "</th></tr></thead>\n<tbody>\n")
            for r in s.rows {
                w.raw(row)
                w.element("<td nowrap>", r.date, "</td>")
                w.element(#"<td style="overflow-wrap:anywhere">"#, r.description, "")
                w.element(detail12, "", #"<span aria-hidden="true">"#)
                w.element("", r.icon, "</span> ")
                w.element("", r.category, "</div></td>")
                w.element("<td>", r.reason, "")
                w.optional(#"<div class="m" style="color:#6b7280;font-size:12px;white-space:nowrap">"#, r.reasonDetail, "</div>")
                w.raw("</td></tr>\n")
            }
            w.raw("</tbody>\n</table>\n")
        }
        w.optional(#"<p class="m" style="margin:8px 0 6px 0;color:#6b7280;font-size:13px">"#, s.omittedText, "</p>")
        w.raw("\n")
    }

    private static func rules(_ s: ExplainSection, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:14px 0 4px 0;font-size:15px">"#, label(view, "rules"), "</h3>\n")
        w.optional(#"<p class="warn" style="margin:0 0 6px 0;font-size:14px;color:#b45309">⚠ "#, s.unusedText, "</p>")
        w.raw("\n")
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "rule"), "</th>")
        w.element(headLeft, label(view, "category"), "</th>")
        w.element(headRight, label(view, "matched"), "</th></tr></thead>\n<tbody>\n")
        for r in s.rules {
            w.raw(row)
            w.element(#"<td style="overflow-wrap:anywhere">"#, r.name, "")
            w.element(detail12, r.location, "</div></td>")
            w.element(#"<td><span aria-hidden="true">"#, r.icon, "</span> ")
            w.element("", r.category, "</td>")
            w.raw("<td align=\"right\" nowrap")
            w.when(r.isUnused, #" class="warn" style="color:#b45309;font-weight:600""#)
            w.raw(">")
            w.when(r.isUnused, "⚠ ")
            w.text(r.matched)
            if r.isUnused { w.element(#"<div style="font-size:12px;font-weight:400">"#, label(view, "unused"), "</div>") }
            w.raw("</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
    }

    static func roundUps(_ s: RoundUpsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.element(#"<p style="margin:0 0 8px 0;font-size:14px">"#, b.introText, "</p>\n")
            roundUpTable(label(view, "byMonth"), label(view, "month"), b.months, view, &w, margin: "12px")
            roundUpTable(label(view, "byWeek"), label(view, "week"), b.weeks, view, &w, margin: "14px")
            w.optional(#"<p class="m" style="margin:6px 0;color:#6b7280;font-size:13px">"#, b.earlierWeeksText, "</p>")
            w.raw("\n")
        }
    }

    private static func roundUpTable(
        _ heading: String, _ first: String, _ rows: [RoundUpsSection.RoundUpRow], _ view: ReportView, _ w: inout HTMLWriter,
        margin: StaticString
    ) {
        w.raw("<h3 style=\"margin:")
        w.raw(margin)
        w.element(" 0 4px 0;font-size:15px\">", heading, "</h3>\n")
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, first, "</th>")
        w.element(headRightNarrow, label(view, "payments"), "</th>")
        w.element(headRight, label(view, "roundUp"), "</th></tr></thead>\n<tbody>\n")
        for r in rows {
            w.raw(row)
            w.element("<td>", r.name, "")
            if r.hasBar { bar(r.bar, &w, class: "rbar", color: "#0e9384") }
            w.element("</td><td align=\"right\" nowrap class=\"hn\">", r.count, "</td>")
            w.element("<td align=\"right\" nowrap>", r.total, "</td></tr>\n\n")
        }
        w.raw("</tbody>\n</table>\n")
    }
}
