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

@Suite struct ReportAccumulatorTests {
    typealias F = Fixture

    static let autumn = F.statement([
        F.tx("2026-09-30", "-10.00", "CB LIDL"),
        F.tx("2026-10-01", "2000.00", "VIR SALAIRE ACME"),
        F.tx("2026-10-01", "-1150.00", "VIR SEPA LOYER OCTOBRE"),
        F.tx("2026-10-03", "-20.50", "CB CARREFOUR MARKET 02/10"),
        F.tx("2026-10-03", "-4.50", "CB BOULANGERIE"),
        F.tx("2026-10-20", "-5.00", "CB LIDL", status: .pending),
        F.tx("2026-10-21", "0.00", "INFO SOLDE", status: .information),
        F.tx("2026-12-02", "-30.00", "CB CARREFOUR"),
    ])

    @Test func groupsByMonthAndDayWithEveryDayOfThePeriod() throws {
        let report = F.report([F.result(Self.autumn)])
        let eur = try #require(report.currencies.first)
        #expect(report.period == DayRange(start: F.day("2026-09-30"), end: F.day("2026-12-02")))
        #expect(eur.months.map { "\($0.year)-\($0.month)" } == ["2026-9", "2026-10", "2026-11", "2026-12"])
        let october = eur.months[1]
        #expect(october.moneyIn == F.money("2000.00"))
        #expect(october.moneyOut == F.money("-1180.00"))  // the pending payment counts, information does not
        #expect(october.net == F.money("820.00"))
        #expect(october.count == 5)  // information is not a movement
        #expect(eur.months[2].count == 0 && eur.months[2].moneyOut.isZero)  // November: nothing, but listed
        #expect(october.days.count == 31)
        #expect(eur.months[0].days.map(\.day) == [F.day("2026-09-30")])  // only the period's days
        #expect(eur.months[3].days.count == 2)
        let third = october.days[2]
        #expect(third.day == F.day("2026-10-03"))
        #expect(third.moneyOut == F.money("-25.00"))
        #expect(third.count == 2)
        #expect(october.days.reduce(Amount.zero) { $0 + $1.moneyOut.amount } == october.moneyOut.amount)
        #expect(october.days[1].moneyOut.isZero && october.days[1].count == 0)
    }

    @Test func totalsStayApartByCurrency() throws {
        let usd = F.statement([F.tx("2026-10-05", "-12.00", "CB STARBUCKS", currency: "USD")], currency: "USD")
        let jpy = F.statement([F.tx("2026-10-06", "-1200", "CB LAWSON", currency: "JPY")], currency: "JPY")
        let report = F.report([F.result(Self.autumn, usd, jpy)])
        #expect(report.currencies.map(\.currency.code) == ["EUR", "JPY", "USD"])
        #expect(report.currencies[0].moneyOut == F.money("-1220.00"))
        #expect(report.currencies[1].moneyOut == F.money("-1200", "JPY"))
        #expect(report.currencies[2].moneyOut == F.money("-12.00", "USD"))
        #expect(report.currencies[0].transactionCount == 8)
        #expect(report.currencies[0].pendingCount == 1)
    }

    @Test func spendingHasSharesAndAverages() throws {
        let eur = try #require(F.report([F.result(Self.autumn)]).currencies.first)
        let housing = try #require(eur.spending.first)
        #expect(housing.category == "housing")
        #expect(housing.share == Amount(exactly: "94.3")!)  // 1150 / 1220 = 94.26…
        let groceries = try #require(eur.spending.first { $0.category == "groceries" })
        #expect(groceries.count == 5)
        #expect(groceries.spent == F.money("70.00"))
        #expect(groceries.average == F.money("14.00"))
        #expect(eur.spending.reduce(Amount.zero) { $0 + $1.spent.amount } == eur.moneyOut.amount.magnitude)
    }

    @Test func listsTheEarliestTransactionsAndCountsTheRest() throws {
        // Given out of order, and a second statement: the list is by day, then statement, then order read.
        let a = F.statement([F.tx("2026-10-03", "-1.00", "A3"), F.tx("2026-10-01", "-1.00", "A1"), F.tx("2026-10-02", "-1.00", "A2")])
        let b = F.statement([F.tx("2026-10-01", "-1.00", "B1"), F.tx("2026-10-02", "-1.00", "B2")])
        var options = ReportOptions(sections: ReportSection.allCases, maxTransactions: 3)
        let report = F.report([F.result(a, b)], options: options)
        #expect(report.transactions.map(\.transaction.description) == ["A1", "B1", "A2"])
        #expect(report.omittedTransactions == 2)
        options.maxTransactions = nil
        #expect(F.report([F.result(a, b)], options: options).transactions.map(\.transaction.description) == ["A1", "B1", "A2", "B2", "A3"])
        options.maxTransactions = 0
        let none = F.report([F.result(a, b)], options: options)
        #expect(none.transactions.isEmpty && none.omittedTransactions == 5)
    }

