import ArgumentParser
import StatementKit

/// The words of `--help`, from the catalogue (`help.*`) in the reader's language.
///
/// ArgumentParser builds the help from the commands' `configuration` and the property wrappers'
/// `ArgumentHelp`, evaluated when it needs them, after `main()` has set `catalogue` from the command
/// line and the environment (`StatementReportCommand.messageLocale`). Set once, before parsing, on the
/// main thread; read only afterwards.
enum HelpText {
    nonisolated(unsafe) static var catalogue: Catalogue = ReportLocale.fromEnvironment().catalogue

    /// The text of `key`.
    static func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        catalogue(key, arguments)
    }

    /// An option's help with the name of its value (`help.value.*`).
    static func help(_ key: String, value: String, _ arguments: [String: MessageArgument] = [:]) -> ArgumentHelp {
        ArgumentHelp(text(key, arguments), valueName: text("help.value." + value))
    }

    /// A flag's help.
    static func help(_ key: String) -> ArgumentHelp {
        ArgumentHelp(text(key))
    }
}
