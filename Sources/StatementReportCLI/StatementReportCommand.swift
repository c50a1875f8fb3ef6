import ArgumentParser
import StatementKit

/// `statement-report`: bank statements in, readable reports out.
@main
struct StatementReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statement-report",
        abstract: "Turn bank statement files (CSV, JSON, OFX/QFX, camt.053) into HTML or Markdown reports, in French or English.",
        discussion: """
            Exit codes: 0 success; 1 an input could not be read or a report could not be written; \
            64 bad usage.
            """,
        version: "0.1.0",
        subcommands: [ReportCommand.self, TransactionsCommand.self, InspectCommand.self, BenchmarkImportCommand.self],
        defaultSubcommand: ReportCommand.self
    )
}
