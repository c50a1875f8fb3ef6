import Foundation
import Mustache
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources
import Synchronization

/// Loads the HTML report's Mustache templates: the embedded ones (`Resources/templates/html/`),
/// with those of a user's folder over them.
package enum HTMLTemplates {
    package enum Source: Sendable {
        case embedded
        case directory(String)
        case text(String)
    }

    /// The template that is the whole page; the others are its partials.
    package static let main = "report"
    /// The partial `report.mustache` calls for each section: made here, not a file.
    package static let section = "section"
    package static let suffix = ".mustache"
    package static let folder = "templates/html/"
    /// Whether `STATEMENT_REPORT_RESOURCES` holds templates over the embedded ones (then the
    /// Swift page, which writes the embedded ones, is not used).
    package static let overridden = ResourceStore.overrides(folder)

    /// The embedded templates, parsed once (`WarmUp` may have done it on another thread already).
    package static let embedded: Result<MustacheLibrary, RenderError> = Result { () throws(RenderError) in try load(.embedded) }

    /// The `section` partial: each section's template by the section's name
    /// (`{{#spending}}{{> spending}}{{/spending}}`), one line each, the report's sections in their
    /// usual order, then any other section the view holds. A new section needs its template file, no
    /// change here.
    package static func sectionDispatch(_ names: [String]) throws(RenderError) -> MustacheTemplate {
        let all = dispatchNames(names)
        // Parsed once per list of sections (a batch asks for the same one report after report).
        let key = all.joined(separator: ",")
        if let known = dispatches.withLock({ $0[key] }) { return known }
        let text = all.map { "{{#\($0)}}{{> \($0)}}{{/\($0)}}\n" }.joined()
        do {
            let template = try MustacheTemplate(string: text)
            dispatches.withLock { $0[key] = template }
            return template
        } catch {
            throw RenderError(Message("render.badTemplate", ["location": .text(section), "reason": .text(String(describing: error))]))
        }
    }

    /// The names the `section` partial has a line for, given the names of the view's sections.
    package static func dispatchNames(_ names: [String]) -> [String] {
        // `comparison` and `budgets` only when the view has them: they are absent from most reports, and
        // their lines would add an empty line to every report written before they existed.
        let optional: Set<String> = [ReportSection.comparison.rawValue, ReportSection.budgets.rawValue]
        var all = ReportSection.allCases.map(\.rawValue).filter { !optional.contains($0) || names.contains($0) }
        for name in names where !all.contains(name) { all.append(name) }
        return all
    }

    private static let dispatches = Mutex<[String: MustacheTemplate]>([:])

    package static func library(_ source: Source) throws(RenderError) -> MustacheLibrary {
        if case .embedded = source { return try embedded.get() }
        return try load(source)
    }

    private static func load(_ source: Source) throws(RenderError) -> MustacheLibrary {
        var texts: [String: (text: String, file: String)] = [:]
        for name in ResourceStore.names where name.hasPrefix(folder) && name.hasSuffix(suffix) {
            let key = String(name.dropFirst(folder.count).dropLast(suffix.count))
            texts[key] = (ResourceStore.text(name) ?? "", name)
        }
        switch source {
        case .embedded: break
        case let .text(text): texts[main] = (text, main + suffix)
        case let .directory(path):
            for (key, file) in try files(in: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw RenderError(Message("input.unreadable", ["file": .text(file), "reason": "permission denied"]))
                }
                texts[key] = (String(decoding: data, as: UTF8.self), file)
            }
        }
        var library = MustacheLibrary()
        for key in texts.keys.sorted() {
            let (text, file) = texts[key]!
            do {
                library.register(try MustacheTemplate(string: text), named: key)
            } catch let error as MustacheTemplate.ParserError {
                let c = error.context
                throw RenderError(Message("render.badTemplate", [
                    "location": .text("\(file):\(c.lineNumber):\(c.columnNumber)"), "reason": .text(String(describing: error.error)),
                ]))
            } catch {
                throw RenderError(Message("render.badTemplate", ["location": .text(file), "reason": .text(String(describing: error))]))
            }
        }
        return library
    }

    /// The `*.mustache` files of a folder, by name without the extension.
    private static func files(in path: String) throws(RenderError) -> [(String, String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError(Message("render.noTemplateDirectory", ["path": .text(path)]))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let found = names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted()
        guard !found.isEmpty else { throw RenderError(Message("render.emptyTemplateDirectory", ["path": .text(path)])) }
        let base = path.hasSuffix("/") ? path : path + "/"
        return found.map { (String($0.dropLast(suffix.count)), base + $0) }
    }
}
