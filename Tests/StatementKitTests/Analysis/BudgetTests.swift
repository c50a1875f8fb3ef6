import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// Budgets (`budgets:`, issue 18): pro-rating to the days of the period, spent against the spending
/// section, a person's and the yearly budgets read again from the run's statements, and the section
/// in every format and both languages.
private func budgetAmount(_ text: String) -> Amount { Amount(exactly: text)! }
private func budgetDay(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

@Suite struct BudgetTests {
    static let configPath = "Tests/StatementKitTests/Fixtures/budgets/foyer-martin-budgets.yaml"
    static let statements = ["Samples/foyer-martin-compte-commun-2026-09-11.csv", "Samples/foyer-martin-carte-camille-2026-09-11.csv"]

    static func config() throws -> ReportConfig {
        let text = try String(contentsOf: Paths.packageRoot.appending(path: configPath), encoding: .utf8)
        return try ReportConfig(yaml: text, file: configPath)
    }

    /// The household's report from 5 to 14 October 2026 (or `from`–`to`) with its budgets, read as a
    /// run reads them (the yearly and Camille's budgets from the statements read again).
    static func report(from: String = "2026-10-05", to: String = "2026-10-14") throws -> Report {
        let config = try config()
        let options = ReportOptions(config: config, from: budgetDay(from), to: budgetDay(to))
        let results = try statements.map { try ReportSession().importFile(SamplesTests.input($0)) }
        let builder = ReportBuilder(generatedOn: budgetDay("2026-11-01"), config: config, options: options)
        let report = builder.build(results)
        let inputs = statements.map { InputSource.argument(Paths.packageRoot.appending(path: $0).path) }
        let budgets = try ReportSession().budgets(for: report, options: options, config: config, categorizer: Categorizer(rules: config.rules),
                                                  history: nil, inputs: inputs)
        return report.with(budgets: budgets, options: options)
    }

    @Test func aMonthlyBudgetCountsTheDaysOfEachMonthOfThePeriod() {
        let eur = Currency.euro
        let tenDays = BudgetReport.months(of: DayRange(start: budgetDay("2026-10-05"), end: budgetDay("2026-10-14")))
        #expect(tenDays == [MonthPart(year: 2026, month: 10, days: 10, daysInMonth: 31)])
        #expect(BudgetReport.proRated(budgetAmount("400"), over: tenDays, currency: eur) == budgetAmount("129.03"))  // 400 × 10/31 = 129.032…
        let whole = BudgetReport.months(of: DayRange(start: budgetDay("2026-09-01"), end: budgetDay("2026-11-30")))
        #expect(whole.count == 3)
        #expect(BudgetReport.proRated(budgetAmount("400"), over: whole, currency: eur) == budgetAmount("1200"))
        // 20 of 30 days of November, 31 of 31 of December, 1 of 31 of January, each share rounded half-even.
        let across = BudgetReport.months(of: DayRange(start: budgetDay("2026-11-11"), end: budgetDay("2027-01-01")))
        #expect(across.map(\.days) == [20, 31, 1])
        #expect(BudgetReport.proRated(budgetAmount("100"), over: across, currency: eur) == budgetAmount("66.67") + budgetAmount("100") + budgetAmount("3.23"))
        // A leap February: 29 days.
        #expect(BudgetReport.months(of: DayRange(start: budgetDay("2028-02-01"), end: budgetDay("2028-02-29"))).first?.daysInMonth == 29)
    }

    @Test func aLineSaysWhatRemainsAndMarksWhatIsOver() {
        let under = BudgetLine(category: "groceries", per: .month, amount: budgetAmount("400"), budget: budgetAmount("129.03"), spent: budgetAmount("97.07"))
        #expect(under.remaining == budgetAmount("31.96"))
        #expect(under.percentUsed == 75)
        #expect(!under.isOver)
        let over = BudgetLine(category: "restaurants", per: .month, amount: budgetAmount("50"), budget: budgetAmount("16.13"), spent: budgetAmount("24.80"))
        #expect(over.remaining == budgetAmount("-8.67"))
        #expect(over.percentUsed == 154)
        #expect(over.isOver)
        let exact = BudgetLine(category: "x", per: .month, amount: budgetAmount("10"), budget: budgetAmount("10"), spent: budgetAmount("10"))
        #expect(!exact.isOver && exact.percentUsed == 100 && exact.remaining.isZero)
    }

    @Test func theHouseholdsBudgetsOverTenDaysOfOctober() throws {
        let report = try Self.report()
        #expect(report.sections.contains(.budgets))
        let budgets = try #require(report.budgets)
        #expect(budgets.isProRated)
        #expect(budgets.blocks.map(\.currency.code) == ["EUR"])  // the pound budget is left out
        let lines = try #require(budgets.blocks.first?.lines)
        #expect(lines.map(\.category) == ["groceries", "groceries", "restaurants", "housing", "travel"])
        let eur = try #require(report.currencies.first)
        // Everyone's monthly budget: the spending section's own figure.
        let groceries = try #require(eur.spending.first { $0.category == "groceries" })
        #expect(lines[0].spent == groceries.spent.amount)
        #expect(lines[0].budget == budgetAmount("129.03"))
        // Camille's: only what her card paid, at most everyone's.
        #expect(lines[1].person == "Camille")
        #expect(lines[1].budget == budgetAmount("48.39"))  // 150 × 10/31
        #expect(lines[1].spent <= lines[0].spent)
        #expect(lines[2].isOver)
        // The yearly budget: the year to date (the statements start on 1 September), not pro-rated.
        #expect(lines[3].per == .year && lines[3].budget == budgetAmount("12000"))
        #expect(budgets.yearToDate == DayRange(start: budgetDay("2026-01-01"), end: budgetDay("2026-10-14")))
        #expect(budgets.yearSource == .run)
        #expect(lines[3].spent > (eur.spending.first { $0.category == "housing" }?.spent.amount ?? .zero))
        #expect(lines[4].spent.isZero && lines[4].remaining == lines[4].budget)
    }

    /// The figures a reader checks by hand: every budget line's spent is the sum of the statements'
    /// money out in its category over its span, recomputed here from the raw rows.
    @Test func spentIsTheSumOfTheRowsOfTheCategory() throws {
        let report = try Self.report(from: "2026-09-01", to: "2026-11-30")
        let config = try Self.config()
        let categorizer = Categorizer(rules: config.rules)
        var sums: [String: Amount] = [:], camille: [String: Amount] = [:]
        for path in Self.statements {
            let result = try ReportSession().importFile(SamplesTests.input(path))
            for statement in result.statements {
                for t in statement.transactions where t.status == .booked {
                    let key = categorizer.categorize(t, account: statement.account, source: path).key
                    // Money out, less the refunds: money in of a category money is spent in.
                    let spending = CategoryCatalog.standard.isKnown(key) && !["income", "transfers", "savings", "cash", "uncategorized"].contains(key)
                    guard t.amount.isNegative || spending else { continue }
                    sums[key, default: .zero] -= t.amount.amount
                    if path.contains("carte-camille") { camille[key, default: .zero] -= t.amount.amount }
                }
            }
        }
        let lines = try #require(report.budgets?.blocks.first?.lines)
        #expect(lines[0].spent == sums["groceries"])
        #expect(lines[0].budget == budgetAmount("1200"))  // three whole months
        #expect(lines[1].spent == camille["groceries"])
        #expect(lines[3].spent == sums["housing"])
    }

    @Test func withoutBudgetsTheSectionIsNotThere() throws {
        let config = ReportConfig()
        let options = ReportOptions(config: config)
        #expect(!options.sections.contains(.budgets))
        #expect(try ReportOptions(config: Self.config()).sections.firstIndex(of: .budgets) == ReportOptions(config: config).sections.firstIndex(of: .spending).map { $0 + 1 })
    }

    @Test(arguments: [
        ("budgets: [{category: food, monthly: 10, yearly: 100}]", "budgets.config.twoPeriods"),
        ("budgets: [{category: food}]", "budgets.config.noAmount"),
        ("budgets: [{category: food, monthly: -5}]", "budgets.config.notPositive"),
        ("budgets: [{category: food, monthly: 5, currency: EURO}]", "budgets.config.badCurrency"),
        ("budgets: [{category: food, monthly: 5, person: Zoé}]", "config.unknownPerson"),
        ("budgets: [{category: food, montly: 5}]", "config.unknownKeyNear"),
    ])
    func aWrongBudgetIsAnErrorThatSaysWhy(yaml: String, key: String) {
        #expect {
            _ = try ReportConfig(yaml: yaml, file: "b.yaml")
        } throws: { error in
            (error as? ConfigError)?.message.key == key
        }
    }

    @Test(arguments: [("fr", "md"), ("en", "md"), ("fr", "html"), ("en", "html"), ("fr", "txt"), ("en", "txt")])
    func theBudgetSectionMatchesItsGolden(lang: String, ext: String) throws {
        var report = try Self.report()
        report.sections = [.budgets]
        let view = ReportView(report, locale: ReportLocale(tag: lang)!)
        let golden = "Tests/StatementKitTests/Golden/budgets/foyer-martin-budgets.\(lang).\(ext)"
        let failure: String?
        switch ext {
        case "html": failure = Golden.checkHTML(try HTMLRenderer().render(view), against: golden)
        case "txt": failure = Golden.check(try PlainTextRenderer().render(view), against: golden)
        default: failure = Golden.check(try MarkdownRenderer().render(view), against: golden)
        }
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func theJSONReportHoldsTheBudgets() throws {
        var report = try Self.report()
        report.sections = [.budgets]
        let json = ReportJSON.encode(report, language: .french)
        let failure = Golden.check(json, against: "Tests/StatementKitTests/Golden/budgets/foyer-martin-budgets.report.json")
        #expect(failure == nil, "\(failure ?? "")")
        #expect(json.contains("\"daysInMonth\":31") || json.contains("\"daysInMonth\": 31"))
    }
}
