import StatementPresentation

/// `import.mustache`: what happened to the rows of each file.
extension HTMLPage {
    static func imports(_ s: ImportSection, _ view: ReportView, _ w: inout HTMLWriter) {
        w.element(#"<p style="margin:0 0 6px 0;font-size:14px">"#, s.summaryText, "</p>\n")
        w.optional(note13, s.configText, "</p>")
        w.raw("\n")
        let table13: StaticString =
            #"<table width="100%" cellpadding="5" cellspacing="0" border="0" style="border-collapse:collapse;font-size:13px"#
        w.raw(table13)
        w.raw("\">\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "file"), "</th>")
        w.element(headRight, label(view, "rowsRead"), "</th>")
        w.element(headRight, label(view, "imported"), "</th>")
        w.element(headRightNarrow, label(view, "skipped"), "</th>")
        w.element(headRight, label(view, "rejected"), "</th></tr></thead>\n<tbody>\n")
        let breakAll: StaticString = #"<td style="word-break:break-all">"#
        for f in s.files {
            w.raw(row)
            w.element(breakAll, f.file, "")
            w.element(detail12, f.format, "</div></td>")
            w.element("<td align=\"right\">", f.rowsRead, "</td>")
            w.element("<td align=\"right\">", f.imported, "</td>")
            w.element("<td align=\"right\" class=\"hn\">", f.skipped, "</td>")
            w.raw("<td align=\"right\" nowrap")
            w.when(f.hasRejected, #" class="warn" style="color:#b45309;font-weight:600""#)
            w.raw(">")
            w.when(f.hasRejected, "⚠ ")
            w.element("", f.rejected, "</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
        guard s.hasNotes else { return }
        w.raw(table13)
        w.raw(";margin-top:10px\">\n")
        w.element(#"<caption style="text-align:left;font-weight:600;padding:4px 0">"#, label(view, "problems"), "</caption>\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "location"), "</th>")
        w.element(headLeft, label(view, "reason"), "</th></tr></thead>\n<tbody>\n")
        for n in s.notes {
            w.raw(row)
            w.element(breakAll, n.location, "<div class=\"")
            w.raw(n.isRejected ? "warn" : "m")
            w.raw("\" style=\"font-size:12px;color:")
            w.raw(n.isRejected ? "#b45309" : "#6b7280")
            w.element("\">", n.kind, "</div></td>")
            w.element("<td>", n.reason, "")
            w.optional(
                #"<div><code style="font-size:12px;background:#f3f4f6;padding:1px 3px;border-radius:3px;word-break:break-all">"#, n.lineText,
                "</code></div>")
            w.raw("</td></tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
        w.optional(#"<p class="m" style="margin:6px 0;color:#6b7280;font-size:13px">"#, s.moreNotesText, "</p>")
        w.raw("\n")
    }
}
