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

@Suite struct JSONKeysTests {
    @Test func eachRoleIndexIsItsPlaceInAllCases() {
        for (offset, role) in JSONKeys.Role.allCases.enumerated() { #expect(role.index == offset, "\(role)") }
    }

    @Test(arguments: [
        ("bookingDate", "bookingdate"), ("booking_date", "bookingdate"), ("Booking Date", "bookingdate"),
        ("Date d'opération", "datedoperation"), ("Libellé", "libelle"), ("Währung", "wahrung"), ("Fees & Comm", "feescomm"),
    ])
    func keysCompareInANormalForm(key: String, form: String) {
        #expect(JSONField.normalized(key) == form)
    }

    @Test func theStandardListMapsEnglishFrenchAndAPINames() {
        let keys = JSONKeys.standard
        let m = keys.mapping(["Date opération", "Date de valeur", "Libellé", "Montant", "Devise", "Catégorie"])
        #expect(m[.date] == "Date opération")
        #expect(m[.valueDate] == "Date de valeur")
        #expect(m[.description] == "Libellé")
        #expect(m[.amount] == "Montant")
        #expect(m[.currency] == "Devise")
        #expect(m[.category] == "Catégorie")
        // The best-ranked key wins whatever the order.
        #expect(keys.mapping(["createdAt", "booking_date"])[.date] == "booking_date")
        #expect(keys.mapsRecord(["when", "amount"]) == false)
        #expect(keys.mapsRecord(["date", "Withdrawal", "Deposit"]))
    }
}
