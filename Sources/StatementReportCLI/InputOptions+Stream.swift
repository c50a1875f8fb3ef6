import StatementKit

extension InputOptions {
    /// The library's pipeline, with the options given.
    var session: ReportSession { ReportSession(importOptions: importOptions, inputFormat: inputFormat) }

    /// The inputs given (`-` is standard input).
    var sources: [InputSource] { files.map(InputSource.argument) }

    /// Prints what became of one input: its rejected rows (errors under `--strict`) and warnings
    /// (unless `--quiet`), or why it could not be read; counts it in `status`.
    func report(_ outcome: ReportSession.Outcome, printer: DiagnosticPrinter, into status: inout RunStatus) {
        switch outcome {
        case let .read(record):
            printer.rejectedRows(record, asErrors: strict)
            printer.warnings(record)
            if strict, !record.rejected.isEmpty { status.strictRejections += 1 }
        case let .failed(error):
            printer.error(error)
            status.failures += 1
        }
    }
}
