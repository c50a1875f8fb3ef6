import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementResources

/// A debit of one loaded account and the credit of the same amount in another, within a few days,
/// are one transfer between the household's accounts.
@Suite struct TransferPairingTests {
    typealias F = Fixture

    static let checking = Account(iban: "FR76 3000 4000 0312 3456 7890 143", name: "Compte commun")
    static let livret = Account(id: "LA-889", name: "Livret A Camille")
    static let card = Account(id: "4970-XXXX-1234", name: "Carte Camille", type: .creditCard)

    @Test func aTransferToTheLivretALoadedBesideIsSavingsOnBothSides() throws {
        let report = F.report([
            F.result(F.statement([
                F.tx("2026-10-01", "3000.00", "VIR SEPA SALAIRE ACME"),
                F.tx("2026-10-09", "-200.00", "VIR SEPA M MARTIN CAMILLE"),
                F.tx("2026-10-12", "-64.37", "CB CARREFOUR MARKET", kind: .card),
            ], account: Self.checking, source: "compte-commun.csv")),
            F.result(F.statement([
                F.tx("2026-10-12", "200.00", "VERSEMENT RECU"),
                F.tx("2026-10-31", "1.20", "INTERETS", kind: .interest),
            ], account: Self.livret, source: "livret.csv")),
        ])
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyOut == F.money("-64.37"))
        #expect(eur.moneyIn == F.money("3001.20"))
        let t = try #require(eur.transfers)
        #expect(t.paired == 1 && t.count == 2)
        #expect(t.moneyOut == F.money("-200.00") && t.moneyIn == F.money("200.00"))
        #expect(t.savings == F.money("200.00"))
        let pair = try #require(t.pairs.first)
        #expect(pair.from == Self.checking && pair.to == Self.livret)
        #expect(pair.sent == F.day("2026-10-09") && pair.received == F.day("2026-10-12"))
        #expect(pair.amount == F.money("200.00") && pair.toSavings && !pair.fromSavings)
        #expect(!eur.spending.contains { $0.category == "transfers" })
    }

    @Test func aCardPayoffLeavesSpendingOnceAndTheCardsPurchasesStay() throws {
        let report = F.report([
            F.result(F.statement([F.tx("2026-10-20", "-412.80", "PRLV CARTE 4970 RELEVE SEPTEMBRE", kind: .directDebit)],
                                 account: Self.checking, source: "compte.csv")),
            F.result(F.statement([
                F.tx("2026-10-03", "-412.80", "CB FNAC PARIS", kind: .card),
                F.tx("2026-10-21", "412.80", "PAIEMENT RECU MERCI"),
            ], account: Self.card, source: "carte.csv")),
        ])
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyOut == F.money("-412.80"))  // the purchase, once
        #expect(eur.moneyIn == F.money("0"))
        #expect(eur.transfers?.paired == 1)
        #expect(eur.transfers?.pairs.first?.sent == F.day("2026-10-20"))  // not the card purchase of the same amount
        #expect(eur.transfers?.savings == F.money("0"))
    }

    @Test func ties_goToTheNearestThenTheEarliestCredit_andNeverWithinOneAccount() throws {
        let report = F.report([
            F.result(F.statement([
                F.tx("2026-10-10", "-50.00", "VIR A"),
                F.tx("2026-10-11", "50.00", "VIR B"),  // the same account: never its pair
            ], account: Self.checking, source: "a.csv")),
            F.result(F.statement([
                F.tx("2026-10-08", "50.00", "VIR RECU 1"),
                F.tx("2026-10-12", "50.00", "VIR RECU 2"),
                F.tx("2026-10-20", "50.00", "VIR RECU 3"),  // too late for any debit
            ], account: Self.livret, source: "b.csv")),
        ])
        let t = try #require(report.currencies.first?.transfers)
        #expect(t.paired == 1)
        #expect(t.pairs.first?.received == F.day("2026-10-08"))
        #expect(report.currencies.first?.moneyIn == F.money("150.00"))
    }

    @Test func oneFileAloneIsNeverPairedAcrossItsRows() throws {
        let report = F.report([F.result(F.statement([F.tx("2026-10-10", "-50.00", "VIR A"), F.tx("2026-10-11", "50.00", "VIR B")]))])
        #expect(report.currencies.first?.transfers == nil)
    }

    @Test func aPairAcrossTheEndOfThePeriodStillLeavesSpending() throws {
        let options = ReportOptions(sections: ReportSection.allCases, from: F.day("2026-10-01"), to: F.day("2026-10-31"))
        let report = F.report([
            F.result(F.statement([F.tx("2026-10-31", "-300.00", "VIR PERMANENT EPARGNE"), F.tx("2026-10-15", "-20.00", "CB CAFE", kind: .card)],
                                 account: Self.checking, source: "a.csv")),
            F.result(F.statement([F.tx("2026-11-02", "300.00", "VERSEMENT")], account: Self.livret, source: "b.csv")),
        ], options: options)
        let eur = try #require(report.currencies.first)
        #expect(eur.moneyOut == F.money("-20.00") && eur.moneyIn == F.money("0"))
        #expect(eur.transfers?.paired == 1 && eur.transfers?.count == 1)
        #expect(eur.transfers?.savings == F.money("300.00"))
    }

    @Test func netWorthChangeNeedsEveryAccountsBalances() throws {
        let both = F.report([
            F.result(F.statement([F.tx("2026-10-09", "-200.00", "VIR")], account: Self.checking, source: "a.csv",
                                 opening: "1000.00", closing: "800.00", period: ("2026-10-01", "2026-10-31"))),
            F.result(F.statement([F.tx("2026-10-10", "200.00", "VIR")], account: Self.livret, source: "b.csv",
                                 opening: "5000.00", closing: "5200.00", period: ("2026-10-01", "2026-10-31"))),
        ])
        #expect(both.currencies.first?.netWorthChange?.amount == F.money("0.00"))
        #expect(both.currencies.first?.netWorthChange?.accounts == 2)
        let one = F.report([
            F.result(F.statement([F.tx("2026-10-09", "-200.00", "VIR")], account: Self.checking, source: "a.csv",
                                 opening: "1000.00", closing: "800.00")),
            F.result(F.statement([F.tx("2026-10-10", "200.00", "VIR")], account: Self.livret, source: "b.csv")),
        ])
        #expect(one.currencies.first?.netWorthChange == nil)
    }

    /// The property tests' household: the October statements of the three accounts, which reconcile,
    /// from any amounts (`cents`), texts (`which`), accounts and days; every third movement has its
    /// other side in the next account, a few days later. `source` names each account's file.
    static func household(_ cents: [Int], _ which: [Int], _ accounts: [Int], _ days: [Int], source: (Int) -> String) -> [Statement] {
        let texts = ["VIR SEPA", "CB CAFE", "PRLV EDF", "REMBOURSEMENT CPAM", "VIR LIVRET A", "SALAIRE"]
        let kinds: [TransactionKind?] = [nil, .card, .directDebit, nil, .transfer, nil]
        let owners = [checking, livret, card]
        var rows: [[Transaction]] = [[], [], []]
        for (k, c) in cents.enumerated() {
            let amount = Amount(units: Int128(c), scale: 2)
            rows[accounts[k]].append(F.tx("2026-10-\(String(format: "%02d", 1 + days[k]))", amount.description, texts[which[k]],
                                          kind: kinds[which[k]], id: "r\(k)"))
            if k % 3 == 0 {
                rows[(accounts[k] + 1) % 3].append(F.tx("2026-10-\(String(format: "%02d", 3 + days[k]))", amount.negated.description,
                                                        "VIR INTERNE", id: "p\(k)"))
            }
        }
        return (0..<3).map { a in
            let sum = rows[a].reduce(Amount.zero) { $0 + $1.amount.amount }
            let opening = Amount(units: Int128(100_000 * (a + 1)), scale: 2)
            return F.statement(rows[a], account: owners[a], source: source(a), opening: opening.description,
                               closing: (opening + sum).description, period: ("2026-10-01", "2026-10-31"))
        }
    }

    /// For any household (two or three accounts, statements that reconcile, transfers between them on
    /// any days): the change in net worth is money in + money out + the transfers left unpaired, exactly.
    @Test func netWorthChangeIsIncomeMinusSpendingPlusUnpairedTransfers() async {
        let input = zip(Gen.int(in: -90_000...90_000).array(of: 1...24), Gen.int(in: 0...5).array(of: 24),
                        Gen.int(in: 0...2).array(of: 24), Gen.int(in: 0...20).array(of: 24))
        await propertyCheck(count: 150, input: input) { cents, which, accounts, days in
            let results = Self.household(cents, which, accounts, days) { "account\($0).csv" }.map { F.result($0) }
            let eur = F.report(results).currencies.first
            let t = eur?.transfers
            let flows = (eur?.moneyIn.amount ?? .zero) + (eur?.moneyOut.amount ?? .zero)
            let unpaired = (t?.moneyIn.amount ?? .zero) + (t?.moneyOut.amount ?? .zero)
            #expect(eur?.netWorthChange?.amount.amount == flows + unpaired)
            #expect(eur?.netWorthChange?.accounts == 3)
            // Each pair is counted on both sides: its two sides cancel in `unpaired`.
            #expect((t?.count ?? 0) >= 2 * (t?.paired ?? 0))
        }
    }
}

