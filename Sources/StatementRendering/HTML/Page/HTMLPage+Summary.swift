import StatementPresentation

/// `summary.mustache` and `accounts.mustache`.
extension HTMLPage {
    static func summary(_ s: SummarySection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        for b in s.blocks {
            currencyHeading(b.currencyHeading, &w)
            w.raw(#"<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-bottom:10px">"#)
            w.raw("\n")
            let labelCell: StaticString = #"<tr><td class="m" style="padding:2px 8px 2px 0;color:#6b7280;font-size:14px">"#
            let amountStyle: StaticString = #" style="padding:2px 0;font-size:20px;font-weight:700;white-space:nowrap"#
            w.element(labelCell, label(view, "moneyIn"), #"</td><td align="right""#)
            w.when(b.hasMoneyIn, #" class="in""#)
            w.raw(amountStyle)
            w.when(b.hasMoneyIn, ";color:#0f7b3f")
            w.element("\">", b.moneyIn, "</td></tr>\n")
            w.element(labelCell, label(view, "moneyOut"), #"</td><td align="right""#)
            w.when(b.hasMoneyOut, #" class="out""#)
            w.raw(amountStyle)
            w.when(b.hasMoneyOut, ";color:#b42318")
            w.element("\">", b.moneyOut, "</td></tr>\n")
            w.element(labelCell, label(view, "net"), #"</td><td align="right" class=""#)
            w.text(b.net.tone)
            w.raw("\"")
            w.raw(amountStyle)
            w.raw(";")
            w.when(b.net.isIn, "color:#0f7b3f")
            w.when(b.net.isOut, "color:#b42318")
            w.element("\">", b.net.text, "</td></tr>\n</table>\n")
            if b.hasBalances {
                w.raw(#"<table width="100%" cellpadding="5" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px;margin-bottom:6px">"#)
                w.raw("\n")
                let balanceRow: StaticString = #"<tr class="l" style="border-bottom:1px solid #eceef1"><th scope="row" align="left" style="font-weight:400">"#
                if let opening = b.opening {
                    w.element(balanceRow, label(view, "opening"), "</th>")
                    w.element("<td align=\"right\" nowrap>", opening, "</td></tr>")
                }
                w.raw("\n")
                if let closing = b.closing {
                    w.element(balanceRow, label(view, "closing"), "</th>")
                    w.element("<td align=\"right\" nowrap>", closing, "</td></tr>")
                }
                w.raw("\n</table>\n")
            }
            if let r = b.reconciliation { reconciliation(r, &w) }
            w.raw("\n")
            w.optional(note13, b.missingBalancesText, "</p>")
            w.raw("\n")
            w.optional(note13, b.perAccountText, "</p>")
            w.optional(note13, b.transfersText, "</p>")
            w.optional(note13, b.refundsText, "</p>")
            w.optional(note13, b.netWorthText, "</p>")
            w.element(note13, b.countText, "")
            w.optional(" · ", b.pendingText, "")
            w.raw("</p>\n")
            if let pairs = b.transferPairs { transferPairs(pairs, &w) }
        }
        if let c = s.converted { converted(c, view, &w) }
        w.optional(note13, s.duplicatesText, "</p>")
    }

    private static func transferPairs(_ t: TransferPairsView, _ w: inout HTMLWriter) {
        w.element(#"<h3 style="margin:12px 0 4px 0;font-size:15px">"#, t.heading, "</h3>\n")
        w.element(note13, t.pairedText, "</p>\n")
        w.raw(#"<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px;margin-bottom:6px">"#)
        w.raw("\n")
        for r in t.rows {
            w.element(#"<tr class="l" style="border-bottom:1px solid #eceef1"><td><span aria-hidden="true">⇄</span> "#, r.text, "</td></tr>\n")
        }
        w.raw("</table>\n")
        w.optional(note13, t.moreText, "</p>")
        w.raw("\n")
    }

    static func accounts(_ s: AccountsSection, _ view: ReportView, _ w: inout HTMLWriter) {
        empty(s.emptyText, &w)
        guard s.emptyText == nil else { return }
        w.raw(table14)
        w.raw("\n")
        w.raw(headRow)
        w.element(headLeft, label(view, "account"), "</th>")
        if s.hasBalances {
            w.element(headRight, label(view, "opening"), "</th>")
            w.element(headRight, label(view, "closing"), "</th>")
        }
        w.raw("</tr></thead>\n<tbody>\n")
        for r in s.rows {
            w.raw(row)
            w.element(#"<td style="overflow-wrap:anywhere"><div style="font-weight:600">"#, r.name, "</div>")
            if r.hasDetails { w.element(detail12, r.details, "</div>") }
            w.element(detail12, r.fileText, " · ")
            w.text(r.currencyCode)
            w.optional(" · ", r.accountPeriod, "")
            w.element(" · ", r.countText, "</div>")
            if let rec = r.reconciliation { reconciliation(rec, &w) }
            w.raw("</td>")
            if s.hasBalances {
                w.element("<td align=\"right\" nowrap>", r.opening ?? "", "</td>")
                w.element("<td align=\"right\" nowrap>", r.closing ?? "", "</td>")
            }
            w.raw("</tr>\n")
        }
        w.raw("</tbody>\n</table>\n")
    }
}
