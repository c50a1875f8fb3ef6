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

/// Builds the embedded tables a command needs (the CSV profiles and column names, the categories,
/// the currencies, the HTML template) on a second thread while the first one starts on the command
/// line and the input: the start of a run then costs the slower of the two threads rather than
/// their sum (a few milliseconds of YAML and template parsing, which matter for small files).
///
/// Nothing changes but the timing: the tables are lazily built globals, and a thread that needs one
/// the warm-up is still building waits for it.
public final class WarmUp: Sendable {
    private let thread: BackgroundThread<Void>

    private init(_ thread: BackgroundThread<Void>) { self.thread = thread }

    /// Starts building the tables on a new thread, in the order a report needs them last-first
    /// (the first thread builds the ones it needs at once itself).
    public static func start() -> WarmUp {
        WarmUp(BackgroundThread {
            _ = CSVProfileLibrary.standard
            _ = HTMLTemplates.embedded
            _ = CurrencyTable.shared
            _ = JSONKeys.standard
        })
    }

    /// Waits until the thread is done (so that none is left running when the process ends).
    public func wait() { thread.wait() }
}
