#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit

/// Prints `file:line:column: error: message`, then the offending line and a caret, on standard error,
/// in the reader's language; in colour only when standard error is a terminal.
///
/// Statement text in a diagnostic (a value quoted in the message, the offending line, a file name)
/// shows its control characters as visible escapes (`\x1b`, `\r`, `\n`; `ControlCharacters`),
/// whether standard error is a terminal or a log that someone will `cat` later: a hostile file
/// cannot clear a screen, retitle a window, or hide an error behind a carriage return. The tool's
/// own colours are added after.
struct DiagnosticPrinter {
    let catalogue: Catalogue
    let colour: Bool
    /// Rejected rows printed in full before the rest are only counted.
    var maxRowsShown = 20
    /// `--quiet`: errors only, no warnings or notes.
    let quiet: Bool
    /// Where the text goes instead of standard error, for one report of a batch made on another
    /// thread (`buffered()`): printed later, in input order.
    private(set) var buffer: DiagnosticBuffer?

    init(locale: ReportLocale, quiet: Bool = false) {
        self.catalogue = locale.catalogue
        self.colour = isatty(2) == 1 && getenv("NO_COLOR") == nil
        self.quiet = quiet
        StandardOutput.speak(locale)
    }

    func error(_ error: ImportError) {
        print(severity: "error", location: error.location, message: catalogue.render(error.message), lineText: error.lineText)
    }

    func error(location: String, _ message: String) {
        emit("\(visible(location)): \(label("error"))\(colon)\(visible(message))\n")
    }

    /// Text from outside the tool, its controls shown as escapes.
    private func visible(_ text: String) -> String { ControlCharacters.visible(text) }

    /// `: `, or ` : ` with U+00A0 in French.
    private var colon: String { catalogue.locale.colon }

    /// Rejected rows as warnings, or as errors under `--strict`.
    func rejectedRows(_ record: ImportRecord, asErrors: Bool = false) {
        if quiet && !asErrors { return }
        for row in record.rejected.prefix(maxRowsShown) {
            print(severity: asErrors ? "error" : "warning", location: row.location, message: catalogue.render(row.reason), lineText: row.lineText)
        }
        if record.rejected.count > maxRowsShown {
            emit("\(visible(record.file)): \(label("note"))\(colon)" + catalogue("cli.rejectedRows", ["count": .number(record.rejected.count)]) + "\n")
        }
    }

    /// Remarks about imported rows or the whole file (a duplicate FITID, a reversal, what an
    /// investment statement leaves out): printed like rejected rows, then only counted.
    func warnings(_ record: ImportRecord) {
        if quiet { return }
        for row in record.warnings.prefix(maxRowsShown) {
            print(severity: "warning", location: row.location, message: catalogue.render(row.reason), lineText: row.lineText)
        }
        if record.warnings.count > maxRowsShown {
            emit("\(visible(record.file)): \(label("note"))\(colon)" + catalogue("cli.moreWarnings", ["count": .number(record.warnings.count - maxRowsShown)]) + "\n")
        }
    }

    func print(severity: String, location: SourceLocation, message: String, lineText: String?) {
        var out = "\(visible(location.description)): \(label(severity))\(colon)\(visible(message))\n"
        if let lineText, location.line > 0 {
            out += "    \(visible(lineText))\n"
            if location.column > 0 {
                // Keep tabs so the caret lines up under the same character (an escape takes its width).
                let lead = visible(String(lineText.prefix(location.column - 1))).map { $0 == "\t" ? "\t" : " " }.joined()
                out += "    \(lead)" + (colour ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
            }
        }
        emit(out)
    }

    /// `file: note: text`, unless `--quiet`.
    func note(location: String, _ message: String) {
        if quiet { return }
        emit("\(visible(location)): \(label("note"))\(colon)\(visible(message))\n")
    }

    private func label(_ severity: String) -> String {
        let word = catalogue("diagnostic." + severity)
        guard colour else { return word }
        let code = severity == "error" ? "1;31" : severity == "warning" ? "1;35" : "1;36"
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
    }

    func emit(_ text: String) {
        if let buffer { buffer.text += text } else { writeStandardError(text) }
    }

    /// The same printer, writing into a new buffer instead of standard error.
    func buffered() -> DiagnosticPrinter {
        var printer = self
        printer.buffer = DiagnosticBuffer()
        return printer
    }
}

/// The text of the diagnostics of one report of a batch, kept for printing in input order. Used by
/// one thread at a time.
final class DiagnosticBuffer {
    var text = ""
}
