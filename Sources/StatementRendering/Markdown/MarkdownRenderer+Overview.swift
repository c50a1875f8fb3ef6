import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Summary, accounts, spending, months and days in Markdown.
extension SummarySection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        var table = MarkdownTable([
            (md.label("currency"), .left), (md.label("moneyIn"), .right), (md.label("moneyOut"), .right),
            (md.label("net"), .right), (md.label("transactions"), .right),
        ])
        for b in s.blocks {
            table.add([md.e(b.currencyCode), md.e(b.moneyIn), md.e(b.moneyOut), "**\(md.e(b.net.text))**", md.e(b.countText)])
        }
        md.table(table)
        var items = 0
        for b in s.blocks {
            let prefix = b.currencyHeading.map { "\($0) — " } ?? ""
            if b.hasBalances {
                var parts: [String] = []
                if let o = b.opening { parts.append(md.labels["opening"]! + md.colon + o) }
                if let c = b.closing { parts.append(md.labels["closing"]! + md.colon + c) }
                md.item(prefix + parts.joined(separator: " · "))
                items += 1
            }
            if let r = b.reconciliation { md.item(prefix + (r.isMatched ? "✓ " : "⚠ ") + r.text); items += 1 }
            if let m = b.missingBalancesText { md.item(prefix + m); items += 1 }
            if let p = b.pendingText { md.item(prefix + p); items += 1 }
            if let a = b.perAccountText { md.item(prefix + a); items += 1 }
            if let t = b.transfersText { md.item(prefix + t); items += 1 }
            if let r = b.refundsText { md.item(prefix + r); items += 1 }
            if let w = b.netWorthText { md.item(prefix + w); items += 1 }
        }
        if let d = s.duplicatesText { md.item(d); items += 1 }
        if items > 0 { md.blank() }
        for b in s.blocks { if let pairs = b.transferPairs { pairs.markdown(&md, currency: b.currencyHeading) } }
        s.converted?.markdown(&md)
    }
}

extension TransferPairsView {
    /// `### Transfers between your accounts`, what pairing means, then one item per transfer.
    func markdown(_ md: inout MarkdownWriter, currency: String?) {
        md.heading(3, currency.map { "\(heading) — \($0)" } ?? heading)
        md.paragraph(pairedText)
        for r in rows { md.item(r.text) }
        if let more = moreText { md.item(more) }
        md.blank()
    }
}

extension AccountsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        var columns: [(Markdown, MarkdownTable.Alignment)] = [(md.label("account"), .left), (md.label("period"), .left)]
        if s.hasBalances { columns += [(md.label("opening"), .right), (md.label("closing"), .right)] }
        var table = MarkdownTable(columns + [(md.label("transactions"), .right)])
        for a in s.rows {
            var name: Markdown = "**\(md.e(a.name))**"
            if a.hasDetails { name += " · " + md.e(a.details) }
            name += " · " + md.e(a.fileText)
            var cells = [name, md.e(a.accountPeriod ?? "")]
            if s.hasBalances { cells += [md.e(a.opening ?? ""), md.e(a.closing ?? "")] }
            table.add(cells + [md.e(a.countText)])
        }
        md.table(table)
        var items = 0
        for a in s.rows {
            if let r = a.reconciliation {
                md.item(a.name + md.colon + (r.isMatched ? "✓ " : "⚠ ") + r.text)
                items += 1
            }
        }
        if items > 0 { md.blank() }
    }
}

extension SpendingSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            md.paragraph(b.totalText)
            if let refunds = b.refundsText { md.paragraph(refunds) }
            md.paragraph(b.barScaleText)
            // With refunds, what was paid, refunded and net take the place of the share, count and
            // average, so that the table still fits a 78-column text part.
            var columns = [(md.label("category"), MarkdownTable.Alignment.left)]
            if b.hasRefunds {
                columns += [(md.label("gross"), .right), (md.label("refunded"), .right), (md.label("netSpent"), .right)]
            } else {
                columns += [(md.label("spent"), .right), (md.label("share"), .right), (md.label("count"), .right), (md.label("average"), .right)]
            }
            columns.append(("", .left))
            var table = MarkdownTable(columns)
            for r in b.rows {
                var cells: [Markdown] = ["\(r.icon) \(md.e(r.name))"]
                if b.hasRefunds {
                    cells += [md.e(r.gross ?? r.spent), md.e(r.refunded ?? "—"), md.e(r.spent)]
                } else {
                    cells += [md.e(r.spent), md.e(r.share), md.e(r.count), md.e(r.average)]
                }
                cells.append(MarkdownWriter.bar(r.bar, width: SpendingSection.barWidth))
                table.add(cells)
            }
            md.table(table)
        }
        s.converted?.markdown(&md)
    }
}

extension MonthsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            var table = MarkdownTable([
                (md.label("month"), .left), (md.label("moneyIn"), .right), (md.label("moneyOut"), .right),
                (md.label("net"), .right), (md.label("transactions"), .right),
            ])
            for r in b.rows {
                table.add([md.e(r.name), md.e(r.moneyIn), md.e(r.moneyOut), md.e(r.net.text), md.e(r.countText)])
            }
            md.table(table)
            b.monthsChart?.markdown(&md)
            if let note = b.monthsChartNote { md.paragraph(note) }
        }
    }
}

extension DaysSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            for chart in b.charts {
                md.heading(MarkdownWriter.level(b.currencyHeading), chart.name)
                md.paragraph(chart.totalText)
                guard !chart.activeDays.isEmpty else { continue }
                if chart.hasChart {
                    md.paragraph(chart.scaleText)
                    md.code(chart.textLines)
                }
                var table = MarkdownTable([
                    (md.label("day"), .left), (md.label("moneyIn"), .right), (md.label("moneyOut"), .right), ("", .left),
                ])
                for d in chart.activeDays {
                    // A day over the scale is cut, as in the chart: `▲` after its bar.
                    table.add([md.e(d.name), md.e(d.moneyIn), md.e(d.moneyOut), MarkdownWriter.bar(d.bar) + (d.isCut ? "▲" : "")])
                }
                md.table(table)
            }
            if let earlier = b.earlierText { md.paragraph(earlier) }
            for chart in b.balanceCharts { chart.markdown(&md, level: MarkdownWriter.level(b.currencyHeading)) }
            if let t = b.balanceText { md.paragraph(t) }
        }
    }
}

