import Foundation
import Testing

/// `--help` in the reader's language: the catalogue's texts (`help.json`), and ArgumentParser's own
/// words rewritten (`HelpScreen`), chosen by `--lang` or the environment like every message.
@Suite struct HelpLanguageTests {
    static let screens: [[String]] = [["--help"], ["report", "--help"], ["transactions", "--help"], ["inspect", "--help"], ["help", "report"]]

    /// English words that no French help screen may use (command and option names aside).
    static let englishWords: Set<String> = [
        "the", "of", "and", "with", "to", "from", "file", "files", "statement", "statements", "show", "write", "default", "usage",
        "overview", "subcommands", "subcommand", "information", "see", "instead", "transaction", "only", "this", "each", "email",
    ]
    /// French words that no English help screen may use.
    static let frenchWords: Set<String> = [
        "les", "des", "du", "le", "la", "et", "fichier", "fichiers", "relevés", "afficher", "écrire", "défaut", "utilisation",
        "description", "sous", "commande", "opérations", "courriel", "voir", "aide", "par",
    ]

    /// The words of `text` outside names (`--max-transactions`, `statement-report`, `{lang}`, `$EMAIL`,
    /// `email.to`), lower-cased.
    static func words(_ text: String) -> Set<String> {
        var words: Set<String> = []
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token.contains("-") || token.contains("{") || token.contains("/") || token.contains("$") || token.dropLast().contains(".") { continue }
            for word in token.split(whereSeparator: { !$0.isLetter }) where word.count > 1 { words.insert(word.lowercased()) }
        }
        return words
    }

    @Test(arguments: screens)
    func helpUnderAFrenchEnvironmentIsFrench(_ arguments: [String]) throws {
        let run = try Tool.run(arguments, environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("UTILISATION\u{00A0}: statement-report"))
        #expect(run.stdout.contains("OPTIONS\u{00A0}:\n"))
        let english = Self.words(run.stdout).intersection(Self.englishWords)
        #expect(english.isEmpty, "English in the French help of \(arguments): \(english.sorted())")
        #expect(!run.stdout.contains("help."), "a key with no text")
    }

    @Test(arguments: screens)
    func helpWithLangEnglishIsEnglishUnderAFrenchEnvironment(_ arguments: [String]) throws {
        let run = try Tool.run(arguments + ["--lang", "en"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: statement-report"))
        let french = Self.words(run.stdout).intersection(Self.frenchWords)
        #expect(french.isEmpty, "French in the English help of \(arguments): \(french.sorted())")
        #expect(!run.stdout.contains("help."), "a key with no text")
    }

    /// `help <subcommand>` takes `--lang` and `--locale` like `--help` does (ArgumentParser's own
    /// `help` refuses options).
    @Test(arguments: [(["help", "report", "--lang", "en"], "USAGE: statement-report report"),
                      (["help", "--lang=en"], "USAGE: statement-report"),
                      (["help", "inspect", "--locale", "fr-CH"], "UTILISATION\u{00A0}: statement-report inspect")])
    func helpSubcommandTakesTheLanguage(_ arguments: [String], usage: String) throws {
        let run = try Tool.run(arguments, environment: ["LANG": usage.hasPrefix("USAGE") ? "fr_FR.UTF-8" : "en_US.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains(usage))
        let other = Self.words(run.stdout).intersection(usage.hasPrefix("USAGE") ? Self.frenchWords : Self.englishWords)
        #expect(other.isEmpty, "other language in the help of \(arguments): \(other.sorted())")
    }

    @Test func langFrenchGivesFrenchHelpUnderTheCLocale() throws {
        let run = try Tool.run(["report", "--help", "--lang", "fr"])
        // The help is wrapped to the terminal's width: compare with lines joined.
        let text = run.stdout.replacing(/[ \n]+/, with: " ")
        #expect(text.contains("DESCRIPTION\u{00A0}: Écrire le rapport d’un ou de plusieurs relevés (la commande par défaut)."))
        #expect(run.stdout.contains("  --max-transactions <n>"))
        #expect(run.stdout.contains("--lang <langue>"))
        #expect(text.contains("Par défaut\u{00A0}: 1\u{202F}000."))
        #expect(run.stdout.contains("Courriel (avec --format eml)\u{00A0}:\n"))
        #expect(run.stdout.contains("  -h, --help              Afficher cette aide."))
    }

    @Test func theRootHelpNamesItsSubcommandsInFrench() throws {
        let run = try Tool.run(["--help"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.stdout.contains("UTILISATION\u{00A0}: statement-report <sous-commande>"))
        #expect(run.stdout.contains("SOUS-COMMANDES\u{00A0}:\n"))
        #expect(run.stdout.contains("  report (par défaut)"))
        #expect(run.stdout.contains("Voir «\u{00A0}statement-report help <sous-commande>\u{00A0}» pour l’aide détaillée."))
        #expect(run.stdout.contains("64 mauvaise utilisation"))
    }

    /// A nested command's closing line names it once, with "help" once (`history --help`).
    @Test func aNestedHelpSaysHelpOnce() throws {
        let run = try Tool.run(["history", "--help"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.stdout.contains("Voir «\u{00A0}statement-report help history <sous-commande>\u{00A0}» pour l’aide détaillée."), "\(run.stdout)")
        #expect(!run.stdout.contains("help history help"))
    }

    @Test func aFrenchUsageErrorQuotesTheFrenchHelp() throws {
        let run = try Tool.run(["report"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Erreur\u{00A0}: indiquez au moins un relevé à lire (<fichier> ...)")
        #expect(lines.contains { $0.hasPrefix("Aide\u{00A0}: <fichier>  Relevés à lire (CSV, JSON, QIF, OFX/QFX, camt.053/052/054).") })
        let english = Self.words(run.stderr).intersection(Self.englishWords)
        #expect(english.isEmpty, "\(english.sorted())")
    }

    @Test func theVersionIsLeftAsItIs() throws {
        let run = try Tool.run(["--version"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0\n")
    }

    /// A catalogue file in `STATEMENT_REPORT_RESOURCES` wins over the one the build read, as every
    /// resource there does.
    @Test func aCatalogueFileInTheResourcesFolderWinsOverTheBuiltOne() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let messages = dir.appending(path: "messages/en")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        try #"{"help.report.abstract": "Reports from a catalogue being tried."}"#.write(to: messages.appending(path: "help.json"), atomically: true, encoding: .utf8)
        let tried = try Tool.run(["--help", "--lang", "en"], environment: ["STATEMENT_REPORT_RESOURCES": dir.path])
        #expect(tried.status == 0)
        #expect(tried.stdout.contains("Reports from a catalogue being tried."), "\(tried.stdout)")
        let built = try Tool.run(["--help", "--lang", "en"])
        #expect(built.stdout.contains("Write a report of one or more statements"))
        #expect(!built.stdout.contains("being tried"))
    }
}
