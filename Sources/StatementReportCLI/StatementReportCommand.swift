import ArgumentParser
import StatementKit

/// `statement-report`: bank statements in, readable reports out.
@main
struct StatementReportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "statement-report", abstract: HelpText.text("help.root.abstract"), discussion: HelpText.text("help.root.discussion"),
            version: "0.1.0", subcommands: [ReportCommand.self, TransactionsCommand.self, InspectCommand.self, HistoryCommand.self],
            defaultSubcommand: ReportCommand.self)
    }

    /// ArgumentParser's own `main`, except that usage errors are written in the reader's language.
    static func main() {
        // SIGPIPE ignored (a reader gone is seen as EPIPE), descriptors 0–2 held: see StandardOutput.
        StandardOutput.prepare()
        let arguments = helpArguments(Array(CommandLine.arguments.dropFirst()))
        // The embedded tables (CSV profiles, templates, ...) are built on a second thread while this
        // one parses the command line and reads the input; waited for before the process ends.
        // The help texts in the reader's language, before ArgumentParser reads them (`HelpText`).
        HelpText.catalogue = messageLocale(arguments).catalogue
        let warmUp = warmsUp(arguments) ? WarmUp.start() : nil
        func end(_ code: Int32) -> Never {
            warmUp?.wait()
            terminate(code)
        }
        do {
            // A plain line of a command that reads files is read without ArgumentParser (`PlainCommandLine`).
            var command: ParsableCommand = if let plain = PlainSubcommands.command(arguments) { plain } else { try parseAsRoot(arguments) }
            #if DEBUG
            if let fast = command as? any PlainSubcommand {
                let parsed = try parseAsRoot(arguments)
                precondition(fast.reads(as: parsed), "PlainSubcommand read \(arguments) otherwise")
            }
            #endif
            try command.run()
            warmUp?.wait()
        } catch {
            // A command that has printed why it stops (an output that is an input: 64) just stops.
            if let code = error as? ExitCode { end(code.rawValue) }
            if exitCode(for: error) == .success, asksForHelp(arguments) {
                print(HelpScreen(catalogue: HelpText.catalogue).rewrite(fullMessage(for: error)))
                end(0)
            }
            guard exitCode(for: error) == .validationFailure else {
                warmUp?.wait()
                exit(withError: error)
            }
            let catalogue = messageLocale(arguments).catalogue
            writeStandardError(UsageErrorText(catalogue: catalogue).rewrite(fullMessage(for: error)) + "\n")
            end(ExitCode.validationFailure.rawValue)
        }
    }

    /// Whether the run makes reports, which need the tables `WarmUp` builds: not `transactions`
    /// (no template), `inspect`, help, the version or a completion script.
    static func warmsUp(_ arguments: [String]) -> Bool {
        if let first = arguments.first, ["inspect", "help", "transactions", "history"].contains(first) { return false }
        for argument in arguments {
            if argument == "--" { break }
            if argument == "-h" || argument == "--help" || argument == "--version" || argument.hasPrefix("--generate-completion-script")
                || argument.hasPrefix("--experimental")
            {
                return false
            }
        }
        return !arguments.isEmpty
    }

    /// `help report --lang en` as `report --help --lang en`: ArgumentParser's `help` subcommand takes
    /// no option and would refuse `--lang` and `--locale`, which choose the help's language (read by
    /// `messageLocale`). Other arguments are left as they are.
    static func helpArguments(_ arguments: [String]) -> [String] {
        guard arguments.first == "help" else { return arguments }
        let rest = Array(arguments.dropFirst())
        guard rest.contains(where: { ["--lang", "--locale"].contains($0) || $0.hasPrefix("--lang=") || $0.hasPrefix("--locale=") })
        else { return arguments }
        let names = rest.prefix { !$0.hasPrefix("-") }
        return Array(names) + ["--help"] + rest.dropFirst(names.count)
    }

    /// Whether ArgumentParser's clean exit is a help screen (`-h`, `--help`, `help …`), not the
    /// version or a completion script.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.first == "help" || arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    /// The language of a usage error, from `--lang` and `--locale` as written (they may be the error)
    /// and the environment.
    static func messageLocale(_ arguments: [String]) -> ReportLocale {
        func value(of option: String) -> String? {
            var found: String?
            for (i, argument) in arguments.enumerated() {
                if argument == "--" { break }
                if argument == option, i + 1 < arguments.count { found = arguments[i + 1] }
                if argument.hasPrefix(option + "=") { found = String(argument.dropFirst(option.count + 1)) }
            }
            return found
        }
        let lang = value(of: "--lang").map { $0.split(separator: ",").first.map(String.init) ?? $0 }
        return ReportLocale.resolveLeniently(lang: lang, locale: value(of: "--locale"))
    }
}