    @Test func listsTheSameEarliestTransactionsWhateverTheFileOrder() throws {
        // A file read newest first sends every row into the list's heap at its root: the list must not
        // depend on the order (days 1 to 28, two rows a day, a day's rows kept in the order read).
        let days = (0..<56).map { i in (day: 1 + i / 2, name: "T\(i)") }
        let orders: [[Int]] = [Array(0..<56), Array((0..<56).reversed()), (0..<56).map { ($0 * 23) % 56 }]
        for order in orders {
            let rows = order.map { days[$0] }
            let transactions = rows.map { F.tx("2026-02-" + ($0.day < 10 ? "0" : "") + "\($0.day)", "-1.00", $0.name) }
            let expected = rows.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element.name)
            for limit in [0, 1, 7, 55, 56, nil] as [Int?] {
                let options = ReportOptions(sections: ReportSection.allCases, maxTransactions: limit)
                let report = F.report([F.result(F.statement(transactions))], options: options)
                #expect(report.transactions.map(\.transaction.description) == Array(expected.prefix(limit ?? 56)))
                #expect(report.omittedTransactions == 56 - (limit ?? 56))
            }
        }
    }

    @Test func keepsTheLargestPaymentsAndTopPayees() throws {
        var options = ReportOptions(sections: ReportSection.allCases)
        options.top = 2
        let statement = F.statement([
            F.tx("2026-10-01", "-60.00", "CB FNAC 01/10"), F.tx("2026-10-02", "-80.00", "CB DARTY"), F.tx("2026-10-03", "-80.00", "CB IKEA"),
            F.tx("2026-10-04", "-30.00", "CB FNAC 04/10"), F.tx("2026-10-05", "500.00", "VIR RECU"),
        ])
        let eur = try #require(F.report([F.result(statement)], options: options).currencies.first)
        #expect(eur.largest.map(\.transaction.description) == ["CB DARTY", "CB IKEA"])  // a tie goes to the earlier
        #expect(eur.topPayees.map(\.name) == ["FNAC", "DARTY"])
        #expect(eur.topPayees[0].spent == F.money("90.00"))
        #expect(eur.topPayees[0].count == 2)
    }

    @Test func filtersByPeriodAndAccount() throws {
        let joint = F.statement([F.tx("2026-10-01", "-10.00", "A"), F.tx("2026-11-15", "-20.00", "B")],
                                account: Account(iban: "FR76 1111"), source: "compte-joint.csv")
        let card = F.statement([F.tx("2026-10-05", "-5.00", "C")], source: "carte.csv")
        let options = ReportOptions(sections: ReportSection.allCases, from: F.day("2026-10-01"), to: F.day("2026-10-31"),
                                    accounts: [try TextPattern(.contains, "FR761111")])
        let report = F.report([F.result(joint), F.result(card)], options: options)
        #expect(report.transactions.map(\.transaction.description) == ["A"])
        #expect(report.filter.excludedTransactions == 2)
        #expect(report.statements.count == 1)
        #expect(report.statements[0].transactionCount == 2)  // the statement itself is whole
        #expect(report.period == DayRange(start: F.day("2026-10-01"), end: F.day("2026-10-31")))
        #expect(report.currencies.first?.moneyOut == F.money("-10.00"))
        #expect(report.currencies.first?.months.count == 1)
    }

    @Test func reconcilesEachStatementWhateverTheFilters() throws {
        let good = F.statement([F.tx("2026-10-02", "-10.00", "A"), F.tx("2026-10-20", "-5.00", "B", status: .pending)],
                               opening: "100.00", closing: "90.00")
        let bad = F.statement([F.tx("2026-10-03", "-10.00", "C")], opening: "50.00", closing: "45.00")
        let options = ReportOptions(sections: ReportSection.allCases, from: F.day("2026-10-03"))
        let report = F.report([F.result(good), F.result(bad)], options: options)
        #expect(report.statements.map(\.reconciliation) == [.matched(F.money("90.00")), .mismatch(expected: F.money("45.00"), computed: F.money("40.00"))])
        let eur = try #require(report.currencies.first)
        // Two statements that name no account: two accounts, whose balances are never added.
        #expect(eur.openingBalance == nil && eur.closingBalance == nil)
        #expect(eur.accountCount == 2)
        #expect(eur.reconciliation == .mismatch(expected: F.money("135.00"), computed: F.money("130.00")))
        #expect(eur.statementsWithoutBalances == 0)
        let alone = F.report([F.result(good)])
        #expect(alone.currencies.first?.reconciliation == .matched(F.money("90.00")))
    }

    @Test func streamingGivesTheSameReportAsBuildingFromMemory() throws {
        let config = try F.config("""
            people: [{name: A, accounts: [joint]}, {name: B, accounts: [joint]}]
            splits: [{category: groceries, equal: [A, B]}]
            roundups: {step: 1}
            """)
        let options = ReportOptions(config: config, sections: ReportSection.allCases, maxTransactions: 4)
        let transactions = [
            F.tx("2026-10-09", "-3.33", "CB LIDL"), F.tx("2026-10-01", "-7.10", "CB LIDL"), F.tx("2026-10-05", "100.00", "VIR"),
            F.tx("2026-10-05", "-1.01", "CB CARREFOUR"), F.tx("2026-10-02", "-9.99", "PRLV NETFLIX"),
        ]
        var accumulator = ReportBuilder(generatedOn: F.day("2026-12-01"), config: config, options: options).accumulator()
        accumulator.beginFile(source: "joint.csv", format: "csv")
        accumulator.statement(0, StatementInfo(currency: .euro))
        for t in transactions { accumulator.transaction(0, t) }
        accumulator.endFile(ImportRecord(file: "joint.csv", format: "csv"))
        let streamed = accumulator.report()
        let sorted = transactions.sorted { $0.bookingDate < $1.bookingDate }
        let built = ReportBuilder(generatedOn: F.day("2026-12-01"), config: config, options: options)
            .build([ImportResult(statements: [F.statement(sorted, source: "joint.csv")], record: ImportRecord(file: "joint.csv", format: "csv"))])
        #expect(ReportJSON.encode(streamed) == ReportJSON.encode(built))
        #expect(streamed.transactions.map(\.transaction.bookingDate.day) == [1, 2, 5, 5])
    }

    @Test func aFileCanBeLeftOutByGoingBackToACopy() throws {
        let options = ReportOptions(sections: ReportSection.allCases)
        var accumulator = ReportAccumulator(generatedOn: F.day("2026-12-01"), options: options)
        accumulator.beginFile(source: "a.csv", format: "csv")
        accumulator.statement(0, StatementInfo(currency: .euro))
        accumulator.transaction(0, F.tx("2026-10-01", "-10.00", "CB LIDL"))
        accumulator.endFile(ImportRecord(file: "a.csv", format: "csv"))
        let before = accumulator
        let expected = ReportJSON.encode(before.report())
        accumulator.beginFile(source: "broken.csv", format: "csv")
        accumulator.statement(0, StatementInfo(currency: Currency(code: "USD")!))
        accumulator.transaction(0, F.tx("2026-10-02", "-99.00", "CB FNAC", currency: "USD"))
        // ... the importer throws here; the caller goes back:
        accumulator = before
        #expect(ReportJSON.encode(accumulator.report()) == expected)
    }

    @Test func aStatementDeclaredAgainKeepsItsTransactions() throws {
        // OFX gives the ledger balance after the transactions.
        var accumulator = ReportAccumulator(generatedOn: F.day("2026-12-01"), options: ReportOptions(sections: ReportSection.allCases))
        accumulator.beginFile(source: "a.ofx", format: "ofx")
        accumulator.statement(0, StatementInfo(currency: .euro, openingBalance: Balance(F.money("10.00"))))
        accumulator.transaction(0, F.tx("2026-10-01", "-4.00", "A"))
        accumulator.statement(0, StatementInfo(currency: .euro, openingBalance: Balance(F.money("10.00")), closingBalance: Balance(F.money("6.00"))))
        accumulator.endFile(ImportRecord(file: "a.ofx", format: "ofx"))
        let report = accumulator.report()
        #expect(report.statements.count == 1)
        #expect(report.statements[0].transactionCount == 1)
        #expect(report.statements[0].reconciliation == .matched(F.money("6.00")))
    }

    @Test func sectionsNotShownAreNotComputed() throws {
        let report = F.report([F.result(Self.autumn)], options: ReportOptions(sections: [.summary]))
        let eur = try #require(report.currencies.first)
        #expect(eur.months.isEmpty && eur.topPayees.isEmpty && eur.largest.isEmpty && eur.recurring.isEmpty && eur.roundUps == nil)
        #expect(!eur.spending.isEmpty)  // part of the totals
        #expect(report.transactions.isEmpty)
        #expect(eur.moneyOut == F.money("-1220.00"))
    }

    @Test func roundsUpPerWeekAndPerMonthInEachCurrency() throws {
        let jpy = F.statement([
            F.tx("2026-09-28", "-325", "CB LAWSON", currency: "JPY"), F.tx("2026-10-01", "-1180", "CB FAMIMA", currency: "JPY"),
            F.tx("2026-10-05", "-990", "CB SUICA", currency: "JPY"), F.tx("2026-10-05", "-500", "CB SUICA", currency: "JPY", status: .pending),
            F.tx("2026-10-06", "5000", "ATM", currency: "JPY"),
        ], currency: "JPY")
        var options = ReportOptions(sections: ReportSection.allCases)
        options.roundUpStep = 10
        let summary = try #require(F.report([F.result(jpy)], options: options).currencies.first?.roundUps)
        #expect(summary.step == 10)
        #expect(summary.count == 3)  // booked money out only
        #expect(summary.total == F.money("5", "JPY"))  // 325 → 5, 1180 → 0, 990 → 0
        #expect(summary.weeks.map(\.start) == [F.day("2026-09-28"), F.day("2026-10-05")])  // Mondays
        #expect(summary.weeks.map(\.total.amount) == [Amount(5), Amount(0)])
        #expect(summary.months.map(\.start) == [F.day("2026-09-01"), F.day("2026-10-01")])
        #expect(summary.months.map(\.count) == [1, 2])
    }

    @Test func findsTheRecurringPaymentsOfThePeriod() throws {
        let statement = F.statement([
            F.tx("2026-08-10", "-13.49", "PRLV NETFLIX.COM"), F.tx("2026-09-10", "-13.49", "PRLV NETFLIX.COM"),
            F.tx("2026-10-10", "-13.49", "PRLV NETFLIX.COM"),
            F.tx("2026-11-10", "-15.99", "PRLV NETFLIX.COM"), F.tx("2026-09-01", "-1150.00", "VIR SEPA LOYER SEPTEMBRE"),
            F.tx("2026-10-01", "-1150.00", "VIR SEPA LOYER OCTOBRE"), F.tx("2026-11-02", "-1150.00", "VIR SEPA LOYER NOVEMBRE"),
        ])
        let recurring = try #require(F.report([F.result(statement)]).currencies.first?.recurring)
        #expect(recurring.map(\.payee) == ["LOYER", "NETFLIX.COM"])
        let rent = try #require(recurring.first)
        #expect(rent.interval == .monthly)
        #expect(rent.typicalAmount == F.money("1150.00"))
        #expect(rent.yearlyCost == F.money("13800.00"))
        #expect(rent.next == F.day("2026-12-02"))
        #expect(rent.category == "housing")
        #expect(rent.priceRise == nil && !rent.isNew && rent.missed == nil)
        // Netflix went up 18.5 % in November after three months at 13.49: the same subscription, whose price rose.
        let netflix = try #require(recurring.last)
        #expect(netflix.priceRise == PriceRise(previous: F.money("13.49"), current: F.money("15.99"), day: F.day("2026-11-10")))
        #expect(netflix.typicalAmount == F.money("15.99") && netflix.yearlyCost == F.money("191.88"))  // the new price from now on
    }

    /// `--from`/`--to` choose which recurring payments are shown, not what they are found among
    /// (the README's monthly cron recipe runs with `--from`).
    @Test func recurringPaymentsHoldWhateverThePeriod() throws {
        let statement = F.statement([
            F.tx("2026-08-05", "-19.90", "PRLV ASSURANCE AUTO"), F.tx("2026-09-05", "-19.90", "PRLV ASSURANCE AUTO"),
            F.tx("2026-10-05", "-19.90", "PRLV ASSURANCE AUTO"),
            F.tx("2026-08-12", "-96.50", "PRLV EDF"), F.tx("2026-09-12", "-96.50", "PRLV EDF"), F.tx("2026-10-12", "-118.40", "PRLV EDF"),
            F.tx("2026-11-12", "-101.20", "PRLV EDF"),
            F.tx("2026-09-20", "-8.99", "PRLV DEEZER"), F.tx("2026-10-20", "-8.99", "PRLV DEEZER"), F.tx("2026-11-20", "-8.99", "PRLV DEEZER"),
            F.tx("2026-06-10", "-5.00", "PRLV ANCIEN ABONNEMENT"), F.tx("2026-07-10", "-5.00", "PRLV ANCIEN ABONNEMENT"),
            F.tx("2026-08-10", "-5.00", "PRLV ANCIEN ABONNEMENT"), F.tx("2026-11-28", "-3.20", "CB BOULANGERIE"),
        ])
        var options = ReportOptions(sections: ReportSection.allCases)
        options.from = F.day("2026-11-01")
        options.to = F.day("2026-11-30")
        let recurring = try #require(F.report([F.result(statement)], options: options).currencies.first?.recurring)
        // The variable bill is found; the insurance that did not come in November is shown as missed;
        // the streaming service that became recurring in November is new; the one that ended in August is not shown.
        #expect(recurring.map(\.payee) == ["EDF", "ASSURANCE AUTO", "DEEZER"], "\(recurring.map(\.payee))")
        let edf = recurring[0], insurance = recurring[1], deezer = recurring[2]
        // 96.50, 96.50, 118.40: a variable bill, not a price rise (that needs three payments of one amount first).
        #expect(edf.count == 4 && edf.priceRise == nil && edf.missed == nil && !edf.isNew)
        #expect(insurance.missed == F.day("2026-11-05") && !insurance.isNew)
        #expect(deezer.isNew && deezer.missed == nil)
        // Without the filter (June to November) every series is shown: those that began after June
        // are new, the two that stopped have their missed payment.
        let all = try #require(F.report([F.result(statement)]).currencies.first?.recurring)
        #expect(all.map(\.payee) == ["EDF", "ASSURANCE AUTO", "DEEZER", "ANCIEN ABONNEMENT"])
        #expect(all.filter(\.isNew).map(\.payee) == ["EDF", "ASSURANCE AUTO", "DEEZER"])
        #expect(all.map(\.missed) == [nil, F.day("2026-11-05"), nil, F.day("2026-09-10")])
    }
}

