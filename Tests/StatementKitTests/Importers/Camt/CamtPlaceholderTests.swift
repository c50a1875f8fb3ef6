import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel

/// What banks write where they have nothing to say (`NOTPROVIDED`, `NONREF`, `N/A`, `/`) is never a
/// description, a payee or a reference: the description is then the counterparty's name, or the
/// entry's additional information (issue 17: a real camt.053 showed `NOTPROVIDED` for all 314 rows).
@Suite struct CamtPlaceholderTests {
    typealias C = CamtImporterTests

    func transactions(_ entries: String) throws -> [Transaction] {
        try importText(C.document(entries: entries), with: CamtImporter()).statements.flatMap(\.transactions)
    }

    @Test func aPlaceholderRemittanceGivesWayToTheCounterparty() throws {
        let t = try transactions(C.entry("64.00", details: C.detail(creditor: "Nova Holdings", ustrd: ["NOTPROVIDED"], endToEnd: "NOTPROVIDED")))
        #expect(t.map(\.description) == ["Nova Holdings"])
        #expect(t.map(\.payee) == ["Nova Holdings"])
        #expect(t.map(\.reference) == [nil])
    }

    @Test(arguments: ["NOTPROVIDED", "NONREF", "N/A", "/", "-", "keine Information vorhanden"])
    func noPlaceholderIsShown(_ placeholder: String) throws {
        let t = try transactions(C.entry("12.00", details: C.detail(creditor: placeholder, ustrd: [placeholder]), info: "PRLV SEPA EDF"))
        #expect(t.map(\.description) == ["PRLV SEPA EDF"])
        #expect(t.map(\.payee) == [nil])
    }

    @Test func aRealTextIsKept() throws {
        let t = try transactions(C.entry("12.00", details: C.detail(creditor: "NA Shop", ustrd: ["Facture N/A 12"])))
        #expect(t.map(\.description) == ["Facture N/A 12"])
        #expect(t.map(\.payee) == ["NA Shop"])
    }
}
