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

/// The project's own form (`Resources/schema/statements.schema.json`) read back by the JSON importer.
@Suite struct JSONOwnFormTests {
    static let here = SourceLocation(file: "origin.csv", line: 3)

    /// A statement that uses every field of the model.
    static var fullStatement: Statement {
        let eur = Currency.euro, chf = Currency(code: "CHF")!
        func money(_ text: String, _ c: Currency = .euro) -> Money { Money(Amount(exactly: text)!, c) }
        let day = { (d: Int) in CalendarDay(year: 2026, month: 10, day: d)! }
        let info = StatementInfo(
            account: Account(id: "000123", iban: "FR7630006000011234567890189", name: "Compte partagé", holder: "C. Dubois",
                             institution: "Banque Exemple", type: .checking),
            currency: eur, period: DayRange(start: day(1), end: day(31)),
            openingBalance: Balance(money("100.00"), date: day(1)), closingBalance: Balance(money("-1.005")),
            availableBalance: Balance(money("50"), date: day(31)))
        let transactions = [
            Transaction(id: "a", bookingDate: day(1), valueDate: day(2), amount: money("-1200.00"), description: "  LOYER \"OCT\"\n",
                        payee: "SCI", memo: "", reference: "R1", category: "housing", kind: .standingOrder, status: .booked,
                        account: "000123", payer: "camille", split: SplitRule(.shares, [.init("camille", Amount(2)), .init("julien", Amount(1))]),
                        location: here),
            Transaction(id: "b", bookingDate: day(3), amount: money("-234.00"), description: "HOTEL", kind: .card, status: .pending,
                        originalAmount: money("-220.5", chf), payer: "julien",
                        split: SplitRule.equal(["camille", "julien"]).with(adjustments: [.init("julien", Amount(exactly: "20.00")!)]),
                        location: here),
            Transaction(id: "c", bookingDate: day(4), amount: money("-71.30"), description: "EDF", kind: .directDebit, status: .information,
                        split: SplitRule(.percent, [.init("camille", Amount(exactly: "60")!), .init("julien", Amount(exactly: "40")!)]),
                        location: here),
            Transaction(id: "d", bookingDate: day(5), amount: money("-64.50"), description: "RESTAURANT",
                        split: SplitRule(.exact, [.init("camille", Amount(exactly: "60.50")!), .init("julien", Amount(exactly: "4.00")!)]),
                        location: here),
            Transaction(id: "e", bookingDate: day(6), amount: money("0.1"), description: "Société générale ✓", location: here),
        ]
        return Statement(info: info, transactions: transactions, source: "origin.csv", format: "csv")
    }

    /// The statements with every transaction's location set to one place, for comparing models, and
    /// `hasSourceID` cleared: our JSON form does not say whether an id was computed (read back, every
    /// id is the source's).
    static func located(_ statements: [Statement]) -> [Statement] {
        statements.map { s in
            var s = s
            s.transactions = s.transactions.map { t in
                var t = t
                t.location = here
                t.hasSourceID = false
                return t
            }
            s.source = ""
            s.format = ""
            return s
        }
    }

    @Test func readsBackEveryFieldItWrites() throws {
        let text = TransactionsJSON.encode([Self.fullStatement])
        let result = try importJSON(text)
        #expect(result.record.detected.contains(Detection(name: "dialect", value: "statement-report")))
        #expect(result.record.rejected.isEmpty && result.record.warnings.isEmpty)
        // An id read from our own form is the source's (it names the transaction across files) unless
        // the form says we computed it (`"computedId": true`), as it does for each of these.
        #expect(result.statements[0].transactions.map(\.hasSourceID) == Self.fullStatement.transactions.map(\.hasSourceID))
        #expect(text.contains("\"computedId\": true"))
        var withIDs = Self.fullStatement
        withIDs.transactions = withIDs.transactions.map { t in
            var t = t
            t.hasSourceID = true
            return t
        }
        let bankIDs = try importJSON(TransactionsJSON.encode([withIDs]))
        #expect(bankIDs.statements[0].transactions.allSatisfy { $0.hasSourceID })
        #expect(Self.located(result.statements) == Self.located([Self.fullStatement]))
        // And every amount keeps its digits.
        #expect(result.statements[0].transactions.map(\.amount.amount.description) == ["-1200.00", "-234.00", "-71.30", "-64.50", "0.10"])
        #expect(result.statements[0].info.closingBalance?.money.amount.description == "-1.005")
        // Writing what was read gives the same text, but for where each transaction was read.
        let again = TransactionsJSON.encode(result.statements)
        func withoutPlaces(_ s: String) -> String {
            s.split(separator: "\n").filter { !$0.contains("\"location\"") && !$0.contains("\"source\"") && !$0.contains("\"format\"") }
                .joined(separator: "\n")
        }
        #expect(withoutPlaces(again) == withoutPlaces(text))
    }