/// Months and days for periods that cross a year, a leap day, or are cut by `--from`/`--to`.
@Suite struct MonthAndDayGroupingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var days: [String]
        var from: String? = nil
        var to: String? = nil
        var months: [String]
        /// Days listed in each month.
        var dayCounts: [Int]
        /// Movements counted in each month.
        var counts: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one month", days: ["2026-10-01", "2026-10-31"], months: ["2026-10"], dayCounts: [31], counts: [2]),
        Case(name: "across the new year", days: ["2026-12-30", "2027-01-02"], months: ["2026-12", "2027-01"], dayCounts: [2, 2], counts: [1, 1]),
        Case(name: "a leap February", days: ["2028-02-01", "2028-02-29"], months: ["2028-02"], dayCounts: [29], counts: [2]),
        Case(name: "an empty month in between", days: ["2026-09-15", "2026-11-01"], months: ["2026-09", "2026-10", "2026-11"],
             dayCounts: [16, 31, 1], counts: [1, 0, 1]),
        Case(name: "cut by from and to", days: ["2026-09-15", "2026-10-10", "2026-11-20"], from: "2026-10-05", to: "2026-11-03",
             months: ["2026-10", "2026-11"], dayCounts: [27, 3], counts: [1, 0]),
        Case(name: "a period wider than the movements", days: ["2026-10-10"], from: "2026-09-29", to: "2026-10-31",
             months: ["2026-09", "2026-10"], dayCounts: [2, 31], counts: [0, 1]),
    ]

    @Test(arguments: cases)
    func groupsByMonthAndDay(_ c: Case) throws {
        let statement = Fixture.statement(c.days.map { Fixture.tx($0, "-1.00", "X") })
        let options = ReportOptions(sections: ReportSection.allCases, from: c.from.map(Fixture.day), to: c.to.map(Fixture.day))
        let eur = try #require(Fixture.report([Fixture.result(statement)], options: options).currencies.first)
        #expect(eur.months.map { String(format: "%04d-%02d", $0.year, $0.month) } == c.months)
        #expect(eur.months.map(\.days.count) == c.dayCounts)
        #expect(eur.months.map(\.count) == c.counts)
        for month in eur.months {
            #expect(month.days.reduce(0) { $0 + $1.count } == month.count)
            #expect(zip(month.days, month.days.dropFirst()).allSatisfy { $1.day.dayNumber == $0.day.dayNumber + 1 })
        }
    }
}
