import StatementPresentation

/// `days.mustache`: a chart of bars per month, day by day.
extension HTMLPage {
    static func days(_ s: DaysSection, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            for chart in b.charts { dayChart(chart, &w) }
            w.optional(#"<p class="m" style="margin:4px 0 8px 0;color:#6b7280;font-size:13px">"#, b.earlierText, "</p>")
            w.raw("\n")
            for chart in b.balanceCharts { balance(chart, &w) }
            w.optional(#"<p class="m" style="margin:4px 0 8px 0;color:#6b7280;font-size:13px">"#, b.balanceText, "</p>")
            w.raw("\n")
        }
    }

    private static let capRow: StaticString =
        #"<tr><td class="dcap" height="3" style="height:3px;background:#431407;font-size:0;line-height:0">&nbsp;</td></tr>"#
    private static let barTable: StaticString = #"<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">"#
    private static let weekend: StaticString = #" class="we" style="background:#f4f5f7""#

    private static func dayChart(_ c: DaysSection.DayChart, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:12px 0 2px 0;font-size:15px">"#, c.name, "</h3>\n")
        w.element(#"<p class="m" style="margin:0;color:#6b7280;font-size:13px">"#, c.totalText, "</p>\n")
        // The template leaves the line end after its chart (`{{/hasChart}}`) when there is none.
        guard c.hasChart else { w.raw("\n"); return }
        w.element(#"<p class="m" style="margin:0 0 6px 0;color:#6b7280;font-size:13px">"#, c.scaleText, "</p>\n")
        w.element(#"<table role="img" aria-label=""#, c.chartLabel, "")
        w.raw(#"" class="chart" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed;border-collapse:separate;border-spacing:1px 0;border-bottom:1px solid #c4c9d1">"#)
        w.raw("\n")
        if c.hasUpper {
            w.raw(#"<tr valign="bottom" style="height:"#)
            w.number(c.upperHeight)
            w.raw("px\">")
            for d in c.days {
                w.raw("<td")
                if d.isWeekend { w.raw(weekend) }
                w.raw(">")
                if d.hasUpperBar { dayBar(d.upper, caps: d.capsUpper, &w) }
                w.raw("</td>")
            }
            w.raw("</tr>\n")
        }
        if c.hasAverage {
            w.raw(#"<tr><td colspan=""#)
            w.number(c.dayCount)
            w.raw(#"" height="1" style="height:1px;padding:0;border-top:1px dashed #6b7280;font-size:1px;line-height:1px"></td></tr>"#)
            w.raw("\n")
        }
        w.raw(#"<tr valign="bottom" style="height:"#)
        w.number(c.lowerHeight)
        w.raw("px\">")
        for d in c.days {
            w.raw("<td")
            if d.hasTitle { w.element(#" title=""#, d.title, "\"") }
            if d.fillsLower {
                w.raw(#" class="dbar" style="background:#e8590c""#)
            } else if d.isWeekend {
                w.raw(weekend)
            }
            w.raw(">")
            if d.hasLowerBar { dayBar(d.lower, caps: d.capsLower, &w) }
            w.raw("</td>")
        }
        w.raw("</tr>\n</table>\n")
        w.raw(#"<table role="presentation" class="m" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed;border-collapse:separate;border-spacing:1px 0;text-align:center;color:#6b7280;font-size:10px;margin-bottom:6px"><tr>"#)
        for d in c.days { w.element("<td>", d.tick, "</td>") }
        w.raw("</tr></table>\n")
    }

    private static func dayBar(_ height: Int, caps: Bool, _ w: inout HTMLWriter) {
        w.raw(barTable)
        if caps { w.raw(capRow) }
        w.raw(#"<tr><td class="dbar" height=""#)
        w.number(height)
        w.raw(#"" style="height:"#)
        w.number(height)
        w.raw("px;background:#e8590c;font-size:0;line-height:0\">&nbsp;</td></tr></table>")
    }
}
