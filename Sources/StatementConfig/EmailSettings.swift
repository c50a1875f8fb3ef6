import StatementImport
import StatementLocalization
import StatementModel

/// The `email:` section of the configuration: who a report's email goes to and what it carries,
/// for `--format eml`. The command-line options (`--mail-to`, `--mail-cc`, `--mail-bcc`,
/// `--mail-from`, `--subject`, `--attach`, `--crlf`) win over these, key by key.
///
/// ```yaml
/// email:
///   to: [camille@example.org, "Alex Martin <alex@example.org>"]
///   cc: comptable@example.org
///   from: "Relevés <releves@example.org>"
///   subject: Relevé du compte joint   # default: the period and the account, in the report's language
///   attach: [html, csv]
///   line_endings: lf                  # or crlf
/// ```
public struct EmailSettings: Sendable, Decodable {
    public var to: [EmailAddress] = []
    public var cc: [EmailAddress] = []
    public var bcc: [EmailAddress] = []
    public var from: EmailAddress?
    public var subject: String?
    public var attach: [AttachmentKind]?
    public var lineEnding: LineEnding?

    public init() {}

    package static let keys = ["to", "cc", "bcc", "from", "subject", "attach", "line_endings"]

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "email", known: EmailSettings.keys)
        to = try EmailSettings.addresses(m, "to")
        cc = try EmailSettings.addresses(m, "cc")
        bcc = try EmailSettings.addresses(m, "bcc")
        if let text = try m.decodeIfPresent("from", as: Located<String>.self) {
            do {
                from = try EmailAddress(parsing: text.value)
            } catch {
                throw ConfigIssue(error.message, path: text.path)
            }
        }
        if let text = try m.decodeIfPresent("subject", as: Located<String>.self) {
            guard !text.value.contains(where: { $0.isNewline }) else {
                throw ConfigIssue(Message("email.lineBreak", ["text": .text(text.value)]), path: text.path)
            }
            subject = text.value
        }
        if let names = try m.decodeIfPresent("attach", as: OneOrMany<Located<String>>.self)?.items {
            var kinds: [AttachmentKind] = []
            for name in names {
                guard let kind = AttachmentKind(name: ConfigValue.trimmed(name.value)) else {
                    throw ConfigIssue(Message("config.badChoice", ["text": .text(name.value), "expected": .text(AttachmentKind.names)]),
                                      path: name.path)
                }
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            attach = kinds
        }
        if let text = try m.decodeIfPresent("line_endings", as: Located<String>.self) {
            guard let ending = LineEnding(rawValue: ConfigValue.trimmed(text.value).lowercased()) else {
                throw ConfigIssue(Message("config.badChoice", ["text": .text(text.value), "expected": "lf, crlf"]), path: text.path)
            }
            lineEnding = ending
        }
    }

    private static func addresses(_ m: StrictMapping, _ key: String) throws -> [EmailAddress] {
        guard let items = try m.decodeIfPresent(key, as: OneOrMany<Located<String>>.self)?.items else { return [] }
        var list: [EmailAddress] = []
        for item in items {
            do {
                list += try EmailAddress.list(parsing: item.value)
            } catch {
                throw ConfigIssue(error.message, path: item.path)
            }
        }
        return list
    }
}

extension ReportConfig {
    /// The `email:` section, checked; empty when the file has none.
    public func emailSettings() throws(ConfigError) -> EmailSettings {
        try decodeSection("email", as: EmailSettings.self) ?? EmailSettings()
    }
}
