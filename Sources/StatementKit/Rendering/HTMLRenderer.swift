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
        guard let text = templateText ?? ResourceStore.text("templates/report.html.mustache") else {
            throw RenderError(Message("render.noTemplate", ["name": "report.html.mustache"]))
        }
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(string: text)
        } catch {
            throw RenderError(Message("render.badTemplate", ["reason": .text(String(describing: error))]))
        }
        return template.render(view)
    }
}
