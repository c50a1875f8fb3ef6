import Foundation
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementRendering
import StatementResources

/// Builds the embedded tables a command needs (the JSON key names, the categories, the CSV column
/// names and profiles, the currencies) on a second thread while the first one starts on the command line and the
/// input: the start of a run then costs the slower of the two threads rather than their sum (the
/// YAML of the CSV profiles is the largest part of a monthly report's start-up).
///
/// It used to rehearse a three-row report in memory too, so that the first report would find the
/// runtime's conformance caches and ICU's data ready. With the HTML page written by Swift code that
/// rehearsal cost 23 million instructions and saved the first report less than it cost (measured
/// with callgrind, Documentation/Performance.md): a batch run by GNU parallel, one process per core,
/// paid it for nothing. It is gone.
///
/// Nothing changes but the timing: the tables are lazily built globals, and a thread that needs one
/// the warm-up is still building waits for it.
public final class WarmUp: Sendable {
    private let thread: BackgroundThread<Void>

    private init(_ thread: BackgroundThread<Void>) { self.thread = thread }

    /// Starts building the tables on a new thread, in the order the first thread needs them: the
    /// categories (the report builder, before the input), then what identifying a CSV file needs (the
    /// column names, the profiles, the currencies). The JSON key names are not among them: the JSON
    /// importer reads them only for a file that starts like JSON, and building them for every run
    /// cost 2.9 M instructions of CPU that a CSV report never used. A table the first thread reaches first it builds itself, or
    /// waits for; in this order it reaches none of them on a monthly CSV report (callgrind: the
    /// first thread 90.2 M instructions → 62.7 M with the other changes of the same day, the
    /// profiles first left it building the JSON keys, the categories and the column names itself).
    public static func start() -> WarmUp {
        WarmUp(BackgroundThread {
            _ = CategoryCatalog.standard
            _ = CSVColumnRoles.standard
            _ = CSVProfileLibrary.standard
            _ = CurrencyTable.shared
        })
    }

    /// Waits until the thread is done (so that none is left running when the process ends).
    public func wait() { thread.wait() }
}
