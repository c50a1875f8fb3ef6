import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Payees, largest payments, recurring payments and the transactions in Markdown.
extension PayeesSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            var table = MarkdownTable([(md.label("payee"), .left), (md.label("payments"), .right), (md.label("spent"), .right)])
            for r in b.rows { table.add([md.e(r.name), md.e(r.count), md.e(r.spent)]) }
            md.table(table)
        }
    }
}

extension LargestSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            md.table(MarkdownWriter.transactionTable(b.rows, md))
        }
    }
}

extension RecurringSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            md.paragraph(b.totalText)
            var table = MarkdownTable([
                (md.label("payee"), .left), (md.label("category"), .left), (md.label("interval"), .left),
                (md.label("next"), .left), (md.label("typical"), .right), (md.label("yearly"), .right),
            ])
            for r in b.rows {
                var typical = md.e(r.typical)
                if let last = r.lastText { typical += " (\(md.e(last)))" }
                var interval: Markdown = "\(md.e(r.interval)) · \(md.e(r.historyText))"
                if let notes = r.notesText { interval += " · **\(md.e(notes))**" }
                table.add([
                    md.e(r.payee), "\(r.icon) \(md.e(r.category))", interval,
                    md.e(r.next), typical, md.e(r.yearly),
                ])
            }
            md.table(table)
        }
    }
}

extension TransactionsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        if !s.rows.isEmpty { md.table(MarkdownWriter.transactionTable(s.rows, md)) }
        if let omitted = s.omittedText { md.paragraph(omitted) }
    }
}

extension MarkdownWriter {
    package static func transactionTable(_ rows: [TransactionRow], _ md: MarkdownWriter) -> MarkdownTable {
        var table = MarkdownTable([
            (md.label("date"), .left), (md.label("description"), .left), (md.label("category"), .left), (md.label("amount"), .right),
        ])
        for t in rows {
            var text = md.e(t.description)
            if let p = t.payee { text += " — \(md.e(p))" }
            if let s = t.statusText { text += " *(\(md.e(s)))*" }
            table.add([md.e(t.date), text, "\(t.icon) \(md.e(t.category))", md.e(t.amount.text)])
        }
        return table
    }
}
