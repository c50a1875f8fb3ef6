import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel

/// Italian column names (issue 17): BancoPosta, Intesa Sanpaolo, UniCredit and Fineco exports read
/// without a profile, their dates day first.
@Suite struct CSVItalianTests {
    @Test func aBancoPostaExportReads() throws {
        let text = """
            Data Contabile;Data Valuta;Addebiti (euro);Accrediti (euro);Descrizione operazioni
            02/10/2026;02/10/2026;45,20;;PAGAMENTO POS CONAD 01/10
            05/10/2026;05/10/2026;;1.250,00;BONIFICO STIPENDIO OTTOBRE
            """
        let transactions = CSV.transactions(try CSV.read(text))
        #expect(transactions.map(\.bookingDate.description) == ["2026-10-02", "2026-10-05"])
        #expect(CSV.amounts(try CSV.read(text)) == ["-45.20 EUR", "1250.00 EUR"])
        #expect(transactions.map(\.description) == ["PAGAMENTO POS CONAD 01/10", "BONIFICO STIPENDIO OTTOBRE"])
    }

    @Test func anIntesaExportReadsItsColumns() throws {
        let text = """
            Data;Operazione;Dettagli;Conto o carta;Categoria;Valuta;Importo
            03/10/2026;Pagamento Esselunga;Carta 1234;Conto 1000/12345;Spesa;EUR;-32,15
            04/10/2026;Bonifico ricevuto;Da Mario Rossi;Conto 1000/12345;Entrate;EUR;150,00
            """
        let transactions = CSV.transactions(try CSV.read(text))
        #expect(transactions.map(\.bookingDate.description) == ["2026-10-03", "2026-10-04"])
        #expect(transactions.map(\.description) == ["Pagamento Esselunga", "Bonifico ricevuto"])
        #expect(transactions.map(\.memo) == ["Carta 1234", "Da Mario Rossi"])
        #expect(transactions.map(\.category) == ["Spesa", "Entrate"])
        #expect(CSV.amounts(try CSV.read(text)) == ["-32.15 EUR", "150.00 EUR"])
    }

    @Test func theItalianNamesVoteForDayFirst() throws {
        let text = "Data Operazione;Data Valuta;Entrate;Uscite;Descrizione\n01/02/2026;01/02/2026;;10,00;Caffè\n03/02/2026;03/02/2026;100,00;;Rimborso\n"
        #expect(CSV.transactions(try CSV.read(text)).map(\.bookingDate.description) == ["2026-02-01", "2026-02-03"])
    }
}
