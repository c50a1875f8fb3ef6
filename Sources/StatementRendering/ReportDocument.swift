import StatementAnalysis
import StatementLocalization
import StatementPresentation

/// One report for one reader: the report model, the locale, and the view model built from them
/// (once, when a renderer first asks for it). What every renderer is given.
public final class ReportDocument {
    public let report: Report
    public let locale: ReportLocale
    private let catalog: CategoryCatalog
    private var built: ReportView?

    public init(_ report: Report, locale: ReportLocale, catalog: CategoryCatalog = .standard) {
        self.report = report
        self.locale = locale
        self.catalog = catalog
    }

    /// A document whose view is already built.
    public init(view: ReportView, report: Report, locale: ReportLocale) {
        self.report = report
        self.locale = locale
        self.catalog = .standard
        self.built = view
    }

    /// The report in the reader's words, amounts and dates.
    public var view: ReportView {
        if let built { return built }
        let view = ReportView(report, locale: locale, catalog: catalog)
        built = view
        return view
    }
}
