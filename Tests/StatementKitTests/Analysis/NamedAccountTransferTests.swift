import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementModel

/// A movement whose text names another loaded account (its IBAN, number or name) is a transfer between
/// the household's accounts, as `accounts:` makes one for accounts that are not loaded (issue 18).
@Suite struct NamedAccountTransferTests {
    typealias F = Fixture

    static let checking = Account(id: "00040987654", iban: "FR7630004000031234567890143", name: "Compte courant Durand")
    static let livret = Account(id: "00040987656", name: "Livret A Durand")

    @Test func aDebitNamingTheLivretsNumberIsPutIntoSavings() {
        // The Livret A's download starts after the transfer: nothing to pair it with, its text says where it went.
        let out = F.tx("2026-10-08", "-250.00", "VIR SEPA VERS 000 409 876 56", id: "a")
        let rent = F.tx("2026-10-01", "-900.00", "PRLV LOYER", id: "b")
        let interest = F.tx("2026-11-02", "12.40", "INTERETS", id: "c")
        let report = F.report([
            F.result(F.statement([out, rent], account: Self.checking, source: "courant.csv")),
            F.result(F.statement([interest], account: Self.livret, source: "livret.csv")),
        ])
        let eur = report.currencies.first
        #expect(eur?.moneyOut.amount == Amount(exactly: "-900.00")!)
        #expect(eur?.transfers?.count == 1)
        #expect(eur?.transfers?.savings.amount == Amount(exactly: "250.00")!)
        #expect(eur?.transfers?.paired == 0)
    }

    @Test func aCreditNamingTheCheckingAccountsIBANOrNameIsATransfer() {
        let back = F.tx("2026-11-20", "500.00", "VIR DE FR76 3000 4000 0312 3456 7890 143", id: "a")
        let byName = F.tx("2026-11-21", "40.00", "VIREMENT COMPTE COURANT DURAND", id: "b")
        let salary = F.tx("2026-11-03", "3120.00", "VIR SALAIRE HEXAGONE", id: "c")
        let report = F.report([
            F.result(F.statement([salary], account: Self.checking, source: "courant.csv")),
            F.result(F.statement([back, byName], account: Self.livret, source: "livret.csv")),
        ])
        let eur = report.currencies.first
        #expect(eur?.moneyIn.amount == Amount(exactly: "3120.00")!)
        #expect(eur?.transfers?.count == 2)
    }

    /// Its own account named in a text, a short name, or one file alone: not a transfer for that.
    @Test func ownAccountShortNamesAndOneFileAreNotTransfers() {
        let own = F.tx("2026-10-08", "-30.00", "FRAIS TENUE COMPTE 00040987654", id: "a")
        let short = Account(id: "12", name: "Joint")
        let joint = F.tx("2026-10-09", "-45.00", "CB JOINT VENTURE CAFE 12", id: "b")
        let report = F.report([
            F.result(F.statement([own, joint], account: Self.checking, source: "courant.csv")),
            F.result(F.statement([F.tx("2026-10-10", "-5.00", "CB CAFE", id: "c")], account: short, source: "joint.csv")),
        ])
        #expect(report.currencies.first?.transfers == nil)
        let alone = F.report([F.result(F.statement([F.tx("2026-10-08", "-250.00", "VIR SEPA VERS 00040987656", id: "d")],
                                                    account: Self.checking, source: "courant.csv"))])
        #expect(alone.currencies.first?.transfers == nil)
    }

    /// Thousands of loaded accounts, each naming the next one's number: every movement is a transfer, found
    /// in one reading of its text (testing each account's patterns in turn took 205 s for 20,000; the time
    /// is in `Benchmarks/hostile`, case `ofx-accounts-20k`).
    @Test func thousandsOfAccountsNamingEachOtherAreEachATransfer() {
        let count = 2000
        let results = (0..<count).map { i in
            let account = Account(id: String(format: "%08d", i), name: "Compte \(i)")
            let t = F.tx("2026-10-05", "-1.00", "VIR VERS " + String(format: "%08d", (i + 1) % count), id: "t\(i)")
            return F.result(F.statement([t], account: account, source: "comptes.ofx"))
        }
        let eur = F.report(results).currencies.first
        #expect(eur?.transfers?.count == count)
        #expect(eur?.moneyOut.isZero == true)
    }
}

