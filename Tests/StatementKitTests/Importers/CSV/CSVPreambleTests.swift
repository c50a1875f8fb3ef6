import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// What the lines above the table say (issue 17): the currency, in six languages, beside the account
/// number; and a header's language, which settles ambiguous dates only when no name in it is English alone.
@Suite struct CSVPreambleTests {
    static let currencyLines = [
        "Numéro de compte : 123456;Devise : EUR",
        "Account Number : 123456,Currency : EUR",
        "Kontonummer;123456;Währung;EUR",
        "Número de cuenta: 123456;Divisa: EUR",
        "Rekeningnummer: 123456;Munt: EUR",
        "Numero conto: 123456;Valuta: EUR",
        ",: EUR,",
    ]

    @Test(arguments: currencyLines)
    func aCurrencyAboveTheHeaderIsTheStatementsCurrency(_ line: String) throws {
        let separator = line.contains(";") ? ";" : ","
        let text = "\(line)\n\nDate\(separator)Description\(separator)Amount\n2026-10-01\(separator)Coffee\(separator)-3.50\n"
            + "2026-10-13\(separator)Salary\(separator)1000.00\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["-3.50 EUR", "1000.00 EUR"])
        let inspection = try CSV.inspect(text).text(catalogue: .english)
        #expect(inspection.contains("# currency: EUR"))
        #expect(inspection.contains("found in the preamble, line 1"))
        #expect(!inspection.contains("names no currency"))
    }

    @Test func aCurrencyTheRowsNameWinsAndAWordThatIsNoCodeIsNoCurrency() throws {
        let text = "Devise : euros\nDate;Libellé;Montant\n01/10/2026;Café;-3,50\n13/10/2026;Salaire;1000,00\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["-3.50 XXX", "1000.00 XXX"])
    }

    /// `Detail` is a French column name too, but `Amount` is English alone: the dates are not read
    /// day first on the header's word; the file asks for `--date-format`.
    @Test func anEnglishHeaderWithAWordFrenchBanksUseAsksForTheDateFormat() throws {
        let text = "Date,Detail,Amount\n01/02/2026,Coffee,-3.50\n03/02/2026,Salary,1000.00\n04/02/2026,Rent,-500.00\n"
        let error = try #require(CSV.error(text))
        #expect(error.message.key == "csv.ambiguousDates")
        let french = "Date;Détail;Montant\n01/02/2026;Café;-3,50\n03/02/2026;Salaire;1000,00\n"
        #expect(CSV.transactions(try CSV.read(french)).map(\.bookingDate.description) == ["2026-02-01", "2026-02-03"])
    }

    /// Found by fuzz-csv (`Fixtures/regressions/csv/crash-c9b92a3…`): a preamble cell that is only `:`
    /// stopped the process (the account search took the first part of a cell that has none).
    @Test func aPreambleCellThatIsOnlyAColonIsNoAccount() throws {
        let text = "KNAB EXPORT;;:;\nDate;Description;Amount\n2026-10-01;Coffee;-3.50\n2026-10-13;Salary;1000.00\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["-3.50 XXX", "1000.00 XXX"])
        #expect(try CSV.inspect(text).record.imported == 2)
    }
}
