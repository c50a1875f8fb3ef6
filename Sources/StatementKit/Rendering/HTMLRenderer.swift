import Mustache

/// A self-contained HTML report from the Mustache template `Resources/templates/report.html.mustache`.
///
/// Template escaping is on for every value (`{{value}}`); the template uses no triple braces on
/// statement text, which is attacker-controlled and lands in inboxes.
public struct HTMLRenderer: ReportRenderer {
    public let fileExtension = "html"
    private let templateText: String?

    /// Uses the embedded template, or the text given (for `--template`).
    public init(template: String? = nil) {
        self.templateText = template
    }

    public func render(_ view: ReportView) throws(RenderError) -> String {
        let template: MustacheTemplate
        if let templateText { template = try HTMLRenderer.parse(templateText) } else { template = try HTMLRenderer.embedded.get() }
        return template.render(MustacheFields.wrap(view))
    }

    /// The embedded template, parsed once (`WarmUp` may have done it on another thread already).
    static let embedded: Result<MustacheTemplate, RenderError> = {
        guard let text = ResourceStore.text("templates/report.html.mustache") else {
            return .failure(RenderError(Message("render.noTemplate", ["name": "report.html.mustache"])))
        }
        return Result { () throws(RenderError) in try parse(text) }
    }()

    private static func parse(_ text: String) throws(RenderError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: text)
        } catch {
            throw RenderError(Message("render.badTemplate", ["reason": .text(String(describing: error))]))
        }
    }
}
