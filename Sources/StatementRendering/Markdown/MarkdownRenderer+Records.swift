import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The categorization explained and the files read, in Markdown.
extension ExplainSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        var sources = MarkdownTable([(md.label("placedBy"), .left), (md.label("transactions"), .right)])
        for c in s.sources { sources.add([md.e(c.label), md.e(c.count)]) }
        md.table(sources)
        if s.hasRules {
            md.heading(3, md.labels["rules"]!)
            var rules = MarkdownTable([
                (md.label("rule"), .left), (md.label("location"), .left), (md.label("category"), .left), (md.label("matched"), .right),
            ])
            for r in s.rules {
                rules.add([md.e(r.name), md.e(r.location), "\(r.icon) \(md.e(r.category))",
                           r.isUnused ? "⚠ \(md.e(r.matched)) (\(md.label("unused")))" : md.e(r.matched)])
            }
            md.table(rules)
            if let unused = s.unusedText { md.paragraph("⚠ " + unused) }
        }
        guard !s.rows.isEmpty else { return }
        md.heading(3, md.labels["transactions"]!)
        var table = MarkdownTable([
            (md.label("date"), .left), (md.label("description"), .left), (md.label("category"), .left), (md.label("placedBy"), .left),
        ])
        for r in s.rows {
            let reason = md.e(r.reason) + (r.reasonDetail.map { " · " + md.e($0) } ?? "")
            table.add([md.e(r.date), md.e(r.description), "\(r.icon) \(md.e(r.category))", reason])
        }
        md.table(table)
        if let omitted = s.omittedText { md.paragraph(omitted) }
    }
}

extension ImportSection: MarkdownBlock {
    package func markdown(_ md: inout MarkdownWriter) {
        let s = self
        md.heading(2, s.heading)
        md.paragraph(s.summaryText)
        if let config = s.configText { md.paragraph(config) }
        var files = MarkdownTable([
            (md.label("file"), .left), (md.label("format"), .left), (md.label("rowsRead"), .right), (md.label("imported"), .right),
            (md.label("skipped"), .right), (md.label("rejected"), .right),
        ])
        for f in s.files {
            files.add([md.e(f.file), md.e(f.format), md.e(f.rowsRead), md.e(f.imported), md.e(f.skipped),
                       f.hasRejected ? "**\(md.e(f.rejected))**" : md.e(f.rejected)])
        }
        md.table(files)
        guard s.hasNotes else { return }
        var notes = MarkdownTable([(md.label("location"), .left), (md.label("kind"), .left), (md.label("reason"), .left)])
        for n in s.notes {
            var reason = md.e(n.reason)
            if let line = n.lineText { reason += " — " + md.e(line) }
            notes.add([md.e(n.location), md.e(n.kind), reason])
        }
        md.table(notes)
        if let more = s.moreNotesText { md.paragraph(more) }
    }
}

