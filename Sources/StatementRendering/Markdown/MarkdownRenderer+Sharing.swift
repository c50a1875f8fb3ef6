import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Shared expenses and round-ups in Markdown.
extension SplitsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let people = s.peopleText { md.paragraph(people) }
        if let empty = s.emptyText { md.paragraph(empty) }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            let level = MarkdownWriter.level(b.currencyHeading)
            md.paragraph(b.introText)
            md.line("**\(md.label("settleUp"))**\(Markdown.raw(String(md.colon.dropLast())))")
            md.blank()
            for t in b.transfers { md.item(t.text) }
            if let settled = b.settledUpText { md.item(settled) }
            md.blank()

            md.heading(level, md.labels["byPerson"]!)
            var columns: [(Markdown, MarkdownTable.Alignment)] = [(md.label("person"), .left), (md.label("paid"), .right), (md.label("owed"), .right)]
            if b.hasSettlements { columns.append((md.label("settled"), .right)) }
            columns.append((md.label("balance"), .right))
            var people = MarkdownTable(columns)
            for p in b.people {
                var cells = [md.e(p.name), md.e(p.paid), md.e(p.owed)]
                if b.hasSettlements { cells.append(md.e(p.settled)) }
                cells.append(md.e(p.balanceSentence))
                people.add(cells)
            }
            md.table(people)

            guard !b.categories.isEmpty else { continue }
            md.heading(level, md.labels["byCategory"]!)
            var categories = MarkdownTable([(md.label("category"), .left), (md.label("total"), .right)] + b.names.map { (md.e($0), .right) })
            for c in b.categories {
                categories.add(["\(c.icon) \(md.e(c.name))", md.e(c.total)] + c.shares.map { md.e($0) })
            }
            md.table(categories)
            b.markdownExpenses(&md, level: level)
        }
        if let issues = s.issues {
            md.heading(3, md.labels["issues"]!)
            md.paragraph(issues.countText)
            var table = MarkdownTable([
                (md.label("date"), .left), (md.label("description"), .left), (md.label("amount"), .right),
                (md.label("location"), .left), (md.label("reason"), .left),
            ])
            for i in issues.rows {
                table.add([md.e(i.date), md.e(i.description), md.e(i.amount.text), md.e(i.location), md.e(i.reason)])
            }
            md.table(table)
            if let more = issues.moreText { md.paragraph(more) }
        }
    }
}

extension RoundUpsSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        if let empty = s.emptyText { md.paragraph(empty); return }
        for b in s.blocks {
            if let c = b.currencyHeading { md.heading(3, c) }
            let level = MarkdownWriter.level(b.currencyHeading)
            md.paragraph(b.introText)
            for (title, key, rows) in [(md.labels["byMonth"]!, "month", b.months), (md.labels["byWeek"]!, "week", b.weeks)] {
                md.heading(level, title)
                var table = MarkdownTable([(md.label(key), .left), (md.label("payments"), .right), (md.label("roundUp"), .right)])
                for r in rows { table.add([md.e(r.name), md.e(r.count), md.e(r.total)]) }
                md.table(table)
            }
            if let earlier = b.earlierWeeksText { md.paragraph(earlier) }
        }
    }
}

