import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel

/// The planner's looks at the preamble (currency, account, stated balances, period) give the same
/// answers from the cells' names worked out once (`CSVPlanner.names`) as when each normalised every
/// cell itself: a label with or without a colon, spaces, tabs and no-break spaces around it, a cell
/// that is only `:` or starts with one, accents, digits, an IBAN, an account word and its number.
@Suite struct CSVPreambleNamesTests {
    static let preambles: [[String]] = [
        ["Devise : EUR", "Currency: USD", "Währung;GBP", ": CHF", " Devise ;EUR", "\u{00A0}Monnaie\u{00A0};JPY"],
        ["Numéro de compte : 0123456789", "IBAN;FR76 3000 6000 0112 3456 7890 189", "Compte de dépôt n° 12345678901",
         "Account number;12-34-56 12345678", ":", ":abc;12345", "Kontonummer:;DE12 5001 0517 0648 4898 90", "\tRekening\t;NL91ABNA0417164300"],
        ["Solde initial : 1 234,56", "Solde au 31/10/2026;1 234,56 €", "Ancien solde débiteur;150,00", "Anfangssaldo;1.234,56",
         "Balance at end of period,1234.56", "Solde;", "Nouveau solde:-12,00", " Solde final ;2 000,00", "Saldo al 30/09/2026;99,00"],
        ["Du 01/10/2026 au 31/10/2026", "Période : 01/10/2026 - 31/10/2026", "Zeitraum: 01.10.2026 - 31.10.2026",
         "Period: 2026-10-01 to 2026-10-31", "Periodo dal 01/10/2026 al 31/10/2026", "Statement period;01/10/2026 31/10/2026"],
        ["Libell\u{FFFD};D\u{FFFD}bit;", "Date op\u{FFFD}ration : x", "日本 円;口座 123456", "dateOp;soldeInitial;100,00", ";;;", "Total;1,00"],
    ]

    /// One row per line, its cells split at `;` (or `,` when there is no `;`) as the sample reads them.
    static func rows(_ lines: [String]) -> [CSVSample.Row] {
        let text = lines.joined(separator: "\n") + "\n"
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            let separator: UInt8 = text.contains(";") ? 0x3B : 0x2C
            return CSVSample(bytes, separator: separator, from: 0, names: true).rows
        }
    }

    @Test(arguments: preambles)
    func theLooksGiveTheAnswersOfEveryCellNormalisedAgain(_ lines: [String]) {
        // Each line alone, then all of them as one preamble (the first answer wins).
        for rows in lines.map({ Self.rows([$0]) }) + [Self.rows(lines)] {
            let names = CSVPlanner.names(rows)
            let currency = CSVPlanner.preambleCurrency(rows), currencyNamed = CSVPlanner.preambleCurrency(rows, names: names)
            #expect(currency?.currency == currencyNamed?.currency && currency?.line == currencyNamed?.line)
            let account = CSVPlanner.preambleAccount(rows), accountNamed = CSVPlanner.preambleAccount(rows, names: names)
            #expect(account?.account == accountNamed?.account && account?.line == accountNamed?.line)
            for (row, rowNames) in zip(rows, names) {
                #expect(CSVStatedBalance.read(row.fields, line: row.line) == CSVStatedBalance.read(row.fields, names: rowNames, line: row.line))
                let period = CSVStatedBalance.period(row.fields), periodNamed = CSVStatedBalance.period(row.fields, names: rowNames)
                #expect(period?.0 == periodNamed?.0 && period?.1 == periodNamed?.1)
            }
        }
    }

    @Test func aPreambleStillNamesItsCurrencyAccountBalanceAndPeriod() throws {
        let rows = Self.rows(["Compte;FR76 3000 6000 0112 3456 7890 189", "Devise : EUR", "Solde initial : 1 234,56", "Du 01/10/2026 au 31/10/2026"])
        let names = CSVPlanner.names(rows)
        #expect(CSVPlanner.preambleCurrency(rows, names: names)?.currency.code == "EUR")
        #expect(CSVPlanner.preambleAccount(rows, names: names)?.account == "FR76 3000 6000 0112 3456 7890 189")
        #expect(CSVStatedBalance.read(rows[2].fields, names: names[2], line: rows[2].line)?.side == .opening)
        #expect(CSVStatedBalance.period(rows[3].fields, names: names[3])?.0 == "01/10/2026")
    }
}
