import StatementKit

extension ReportSetup {
    /// The reports of a run, one per group of inputs, on up to `jobs` threads (`--jobs`). The
    /// reports are made in parallel, each one's diagnostics kept aside; then, in input order on this
    /// thread, its diagnostics are printed and its outputs written (named, numbered when a name is
    /// taken, checked against the inputs): the files, the paths printed, the messages and the exit
    /// code are those of `--jobs 1`, byte for byte.
    func run(_ groups: [[String]], jobs: Int, writer: inout OutputWriter) -> RunStatus {
        var status = RunStatus()
        guard jobs > 1, groups.count > 1 else {
            for paths in groups { status += run(paths, writer: &writer, once: groups.count == 1) }
            return status
        }
        // Read-only from here on: the threads share the settings, each report has a printer of its
        // own. The progress line is for one report at a time: not drawn in a parallel batch.
        let shared = SharedSetup(self)
        OrderedBatch.run(count: groups.count, jobs: jobs, work: { index in
            let printer = shared.setup.printer.buffered()
            let made = shared.setup.make(groups[index], printer: printer, progress: nil)
            return MadeReport(outputs: made.outputs, diagnostics: printer.buffer?.text ?? "", status: made.status)
        }, deliver: { _, made in
            if !made.diagnostics.isEmpty { writeStandardError(made.diagnostics) }
            status += made.status + write(made.outputs, writer: &writer)
        })
        return status
    }
}

/// One report of a batch, made on another thread and not yet written.
struct MadeReport: Sendable {
    var outputs: [Output]?
    var diagnostics: String
    var status: RunStatus
}

/// The run's settings, shared by the threads of a batch. Nothing in them changes once the run has
/// begun (the configuration, the options, the locales, the email settings); the only object with
/// state, the progress line, is not used by the threads.
private struct SharedSetup: @unchecked Sendable {
    let setup: ReportSetup

    init(_ setup: ReportSetup) { self.setup = setup }
}
