import StatementAnalysis

/// The JSON report (`--format json`): the report model for scripts, its messages in the reader's
/// language (`ReportJSON`).
public struct ReportJSONRenderer: ReportRenderer {
    public let fileExtension = "json"

    public init() {}

    public func render(_ document: ReportDocument) throws(RenderError) -> String {
        ReportJSON.encode(document.report, language: document.locale.language, locale: document.locale)
    }
}