/// Person and yearly budgets (their second pass) leave own transfers out, like the spending section.
@Suite struct BudgetSpendingTransfersTests {
    typealias F = Fixture

    @Test func ownTransfersAreNotSpentAgainstABudget() {
        let october = DayRange(start: F.day("2026-10-01"), end: F.day("2026-10-31"))
        var spending = BudgetSpending(period: october, source: .run, people: [], accounts: [])
        spending.ownAccounts = ["Livret Camille"]
        let pair = TransferPair(from: TransferPairingTests.checking, fromSource: "a.csv", to: TransferPairingTests.livret, toSource: "b.csv",
                                sent: F.day("2026-10-09"), received: F.day("2026-10-12"), amount: F.money("300.00"),
                                toSavings: true, fromSavings: false)
        spending.leaveOut([pair])
        let categorizer = Categorizer()
        for t in [
            F.tx("2026-10-05", "-50.00", "VIR SEPA", category: "transfers"),  // to someone else: counted
            F.tx("2026-10-06", "-80.00", "VIR VERS LIVRET CAMILLE", category: "transfers"),  // an account of `accounts:`
            F.tx("2026-10-09", "-300.00", "VIR SEPA", category: "transfers"),  // the paired debit
            F.tx("2026-10-10", "-300.00", "VIR SEPA", category: "transfers"),  // another day: counted
        ] {
            spending.add(t, account: TransferPairingTests.checking, source: "a.csv", categorizer: categorizer)
        }
        #expect(spending.spent(Currency(code: "EUR")!, category: "transfers", person: nil, year: false) == Amount(exactly: "350.00")!)
    }
}
