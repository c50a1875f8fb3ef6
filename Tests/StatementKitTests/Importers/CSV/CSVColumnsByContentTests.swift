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

/// Columns told by their values where names do not say (issue 17): the currency column under a name
/// no table knows, and the movement and balance columns of files without a header.
@Suite struct CSVColumnsByContentTests {
    @Test func aColumnOfCurrencyCodesIsTheCurrencyWhateverItsName() throws {
        let text = "Datum;Text;Betrag;Buchungsw\u{E4}hrung;Kennzeichen\n20.02.2018;STARBUCKS;-5,00;EUR;DE\n21.02.2018;REWE;-12,40;EUR;DE\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["-5.00 EUR", "-12.40 EUR"])
        let unknownName = "Date;Label;Amount;Curr.\n2026-10-01;a;-1.00;CHF\n2026-10-02;b;2.50;CHF\n"
        #expect(CSV.amounts(try CSV.read(unknownName)) == ["-1.00 CHF", "2.50 CHF"])
    }

    /// A date column under a name no table knows is found by its values, with one row as with ten; a
    /// second one is the value date.
    @Test(arguments: [1, 2, 10])
    func aColumnOfDatesIsTheBookingDateWhateverItsName(rows: Int) throws {
        var text = "when,Amount,Description,Settled on\n"
        for k in 0..<rows { text += "2020-01-\(10 + k),\(k == 1 ? "-0.77" : "12.00"),row \(k),2020-02-\(10 + k)\n" }
        let t = CSV.transactions(try CSV.read(text))
        #expect(t.count == rows)
        #expect(t.first?.bookingDate.description == "2020-01-10")
        #expect(t.first?.valueDate?.description == "2020-02-10")
    }

    /// Fortis's French header: `DATE DE L'EXECUTION` is no name of the table, its values are dates.
    @Test func aFrenchHeaderWithAnUnknownDateNameReadsByTheValues() throws {
        let text = "ANNEE + REFERENCE;DATE DE L'EXECUTION;MONTANT;DEVISE DU COMPTE;DETAIL\n"
            + "2009-0001;07/01/2009;-12,50;EUR;ACHAT\n2008-0002;30/12/2008;100,00;EUR;VIREMENT\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["100.00 EUR", "-12.50 EUR"])
        #expect(CSV.transactions(try CSV.read(text)).map(\.bookingDate.description) == ["2008-12-30", "2009-01-07"])
    }

    @Test func aColumnNamedForAnotherRoleIsNotTakenForTheCurrency() throws {
        // The original currency is named: it stays the original currency, and the booking currency is unknown.
        let text = "Datum;Text;Betrag;Originalw\u{E4}hrung\n20.02.2018;SHOP;-5,00;USD\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["-5.00 XXX"])
    }

    /// Nationwide's layout: paid out and paid in (with `£`), a running balance, no header; rows not in
    /// date order. The balance moves by money in minus money out in file order.
    @Test func withoutAHeaderPaidOutAndPaidInColumnsAreToldByTheRunningBalance() throws {
        let text = "07 Nov 2013,Bank credit,Bank credit,,£500.00,£500.00\n09 Oct 2013,ATM Withdrawal,Withdrawal,£20.00,,£480.00\n"
            + "09 Dec 2013,Visa,Supermarket,£19.77,,£460.23\n10 Dec 2013,ATM Withdrawal 2,ATM Withdrawal 4,£100.00,,£360.23\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["-20.00 GBP", "500.00 GBP", "-19.77 GBP", "-100.00 GBP"])  // by date
        #expect(result.record.rejected.isEmpty && result.record.skipped.isEmpty)
        let inspection = try CSVImporter().inspect(.bytes(Array(text.utf8), name: "nationwide.csv")).text(catalogue: .english)
        #expect(inspection.contains("columns: the running balance changes by the amount column on 100% of the steps from one row to the next"))
        #expect(inspection.contains("  debit: 4") && inspection.contains("  credit: 5") && inspection.contains("  balance: 6"))
    }

    /// The reading is the one that chains: the same columns the other way round (money in first) too.
    @Test func theRunningBalanceTellsWhichOfTheTwoColumnsIsMoneyOut() throws {
        let text = "13/10/2026,Salary,1000.00,,1000.00\n14/10/2026,Rent,,400.00,600.00\n15/10/2026,Bakery,,3.50,596.50\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["1000.00 XXX", "-400.00 XXX", "-3.50 XXX"])
    }

    /// Nordea's layout: a signed amount and a running balance whose steps do not chain (an edited
    /// sample): the only column with minus signs is the movement, the one never negative the balance.
    @Test func withoutAHeaderOrAChainTheSignedColumnIsTheMovement() throws {
        let text = "16-11-2012;Dankort-nota DSB;16-11-2012;-48,00;26550,33\n26-10-2012;Dankort-nota Cafe;26-10-2012;-79,00;26054,54\n"
            + "22-10-2012;Dankort-nota H&M;23-10-2012;497,90;25433,54\n12-10-2012;Visa kob;12-10-2012;-995,00;27939,54\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["-995.00 XXX", "497.90 XXX", "-79.00 XXX", "-48.00 XXX"])  // by date
        let inspection = try CSVImporter().inspect(.bytes(Array(text.utf8), name: "nordea.csv")).text(catalogue: .english)
        #expect(inspection.contains("only the transaction amount carries minus signs"))
    }

    @Test func twoSignedColumnsWithoutAChainAreStillAmbiguous() throws {
        let error = try #require(CSV.error("01-06-2022,10.00,-3.50,a\n02-06-2022,-4.00,7.25,b\n03-06-2022,1.50,2.00,c\n"))
        #expect(error.message.key == "csv.ambiguousAmountColumns")
    }
}
