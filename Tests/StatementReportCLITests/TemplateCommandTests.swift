import Foundation
import StatementKitTestSupport
import Testing

/// `--template DIR` and the configuration's `report.template`: the user's Mustache templates over
/// the built-in ones.
@Suite struct TemplateCommandTests {
    let sample = Paths.packageRoot.appending(path: "Samples/compte-joint-2026-10.csv").path

    func folder(_ files: [String: String]) throws -> URL {
        let dir = try Tool.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appending(path: "tpl"), withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appending(path: "tpl/" + name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func aTemplateFolderReplacesTheSectionsItHolds() throws {
        let dir = try folder(["summary.mustache": "<p id=\"mine\">{{heading}}{{#blocks}} {{moneyIn}}{{/blocks}}</p>\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run([sample, "--lang", "en", "--template", dir.appending(path: "tpl").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<p id=\"mine\">Summary €4,781.08</p>"))
        #expect(run.stdout.contains(">Spending by category</h2>"))  // the built-in section template
        // Markdown is not templated.
        let markdown = try Tool.run([sample, "--lang", "en", "--format", "markdown", "--template", dir.appending(path: "tpl").path])
        #expect(markdown.stdout.contains("## Summary"))
    }

    @Test func theConfigurationNamesAFolderBesideIt() throws {
        let dir = try folder(["report.mustache": "<html lang=\"{{lang}}\">{{title}}</html>\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try "report:\n  title: Mine\n  template: tpl\n".write(to: dir.appending(path: "c.yaml"), atomically: true, encoding: .utf8)
        let run = try Tool.run([sample, "--config", dir.appending(path: "c.yaml").path, "--lang", "fr"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "<html lang=\"fr-FR\">Mine</html>\n")
    }

    @Test func aMissingOrBrokenTemplateIsAnError() throws {
        let dir = try folder(["days.mustache": "{{#charts}}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = try Tool.run([sample, "--lang", "en", "--template", dir.appending(path: "tpl").path])
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("tpl/days.mustache:"))
        #expect(broken.stderr.contains("the report template cannot be read"))
        let missing = try Tool.run([sample, "--lang", "fr", "--template", dir.appending(path: "none").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("le dossier de modèles \(dir.appending(path: "none").path) n’existe pas"))
    }

    @Test func theHouseholdReportIsTheSameOnEveryRun() throws {
        let args = ["--config", "Samples/foyer-martin.yaml", "Samples/foyer-martin-compte-commun-2026-09-11.csv",
                    "Samples/foyer-martin-carte-camille-2026-09-11.csv", "--explain"]
        for format in ["html", "markdown"] {
            let a = try Tool.run(args + ["--format", format]), b = try Tool.run(args + ["--format", format])
            #expect(a.status == 0, "\(a.stderr)")
            #expect(a.stdout == b.stdout)
            #expect(a.stdout.contains("Camille verse 508,48\u{00A0}€ à Alex"))
        }
    }
}