    @Test func readsKeysInAnyOrderAndAmountsAsNumbers() throws {
        let result = try importJSON(#"""
            {"statements": [{"transactions": [{"amount": -12.5, "bookingDate": "2026-10-01", "currency": "EUR"}],
                             "currency": "EUR", "closingBalance": {"amount": "10.00"}}], "version": 1}
            """#)
        let s = try #require(result.statements.first)
        #expect(s.currency == .euro)
        #expect(s.info.closingBalance?.money == Money(Amount(exactly: "10.00")!, .euro))
        #expect(s.transactions.map(\.amount.amount.description) == ["-12.5"])
        #expect(s.transactions.first?.description == "")
    }

    @Test func refusesANewerVersionAtItsPlace() throws {
        let error = try #require(jsonImportError("{\n  \"version\": 2,\n  \"statements\": []\n}"))
        #expect(error.kind == .unsupported)
        #expect(error.message == Message("json.unsupportedVersion", ["version": "2", "supported": .number(1)]))
        #expect(error.location == SourceLocation(file: "t.json", line: 2, column: 14))
        #expect(error.lineText == "  \"version\": 2,")
    }

    /// A transaction that breaks the form: rejected with its reason and place, the others read.
    @Test(arguments: [
        (#""amount": "12,50""#, "json.badDecimal"),
        (#""amount": "-1.00", "status": "done""#, "json.badStatus"),
        (#""amount": "-1.00", "valueDate": "01/10/2026""#, "json.badDate"),
        (#""amount": "-1.00", "currency": "EUROS""#, "json.badCurrency"),
        (#""amount": "-9.00", "split": {"percent": {"a": "60", "b": "30"}}"#, "json.split.percentSum"),
        (#""amount": "-9.00", "split": {"exact": {"a": "5.00", "b": "3.00"}}"#, "json.split.exactSum"),
        (#""amount": "-9.00", "split": {"equal": ["a", "a"]}"#, "json.split.duplicatePerson"),
        (#""amount": "-9.00", "split": {"shares": {"a": 0, "b": 1}}"#, "json.split.notPositive"),
        (#""amount": "-9.00", "split": {"equal": ["a"], "shares": {"b": 1}}"#, "json.split.shape"),
        (#""amount": "-9.00", "split": {"adjust": {"a": "1.00"}}"#, "json.split.shape"),
        (#""amount": "-9.00", "split": {"equal": ["a", "b"], "adjust": {"a": "10.00"}}"#, "json.split.adjustmentsTooLarge"),
        (#""amount": "-9.00", "split": {"equal": []}"#, "json.split.noPeople"),
        (#""amount": "-9.00", "split": {"equal": "a"}"#, "json.wrongType"),
    ])
    func rejectsATransactionThatBreaksTheForm(fields: String, key: String) throws {
        let text = """
            {"version": 1, "statements": [{"currency": "EUR", "transactions": [
              {"bookingDate": "2026-10-01", \(fields)},
              {"bookingDate": "2026-10-02", "amount": "1.00"}
            ]}]}
            """
        let result = try importJSON(text)
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == key)
        #expect(row.location.line == 2)
        #expect(result.record.imported == 1)
        #expect(result.record.isBalanced)
    }

    @Test func anUnknownKindIsAWarningNotARejection() throws {
        let result = try importJSON(#"{"version": 1, "statements": [{"currency": "EUR", "transactions": [{"bookingDate": "2026-10-01", "amount": "-1.00", "kind": "crypto"}]}]}"#)
        #expect(result.record.warnings.map(\.reason) == [Message("json.unknownKind", ["text": "crypto"])])
        #expect(result.statements.first?.transactions.first?.kind == .debit)
    }

    @Test func aWrongStatementFieldIsAWarningAndTheTransactionsStillRead() throws {
        let result = try importJSON(#"{"version": 1, "statements": [{"account": {"type": "piggy-bank"}, "currency": "EUR", "transactions": [{"bookingDate": "2026-10-01", "amount": "-1.00"}]}]}"#)
        #expect(result.record.warnings.map(\.reason.key) == ["json.badAccountType"])
        #expect(result.record.imported == 1)
    }

    @Test func theSplitFormsReadToTheRule() throws {
        let text = #"""
            {"version": 1, "statements": [{"currency": "EUR", "transactions": [
              {"bookingDate": "2026-10-01", "amount": "-90.00", "split": {"shares": {"alice": 2, "bob": "1.5"}}},
              {"bookingDate": "2026-10-01", "amount": "-90.00", "split": {"equal": ["alice", "bob"], "adjust": {"bob": "-5.00", "carol": "10"}}}
            ]}]}
            """#
        let list = try importJSON(text).statements.flatMap(\.transactions)
        #expect(list[0].split == SplitRule(.shares, [.init("alice", Amount(2)), .init("bob", Amount(exactly: "1.5")!)]))
        #expect(list[1].split?.method == .equal)
        #expect(list[1].split?.adjustments == [.init("bob", Amount(exactly: "-5.00")!), .init("carol", Amount(10))])
        #expect(list[1].split?.people == ["alice", "bob", "carol"])
    }
}

extension SplitRule {
    func with(adjustments: [Part]) -> SplitRule { SplitRule(method, parts, adjustments: adjustments) }
}
