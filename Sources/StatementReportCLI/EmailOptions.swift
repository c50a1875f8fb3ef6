import ArgumentParser
import StatementKit

/// The email of `--format eml`: recipients, sender, subject, attachments. Each option wins over the
/// same key of the configuration's `email:` section. (`--from` and `--to` are the report's period,
/// hence `--mail-from` and `--mail-to`.)
struct EmailOptions: ParsableArguments {
    @Option(name: .long, help: HelpText.help("help.email.mailTo", value: "address"))
    var mailTo: [String] = []

    @Option(name: .long, help: HelpText.help("help.email.mailCc", value: "address"))
    var mailCc: [String] = []

    @Option(name: .long, help: HelpText.help("help.email.mailBcc", value: "address"))
    var mailBcc: [String] = []

    @Option(name: .long, help: HelpText.help("help.email.mailFrom", value: "address"))
    var mailFrom: String?

    @Option(name: .long, help: HelpText.help("help.email.subject", value: "text"))
    var subject: String?

    @Option(name: .long, help: HelpText.help("help.email.attach", value: "list"))
    var attach: String?

    @Flag(name: .long, help: HelpText.help("help.email.crlf"))
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
