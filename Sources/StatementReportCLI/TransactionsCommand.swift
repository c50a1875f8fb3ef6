import ArgumentParser
import StatementKit

/// `statement-report transactions FILE... --format json`: the imported statements, for scripts.
struct TransactionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transactions",
        abstract: "Print the imported transactions in the project's JSON form."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("Output format: json.", valueName: "format"))
    var format: String = "json"

    func validate() throws {
        guard format.lowercased() == "json" else {
            throw ValidationError(input.messageLocale.catalogue("usage.unknownTransactionsFormat", ["format": .text(format)]))
        }
    }

    func run() throws {
        let printer = DiagnosticPrinter(locale: input.locale)
        let (results, failures) = input.importAll(printer: printer)
        guard !results.isEmpty else { throw ExitCode(1) }
        let categorizer = Categorizer()
        writeStandardOutput(TransactionsJSON.encode(results.flatMap(\.statements)) { categorizer.categorize($0).key })
        if failures > 0 { throw ExitCode(1) }
    }
}
