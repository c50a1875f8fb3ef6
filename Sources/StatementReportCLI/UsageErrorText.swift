import StatementKit

/// ArgumentParser's usage errors (`Error: Unknown option '--x'`, the usage line, `See '... --help'`)
/// written in the reader's language from the catalogue (`usage.*`), layout unchanged.
///
/// ArgumentParser writes these in English and gives no hook for their words, so the known sentences
/// are recognised and rewritten; a sentence this does not know (a newer ArgumentParser's) stays as
/// ArgumentParser wrote it. Our own `ValidationError` texts already come from the catalogue. The
/// help screen itself stays in English.
struct UsageErrorText {
    let catalogue: Catalogue

    func rewrite(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { rewrite(line: String($0)) }
            .joined(separator: "\n")
    }

    private func rewrite(line: String) -> String {
        if let rest = line.dropping(prefix: "Error: ") { return label("usage.error") + message(rest) }
        if let rest = line.dropping(prefix: "Help:  ") { return label("usage.help") + rest }
        if let rest = line.dropping(prefix: "Usage: ") { return label("usage.usage") + rest }
        if let command = line.between("  See '", "' for more information.") {
            return "  " + catalogue("usage.seeHelp", ["command": .text(command)])
        }
        return line
    }

    private func label(_ key: String) -> String { catalogue(key) + catalogue.locale.colon }

    /// ArgumentParser's sentence in our words, or the text unchanged.
    func message(_ text: String) -> String {
        if let inner = text.between("Unknown option '", "'?"), let range = inner.range(of: "'. Did you mean '") {
            return catalogue("usage.unknownOptionSuggestion", ["option": .text(String(inner[..<range.lowerBound])),
                                                               "suggestion": .text(String(inner[range.upperBound...]))])
        }
        if let option = text.between("Unknown option '", "'") {
            return catalogue("usage.unknownOption", ["option": .text(option)])
        }
        if let argument = text.between("Missing expected argument '", "'") {
            return catalogue("usage.missingArgument", ["argument": .text(argument)])
        }
        if let option = text.between("Missing value for '", "'") {
            return catalogue("usage.missingValue", ["option": .text(option)])
        }
        if let argument = text.between("Unexpected argument '", "'") {
            return catalogue("usage.unexpectedArgument", ["argument": .text(argument)])
        }
        if let inner = text.between("The value '", "'"), let range = inner.range(of: "' is invalid for '") {
            return catalogue("usage.invalidValue", ["value": .text(String(inner[..<range.lowerBound])),
                                                    "option": .text(String(inner[range.upperBound...]))])
        }
        return text
    }
}

extension String {
    fileprivate func dropping(prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// The text between `prefix` and `suffix` when the string is exactly that, else nil.
    fileprivate func between(_ prefix: String, _ suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
