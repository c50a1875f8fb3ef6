import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel

/// Balances and the period stated above or below the table (issue 17), in six languages: the
/// statement gets them, so the report checks its balances.
@Suite struct CSVStatedBalanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var before: String
        var after: String
        var testDescription: String { before.split(separator: "\n").first.map(String.init) ?? after }
    }

    static let cases: [Case] = [
        Case(before: "Solde initial : 1 000,00\n", after: "Solde final : 1 086,50\n"),
        Case(before: "Balance at start of period;1000.00\n", after: "Balance at end of period;1086.50\n"),
        Case(before: "Anfangssaldo;1.000,00 EUR\n", after: "Endsaldo;1.086,50 EUR\n"),
        Case(before: "Saldo inicial: 1.000,00\n", after: "Saldo final: 1.086,50\n"),
        Case(before: "Beginsaldo;1000,00\n", after: "Eindsaldo;1086,50\n"),
        Case(before: "Saldo iniziale;1.000,00\n", after: "Saldo finale;1.086,50\n"),
        Case(before: "Solde au 30/09/2026;1 000,00 €\n", after: "Solde au 31/10/2026;1 086,50 €\n"),
        Case(before: "Solde au;30/09/2026;1 000,00\n", after: "Solde au 31/10/2026 : 1 086,50\n"),
    ]

    @Test(arguments: cases)
    func theStatementGetsTheBalancesItsLinesState(_ c: Case) throws {
        let text = c.before + "\nDate;Libellé;Montant\n02/10/2026;CB CAFE;-3,50\n13/10/2026;VIR SALAIRE;100,00\n20/10/2026;CB LIVRES;-10,00\n" + c.after
        let result = try CSV.read(text)
        let info = try #require(result.statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "1000.00")
        #expect(info.closingBalance?.money.amount.description == "1086.50")
        #expect(result.record.isBalanced)
    }

    @Test func aDebitBalanceIsNegativeAndThePeriodIsRead() throws {
        let text = "Période du 01/10/2026 au 31/10/2026\nSolde débiteur au 30/09/2026;120,00\n\nDate;Libellé;Montant\n02/10/2026;CB CAFE;-3,50\n13/10/2026;VIR;100,00\n"
        let info = try #require(try CSV.read(text).statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "-120.00")
        #expect(info.openingBalance?.date?.description == "2026-09-30")
        #expect(info.period?.description == "2026-10-01..2026-10-31")
        let inspection = try CSV.inspect(text).text(catalogue: .english)
        #expect(inspection.contains("# balance \"30/09/2026\": -120.00"))
        #expect(inspection.contains("found in the preamble, line 2"))
    }

    /// `inspect` says which balances the statement has, wherever they were read: the preamble, a
    /// summary line after the table, or a running balance.
    @Test func inspectShowsTheBalancesFound() throws {
        let text = "Devise : EUR\nSolde au 01/10/2026 : 1 000,00\nDate;Libellé;Montant\n02/10/2026;CB LIDL 01/10;-20,00\n03/10/2026;VIR SALAIRE;100,00\nSolde au 31/10/2026 : 1 080,00\n"
        let inspection = try CSV.inspect(text).text(catalogue: .english)
        #expect(inspection.contains("#     opening balance: 1000.00 EUR on 2026-10-01"), "\(inspection)")
        #expect(inspection.contains("#     closing balance: 1080.00 EUR on 2026-10-31"), "\(inspection)")
        let chained = try CSV.inspect("Date;Libellé;Montant;Solde\n02/10/2026;CB CAFE;-3,50;996,50\n13/10/2026;VIR;100,00;1096,50\n")
            .text(catalogue: .french)
        #expect(chained.contains("solde initial\u{00A0}: 1000.00 XXX au 2026-10-02"), "\(chained)")
        #expect(chained.contains("solde final\u{00A0}: 1096.50 XXX au 2026-10-13"), "\(chained)")
    }

    /// A running-balance column wins: the stated lines only fill what it did not give.
    @Test func aRunningBalanceWinsOverAStatedOne() throws {
        let text = "Solde initial : 5,00\n\nDate;Libellé;Montant;Solde\n02/10/2026;CB CAFE;-3,50;996,50\n13/10/2026;VIR;100,00;1096,50\n"
        let info = try #require(try CSV.read(text).statements.first?.info)
        #expect(info.openingBalance?.money.amount.description == "1000.00")
    }

    @Test func aLineThatIsNoBalanceStatesNothing() {
        #expect(CSVStatedBalance.read(["Total des opérations", "1 234,56"], line: 1) == nil)
        #expect(CSVStatedBalance.read(["Solde initial", "inconnu"], line: 1) == nil)
        #expect(CSVStatedBalance.read(["Numéro de compte : 123456"], line: 1) == nil)
    }
}

/// The byte look that skips cells surely holding no balance label finds every balance the full way
/// finds: cells built at random from the labels' words in any case, the sign words, days, amounts,
/// separators, camelCase and accents.
@Suite struct CSVStatedBalanceShortcutTests {
    static let pieces = [
        "Solde", "SOLDE", "solde", "initial", "final", "de", "fin", "au", "le", "Ancien", "nouveau", "NOUVEAU", "débiteur",
        "Débiteur", "crediteur", "Opening", "balance", "BALANCE", "at", "start", "Starting", "end", "ENDING", "new", "as",
        "of", "on", "Anfangssaldo", "Endsaldo", "Kontostand", "am", "neuer", "alter", "saldo", "Saldo", "inicial", "deudor",
        "beginsaldo", "eindsaldo", "oud", "nieuw", "iniziale", "finale", "di", "chiusura", "30/09/2026", "31.10.2026",
        "1 000,00", "-12.50", "€", "EUR", " ", " ", "  ", ":", " : ", "-", "_", "/", "SoldeInitial", "soldeFinal", "Sølde",
        "Ś", "ß", "\u{FFFD}", "x", "Total", "Période", "du",
    ]

    @Test func theShortcutSkipsNoBalance() {
        var generator = SplitMix64(seed: 20_261_128)
        var found = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 1...6, using: &generator)
            let cell = (0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)] }
                .joined(separator: Bool.random(using: &generator) ? " " : "")
            let value = ["1 234,56", "30/09/2026", "", "abc"][Int.random(in: 0..<4, using: &generator)]
            let full = CSVStatedBalance.read([cell, value], line: 1, everyCell: true)
            #expect(CSVStatedBalance.read([cell, value], line: 1) == full, "\(cell) | \(value)")
            if full != nil { found += 1 }
            if !CSVStatedBalance.mayHoldLabel(cell) { #expect(CSVStatedBalance.read([cell, value], line: 1, everyCell: true) == nil) }
        }
        // The random cells state balances often enough for the comparison to mean something.
        #expect(found > 50)
    }

    @Test func whatTheShortcutSkips() {
        #expect(!CSVStatedBalance.mayHoldLabel("CB CARREFOUR 12/10"))
        #expect(!CSVStatedBalance.mayHoldLabel("Total des opérations".replacingOccurrences(of: "é", with: "e")))
        #expect(CSVStatedBalance.mayHoldLabel("SOLDE AU 31/10"))
        #expect(CSVStatedBalance.mayHoldLabel("xxKONTOSTANDyy"))
        #expect(CSVStatedBalance.mayHoldLabel("Opération"))  // not ASCII: the full way
    }
}
