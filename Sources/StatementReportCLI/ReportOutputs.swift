#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Foundation
import StatementKit

/// One file (or standard output's text) to write, with the values its name is made of.
struct Output {
    var values: [String: String]
    var bytes: [UInt8]
}

/// Renders one report in every form the run asks: a file per language, or one email holding them.
/// Everything is rendered before anything is written, so a failure leaves no file behind.
struct ReportOutputs {
    let setup: ReportSetup
    let report: Report
    let inputs: [String]

    /// Why an output could not be made.
    struct Failure: Error {
        var message: Message
    }

    /// The outputs; `transactions` gives the report's transactions when the email attaches them.
    func make(transactions: () -> [ExportedTransaction]) throws(Failure) -> [Output] {
        let kind = setup.command.output.kind
        if kind == .email { return [try email(transactions: transactions)] }
        var outputs: [Output] = []
        for (name, locale) in setup.locales {
            let text = try render(kind, locale)
            outputs.append(Output(values: values(lang: name, ext: kind.fileExtension), bytes: Array(text.utf8)))
        }
        return outputs
    }

    func values(lang: String, ext: String) -> [String: String] {
        ReportFileName.values(report, inputs: inputs, lang: lang, ext: ext)
    }

    func render(_ kind: OutputOptions.Kind, _ locale: ReportLocale) throws(Failure) -> String {
        switch kind {
        case .json:
            return ReportJSON.encode(report, language: locale.language)
        case let .rendered(format):
            do {
                return try setup.renderer(format).render(ReportView(report, locale: locale))
            } catch {
                throw Failure(message: error.message)
            }
        case .email:
            preconditionFailure("an email is not one rendering")
        }
    }

    /// The email: the first language's report as text and HTML, the attachments asked.
    func email(transactions: () -> [ExportedTransaction]) throws(Failure) -> Output {
        let settings = setup.email!
        let (firstName, first) = setup.locales[0]
        // Each rendering once: the first language's HTML is both the body and, asked, an attachment.
        var rendered: [String: String] = [:]
        func render(_ kind: OutputOptions.Kind, _ locale: ReportLocale) throws(Failure) -> String {
            let key = "\(kind.fileExtension) \(locale.tag)"
            if let known = rendered[key] { return known }
            let text = try self.render(kind, locale)
            rendered[key] = text
            return text
        }
        var attachments: [EmailAttachment] = []
        for kind in settings.attach ?? [] {
            if kind == .csv {
                let csv = TransactionsCSV.encode(transactions(), language: first.language)
                let name = FileNamePattern.standardTransactions.expand(values(lang: firstName, ext: "csv"))
                attachments.append(EmailAttachment(fileName: name, mediaType: kind.mediaType, bytes: Array(csv.utf8)))
                continue
            }
            for (name, locale) in setup.locales {
                let rendered: OutputOptions.Kind = kind == .json ? .json : .rendered(kind == .html ? .html : .markdown)
                let text = try render(rendered, locale)
                attachments.append(EmailAttachment(
                    fileName: FileNamePattern.standard.expand(values(lang: name, ext: kind.fileExtension)),
                    mediaType: kind.mediaType, bytes: Array(text.utf8), language: locale.tag))
            }
        }
        let body = ReportEmail(text: try render(.rendered(.markdown), first), html: try render(.rendered(.html), first),
                               language: first.tag, attachments: attachments)
        var message = EmailMessage(from: settings.from!, to: settings.to, subject: settings.subject ?? ReportSubject.text(report, locale: first),
                                   date: ReportOutputs.date(), body: body.body)
        message.cc = settings.cc
        message.bcc = settings.bcc
        message.uniqueness = ReportOutputs.uniqueness()
        do {
            return Output(values: values(lang: firstName, ext: "eml"), bytes: try message.bytes(lineEnding: settings.lineEnding ?? .lf))
        } catch {
            throw Failure(message: error.message)
        }
    }

    /// `SOURCE_DATE_EPOCH` in UTC when set (reproducible), else now in the local time zone.
    static func date(environment: [String: String] = ProcessInfo.processInfo.environment) -> EmailDate {
        if let seconds = GenerationDate.epoch(environment) { return EmailDate(seconds: seconds) }
        let now = Date()
        return EmailDate(seconds: Int(now.timeIntervalSince1970), offset: TimeZone.current.secondsFromGMT(for: now))
    }

    /// Empty under `SOURCE_DATE_EPOCH` (the Message-ID then depends on the content alone), else
    /// the time, the process and a random number: two runs never share a Message-ID.
    static func uniqueness(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if GenerationDate.epoch(environment) != nil { return "" }
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return "\(ts.tv_sec).\(ts.tv_nsec).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
    }
}

extension FileNamePattern {
    /// The name of the transactions attached to an email.
    static let standardTransactions = try! FileNamePattern("{account}-{period}-transactions.{ext}")
}
