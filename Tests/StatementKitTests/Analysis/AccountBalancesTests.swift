import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementResources

/// The balance over time of each account when several accounts hold a currency: each account's own,
/// never added to another's.
@Suite struct AccountBalancesTests {
    typealias F = Fixture

    static let current = Account(id: "00040987654", name: "Compte courant")
    static let card = Account(name: "Carte 4417 1234 5678 1235")

    /// A current account downloaded twice (the downloads overlap on the 10th to the 12th) and a card.
    static func report(options: ReportOptions? = nil) -> Report {
        let first = F.statement([F.tx("2026-10-01", "-100.00", "LOYER"), F.tx("2026-10-10", "50.00", "VIREMENT"),
                                 F.tx("2026-10-12", "-20.00", "CB PAIN")],
                                account: current, source: "/home/me/courant-1.csv", opening: "1000.00", closing: "930.00",
                                period: ("2026-10-01", "2026-10-12"))
        let second = F.statement([F.tx("2026-10-10", "50.00", "VIREMENT"), F.tx("2026-10-12", "-20.00", "CB PAIN"),
                                  F.tx("2026-10-20", "-30.00", "CB GAZ")],
                                 account: current, source: "/home/me/courant-2.csv", opening: "900.00", closing: "900.00",
                                 period: ("2026-10-10", "2026-10-31"))
        let card = F.statement([F.tx("2026-10-05", "-40.00", "CB CINEMA"), F.tx("2026-10-05", "-2.50", "CB CAFE")],
                               account: card, source: "/home/me/carte.csv", opening: "0.00", closing: "-42.50",
                               period: ("2026-10-01", "2026-10-31"))
        return F.report([F.result(first), F.result(second), F.result(card)], options: options)
    }

    @Test func eachAccountHasItsOwnBalanceDayByDayFollowingTheLaterDownloadWhereTheyOverlap() throws {
        let eur = try #require(Self.report().currencies.first)
        #expect(eur.accountCount == 2 && eur.openingBalance == nil)
        let accounts = eur.accountBalances
        #expect(accounts.map(\.account.name) == ["Compte courant", "Carte 4417 1234 5678 1235"])
        let current = accounts[0], card = accounts[1]
        #expect(current.opening == F.money("1000.00"))
        #expect(current.balance(at: F.day("2026-10-01")) == Amount(exactly: "900.00"))
        #expect(current.balance(at: F.day("2026-10-09")) == Amount(exactly: "900.00"))
        // From the 10th the second download says: 900 + 50, then − 20.
        #expect(current.balance(at: F.day("2026-10-10")) == Amount(exactly: "950.00"))
        #expect(current.balance(at: F.day("2026-10-12")) == Amount(exactly: "930.00"))
        #expect(current.balance(at: F.day("2026-10-31")) == Amount(exactly: "900.00"))
        #expect(card.balance(at: F.day("2026-10-04")) == .zero)
        #expect(card.balance(at: F.day("2026-10-05")) == Amount(exactly: "-42.50"))
    }

    @Test func aChartPerAccountNamedWithoutItsFolderOrCardNumber() throws {
        let report = Self.report()
        let eur = try #require(report.currencies.first)
        let charts = BalanceChart.perAccount(eur, ViewText(.english, catalog: .standard))
        #expect(charts.map(\.heading) == ["Balance over time: Compte courant", "Balance over time: Carte •••• 1235"])
        #expect(charts[0].scaleText.contains("from the opening balance (€1,000.00) to the closing balance (€900.00)"))
        #expect(charts[1].scaleText.contains("to the closing balance (-€42.50)"))
        #expect(charts.allSatisfy { !$0.scaleText.contains("/home/me") && !$0.chartLabel.contains("/home/me") })
        #expect(charts[1].chartLabel == "End-of-day balance, Carte •••• 1235")
        // Never one chart adding the two accounts.
        #expect(BalanceChart.of(eur, filter: report.filter, ViewText(.english, catalog: .standard)) == nil)
    }

    @Test func aStatementWithoutOpeningBalanceOrThatDoesNotReconcileHasNoChart() throws {
        let known = F.statement([F.tx("2026-10-02", "-10.00", "CB CAFE")], account: Account(name: "A"), opening: "100.00", closing: "90.00")
        let noOpening = F.statement([F.tx("2026-10-02", "-10.00", "CB CAFE")], account: Account(name: "B"), closing: "90.00")
        let wrong = F.statement([F.tx("2026-10-02", "-10.00", "CB CAFE")], account: Account(name: "C"), opening: "100.00", closing: "80.00")
        let eur = try #require(F.report([F.result(known, noOpening, wrong)]).currencies.first)
        #expect(eur.accountBalances.map(\.account.name) == ["A"])
    }

    @Test func withoutTheDaysSectionNothingIsKeptDayByDay() throws {
        let report = Self.report(options: ReportOptions(config: ReportConfig(), sections: [.summary, .spending]))
        #expect(report.currencies.first?.accountBalances.isEmpty == true)
        #expect(report.statements.allSatisfy { $0.bookedDays == nil })
    }

    /// Rows out of date order keep one entry a day (as many as the days, not the rows), in day order,
    /// and give the balances of the rows in order.
    @Test func rowsOutOfDateOrderKeepOneEntryADay() throws {
        let rows = [("2026-10-03", "-1.00"), ("2026-10-01", "-2.00"), ("2026-10-03", "-4.00"), ("2026-10-02", "8.00"), ("2026-10-01", "-16.00")]
        let shuffled = F.statement(rows.map { F.tx($0.0, $0.1, "CB") }, account: Self.current, opening: "100.00", closing: "85.00")
        let card = F.statement([F.tx("2026-10-05", "-1.00", "CB")], account: Self.card, opening: "0.00", closing: "-1.00")
        let report = F.report([F.result(shuffled), F.result(card)])
        let days = try #require(report.statements.first?.bookedDays)
        #expect(days.map(\.day) == [F.day("2026-10-01"), F.day("2026-10-02"), F.day("2026-10-03")])
        #expect(days.map(\.amount.description) == ["-18.00", "8.00", "-5.00"])
        let current = try #require(report.currencies.first?.accountBalances.first)
        #expect(current.balance(at: F.day("2026-10-01")) == Amount(exactly: "82.00"))
        #expect(current.balance(at: F.day("2026-10-02")) == Amount(exactly: "90.00"))
        #expect(current.balance(at: F.day("2026-10-03")) == Amount(exactly: "85.00"))
    }
}
