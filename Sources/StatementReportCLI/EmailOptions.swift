import ArgumentParser
import StatementKit

/// The email of `--format eml`: recipients, sender, subject, attachments. Each option wins over the
/// same key of the configuration's `email:` section. (`--from` and `--to` are the report's period,
/// hence `--mail-from` and `--mail-to`.)
struct EmailOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Recipient of --format eml (repeat, or separate by commas). Default: email.to of the configuration.", valueName: "address"))
    var mailTo: [String] = []

    @Option(name: .long, help: ArgumentHelp("Copy to (repeat, or separate by commas).", valueName: "address"))
    var mailCc: [String] = []

    @Option(name: .long, help: ArgumentHelp("Blind copy to: sendmail -t and msmtp -t send it and remove the header.", valueName: "address"))
    var mailBcc: [String] = []

    @Option(name: .long, help: ArgumentHelp("Sender (\"Name <address>\"). Default: email.from of the configuration, else $EMAIL.", valueName: "address"))
    var mailFrom: String?

    @Option(name: .long, help: ArgumentHelp("Subject. Default: the period and the account, in the report's language.", valueName: "text"))
    var subject: String?

    @Option(name: .long, help: ArgumentHelp("Attach to the email, separated by commas: html, md, json (the report, in every language asked) and csv (its transactions). Default: none, or html with several languages.", valueName: "list"))
    var attach: String?

    @Flag(name: .long, help: "End the email's lines with CRLF (for SMTP libraries) instead of LF (for sendmail -t and msmtp -t).")
    var crlf = false

    var given: Bool { !mailTo.isEmpty || !mailCc.isEmpty || !mailBcc.isEmpty || mailFrom != nil || subject != nil || attach != nil || crlf }

    func validate(isEmail: Bool, catalogue t: Catalogue) throws {
        if given, !isEmail { throw ValidationError(t("usage.emailOptionsWithoutEml")) }
        do {
            for list in [mailTo, mailCc, mailBcc] { for text in list { _ = try EmailAddress.list(parsing: text) } }
            if let mailFrom { _ = try EmailAddress(parsing: mailFrom) }
        } catch {
            throw ValidationError(t.render(error.message))
        }
        if let subject, subject.contains(where: { $0.isNewline }) {
            throw ValidationError(t("email.lineBreak", ["text": .text(subject)]))
        }
        if let attach, case let .failure(failure) = AttachmentKind.list(parsing: attach) {
            throw ValidationError(t("usage.unknownAttachment", ["name": .text(failure.name), "known": .text(AttachmentKind.names)]))
        }
    }

    /// The settings of this run: these options over the configuration's `email:` section, and
    /// `$EMAIL` for the sender when neither gives one.
    func settings(over configured: EmailSettings, environment: [String: String]) throws(EmailError) -> EmailSettings {
        var s = configured
        func list(_ texts: [String]) throws(EmailError) -> [EmailAddress] {
            var all: [EmailAddress] = []
            for text in texts { all += try EmailAddress.list(parsing: text) }
            return all
        }
        if !mailTo.isEmpty { s.to = try list(mailTo) }
        if !mailCc.isEmpty { s.cc = try list(mailCc) }
        if !mailBcc.isEmpty { s.bcc = try list(mailBcc) }
        if let mailFrom { s.from = try EmailAddress(parsing: mailFrom) }
        if s.from == nil, let email = environment["EMAIL"], !email.isEmpty { s.from = try EmailAddress(parsing: email) }
        if let subject { s.subject = subject }
        if let attach, case let .success(kinds) = AttachmentKind.list(parsing: attach) { s.attach = kinds }
        if crlf { s.lineEnding = .crlf }
        return s
    }
}
