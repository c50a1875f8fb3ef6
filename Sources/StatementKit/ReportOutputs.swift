#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Foundation
import StatementAnalysis
import StatementConfig
import StatementLocalization
import StatementRendering
import StatementResources

/// One file (or standard output's text) to write, with the values its name is made of.
public struct Output: Sendable {
    public var values: [String: String]
    public var bytes: [UInt8]

    public init(values: [String: String], bytes: [UInt8]) {
        self.values = values
        self.bytes = bytes
    }
}

/// Renders one report in every form a run asks: a file per language, or one email holding them.
/// Everything is rendered before anything is written, so a failure leaves no file behind.
public struct ReportOutputs {
    public let report: Report
    /// The input files, for the `{input}` of file names.
    public let inputs: [String]
    /// The languages asked (`--lang fr,en`), each with its `{lang}` name; the first one speaks to the reader.
    public let locales: [(name: String, locale: ReportLocale)]
    public let format: OutputFormat
    /// For `format == .email`.
    public let email: EmailSettings?
    /// The HTML renderer (`--template` may replace the embedded templates).
    public let html: any ReportRenderer

    public init(report: Report, inputs: [String], locales: [(name: String, locale: ReportLocale)], format: OutputFormat,
                email: EmailSettings? = nil, html: any ReportRenderer = HTMLRenderer())
    {
        self.report = report
        self.inputs = inputs
        self.locales = locales
        self.format = format
        self.email = email
        self.html = html
    }

    /// Why an output could not be made.
    public struct Failure: Error {
        public var message: Message
    }

    /// The outputs; `transactions` gives the report's transactions when the email attaches them.
    public func make(transactions: () -> [ExportedTransaction]) throws(Failure) -> [Output] {
        if format == .email { return [try email(transactions: transactions)] }
        let documents = locales.map { (name: $0.name, document: ReportDocument(report, locale: $0.locale)) }
        var outputs: [Output] = []
        for (name, document) in documents {
            let text = try render(format, document)
            outputs.append(Output(values: values(lang: name, ext: format.fileExtension), bytes: Array(text.utf8)))
        }
        return outputs
    }

    package func values(lang: String, ext: String) -> [String: String] {
        ReportFileName.values(report, inputs: inputs, lang: lang, ext: ext)
    }

    package func renderer(_ format: OutputFormat) -> any ReportRenderer {
        format == .html ? html : format.renderer!
    }

    package func render(_ format: OutputFormat, _ document: ReportDocument) throws(Failure) -> String {
        do {
            return try renderer(format).render(document)
        } catch {
            throw Failure(message: error.message)
        }
    }

    /// `SOURCE_DATE_EPOCH` in UTC when set (reproducible), else now in the local time zone.
    public static func date(environment: [String: String] = ProcessEnvironment.current) -> EmailDate {
        if let seconds = GenerationDate.epoch(environment) { return EmailDate(seconds: seconds) }
        let now = Date()
        return EmailDate(seconds: Int(now.timeIntervalSince1970), offset: TimeZone.current.secondsFromGMT(for: now))
    }

    /// Empty under `SOURCE_DATE_EPOCH` (the Message-ID then depends on the content alone), else
    /// the time, the process and a random number: two runs never share a Message-ID.
    public static func uniqueness(environment: [String: String] = ProcessEnvironment.current) -> String {
        if GenerationDate.epoch(environment) != nil { return "" }
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return "\(ts.tv_sec).\(ts.tv_nsec).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
    }
}

extension FileNamePattern {
    /// The name of the transactions attached to an email.
    package static let standardTransactions = try! FileNamePattern("{account}-{period}-transactions.{ext}")
    /// The same, one per language when the email carries several.
    package static let transactionsPerLanguage = try! FileNamePattern("{account}-{period}-transactions-{lang}.{ext}")
}
