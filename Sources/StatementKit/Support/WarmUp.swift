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
/// Then it rehearses: a report of three rows, made in memory in the reader's language and thrown
/// away. The first report of a process pays for more than tables: the runtime looks up, once per
/// type, each protocol the templates' values are cast to (the whole table of conformances each
/// time), instantiates generic types, and ICU loads its data for the locale; done here, on the
/// second thread, the first report finds all of that ready.
///
/// Nothing changes but the timing: the tables are lazily built globals and the runtime's caches are
/// caches (what the rehearsal fills is the same for any report), and a thread that needs one the
/// warm-up is still building waits for it.
public final class WarmUp: Sendable {
    private let thread: BackgroundThread<Void>

    private init(_ thread: BackgroundThread<Void>) { self.thread = thread }

    /// Starts building the tables on a new thread, in the order a report needs them last-first
    /// (the first thread builds the ones it needs at once itself).
    public static func start(rehearsing locale: ReportLocale = .fromEnvironment()) -> WarmUp {
        WarmUp(BackgroundThread {
            _ = CSVProfileLibrary.standard
            _ = CSVColumnRoles.standard
            rehearse(locale)
            _ = CurrencyTable.shared
            _ = JSONKeys.standard
        })
    }

    /// Waits until the thread is done (so that none is left running when the process ends).
    public func wait() { thread.wait() }

    /// A three-row statement read, analysed and rendered in HTML, in memory; the result is dropped.
    static func rehearse(_ locale: ReportLocale) {
        let csv = "Date;Libellé;Montant\n01/10/2026;VIR SALAIRE OCTOBRE;2 845,16\n02/10/2026;CB CARREFOUR MARKET;-64,37\n"
            + "05/10/2026;PRLV SEPA EDF;-78,40\n"
        let session = ReportSession(importOptions: ImportOptions(defaultCurrency: .euro))
        let day = CalendarDay(dayNumber: 20_757)
        var accumulator = ReportBuilder(generatedOn: day, config: ReportConfig(), options: ReportOptions()).accumulator()
        guard (try? session.stream(InputFile.bytes(Array(csv.utf8), name: "warm-up.csv"), into: &accumulator)) != nil else { return }
        let outputs = ReportOutputs(report: accumulator.report(), inputs: ["warm-up.csv"], locales: [(locale.language.rawValue, locale)],
                                    format: .html)
        _ = try? outputs.make { [] }
    }
}
