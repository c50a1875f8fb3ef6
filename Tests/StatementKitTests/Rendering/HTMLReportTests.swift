import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// The HTML report as a file people mail: self-contained, well formed, in budget, the same bytes
/// every time, and its templates replaceable one by one.
@Suite struct HTMLReportTests {
    static var embeddedTemplates: [String] { ResourceStore.names.filter { $0.hasPrefix("templates/html/") } }

    @Test func noTemplateWritesAValueUnescaped() throws {
        #expect(Self.embeddedTemplates.count > 10)
        for name in Self.embeddedTemplates {
            let text = try #require(ResourceStore.text(name))
            #expect(!text.contains("{{{") && !text.contains("{{&"), "\(name) writes a value unescaped")
        }
    }

    /// No script, no link, nothing fetched: no `<script>`, `<link>`, `<img>`, `src`, `href`, `url(`,
    /// `@import`, and only the tags and attributes the templates are made of, properly nested.
    @Test(arguments: ["foyer-martin", "flat-42"])
    func theReportIsSelfContainedAndWellFormed(household: String) throws {
        for locale in [ReportLocale.french, .english] {
            let html = try RenderingFixtures.render(RenderingFixtures.household(household), locale, html: true)
            #expect(RenderingFixtures.structureProblems(html) == [])
            for forbidden in ["<script", "<link", "<img", "src=", "href=", "url(", "@import", "<svg", "<canvas"] {
                #expect(!html.contains(forbidden), "\(forbidden)")
            }
            #expect(html.contains("<html lang=\"\(locale.tag)\">"))
            // Every data table has column headers for screen readers.
            #expect(html.components(separatedBy: "<th scope=\"col\"").count > 40)
        }
    }

    /// One mail client clips messages past 102 KB: a typical month (the joint account's October) stays
    /// under 100 KB as a file; the households' three months, with their charts and shared expenses,
    /// may not, and their emails are kept under it by the email's budget (`EmailBudgetCommandTests`).
    @Test(arguments: ["fr", "en"])
    func reportsStayUnderTheSizeBudget(lang: String) throws {
        let locale = ReportLocale(tag: lang)!
        let month = try HTMLRenderer().render(ReportGoldenTests.view(locale))
        #expect(month.utf8.count < 100_000, "compte-joint: \(month.utf8.count) bytes")
    }

    /// A busy month: 150 card payments, every default section.
    @Test func aBusyMonthStaysUnderTheSizeBudget() throws {
        let merchants = ["CB CARREFOUR MARKET PARIS 11", "CB MONOPRIX BASTILLE", "CB BOULANGERIE DU MARCHE", "CB RATP NAVIGO",
                         "PRLV SEPA EDF CLIENTS PARTICULIERS", "CB RESTAURANT LE PETIT ZINC", "CB PHARMACIE DE LA GARE",
                         "CB FNAC PARIS BASTILLE", "CB UBER TRIP HELP.UBER.COM", "CB LIDL 1234 PARIS"]
        var transactions: [Transaction] = []
        for i in 0..<150 {
            let day = CalendarDay(year: 2026, month: 10, day: 1 + i % 31)!
            let amount = Amount(units: -Int128(1_000 + (i * 7_919) % 9_000), scale: 2)
            transactions.append(Transaction(id: "t\(i)", bookingDate: day, amount: Money(amount, .euro),
                                            description: merchants[i % merchants.count] + " \(day.day)/10", location: SourceLocation(file: "busy.csv", line: i + 2)))
        }
        let info = StatementInfo(account: Account(iban: "FR7630006000011234567890189", name: "Compte courant"), currency: .euro)
        var record = ImportRecord(file: "busy.csv", format: "csv")
        record.rowsRead = 150
        record.imported = 150
        let result = ImportResult(statements: [Statement(info: info, transactions: transactions, source: "busy.csv", format: "csv")], record: record)
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        for locale in [ReportLocale.french, .english] {
            let html = try RenderingFixtures.render(report, locale, html: true)
            #expect(html.utf8.count < 100_000, "\(locale): \(html.utf8.count) bytes")
        }
    }

    @Test(arguments: [true, false])
    func twoRunsGiveTheSameBytes(html: Bool) throws {
        let a = try RenderingFixtures.render(RenderingFixtures.household("flat-42"), .french, html: html)
        let b = try RenderingFixtures.render(RenderingFixtures.household("flat-42"), .french, html: html)
        #expect(a == b)
    }

    @Test func aTemplateFolderReplacesTheTemplatesItHoldsAndKeepsTheOthers() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "<section class=\"mine\">{{heading}}: {{#blocks}}{{#rows}}[{{name}} {{spent}}]{{/rows}}{{/blocks}}</section>\n"
            .write(to: dir.appending(path: "spending.mustache"), atomically: true, encoding: .utf8)
        let view = try ReportGoldenTests.view(.english)
        let html = try HTMLRenderer(templateDirectory: dir.path).render(view)
        #expect(html.contains("<section class=\"mine\">Spending by category: [Housing €1,150.00]"))
        #expect(html.contains("<h2 style=\"margin:0 0 10px 0;font-size:18px;line-height:1.3\">Summary</h2>"))  // built-in
        try "{{#title}".write(to: dir.appending(path: "report.mustache"), atomically: true, encoding: .utf8)
        #expect { try HTMLRenderer(templateDirectory: dir.path).render(view) } throws: { error in
            let message = (error as? RenderError)?.message
            return message?.key == "render.badTemplate" && Catalogue.english.render(message!).hasPrefix(dir.path + "/report.mustache:1:")
        }
        #expect { try HTMLRenderer(templateDirectory: dir.path + "/missing").render(view) } throws: { error in
            (error as? RenderError)?.message.key == "render.noTemplateDirectory"
        }
    }
}
