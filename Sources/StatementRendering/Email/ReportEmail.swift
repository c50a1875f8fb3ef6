import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The body of a report's email: `multipart/alternative` with the report as plain text
/// (`PlainTextRenderer`) and as HTML, inside `multipart/mixed` with the
/// attachments when there are some.
public struct ReportEmail: Sendable {
    /// The text/plain part.
    public var text: String
    /// The text/html part.
    public var html: String
    /// The language of both (`fr-FR`), for `Content-Language`.
    public var language: String?
    public var attachments: [EmailAttachment]

    public init(text: String, html: String, language: String? = nil, attachments: [EmailAttachment] = []) {
        self.text = text
        self.html = html
        self.language = language
        self.attachments = attachments
    }

    public var body: MIMEPart {
        let alternative = MIMEPart.multipart(subtype: "alternative", parts: [
            .text(text, subtype: "plain", language: language),
            .text(html, subtype: "html", language: language),
        ])
        guard !attachments.isEmpty else { return alternative }
        return .multipart(subtype: "mixed", parts: [alternative] + attachments.map {
            .attachment($0.bytes, fileName: $0.fileName, mediaType: $0.mediaType, language: $0.language)
        })
    }
}

/// A file attached to an email.
public struct EmailAttachment: Sendable, Hashable {
    public var fileName: String
    public var mediaType: String
    public var bytes: [UInt8]
    public var language: String?

    public init(fileName: String, mediaType: String, bytes: [UInt8], language: String? = nil) {
        self.fileName = fileName
        self.mediaType = mediaType
        self.bytes = bytes
        self.language = language
    }
}
