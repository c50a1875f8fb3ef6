import StatementPresentation

/// The partials the sections share: `empty`, `currency-heading`, `bar`, `reconciliation`,
/// `signed-cell`, `transaction-table` and `transaction-row` (each ends with its file's line end).
extension HTMLPage {
    /// `{{labels.key}}`: a word of the layout, empty when the catalogue has none.
    static func label(_ view: ReportView, _ key: String) -> String { view.labels[key] ?? "" }

    /// A column heading: `<th scope="col" align="left" style="…">label</th>`.
    static let headLeft: StaticString = #"<th scope="col" align="left" style="color:#4b5563;font-size:12px;font-weight:600">"#
    static let headRight: StaticString = #"<th scope="col" align="right" style="color:#4b5563;font-size:12px;font-weight:600">"#
    static let headRightNarrow: StaticString =
        #"<th scope="col" align="right" class="hn" style="color:#4b5563;font-size:12px;font-weight:600">"#
    static let table14: StaticString =
        #"<table width="100%" cellpadding="5" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px">"#
    static let headRow: StaticString = #"<thead><tr class="l" style="border-bottom:1px solid #d1d5db">"#
    static let row: StaticString = #"<tr class="l" valign="top" style="border-bottom:1px solid #eceef1">"#
    static let note13: StaticString = #"<p class="m" style="margin:0 0 6px 0;color:#6b7280;font-size:13px">"#
    static let detail12: StaticString = #"<div class="m" style="color:#6b7280;font-size:12px">"#

    static func empty(_ text: String?, _ w: inout HTMLWriter) {
        w.optional(#"<p class="m" style="margin:0 0 8px 0;color:#6b7280">"#, text, "</p>")
        w.raw("\n")
    }

    static func currencyHeading(_ text: String?, _ w: inout HTMLWriter) {
        w.optional(#"<h3 style="margin:14px 0 6px 0;font-size:16px">"#, text, "</h3>")
        w.raw("\n")
    }

    static func bar(_ width: Int, _ w: inout HTMLWriter, class name: StaticString = "bar", color: StaticString = "#4f6bed") {
        w.raw(#"<table role="presentation" width=""#)
        w.number(width)
        w.raw(#"%" cellpadding="0" cellspacing="0" border="0" style="margin-top:4px"><tr><td class=""#)
        w.raw(name)
        w.raw(#"" height="6" style="height:6px;background:"#)
        w.raw(color)
        w.raw(";border-radius:3px;font-size:0;line-height:0\">&nbsp;</td></tr></table>\n")
    }

    static func reconciliation(_ r: ReconciliationView, _ w: inout HTMLWriter) {
        w.raw("<div class=\"")
        w.when(r.isMatched, "in")
        w.when(r.isMismatch, "warn")
        w.raw("\" style=\"margin:0 0 6px 0;font-size:13px;")
        w.when(r.isMatched, "color:#0f7b3f")
        w.when(r.isMismatch, "color:#b45309;font-weight:600")
        w.raw("\">")
        w.when(r.isMatched, "✓")
        w.when(r.isMismatch, "⚠")
        w.raw(" ")
        w.text(r.text)
        w.raw("</div>\n")
    }

    static func signedCell(_ amount: SignedText, _ w: inout HTMLWriter) {
        w.raw("<td align=\"right\" nowrap")
        w.when(amount.isIn, #" class="in" style="color:#0f7b3f""#)
        w.when(amount.isOut, #" class="out" style="color:#b42318""#)
        w.raw(">")
        w.text(amount.text)
        w.raw("</td>\n")
    }

    static func transactionTable(_ rows: [TransactionRow], _ view: ReportView, _ w: inout HTMLWriter) {
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "date"), "</th>")
        w.element(headLeft, label(view, "description"), "</th>")
        w.element(headRight, label(view, "amount"), "</th></tr></thead>\n<tbody>\n")
        for row in rows {
            transactionRow(row, &w)
            w.raw("\n")
        }
        w.raw("</tbody>\n</table>\n")
    }

    static func transactionRow(_ row: TransactionRow, _ w: inout HTMLWriter) {
        w.raw(Self.row)
        w.element("<td nowrap>", row.date, #"</td><td style="overflow-wrap:anywhere">"#)
        w.text(row.description)
        w.optional(#" <em class="m" style="color:#6b7280">("#, row.statusText, ")</em>")
        w.raw(detail12)
        w.element(#"<span aria-hidden="true">"#, row.icon, "</span> ")
        w.text(row.category)
        w.optional(" · ", row.payee, "")
        w.raw("</div></td>")
        signedCell(row.amount, &w)
        w.raw("</tr>\n")
    }
}
