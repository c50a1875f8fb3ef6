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

@Suite struct CSVColumnRoleTests {
    @Test(arguments: [
        ("Date opération", "date operation", nil), ("dateOp", "date op", nil), ("accountNum", "account num", nil),
        ("Montant (EUR)", "montant", "EUR"), ("Débit euros", "debit", "EUR"), ("Montant(EUROS)", "montant", "EUR"),
        ("Amount (GBP)", "amount", "GBP"), ("Bedrag in EUR", "bedrag", "EUR"), ("D/C", "d c", nil),
        ("Id. de transacción", "id de transaccion", nil), ("Settlement date (UTC)", "settlement date", nil),
        ("transaction_date", "transaction date", nil), ("Date op\u{FFFD}ration", "date op?ration", nil),
        ("Amount (Foreign Currency)", "amount foreign currency", nil), ("Date val", "date val", nil),
        // A last word of three letters is a currency only when it is a known code written in capitals in
        // the cell (the code is looked up first, the cell split only then).
        ("Montant EUR", "montant", "EUR"), ("Betrag (CHF)", "betrag", "CHF"), ("Amount usd", "amount usd", nil),
        ("VIR SEPA LOYER SCI", "vir sepa loyer sci", nil), ("PRLV SEPA EDF QAH", "prlv sepa edf qah", nil),
        ("Total XXX", "total xxx", nil), ("Solde GBP", "solde", "GBP"), ("Montant Eur", "montant eur", nil),
        ("Débit en EUR", "debit", "EUR"), ("EUR", "eur", nil), ("Prix-JPY", "prix", "JPY"),
    ] as [(String, String, String?)])
    func namesAreComparedTheWayPeopleReadThem(_ raw: String, _ name: String, _ currency: String?) {
        let n = CSVHeaderName.normalize(raw)
        #expect(n.name == name)
        #expect(n.currency?.code == currency)
    }

    @Test(arguments: [
        ("Date", CSVColumnRole.date), ("Buchungsdatum", .date), ("Fecha", .date), ("Boekdatum", .date), ("Date comptable", .date),
        ("Date opération", .transactionDate), ("Started Date", .transactionDate), ("Date de valeur", .valueDate), ("Valutadatum", .valueDate),
        ("Libellé", .description), ("Omschrijving", .description), ("Verwendungszweck", .description), ("Concepto", .description),
        ("Montant", .amount), ("Betrag", .amount), ("Importe", .amount), ("Bedrag", .amount), ("Amount (EUR)", .amount), ("Net", .amount),
        ("Débit", .debit), ("Paid out", .debit), ("Money Out", .debit), ("Outflow", .debit), ("Soll", .debit), ("Af", .debit),
        ("Crédit", .credit), ("Paid in", .credit), ("Inflow", .credit), ("Haben", .credit), ("Bij", .credit),
        ("Af Bij", .direction), ("D/C", .direction), ("CreditDebet", .direction),
        ("Devise", .currency), ("Divisa", .currency), ("Währung", .currency), ("Valutacode", .currency),
        ("Catégorie", .category), ("Solde", .balance), ("Running Balance", .balance), ("Référence", .reference),
        ("Rekeningnummer", .account), ("IBAN", .account), ("State", .status), ("Statut", .status),
        ("Original amount", .originalAmount), ("Local currency", .originalCurrency), ("D\u{FFFD}bit", .debit), ("libell\u{FFFD}", .description),
    ])
    func headerNamesInFiveLanguagesGiveTheirRole(_ header: String, _ role: CSVColumnRole) {
        #expect(CSVColumnRoles.standard.match(header)?.role == role)
    }

    @Test func netWinsOverGrossAndAmountOverDebitAndCredit() {
        let paypal = CSVLayout.rolesFromHeader(["Date", "Gross", "Fee", "Net"], .standard)
        #expect(paypal[.amount] == [3])
        let monzo = CSVLayout.rolesFromHeader(["Date", "Amount", "Money Out", "Money In"], .standard)
        #expect(monzo[.amount] == [1])
        #expect(monzo[.debit] == nil)
    }

    @Test func theTableNamesEachHeaderOnceAndReachesEveryRole() throws {
        let yaml = try #require(ResourceStore.text("csv/columns.yaml"))
        var seen: [String: String] = [:]
        for (role, languages) in SimpleYAML.nestedLists(yaml) {
            #expect(CSVColumnRole(rawValue: role) != nil || role == "net" || role == "gross", "unknown role \(role)")
            for (language, names) in languages {
                #expect(["en", "fr", "de", "es", "nl", "it"].contains(language), "\(role): \(language)")
                for name in names {
                    let normal = CSVHeaderName.normalize(name).name
                    if let other = seen[normal], other != role { Issue.record("“\(name)” is both \(other) and \(role)") }
                    seen[normal] = role
                }
            }
        }
        let reached = Set(CSVColumnRoles.standard.names.values)
        #expect(reached.union([.fee]) == Set(CSVColumnRole.allCases))
    }

    @Test func theHeaderLanguageIsKnownOnlyFromNamesNotEnglish() {
        #expect(CSVColumnRoles.standard.match("Libellé")?.languages == ["fr"])
        #expect(CSVColumnRoles.standard.match("Description")?.languages == ["en"])
    }
}
