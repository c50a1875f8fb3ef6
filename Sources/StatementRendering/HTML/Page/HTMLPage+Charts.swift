import StatementPresentation

/// `balance.mustache` (the balance over time, under the days' charts) and `months-chart.mustache`
/// (money in and out, month by month, under the months' table).
extension HTMLPage {
    private static let innerTable: StaticString = #"<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">"#
    private static let ticksTable: StaticString =
        #"<table role="presentation" class="m" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed;border-collapse:separate;border-spacing:"#

    static func balance(_ c: BalanceChart, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:12px 0 2px 0;font-size:15px">"#, c.heading, "</h3>\n")
        w.element(#"<p class="m" style="margin:0 0 6px 0;color:#6b7280;font-size:13px">"#, c.scaleText, "")
        w.optional(" ", c.belowText, "")
        w.element("</p>\n<table role=\"img\" aria-label=\"", c.chartLabel, "")
        w.raw(#"" class="chart" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed;border-collapse:separate;border-spacing:1px 0">"#)
        w.raw("\n")
        if c.hasUpper {
            w.raw(#"<tr valign="bottom" style="height:"#)
            w.number(c.upperHeight)
            w.raw("px\">")
            for p in c.points {
                w.element(#"<td title=""#, p.title, "\">")
                if p.hasUp { balanceBar(p.up, class: "bar", color: "#4f6bed", &w) }
                w.raw("</td>")
            }
            w.raw("</tr>\n")
        }
        w.raw(#"<tr><td colspan=""#)
        w.number(c.pointCount)
        w.raw(#"" height="1" style="height:1px;padding:0;border-top:1px solid #6b7280;font-size:1px;line-height:1px"></td></tr>"#)
        w.raw("\n")
        if c.hasLower {
            w.raw(#"<tr valign="top" style="height:"#)
            w.number(c.lowerHeight)
            w.raw("px\">")
            for p in c.points {
                w.raw("<td>")
                if p.hasDown { balanceBar(p.down, class: "bout", color: "#e5484d", &w) }
                w.raw("</td>")
            }
            w.raw("</tr>\n")
        }
        w.raw("</table>\n")
        w.raw(ticksTable)
        w.raw("1px 0;text-align:center;color:#6b7280;font-size:10px;margin-bottom:6px\"><tr>")
        for p in c.points { w.element("<td>", p.tick, "</td>") }
        w.raw("</tr></table>\n")
    }

    private static func balanceBar(_ height: Int, class name: StaticString, color: StaticString, _ w: inout HTMLWriter) {
        w.raw(innerTable)
        w.raw(#"<tr><td class=""#)
        w.raw(name)
        w.raw(#"" height=""#)
        w.number(height)
        w.raw(#"" style="height:"#)
        w.number(height)
        w.raw("px;background:")
        w.raw(color)
        w.raw(";font-size:0;line-height:0\">&nbsp;</td></tr></table>")
    }

    static func monthsChart(_ c: MonthsChart, _ w: inout HTMLWriter) {
        w.element(#"<p class="m" style="margin:10px 0 6px 0;color:#6b7280;font-size:13px">"#, c.scaleText, "</p>\n")
        w.element(#"<table role="img" aria-label=""#, c.chartLabel, "")
        w.raw(#"" class="chart" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed;border-collapse:separate;border-spacing:4px 0;border-bottom:1px solid #c4c9d1">"#)
        w.raw("\n<tr valign=\"bottom\" style=\"height:60px\">")
        for col in c.columns {
            w.element(#"<td title=""#, col.title, "\">")
            w.raw(#"<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="table-layout:fixed"><tr valign="bottom"><td width="50%">"#)
            if col.hasIn { balanceBar(col.inHeight, class: "bin", color: "#1f9d55", &w) }
            w.raw(#"</td><td width="50%">"#)
            if col.hasOut { balanceBar(col.outHeight, class: "bout", color: "#e5484d", &w) }
            w.raw("</td></tr></table></td>")
        }
        w.raw("</tr>\n</table>\n")
        w.raw(ticksTable)
        w.raw("4px 0;text-align:center;color:#6b7280;font-size:10px;margin-bottom:6px\"><tr>")
        for col in c.columns { w.element("<td>", col.label, "</td>") }
        w.raw("</tr></table>\n")
    }

    /// `omitted.mustache`: a section an email could not hold.
    static func omitted(_ s: OmittedSection, _ w: inout HTMLWriter) {
        w.element(#"<p class="m" style="margin:0 0 8px 0;color:#6b7280">"#, s.omittedText, "</p>\n")
    }
}
