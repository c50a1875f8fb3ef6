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

/// Reads JSON text with the JSON importer.
func importJSON(_ text: String, name: String = "t.json", options: ImportOptions = ImportOptions(), importer: JSONImporter = JSONImporter())
    throws(ImportError) -> ImportResult
{
    try importer.importFile(.bytes(Array(text.utf8), name: name), options: options)
}

/// The error reading `text` gives, or nil when it reads.
func jsonImportError(_ text: String, options: ImportOptions = ImportOptions(), importer: JSONImporter = JSONImporter()) -> ImportError? {
    do {
        _ = try importJSON(text, options: options, importer: importer)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONImporterTests {
    func transactions(_ result: ImportResult) -> [Transaction] { result.statements.flatMap(\.transactions) }

    // MARK: Amounts

    /// One generic record: how its amount is written, and the exact money it must give.
    @Test(arguments: [
        (#"{"date": "2026-10-01", "amount": 12.5, "currency": "EUR"}"#, "12.5", "EUR"),
        (#"{"date": "2026-10-01", "amount": "12,50", "currency": "EUR"}"#, "12.50", "EUR"),
        (#"{"date": "2026-10-01", "amountMinor": 1250, "currency": "EUR"}"#, "12.50", "EUR"),
        (#"{"date": "2026-10-01", "amount_in_cents": 1250, "currency": "JPY"}"#, "1250", "JPY"),
        (#"{"date": "2026-10-01", "amount_in_cents": "1250", "currency": "BHD"}"#, "1.250", "BHD"),
        (#"{"date": "2026-10-01", "amount": {"minorUnits": 1250, "currency": "GBP"}}"#, "12.50", "GBP"),
        (#"{"date": "2026-10-01", "amount": {"value": "-8.43", "currency": "EUR"}}"#, "-8.43", "EUR"),
        (#"{"date": "2026-10-01", "amount": "-1 234,56 €"}"#, "-1234.56", "EUR"),
        (#"{"date": "2026-10-01", "amount": 2863.2522955731815, "currency": "USD"}"#, "2863.2522955731815", "USD"),
        (#"{"date": "2026-10-01", "amount": 1.25e2, "currency": "USD"}"#, "125", "USD"),
        (#"{"date": "2026-10-01", "debit": "12.00", "credit": "", "currency": "EUR"}"#, "-12.00", "EUR"),
        (#"{"date": "2026-10-01", "Débit": "", "Crédit": "1 000,00", "devise": "EUR"}"#, "1000.00", "EUR"),
        (#"{"date": "2026-10-01", "amount": "12.00", "direction": "OUT", "currency": "EUR"}"#, "-12.00", "EUR"),
        (#"{"date": "2026-10-01", "amount": -12, "creditDebitIndicator": "CRDT", "currency": "EUR"}"#, "12", "EUR"),
    ])
    func readsAnAmountHoweverItIsWritten(record: String, amount: String, currency: String) throws {
        let result = try importJSON("[" + record + "]")
        let t = try #require(transactions(result).first)
        #expect(t.amount.amount == Amount(exactly: amount)!)
        #expect(t.amount.amount.description == amount)
        #expect(t.currency.code == currency)
    }

    @Test func aSumOfJSONFloatsIsKeptExactFromTheirText() throws {
        let result = try importJSON(#"[{"date": "2026-10-01", "amount": 0.1, "currency": "EUR"}, {"date": "2026-10-02", "amount": 0.2, "currency": "EUR"}]"#)
        let sum = transactions(result).map(\.amount.amount).reduce(Amount.zero, +)
        #expect(sum == Amount(exactly: "0.3")!)
        #expect(sum.description == "0.3")
    }

    @Test func resolvesAThreeDigitFractionFromTheFilesOtherAmounts() throws {
        let result = try importJSON(#"[{"date": "2026-10-01", "amount": "12,50"}, {"date": "2026-10-02", "amount": "1,234"}]"#)
        #expect(transactions(result).map(\.amount.amount.description) == ["12.50", "1.234"])
    }

    // MARK: Rejected records

    /// A record that cannot be read: its message, line and column; the others still import.
    @Test(arguments: [
        (#"{"date": "2026-10-01", "amount": "12,3,4"}"#, "amount.badGrouping", 2, 39),
        (#"{"date": "2026-13-01", "amount": "1.00"}"#, "json.badDate", 2, 12),
        (#"{"date": "2026-10-01", "amount": true}"#, "json.wrongType", 2, 36),
        (#"{"date": "2026-10-01", "label": "no amount"}"#, "json.noAmount", 2, 3),
        (#"{"amount": "1.00"}"#, "json.noDate", 2, 3),
        (#""not an object""#, "json.recordNotObject", 2, 3),
        (#"{"date": "2026-10-01", "amount": "1.00", "direction": "sideways"}"#, "json.badDirection", 2, 57),
        (#"{"date": "2026-10-01", "amount": "1.00", "currency": "EURO"}"#, "json.badCurrency", 2, 56),
        (#"{"date": "2026-10-01", "amountMinor": 12.5, "currency": "EUR"}"#, "json.notMinorUnits", 2, 41),
    ])
    func rejectsARecordWithItsPlaceAndReason(record: String, key: String, line: Int, column: Int) throws {
        let text = "[\n  " + record + ",\n  {\"date\": \"2026-10-02\", \"amount\": \"5.00\"}\n]"
        let result = try importJSON(text)
        #expect(result.record.imported == 1)
        #expect(result.record.isBalanced)
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == key)
        #expect(row.location.line == line)
        #expect(row.location.column == column)
        #expect(row.lineText == "  " + record + ",")
    }

    // MARK: Starling

    @Test func readsStarlingFeedItemsAndSkipsWhatDidNotMoveMoney() throws {
        let result = try JSONImporter().importFile(.file(Paths.fixtures().appending(path: "json/starling-feed.json").path))
        #expect(result.record.detected.contains(Detection(name: "dialect", value: "starling")))
        #expect(result.record.rowsRead == 5)
        #expect(result.record.imported == 3)
        #expect(result.record.isBalanced)
        #expect(result.record.skipped.map(\.kind) == [.declined, .declined])
        #expect(result.record.skipped.map(\.reason.key) == ["json.starling.declined", "json.starling.reversed"])
        #expect(result.record.skipped.map(\.location.line) == [23, 43])  // their "status" lines

        let list = transactions(result)
        #expect(list.map(\.amount.description) == ["2500.00 GBP", "-12.50 GBP", "-18.00 GBP"])
        #expect(list.map(\.status) == [.booked, .booked, .pending])
        let cafe = list[1]
        #expect(cafe.bookingDate.description == "2026-10-03")  // the day as written, not moved by a time zone
        #expect(cafe.valueDate?.description == "2026-10-05")
        #expect(cafe.originalAmount == Money(Amount(exactly: "-14.37")!, Currency(code: "EUR")!))
        #expect(cafe.description == "Café de Flore")
        #expect(cafe.memo == "Breakfast")
        #expect(cafe.category == "restaurants")
        #expect(cafe.kind == .card)
        #expect(cafe.id == "11111111-aaaa-4aaa-aaaa-000000000001")
        #expect(list[0].category == "income")
        #expect(list[0].kind == .transfer)
    }

    @Test func readsABareArrayOfStarlingItems() throws {
        let result = try importJSON(#"[{"feedItemUid": "x", "amount": {"currency": "GBP", "minorUnits": 99}, "direction": "OUT", "transactionTime": "2026-10-01T10:00:00Z", "status": "UPCOMING"}]"#)
        #expect(result.record.detected.contains(Detection(name: "dialect", value: "starling")))
        #expect(transactions(result).map(\.status) == [.pending])
        #expect(transactions(result).map(\.amount.description) == ["-0.99 GBP"])
    }

    // MARK: GoCardless / Nordigen

    @Test(arguments: [
        #"""
        {"transactions": {"booked": [
          {"transactionId": "T1", "bookingDate": "2026-10-02", "valueDate": "2026-10-01",
           "transactionAmount": {"amount": "-38.15", "currency": "EUR"}, "creditorName": "CARREFOUR",
           "remittanceInformationUnstructuredArray": ["CARTE X4521 01/10", "CARREFOUR MARKET"]},
          {"transactionId": "T2", "bookingDate": "2026-10-03", "transactionAmount": {"amount": "2345.67", "currency": "EUR"},
           "debtorName": "ACME SAS", "creditorName": "MOI", "remittanceInformationUnstructured": "VIR SEPA SALAIRE"}],
         "pending": [{"valueDate": "2026-10-04", "transactionAmount": {"amount": "-7.30", "currency": "EUR"},
           "remittanceInformationUnstructured": "CARTE RATP", "internalTransactionId": "P1"}]}}
        """#,
        #"""
        {"transactions": {"booked": [
          {"transaction_id": "T1", "booking_date": "2026-10-02", "value_date": "2026-10-01",
           "transaction_amount": {"amount": "-38.15", "currency": "EUR"}, "creditor_name": "CARREFOUR", "debtor_name": null,
           "remittance_information_unstructured_array": ["CARTE X4521 01/10", "CARREFOUR MARKET"]},
          {"transaction_id": "T2", "booking_date": "2026-10-03", "transaction_amount": {"amount": "2345.67", "currency": "EUR"},
           "debtor_name": "ACME SAS", "creditor_name": "MOI", "remittance_information_unstructured": "VIR SEPA SALAIRE"}],
         "pending": [{"value_date": "2026-10-04", "transaction_amount": {"amount": "-7.30", "currency": "EUR"},
           "remittance_information_unstructured": "CARTE RATP", "internal_transaction_id": "P1"}]}}
        """#,
    ])
    func readsGoCardlessInCamelCaseAndSnakeCase(text: String) throws {
        let result = try importJSON(text)
        #expect(result.record.detected.contains(Detection(name: "dialect", value: "gocardless")))
        let list = transactions(result)
        #expect(list.map(\.id) == ["T1", "T2", "P1"])
        #expect(list.map(\.amount.description) == ["-38.15 EUR", "2345.67 EUR", "-7.30 EUR"])
        #expect(list.map(\.status) == [.booked, .booked, .pending])
        #expect(list.map(\.description) == ["CARTE X4521 01/10 CARREFOUR MARKET", "VIR SEPA SALAIRE", "CARTE RATP"])
        #expect(list.map(\.payee) == ["CARREFOUR", "ACME SAS", nil])  // the creditor for money out, the debtor for money in
        #expect(list[0].valueDate?.description == "2026-10-01")
        #expect(list[2].bookingDate.description == "2026-10-04")  // pending: the value date
    }

    @Test func readsAForeignAmountFromTheCurrencyExchange() throws {
        let result = try importJSON(#"""
            {"transactions": {"booked": [{"bookingDate": "2025-03-18", "transactionAmount": {"amount": "-217.76", "currency": "GBP"},
              "currencyExchange": [{"instructedAmount": {"amount": "443.27", "currency": "AUD"}, "exchangeRate": "2.0356"}]}]}}
            """#)
        #expect(transactions(result).first?.originalAmount == Money(Amount(exactly: "-443.27")!, Currency(code: "AUD")!))
    }

    // MARK: Generic JSON

    @Test func readsAnObjectHoldingAnArrayWithTheDocumentsCurrencyAndAccount() throws {
        let result = try importJSON(#"""
            {"iban": "FR7630001007941234567890185", "currency": "EUR", "exportedAt": "2026-11-01",
             "operations": [{"date": "2026-10-01", "libellé": "CB CARREFOUR", "montant": "-12,50", "catégorie": "groceries"},
                            {"date": "2026-10-02", "libellé": "SALAIRE", "montant": "2 500,00", "statut": "comptabilisé"}]}
            """#)
        #expect(result.record.detected.contains(Detection(name: "dialect", value: "generic")))
        #expect(result.record.detected.contains(Detection(name: "records", value: "\"operations\"")))
        let list = transactions(result)
        #expect(list.map(\.amount.description) == ["-12.50 EUR", "2500.00 EUR"])
        #expect(list.map(\.description) == ["CB CARREFOUR", "SALAIRE"])
        #expect(list.first?.category == "groceries")
        #expect(result.statements.map(\.account.id) == ["FR7630001007941234567890185"])
    }

    @Test func theDocumentsCurrencyAppliesEvenWhenWrittenAfterTheRecords() throws {
        let result = try importJSON(#"{"transactions": [{"date": "2026-10-01", "amount": "-1.00"}], "currency": "CHF", "iban": "CH9300762011623852957"}"#)
        #expect(result.statements.map(\.currency.code) == ["CHF"])
        #expect(result.statements.map(\.account.id) == ["CH9300762011623852957"])
        #expect(result.record.detected.filter { $0.name == "currency" }.map(\.value) == ["CHF (\"currency\")"])
    }

    @Test func readsAccountsThatEachHoldTheirTransactions() throws {
        let result = try importJSON(#"""
            {"accounts": [
              {"account": "checking", "currency": "EUR", "transactions": [{"date": "2026-10-01", "amount": "-1.00"}, {"date": "2026-10-02", "amount": "-2.00"}]},
              {"account": "savings", "currency": "USD", "transactions": [{"date": "2026-10-03", "amount": "3.00"}]}
            ]}
            """#)
        #expect(result.statements.map(\.account.id) == ["checking", "savings"])
        #expect(result.statements.map(\.currency.code) == ["EUR", "USD"])
        #expect(result.statements.map(\.transactions.count) == [2, 1])
    }

    @Test func readsADocumentThatIsOneRecord() throws {
        let result = try importJSON(#"{"date": "2026-10-01", "amount": "-4.20", "currency": "EUR", "description": "Boulangerie"}"#)
        #expect(transactions(result).map(\.description) == ["Boulangerie"])
    }

    @Test func skipsRowsWhoseStatusSaysNoMoneyMovedAndWarnsOfAnUnknownStatus() throws {
        let result = try importJSON(#"""
            [{"date": "2026-10-01", "amount": "-1.00", "state": "COMPLETED"},
             {"date": "2026-10-02", "amount": "-2.00", "state": "DECLINED"},
             {"date": "2026-10-03", "amount": "-3.00", "state": "PENDING"},
             {"date": "2026-10-04", "amount": "-4.00", "state": "WEIRD"}]
            """#)
        #expect(transactions(result).map(\.status) == [.booked, .pending, .booked])
        #expect(result.record.skipped.map(\.reason.key) == ["json.statusNotMoney"])
        #expect(result.record.warnings.map(\.reason) == [Message("json.unknownStatus", ["field": "state", "text": "WEIRD"])])
        #expect(result.record.isBalanced)
    }

    @Test func decidesTheDateFormatFromAllRecords() throws {
        let result = try importJSON(#"[{"date": "02/10/2026", "amount": 1}, {"date": "13/10/2026", "amount": 2}]"#)
        #expect(transactions(result).map(\.bookingDate.description) == ["2026-10-02", "2026-10-13"])
        #expect(result.record.detected.first { $0.name == "date format" }?.value.hasPrefix("dd/MM/yyyy") == true)
    }

    @Test func anAmbiguousDateColumnAsksForTheFormat() throws {
        let text = #"[{"date": "02/10/2026", "amount": 1}, {"date": "03/10/2026", "amount": 2}]"#
        let error = try #require(jsonImportError(text))
        #expect(error.message.key == "json.ambiguousDates")
        let result = try importJSON(text, options: ImportOptions(dateFormat: "MM/dd/yyyy"))
        #expect(transactions(result).map(\.bookingDate.description) == ["2026-02-10", "2026-03-10"])
    }

    @Test func keysMapByAProfile() throws {
        // Monzo-style: "amount" is an integer of minor units.
        let keys = JSONKeys(synonyms: ["date": ["created"], "amountMinor": ["amount"], "currency": ["currency"], "description": ["description"]])
        let result = try importJSON(#"[{"created": "2026-10-01T10:00:00Z", "amount": -1250, "currency": "GBP", "description": "TESCO"}]"#,
                                    importer: JSONImporter(keys: keys))
        #expect(transactions(result).map(\.amount.description) == ["-12.50 GBP"])
    }

    // MARK: JSON Lines

    @Test func readsJSONLinesAndRejectsOnlyTheBrokenLine() throws {
        let text = """
            {"date": "2026-10-01", "amount": "-1.00", "currency": "EUR"}
            {"date": "2026-10-02", "amount": "-2.00", "currency": "EUR"

            {"date": "2026-10-03", "amount": "-3.00", "currency": "EUR"}

            """
        let result = try importJSON(text, name: "t.jsonl")
        #expect(result.record.detected.contains(Detection(name: "syntax", value: "json-lines")))
        #expect(transactions(result).map(\.amount.description) == ["-1.00 EUR", "-3.00 EUR"])
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == "json.unexpectedEnd")
        #expect(row.location.line == 2)
        #expect(row.location.column == 60)  // the end of the line
        #expect(result.record.isBalanced)
        #expect(transactions(result).map(\.location.line) == [1, 4])
    }

    @Test func aBrokenFirstLineOfJSONLinesIsOneRejectedRecord() throws {
        let text = "{\"date\": \"2026-10-01\", \"amount\": \n{\"date\": \"2026-10-02\", \"amount\": \"-2.00\"}\n{\"date\": \"2026-10-03\", \"amount\": \"-3.00\"}\n"
        let result = try importJSON(text)
        #expect(result.record.detected.contains(Detection(name: "syntax", value: "json-lines")))
        #expect(result.record.rejected.map(\.location.line) == [1])
        #expect(transactions(result).map(\.amount.amount.description) == ["-2.00", "-3.00"])
    }

    // MARK: Options

    @Test func invertFlipsEverySign() throws {
        let result = try importJSON(#"[{"date": "2026-10-01", "amount": "12.00"}]"#, options: ImportOptions(invertSigns: true))
        #expect(transactions(result).first?.amount.amount == Amount(exactly: "-12.00")!)
        #expect(transactions(result).first?.kind == .debit)
    }

    @Test func aFileThatNamesNoCurrencyTakesTheDefault() throws {
        let result = try importJSON(#"[{"date": "2026-10-01", "amount": "12.00"}]"#, options: ImportOptions(defaultCurrency: .euro))
        #expect(result.statements.map(\.currency) == [.euro])
    }

    // MARK: Whole files

    @Test(arguments: [
        ("", ImportError.Kind.empty, "input.empty"), ("  \n ", .empty, "input.empty"),
        ("{}", .unsupported, "json.noRecords"), ("[1, 2]", .unsupported, "json.noRecords"),
        ("hello", .malformed, "json.notJSON"), ("[{\"date\": \"2026-10-01\", \"amount\": 1}", .malformed, "json.unexpectedEnd"),
        ("{\"statements\": [], \"version\": 2}", .unsupported, "json.unsupportedVersion"),
    ])
    func refusesAFileWithAClearError(text: String, kind: ImportError.Kind, key: String) throws {
        let error = try #require(jsonImportError(text))
        #expect(error.kind == kind)
        #expect(error.message.key == key)
    }

    @Test func aHundredThousandNestedArraysStopAtTheDocumentedLimit() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(jsonImportError(text))
        #expect(error.kind == .limit)
        #expect(error.message == Message("json.tooDeep", ["limit": .number(128)]))
        #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 129))
        #expect(error.lineText.map { $0.count <= JSONSession<StatementCollector>.maxExcerpt + 21 } == true)
    }

    @Test func aStringOfTwoMebibytesStopsAtTheDocumentedLimit() throws {
        let text = "[{\"date\": \"2026-10-01\", \"amount\": 1, \"description\": \"" + String(repeating: "x", count: 2 << 20) + "\"}]"
        let error = try #require(jsonImportError(text))
        #expect(error.kind == .limit)
        #expect(error.message == Message("json.stringTooLong", ["limit": .number(1 << 20)]))
        #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 53))  // the opening quote
    }

    @Test func aRecordPastTheValueLimitStopsTheImport() throws {
        var limits = JSONReader.Limits()
        limits.maxValuesPerTree = 50
        let big = "{\"date\": \"2026-10-01\", \"amount\": 1, \"tags\": [" + (1...60).map(String.init).joined(separator: ",") + "]}"
        let error = try #require(jsonImportError("[" + big + "]", importer: JSONImporter(keys: .standard, limits: limits)))
        #expect(error.kind == .limit)
        #expect(error.message.key == "json.tooManyValues")
    }

    @Test func aLargeDocumentStreamsEveryRecordExactly() throws {
        // 20 000 records on one line (minified): the sum is exact and an error at the end has no excerpt.
        let count = 20_000
        var text = "["
        for i in 0..<count {
            if i > 0 { text += "," }
            text += "{\"date\":\"2026-10-\(10 + i % 20)\",\"amount\":\(i % 2 == 0 ? "-" : "")\(i).01,\"currency\":\"EUR\"}"
        }
        let result = try importJSON(text + "]")
        #expect(result.record.imported == count)
        let sum = transactions(result).map(\.amount.amount).reduce(Amount.zero, +)
        // Pairs (-(2k).01 + (2k+1).01) each give 1: 10 000 pairs.
        #expect(sum == Amount(10_000))
        let broken = try #require(jsonImportError(text + ",]"))
        #expect(broken.message.key == "json.trailingComma")
        #expect(broken.location.column > JSONSession<StatementCollector>.maxExcerpt)
        #expect(broken.lineText == nil)
    }

    /// No JSON file of the corpus may be copied here (all GPL-3.0): they are read from `../shared/corpus`.
    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "json"))))
    func everyCorpusJSONFileImportsToThePeersFacts() throws {
        let entries = CorpusExpectation.all().filter { $0.format == "json" }
        try #require(!entries.isEmpty, "the corpus is missing")
        for entry in entries {
            let result = try JSONImporter().importFile(.file(entry.url.path))
            let list = result.statements.flatMap(\.transactions)
            #expect(list.count == entry.transactions, "\(entry.path)")
            var sums = CurrencyTotals()
            for t in list { sums.add(t.amount) }
            let text = Dictionary(uniqueKeysWithValues: sums.all.map { ($0.currency.code, $0.amount.description) })
            #expect(text == entry.sums, "\(entry.path)")
            #expect(list.map(\.bookingDate).min()?.description == entry.earliest, "\(entry.path)")
            #expect(list.map(\.bookingDate).max()?.description == entry.latest, "\(entry.path)")
            #expect(result.statements.count == entry.statements, "\(entry.path)")
            #expect(result.record.isBalanced && result.record.rejected.isEmpty, "\(entry.path)")
        }
    }

    @Test func readsSchwabsAsOfDatesAndEmptyAmounts() throws {
        let result = try importJSON(#"""
            {"FromDate": "12/20/2023", "ToDate": "02/11/2024",
             "BrokerageTransactions": [
               {"Date": "02/28/2025 as of 01/28/2025", "Action": "Div Adjustment", "Symbol": "GEV", "Description": "GE VERNOVA INC", "Amount": "-$1.50"},
               {"Date": "06/02/2025", "Action": "Journal", "Symbol": "SNSXX", "Description": "SCHWAB US TREASURY", "Quantity": "103.26", "Amount": ""}],
             "PostedTransactions": [
               {"CheckNumber": "101", "Description": "Check Paid #101", "Date": "10/01/2025", "Withdrawal": "$870.80", "Deposit": "", "Type": "CHECK"}]}
            """#)
        let list = transactions(result)
        #expect(list.map(\.amount.description) == ["-1.50 USD", "0.00 USD", "-870.80 USD"])
        #expect(list[0].bookingDate.description == "2025-02-28")
        #expect(list[0].valueDate?.description == "2025-01-28")
        #expect(list[0].kind == .dividend)
        #expect(list[2].reference == "101")
        #expect(list[2].kind == .check)
        #expect(result.statements.first?.info.period == DayRange(start: CalendarDay(year: 2023, month: 12, day: 20)!, end: CalendarDay(year: 2024, month: 2, day: 11)!))
    }
}
