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

@Suite struct PayeeNameTests {
    @Test(arguments: [
        ("CB CARREFOUR MARKET 01/10", nil, "carrefour market", "CARREFOUR MARKET"),
        ("VIR SEPA LOYER OCTOBRE SCI LES TILLEULS", nil, "loyer sci les tilleuls", "LOYER SCI LES TILLEULS"),
        ("PRLV SEPA EDF CLIENTS PARTICULIERS", nil, "edf clients particuliers", "EDF CLIENTS PARTICULIERS"),
        ("CARTE X1234 02/10 MONOPRIX", nil, "monoprix", "MONOPRIX"),
        ("PAIEMENT PAR CARTE NETFLIX.COM", nil, "netflix com", "NETFLIX.COM"),
        ("PRLV SEPA O2 UK", nil, "o2 uk", "O2 UK"),
        ("CB RATP NAVIGO Nov", nil, "ratp navigo", "RATP NAVIGO"),
        ("CHEQUE 0004213", nil, "cheque", "CHEQUE"),
        ("12/10/2026", nil, "12 10 2026", "12/10/2026"),
        ("SALARY", "Northwind Ltd", "northwind ltd", "Northwind Ltd"),
        ("DIRECT DEBIT", "  Octopus   Energy ", "octopus energy", "Octopus Energy"),
    ] as [(String, String?, String, String)])
    func namesThePayeeTheSameWayEveryMonth(description: String, payee: String?, key: String, display: String) {
        let t = Fixture.tx("2026-10-02", "-1.00", description, payee: payee)
        var subject = MatchSubject(t, account: .none)
        #expect(String(decoding: PayeeName.key(&subject), as: UTF8.self) == key)
        #expect(PayeeName.display(t) == display)
    }
}
