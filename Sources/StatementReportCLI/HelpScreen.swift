import StatementKit

/// ArgumentParser's help screen with its own fixed words in the reader's language (`help.parser.*`):
/// `OVERVIEW:`, `USAGE:`, the section titles, the `--help` and `--version` lines, `(default: …)` and
/// the closing `See '… help <subcommand>'` line. Our texts (abstracts, options' help, value names)
/// are already the catalogue's (`HelpText`); a line this does not know stays as written.
struct HelpScreen {
    let catalogue: Catalogue

    /// The parser's section titles and the keys of their translations.
    private static let titles: [(english: String, key: String)] = [
        ("ARGUMENTS", "help.parser.arguments"), ("OPTIONS", "help.parser.options"), ("SUBCOMMANDS", "help.parser.subcommands"),
    ]

    func rewrite(_ text: String) -> String {
        guard catalogue.language != .english else { return text }
        var lines: [String] = []
        var usageIndent: (old: Int, new: Int)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let indent = usageIndent, line.hasPrefix(String(repeating: " ", count: indent.old)) {
                lines.append(String(repeating: " ", count: indent.new) + line.dropFirst(indent.old))
                continue
            }
            usageIndent = nil
            if let rest = line.dropping(prefix: "USAGE: ") {
                let label = self.label("help.parser.usage")
                usageIndent = (7, label.count)
                lines.append(label + rest.replacing("<subcommand>", with: "<" + catalogue("help.value.subcommand") + ">"))
            } else if let rest = line.dropping(prefix: "OVERVIEW: ") {
                lines.append(label("help.parser.overview") + rest)
            } else {
                lines.append(rewrite(line: line))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func rewrite(line: String) -> String {
        for title in HelpScreen.titles where line == title.english + ":" {
            return heading(catalogue(title.key))
        }
        let group = catalogue("help.email.title")
        if line == group.uppercased() + ":" { return heading(group) }
        if let command = line.between("  See '", " <subcommand>' for detailed help.") {
            return "  " + catalogue("help.parser.seeSubcommandHelp", ["command": .text(command)])
        }
        var line = line
        for (english, key) in [("Show help information.", "help.parser.helpFlag"), ("Show the version.", "help.parser.versionFlag"),
                               ("Show subcommand help information.", "help.parser.helpCommand")] where line.hasSuffix(" " + english) {
            line = String(line.dropLast(english.count)) + catalogue(key)
        }
        if let range = line.range(of: " (default) ") {
            // The column after it stays where the parser put it: the translation takes its width
            // from the spaces that follow.
            let translated = catalogue("help.parser.defaultCommand")
            var end = range.upperBound
            var spaces = 1
            while end < line.endIndex, line[end] == " " {
                end = line.index(after: end)
                spaces += 1
            }
            let pad = max(1, spaces - (translated.count - "(default)".count))
            line.replaceSubrange(range.lowerBound..<end, with: " " + translated + String(repeating: " ", count: pad))
        }
        if let open = line.range(of: "(default: "), line.hasSuffix(")") {
            let value = String(line[open.upperBound...].dropLast())
            line = String(line[..<open.lowerBound]) + catalogue("help.parser.default", ["value": .text(value)])
        }
        return line
    }

    /// `UTILISATION : ` with the locale's colon.
    private func label(_ key: String) -> String { catalogue(key) + catalogue.locale.colon }

    /// A section's title: `OPTIONS :`, with nothing after the colon.
    private func heading(_ title: String) -> String { title + catalogue.locale.colon.dropLast() }
}

extension String {
    fileprivate func dropping(prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    fileprivate func between(_ prefix: String, _ suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
