import Mustache
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources
import Synchronization

/// A self-contained HTML report: the page of the Mustache templates of `Resources/templates/html/`
/// (`report.mustache` and the partials it names, one per section), written by `HTMLPage`'s Swift
/// functions, the same bytes without the template engine; or from a folder that replaces some of
/// the templates (`--template DIR`), through the engine.
///
/// Template escaping is on for every value (`{{value}}`), attributes included; the templates use
/// no triple braces, because statement text is attacker-controlled and lands in inboxes. The page
/// is then made inert (`ReportText.inert`): no bidirectional override can reverse a description or
/// an amount, no control character reaches a terminal that shows the file.
public struct HTMLRenderer: ReportRenderer {
    public let fileExtension = "html"
    private let templates: HTMLTemplates.Source
    /// The templates of a folder or a text, parsed by the first report this renderer makes and kept
    /// for the next ones (a batch with `--template DIR` parses the folder once).
    private let parsed = ParsedTemplates()

    /// The embedded templates.
    public init() {
        templates = .embedded
    }

    /// The templates of `directory` (`*.mustache`, by file name without the extension) over the
    /// embedded ones: a folder holding only `spending.mustache` changes that section alone.
    public init(templateDirectory: String) {
        templates = .directory(templateDirectory)
    }

    /// One template text as the whole report (no partials beyond the embedded ones).
    public init(template: String) {
        templates = .text(template)
    }

    public func render(_ document: ReportDocument) throws(RenderError) -> String { try render(document.view) }

    public func render(_ view: ReportView) throws(RenderError) -> String {
        // The Swift page is the embedded templates' page: not when `STATEMENT_REPORT_RESOURCES` replaces them.
        if case .embedded = templates, !HTMLTemplates.overridden, let html = HTMLPage.render(view) { return ReportText.inert(html) }
        return try renderWithTemplates(view)
    }

    /// The page from the Mustache templates: a folder or text of the user's, or a section
    /// `HTMLPage` has no function for.
    func renderWithTemplates(_ view: ReportView) throws(RenderError) -> String {
        var library = try parsed.library(templates)
        library.register(try HTMLTemplates.sectionDispatch(view.sections.map(\.name)), named: HTMLTemplates.section)
        guard let html = library.render(view, withTemplate: HTMLTemplates.main) else {
            throw RenderError(Message("render.noTemplate", ["name": .text(HTMLTemplates.main + HTMLTemplates.suffix)]))
        }
        return ReportText.inert(html)
    }
}

/// The templates a renderer has parsed: the first outcome, success or failure, kept.
private final class ParsedTemplates: Sendable {
    private let outcome = Mutex<Result<MustacheLibrary, RenderError>?>(nil)

    func library(_ source: HTMLTemplates.Source) throws(RenderError) -> MustacheLibrary {
        if case .embedded = source { return try HTMLTemplates.library(source) }
        if let known = outcome.withLock({ $0 }) { return try known.get() }
        let loaded: Result<MustacheLibrary, RenderError> = Result { () throws(RenderError) in try HTMLTemplates.library(source) }
        outcome.withLock { $0 = loaded }
        return try loaded.get()
    }
}
