import StatementAnalysis
import StatementConfig
import StatementLocalization
import StatementPresentation
import StatementRendering

extension ReportOutputs {
    /// The email: the first language's report as text and HTML, within the size budget
    /// (`EmailBudget`), and as attachments:
    /// - every kind asked (`--attach`) in every language asked (`--lang fr,en --attach csv` gives the
    ///   transactions in French and in English);
    /// - the other languages' reports as HTML when no kind of report was asked (the body is the
    ///   first language's: it is attached again only when `html` is asked);
    /// - the transactions as CSV when the body could not list them all;
    /// - the first language's full report as HTML when the body had to cut more than the
    ///   transactions (shared expenses, daily charts, sections, even the summary).
    package func email(transactions: () -> [ExportedTransaction]) throws(Failure) -> Output {
        let settings = email!
        let documents = locales.map { (name: $0.name, document: ReportDocument(report, locale: $0.locale)) }
        let (firstName, first) = documents[0]
        let asked = settings.attach ?? []
        let several = documents.count > 1
        func csvName(_ lang: String) -> String {
            (several ? FileNamePattern.transactionsPerLanguage : .standardTransactions).expand(values(lang: lang, ext: "csv"))
        }

        let reportName = FileNamePattern.standard.expand(values(lang: firstName, ext: AttachmentKind.html.fileExtension))
        let fit: EmailBudget.Fit
        do {
            let t = first.locale.catalogue
            let file = MessageArgument.text(reportName)
            let notes = EmailBudget.Notes(
                transactions: { t("layout.moreInAttachment", ["count": .number($0), "file": .text(csvName(firstName))]) },
                sharedExpenses: { t($1 ? "anywhere3.email.sharedMore" : "anywhere3.email.sharedNone", ["count": .number($0), "file": file]) },
                dailyCharts: { t($1 ? "anywhere3.email.chartsEarlier" : "anywhere3.email.chartsAll", ["count": .number($0), "file": file]) },
                monthsChart: { t("anywhere3.email.monthsChart", ["file": file]) },
                section: { t("anywhere3.email.section", ["file": file]) },
                summary: { t("anywhere4.email.summary", ["file": file]) },
                balanceCharts: { t($1 ? "anywhere5.email.balanceMore" : "anywhere5.email.balanceAll", ["count": .number($0), "file": file]) })
            fit = try EmailBudget().fit(first.view, alsoUnlisted: report.omittedTransactions, notes: notes,
                                        render: { view throws(RenderError) in try html.render(ReportDocument(view: view, report: report, locale: first.locale)) })
        } catch {
            throw Failure(message: error.message)
        }

        var attachments: [EmailAttachment] = []
        var named: [ExportedTransaction]?
        func attachCSV(_ name: String, _ document: ReportDocument) {
            // Its `source` column names each file without its folder, as the reports do: an email travels.
            let list = named ?? transactions().map { e -> ExportedTransaction in
                var e = e
                e.transaction.location.file = e.transaction.location.file.split(separator: "/").last.map(String.init) ?? e.transaction.location.file
                return e
            }
            named = list
            let csv = TransactionsCSV.encode(list, language: document.locale.language)
            attachments.append(EmailAttachment(fileName: csvName(name), mediaType: AttachmentKind.csv.mediaType, bytes: Array(csv.utf8),
                                               language: several ? document.locale.tag : nil))
        }
        func attachReports(_ kind: AttachmentKind, _ list: ArraySlice<(name: String, document: ReportDocument)>) throws(Failure) {
            for (name, document) in list {
                let format: OutputFormat = kind == .json ? .json : kind == .html ? .html : .markdown
                let text = try render(format, document)
                attachments.append(EmailAttachment(
                    fileName: FileNamePattern.standard.expand(values(lang: name, ext: kind.fileExtension)),
                    mediaType: kind.mediaType, bytes: Array(text.utf8), language: document.locale.tag))
            }
        }
        for kind in asked {
            if kind == .csv { for (name, document) in documents { attachCSV(name, document) } } else { try attachReports(kind, documents[...]) }
        }
        if several, !asked.contains(where: \.isPerLanguage) { try attachReports(.html, documents.dropFirst()) }
        if fit.leftOut > 0, !asked.contains(.csv) { attachCSV(firstName, first) }
        // What else the body could not hold travels in the full report.
        if fit.cutMore, !asked.contains(.html) { try attachReports(.html, documents.prefix(1)) }
        let renderer = EmailRenderer(settings: settings, attachments: attachments, date: ReportOutputs.date(),
                                     uniqueness: ReportOutputs.uniqueness(), html: html)
        do {
            let text = try renderer.render(ReportDocument(view: fit.view, report: report, locale: first.locale), html: fit.html)
            return Output(values: values(lang: firstName, ext: "eml"), bytes: Array(text.utf8))
        } catch {
            throw Failure(message: error.message)
        }
    }
}
