import StatementImport
import StatementLocalization
import StatementModel

/// How the lines of a written message end (`email.lineEnding` in the config, `--line-ending`).
public enum LineEnding: String, Sendable, CaseIterable {
    /// What `sendmail -t`, `msmtp -t` and Unix mailboxes take.
    case lf
    /// RFC 5322's own form, for SMTP libraries and `.eml` files opened on Windows.
    case crlf
}
