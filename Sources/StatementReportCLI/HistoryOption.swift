import ArgumentParser
import Foundation
import StatementKit

/// `--history FILE`: the history a run records into and compares with (issue 22).
struct HistoryOption: ParsableArguments {
    @Option(name: .long, help: HelpText.help("help.history.option", value: "file"))
    var history: String?

    /// The history to use, opened (created when missing): `--history`, else the configuration's,
    /// else `fallback` (the `history` command's default location), else none. Errors are printed.
    func open(config: ReportConfig, fallback: String? = nil, printer: DiagnosticPrinter, catalogue: Catalogue) throws -> HistoryStore? {
        guard let written = history ?? config.historyPath ?? fallback else { return nil }
        do throws(HistoryError) {
            return try HistoryStore(path: try HistoryStore.resolve(written))
        } catch {
            printer.error(location: error.path, catalogue.render(error.message))
            throw ExitCode(1)
        }
    }

    /// Seconds since 1970 of this run: `SOURCE_DATE_EPOCH` when set.
    static var importTime: Int64 {
        Int64(GenerationDate.epoch() ?? Int(Date().timeIntervalSince1970))
    }

    /// What recording did, as notes: how many were new, and how many another file had recorded.
    static func report(_ outcomes: [HistoryRecordOutcome], history: String, printer: DiagnosticPrinter, catalogue: Catalogue) {
        for o in outcomes {
            let skipped = o.alreadyRecorded + o.skippedFromOtherFiles
            if o.recorded == 0, skipped > 0 {
                // Nothing new (the same download again): said once, with how many were there already.
                printer.note(location: history, catalogue("history5.nothingNew", ["file": .text(o.file), "count": .number(skipped)]))
            } else {
                printer.note(location: history, catalogue("history.recorded", ["file": .text(o.file), "count": .number(o.recorded)]))
            }
            if o.alreadyRecorded > 0, o.alreadyRecorded < skipped || o.recorded > 0 {
                printer.note(location: history, catalogue("history.alreadyRecorded", ["file": .text(o.file), "count": .number(o.alreadyRecorded)]))
            }
            for (other, count) in o.fromOtherFiles.sorted(by: { $0.key < $1.key }) {
                printer.note(location: history, catalogue("history.fromOtherFile", [
                    "file": .text(o.file), "count": .number(count), "other": .text(other),
                ]))
            }
        }
    }
}
