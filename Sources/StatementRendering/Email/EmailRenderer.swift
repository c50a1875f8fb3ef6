import StatementAnalysis
import StatementConfig
import StatementLocalization

/// The report as an email ready for `sendmail -t` (`--format eml`): the first language's report
/// as text and HTML (multipart/alternative), the attachments given, the headers of `settings`.
public struct EmailRenderer: ReportRenderer {
    public let fileExtension = "eml"
    /// Addresses, subject, line ending; `from` and a recipient are required.
    public var settings: EmailSettings
    public var attachments: [EmailAttachment]
    public var date: EmailDate
    /// Mixed into the Message-ID (empty: the ID depends on the content alone).
    public var uniqueness: String
    /// The HTML part's renderer (`--template` may replace the embedded templates).
    public var html: any ReportRenderer
    /// The text/plain part's renderer: plain text in columns (`PlainTextRenderer`).
    public var text: any ReportRenderer

    public init(settings: EmailSettings, attachments: [EmailAttachment] = [], date: EmailDate, uniqueness: String = "",
                html: any ReportRenderer = HTMLRenderer(), text: any ReportRenderer = PlainTextRenderer())
    {
        self.settings = settings
        self.attachments = attachments
        self.date = date
        self.uniqueness = uniqueness
        self.html = html
        self.text = text
    }

    public func render(_ document: ReportDocument) throws(RenderError) -> String {
        try render(document, html: try html.render(document))
    }

    /// The email, with the HTML part already rendered (the same rendering may also be attached).
    public func render(_ document: ReportDocument, html: String) throws(RenderError) -> String {
        guard let from = settings.from else { throw RenderError(Message("usage.emailNeedsSender")) }
        let body = ReportEmail(text: try text.render(document), html: html, language: document.locale.tag, attachments: attachments)
        var message = EmailMessage(from: from, to: settings.to, subject: settings.subject ?? ReportSubject.text(document.report, locale: document.locale),
                                   date: date, body: body.body)
        message.cc = settings.cc
        message.bcc = settings.bcc
        message.uniqueness = uniqueness
        do {
            return String(decoding: try message.bytes(lineEnding: settings.lineEnding ?? .lf), as: UTF8.self)
        } catch {
            throw RenderError(error.message)
        }
    }
}
