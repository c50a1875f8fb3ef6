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

@Suite struct RecurrenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// `YYYY-MM-DD amount`
        var payments: [String]
        /// The interval of each series found, with its number of payments.
        var found: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "monthly, same amount", payments: ["2026-09-10 13.49", "2026-10-10 13.49", "2026-11-10 13.49"], found: ["monthly 3"]),
        Case(name: "monthly, moved by weekends and short months",
             payments: ["2026-01-31 9.99", "2026-02-27 9.99", "2026-03-31 9.99", "2026-05-04 9.99"], found: ["monthly 4"]),
        Case(name: "two payments are not enough", payments: ["2026-09-10 13.49", "2026-10-10 13.49"], found: []),
        Case(name: "a missed month breaks the series", payments: ["2026-08-10 13.49", "2026-09-10 13.49", "2026-11-10 13.49"], found: []),
        Case(name: "a price within 10 % is similar", payments: ["2026-09-10 13.49", "2026-10-10 13.49", "2026-11-10 14.83"], found: ["monthly 3"]),
        Case(name: "a variable bill within 25 % is one series", payments: ["2026-09-10 96.50", "2026-10-10 96.50", "2026-11-10 118.40"],
             found: ["monthly 3"]),
        Case(name: "variable amounts paid by card are shopping, not a bill",
             payments: ["2026-09-23 47.80 card", "2026-10-28 51.05 card", "2026-11-25 42.67 card"], found: []),
        Case(name: "a price more than 25 % higher that goes on at the same interval joins the series",
             payments: ["2026-08-10 13.49", "2026-09-10 13.49", "2026-10-10 13.49", "2026-11-10 17.99"], found: ["monthly 4"]),
        Case(name: "a price more than 25 % higher at another interval does not",
             payments: ["2026-08-10 13.49", "2026-09-10 13.49", "2026-10-10 13.49", "2026-11-28 17.99"], found: ["monthly 3"]),
        Case(name: "a price more than 25 % higher with too few payments is not a series",
             payments: ["2026-09-10 13.49", "2026-10-10 13.49", "2026-11-10 17.99"], found: []),
        Case(name: "weekly", payments: ["2026-09-07 5.00", "2026-09-14 5.00", "2026-09-21 5.00", "2026-09-29 5.00"], found: ["weekly 4"]),
        Case(name: "every two weeks", payments: ["2026-09-04 40.00", "2026-09-18 40.00", "2026-10-02 41.00"], found: ["biweekly 3"]),
        Case(name: "quarterly", payments: ["2026-01-15 60.00", "2026-04-15 60.00", "2026-07-15 60.00"], found: ["quarterly 3"]),
        Case(name: "yearly", payments: ["2024-03-01 99.00", "2025-03-03 99.00", "2026-03-02 99.00"], found: ["yearly 3"]),
        Case(name: "two subscriptions from one company", payments: [
            "2026-09-03 2.99", "2026-09-12 10.99", "2026-10-03 2.99", "2026-10-12 10.99", "2026-11-03 2.99", "2026-11-12 10.99",
        ], found: ["monthly 3", "monthly 3"]),
        Case(name: "a subscription among a few purchases", payments: [
            "2026-09-05 8.99", "2026-09-20 35.00", "2026-10-05 8.99", "2026-11-05 8.99",
        ], found: ["monthly 3"]),
        Case(name: "supermarket runs that happen to fall a month apart", payments: [
            "2026-09-03 64.37", "2026-09-19 71.63", "2026-10-03 58.90", "2026-10-24 66.21", "2026-11-04 61.48", "2026-11-20 79.12",
        ], found: []),
        Case(name: "irregular gaps", payments: ["2026-09-01 10.00", "2026-09-20 10.00", "2026-10-25 10.00"], found: []),
        Case(name: "same day twice", payments: ["2026-09-01 10.00", "2026-09-01 10.00", "2026-10-01 10.00"], found: []),
    ]

    @Test(arguments: cases)
    func findsRecurringPayments(_ c: Case) {
        let payments = c.payments.map { text in
            let parts = text.split(separator: " ")
            return RecurrenceDetector.Occurrence(day: CalendarDay(iso: parts[0])!, amount: Amount(exactly: parts[1])!, card: parts.count > 2)
        }
        let found = RecurrenceDetector.detect(payments).map { "\($0.interval.rawValue) \($0.occurrences.count)" }
        #expect(found == c.found)
    }

    @Test(arguments: [
        (RecurrenceInterval.monthly, "2026-01-31", "2026-02-28"), (.monthly, "2024-01-31", "2024-02-29"), (.monthly, "2026-12-15", "2027-01-15"),
        (.quarterly, "2026-11-30", "2027-02-28"), (.yearly, "2024-02-29", "2025-02-28"), (.weekly, "2026-12-29", "2027-01-05"),
        (.biweekly, "2026-09-04", "2026-09-18"),
    ])
    func theNextPaymentIsOneIntervalLater(interval: RecurrenceInterval, last: String, next: String) {
        #expect(interval.after(CalendarDay(iso: last)!) == CalendarDay(iso: next)!)
    }

    @Test func theIntervalsDoNotOverlap() {
        let all = RecurrenceInterval.allCases
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] { #expect(!a.days.overlaps(b.days), "\(a) and \(b)") }
        }
    }
}
