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

/// The report in words: what each section says, and that templates can read the view safely.
@Suite struct ReportViewTests {
    typealias F = Fixture

    /// Mustache looks a name up in the enclosing views when a value is nil: an optional field that
    /// shares its name with a field of an enclosing view would show that view's value instead of
    /// nothing. Walks the whole view of several reports (and checks every view type has the fast
    /// field lookup templates use).
    @Test func noOptionalFieldIsShadowedByAnEnclosingView() throws {
        let reports = [try RenderingFixtures.household("foyer-martin"), try RenderingFixtures.household("flat-42"),
                       try EscapingTests.report("x"), F.report([])]
        var checked = 0
        for report in reports {
            for locale in [ReportLocale.french, .english] {
                var problems: [String] = []
                Self.walk(ReportView(report, locale: locale), path: "view", enclosing: [], problems: &problems, checked: &checked)
                #expect(problems == [])
            }
        }
        #expect(checked > 50)
    }

    static func walk(_ value: Any, path: String, enclosing: [Set<String>], problems: inout [String], checked: inout Int) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .enum?:
            // Templates read every view through `MustacheFields` (one field at a time), not `Mirror`.
            if !(value is any MustacheFields || value is SectionView) { problems.append("\(type(of: value)) is not MustacheFields") }
            let labels = Set(mirror.children.compactMap(\.label))
            for child in mirror.children {
                guard let label = child.label else { continue }
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .optional {
                    checked += 1
                    if let some = inner.children.first {
                        walk(some.value, path: path + "." + label, enclosing: enclosing + [labels], problems: &problems, checked: &checked)
                    } else if enclosing.contains(where: { $0.contains(label) }) {
                        problems.append("\(path).\(label) is nil and an enclosing view has a \(label)")
                    }
                } else {
                    walk(child.value, path: path + "." + label, enclosing: enclosing + [labels], problems: &problems, checked: &checked)
                }
            }
        case .collection?:
            for (i, child) in mirror.children.enumerated() {
                walk(child.value, path: path + "[\(i)]", enclosing: enclosing, problems: &problems, checked: &checked)
            }
        default:
            break
        }
    }

    @Test(arguments: [
        (Account(id: "12345", iban: "FR7630006000011234567890189", name: "Compte joint", institution: "Banque"), "Compte joint",
         ["FR76 3000 6000 0112 3456 7890 189", "12345", "Banque"]),
        (Account(iban: "FR7630006000011234567890189"), "FR76 3000 6000 0112 3456 7890 189", []),
        (Account(id: "FR76 3000 6000 0112 3456 7890 189", iban: "FR7630006000011234567890189"), "FR76 3000 6000 0112 3456 7890 189", []),
        (Account(id: "0012345678"), "0012345678", []),
        (Account(), "releve-octobre.csv", []),
    ])
    func anAccountIsNamedByWhatTheSourceSays(account: Account, name: String, details: [String]) {
        let names = AccountsSection.names(account, source: "exports/releve-octobre.csv")
        #expect(names.name == name)
        #expect(names.details == details)
    }

    @Test func sectionsComeInTheOrderAsked() throws {
        let result = F.result(F.statement([F.tx("2026-10-01", "-12.00", "CB LIDL"), F.tx("2026-10-02", "100.00", "VIR SALAIRE")]))
        let order: [ReportSection] = [.transactions, .months, .summary, .spending]
        let report = F.report([result], options: ReportOptions(sections: order))
        let view = ReportView(report, locale: .english)
        let markdown = try MarkdownRenderer().render(view)
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## Transactions", "## Month by month", "## Summary", "## Spending by category"])
        let html = try HTMLRenderer().render(view)
        let h2 = html.matches(of: /<h2[^>]*>([^<]*)<\/h2>/).map { String($0.1) }
        #expect(h2 == ["Transactions", "Month by month", "Summary", "Spending by category"])
    }

    @Test func explainFlagsARuleThatPlacedNothing() throws {
        let config = try F.config("""
            rules:
              - match: {description: lidl}
                category: Courses discount
              - match: {description: never-seen}
                category: Nothing
            """)
        let result = F.result(F.statement([F.tx("2026-10-01", "-12.00", "CB LIDL"), F.tx("2026-10-02", "-3.00", "CB BOULANGERIE")]))
        let report = F.report([result], config: config)
        let view = ReportView(report, locale: .french)
        guard let explain = view.sections.lazy.compactMap({ $0.content(as: ExplainSection.self) }).first else {
            Issue.record("no explain section")
            return
        }
        #expect(explain.rules.map(\.isUnused) == [false, true])
        #expect(explain.rules.map(\.location) == ["test.yaml:2", "test.yaml:4"])
        #expect(explain.unusedText == "1 règle n’a classé aucune opération\u{00A0}: vérifiez ce qu’elle reconnaît.")
        #expect(explain.rows.map(\.reason) == ["Règle 1", "Règle intégrée"])
        #expect(explain.rows.map(\.reasonDetail) == ["test.yaml:2", "«\u{00A0}boulangerie\u{00A0}»"])
        let markdown = try MarkdownRenderer().render(view)
        #expect(markdown.contains("⚠ 0 (n’a rien classé)"))
    }

    @Test func theDailyChartHasABarPerDayOnOneScale() throws {
        let result = F.result(F.statement([
            F.tx("2026-09-03", "-50.00", "A"), F.tx("2026-10-01", "-200.00", "B"), F.tx("2026-10-04", "-20.00", "C"),
            F.tx("2026-10-04", "80.00", "D"),
        ]))
        let options = ReportOptions(sections: [.days], from: F.day("2026-09-01"), to: F.day("2026-10-31"))
        let report = F.report([result], options: options)
        let section = ReportView(report, locale: .english).sections.first
        guard let days = section?.content(as: DaysSection.self) else { Issue.record("no days section"); return }
        let charts = try #require(days.blocks.first?.charts)
        #expect(charts.map(\.name) == ["September 2026", "October 2026"])
        let october = charts[1]
        #expect(october.days.count == 31)  // every day of the month, days without a movement included
        #expect(october.days[0].height == DaysSection.chartHeight)  // the busiest day of both months
        #expect(october.days[3].height == DaysSection.chartHeight / 10)
        #expect(charts[0].days[2].height == DaysSection.chartHeight / 4)
        #expect(october.days[3].title == "October 4: €80.00 in, €20.00 out")
        #expect(october.days.map(\.tick).filter { !$0.isEmpty } == ["1", "10", "20", "31"])
        #expect(october.days[2].isWeekend)  // Saturday 3 October 2026
        #expect(october.activeDays.map(\.name) == ["Thu, Oct 1", "Sun, Oct 4"])
        #expect(october.totalText == "€220.00 spent; highest on Thursday, October 1, 2026 (€200.00)")
    }

    @Test func aDailyChartShowsTheLatestTwelveMonths() throws {
        let transactions = (0..<14).map { i in F.tx(String(format: "%04d-%02d-05", 2025 + i / 12, i % 12 + 1), "-10.00", "X") }
        let report = F.report([F.result(F.statement(transactions))], options: ReportOptions(sections: [.days]))
        guard let days = ReportView(report, locale: .english).sections.first?.content(as: DaysSection.self) else {
            Issue.record("no days section")
            return
        }
        let block = try #require(days.blocks.first)
        #expect(block.charts.count == 12)
        #expect(block.charts.first?.name == "March 2025")
        #expect(block.earlierText == "2 earlier months are not charted.")
    }

    @Test func eachCurrencyHasItsOwnPartWithItsHeading() throws {
        let result = F.result(F.statement([F.tx("2026-10-01", "-12.00", "CB LIDL")]),
                              F.statement([F.tx("2026-10-02", "-1200", "KONBINI", currency: "JPY")], currency: "JPY"))
        let report = F.report([result], options: ReportOptions(sections: [.summary, .spending]))
        let markdown = try MarkdownRenderer().render(ReportView(report, locale: .english))
        #expect(markdown.contains("### EUR"))
        #expect(markdown.contains("### JPY"))
        #expect(markdown.contains("¥1,200"))
        let single = F.report([F.result(F.statement([F.tx("2026-10-01", "-12.00", "CB LIDL")]))], options: ReportOptions(sections: [.spending]))
        #expect(!(try MarkdownRenderer().render(ReportView(single, locale: .english))).contains("### EUR"))
    }

    @Test func aMismatchSaysByHowMuch() throws {
        let statement = F.statement([F.tx("2026-10-01", "-12.00", "CB LIDL")], opening: "100.00", closing: "90.00")
        let report = F.report([F.result(statement)], options: ReportOptions(sections: [.summary, .accounts]))
        let markdown = try MarkdownRenderer().render(ReportView(report, locale: .french))
        #expect(markdown.contains("⚠ Soldes incohérents\u{00A0}: le solde final est de 90,00\u{00A0}€, mais solde initial + opérations = 88,00\u{00A0}€ (écart de +2,00\u{00A0}€)."))
        #expect(markdown.contains("Solde initial\u{00A0}: 100,00\u{00A0}€ · Solde final\u{00A0}: 90,00\u{00A0}€"))
    }

    @Test func theReportSaysWhatItWasLimitedTo() throws {
        let result = F.result(F.statement([F.tx("2026-10-01", "-12.00", "A"), F.tx("2026-10-15", "-3.00", "B")]))
        let options = ReportOptions(sections: [.summary], from: F.day("2026-10-10"), to: F.day("2026-10-19"),
                                    accounts: [try TextPattern(.contains, "joint")])
        let report = F.report([result], options: options)
        #expect(ReportView(report, locale: .french).filterText
            == "Seules sont prises en compte les opérations comptabilisées du 10 au 19\u{00A0}octobre 2026 sur les comptes correspondant à «\u{00A0}joint\u{00A0}» (2 écartées).")
        let from = F.report([result], options: ReportOptions(sections: [.summary], from: F.day("2026-10-10")))
        #expect(ReportView(from, locale: .english).filterText == "Only transactions booked on or after October 10, 2026 are included (1 left out).")
        #expect(ReportView(F.report([result]), locale: .english).filterText == nil)
    }

    @Test func anEmptyReportSaysSoInEverySection() throws {
        let report = F.report([])
        for locale in [ReportLocale.french, .english] {
            let view = ReportView(report, locale: locale)
            // Every section but the comparison, which is left out when no earlier month is known, and the
            // budgets, left out when none is configured.
            #expect(view.sections.count == ReportSection.allCases.count - 2)
            let markdown = try MarkdownRenderer().render(view)
            let html = try HTMLRenderer().render(view)
            #expect(RenderingFixtures.structureProblems(html) == [])
            for text in [locale.catalogue("report.spending.empty"), locale.catalogue("report.recurring.empty"), locale.catalogue("report.splits.empty")] {
                #expect(markdown.contains(MarkdownEscaping.escape(text)))
                #expect(html.contains(text))
            }
        }
    }
}
