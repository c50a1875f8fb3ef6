import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel
@testable import StatementRendering

/// The day a card was used, when the bank books it later (issue 17): read from the label
/// (`CB CARREFOUR 25/11`) or from a "Date opération" column beside the booking date, kept on the
/// transaction and exported, never taken from a date the label merely quotes.
@Suite struct CSVOperationDayTests {
    @Test func theLabelsDayIsTheOperationsDay() throws {
        let text = """
            Date;Libellé;Montant
            27/11/2026;CB CARREFOUR 25/11;-45,20
            27/11/2026;CB FNAC 27/11;-12,00
            28/11/2026;PRLV SEPA EDF CLIENTS;-96,50
            05/11/2026;VIR LOYER 01/06;-900,00
            04/01/2027;CB SNCF 30/12;-39,00
            """
        let days = CSV.transactions(try CSV.read(text)).map { $0.operationDate?.description ?? "-" }
        // In date order. Booked on the day written: none. A date five months before the booking is
        // no card's day.
        #expect(days == ["-", "2026-11-25", "-", "-", "2026-12-30"])
    }

    @Test func anOperationDateColumnBesideTheBookingDate() throws {
        let text = """
            Date opération;Date comptable;Libellé;Montant
            24/11/2026;26/11/2026;PAIEMENT PAR CARTE BOULANGERIE;-4,60
            26/11/2026;26/11/2026;VIR SEPA SALAIRE;2 100,00
            """
        let transactions = CSV.transactions(try CSV.read(text))
        #expect(transactions.map(\.bookingDate.description) == ["2026-11-26", "2026-11-26"])
        #expect(transactions.map { $0.operationDate?.description ?? "-" } == ["2026-11-24", "-"])
    }

    @Test func theExportsCarryIt() throws {
        let result = try CSV.read("Date;Libellé;Montant\n27/11/2026;CB CARREFOUR 25/11;-45,20\n")
        let t = try #require(CSV.transactions(result).first)
        let item = ExportedTransaction(transaction: t, category: "groceries", account: Account(iban: "FR7630006000011234567890189"))
        let csv = TransactionsCSV.encode([item], language: .french)
        #expect(csv.split(separator: "\n").last?.hasSuffix(",2026-11-25") == true, "\(csv)")
        var json = JSONText(depth: 0)
        TransactionsJSON.transaction(&json, t, category: "groceries")
        #expect(String(decoding: json.bytes, as: UTF8.self).contains("\"operationDate\": \"2026-11-25\""))
    }
}
