import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// One file that holds several accounts (a BoursoBank export: the current account and the Livret A,
/// one `accountNum` per row; an OFX file with two statements) pairs its transfers as two files would.
@Suite struct OneFileTransferTests {
    typealias F = Fixture

    static let checking = TransferPairingTests.checking
    static let livret = TransferPairingTests.livret

    /// `Samples/boursobank-2026-10.csv`: `VIR VERS LIVRET A` −500,00 € on the current account and
    /// `VIR DEPUIS COMPTE` +500,00 € on the Livret A, the same day, in one file.
    static func boursobank() throws -> Report {
        let result = try ReportSession().importFile(SamplesTests.input("Samples/boursobank-2026-10.csv"))
        return ReportBuilder(generatedOn: F.day("2026-11-01")).build([result])
    }

    @Test func theBoursoBankTransferToItsLivretAIsSavingsNotSpending() throws {
        let eur = try #require(Self.boursobank().currencies.first)
        let t = try #require(eur.transfers)
        #expect(t.paired == 1 && t.count == 2)
        #expect(t.savings == F.money("500.00"))
        let pair = try #require(t.pairs.first)
        #expect(pair.from.id == "00040123456" && pair.to.id == "00040987654")
        #expect(pair.toSavings && pair.amount == F.money("500.00"))
        // Ten payments, the transfer not among them, net of the FNAC credit note (under the bank's own
        // category "Multimédia": a refund, its text says AVOIR); in: the salary and the interest, not the 500,00 €.
        #expect(eur.moneyOut == F.money("-2569.38"))
        #expect(eur.moneyIn == F.money("3132.50"))
        #expect(!eur.spending.contains { $0.category == "transfers" || $0.category == "Virements émis" })
    }

    @Test(arguments: [("fr", "Virements entre vos comptes", "BOURSOBANK COMPTE → LIVRET A, 500,00\u{00A0}€ · mis de côté", "2\u{202F}569,38\u{00A0}€ dépensés en 10 paiements"),
                      ("en", "Transfers between your accounts", "BOURSOBANK COMPTE → LIVRET A, €500.00 · put into savings", "€2,569.38 spent in 10 payments")])
    func theBoursoBankReportShowsTheTransferInItsBlock(lang: String, heading: String, row: String, spent: String) throws {
        let report = try Self.boursobank()
        let md = try RenderingFixtures.render(report, ReportLocale(tag: lang)!, html: false)
        #expect(md.contains(heading))
        #expect(md.contains(row), "\(md)")
        #expect(md.contains(spent), "\(md)")
        let html = try RenderingFixtures.render(report, ReportLocale(tag: lang)!, html: true)
        #expect(html.contains(heading))
    }

    @Test func twoStatementsOfOneFilePairAsTwoFilesWould() throws {
        let checking = F.statement([
            F.tx("2026-10-01", "3000.00", "VIR SEPA SALAIRE ACME"),
            F.tx("2026-10-09", "-200.00", "VIR SEPA M MARTIN CAMILLE"),
            F.tx("2026-10-12", "-64.37", "CB CARREFOUR MARKET", kind: .card),
        ], account: Self.checking, source: "both.ofx")
        let livret = F.statement([F.tx("2026-10-12", "200.00", "VERSEMENT RECU")], account: Self.livret, source: "both.ofx")
        let one = try #require(F.report([F.result(checking, livret)]).currencies.first)
        let two = try #require(F.report([F.result(checking), F.result(livret)]).currencies.first)
        #expect(one.transfers?.paired == 1 && one.transfers?.savings == F.money("200.00"))
        #expect(one.moneyOut == F.money("-64.37") && one.moneyIn == F.money("3000.00"))
        #expect(one.moneyOut == two.moneyOut && one.moneyIn == two.moneyIn && one.transfers?.savings == two.transfers?.savings)
    }

    @Test func rowsThatNameTheirAccountPairWithinOneStatement() throws {
        let rows = F.statement([
            F.tx("2026-10-05", "-500.00", "VIR VERS LIVRET A", account: "00040123456"),
            F.tx("2026-10-05", "500.00", "VIR DEPUIS COMPTE", account: "00040987654"),
            F.tx("2026-10-06", "-20.00", "VIR A UN AMI", account: "00040123456"),
        ])
        let eur = try #require(F.report([F.result(rows)]).currencies.first)
        #expect(eur.transfers?.paired == 1)
        #expect(eur.transfers?.savings == F.money("500.00"))  // the debit's own words: a Livret A
        #expect(eur.moneyOut == F.money("-20.00") && eur.moneyIn == F.money("0"))
    }

    @Test func aMovementNamingAnotherAccountOfItsFileIsATransfer() throws {
        let checking = F.statement([F.tx("2026-10-06", "-80.00", "VIR SEPA LIVRET A CAMILLE"), F.tx("2026-10-07", "-15.00", "VIR SEPA CINEMA")],
                                   account: Self.checking, source: "both.ofx")
        let livret = F.statement([F.tx("2026-10-31", "1.20", "INTERETS", kind: .interest)], account: Self.livret, source: "both.ofx")
        let eur = try #require(F.report([F.result(checking, livret)]).currencies.first)
        #expect(eur.transfers?.paired == 0 && eur.transfers?.count == 1)
        #expect(eur.transfers?.savings == F.money("80.00"))
        #expect(eur.moneyOut == F.money("-15.00"))
    }

    /// A payment held for pairing is taken after the refund read later in the file: the refund still
    /// reduces its payee (`Samples/flat-42`: Amazon £34.99, £19.99 back).
    @Test func aRefundReadBeforeItsHeldPaymentStillReducesThePayee() throws {
        let rows = F.statement([
            F.tx("2026-09-13", "-34.99", "AMAZON.CO.UK", currency: "GBP", payee: "Amazon", category: "shopping"),
            F.tx("2026-10-30", "19.99", "AMAZON.CO.UK REFUND", currency: "GBP", payee: "Amazon", category: "shopping"),
        ], currency: "GBP")
        let gbp = try #require(F.report([F.result(rows)]).currencies.first)
        #expect(gbp.topPayees.first?.spent == F.money("15.00", "GBP"))
    }

    @Test func oneAccountOfManyRowsHoldsABoundedNumber_andItsLastRowsStillPair() throws {
        var accumulator = ReportBuilder(generatedOn: F.day("2026-12-01")).accumulator()
        accumulator.expectFiles(1)
        accumulator.beginFile(source: "big.csv", format: "csv")
        accumulator.statement(0, StatementInfo(account: Self.checking, currency: Currency(code: "EUR")!))
        var most = 0
        let rows = 3 * ReportAccumulator.holdLimit
        for i in 0..<rows {
            let day = String(format: "2026-10-%02d", 1 + i * 28 / rows)
            accumulator.transaction(0, F.tx(day, "-1.00", "PRLV SEPA \(i % 97)", kind: .directDebit, id: "r\(i)"))
            most = max(most, accumulator.held.count)
        }
        #expect(most < ReportAccumulator.holdLimit)
        // A second account late in the file: its credit pairs with one of the last debits.
        accumulator.statement(1, StatementInfo(account: Self.livret, currency: Currency(code: "EUR")!))
        accumulator.transaction(1, F.tx("2026-10-28", "1.00", "VERSEMENT RECU", id: "credit"))
        accumulator.endFile(ImportRecord(file: "big.csv", format: "csv"))
        #expect(accumulator.held.isEmpty)
        let eur = try #require(accumulator.report().currencies.first)
        #expect(eur.transfers?.paired == 1)
        #expect(eur.moneyOut == Money(Amount(units: Int128(-(rows - 1)), scale: 0), Currency(code: "EUR")!))
        #expect(eur.moneyIn == F.money("0"))
    }

    /// For any household in one file (two or three statements that reconcile, transfers between them
    /// on any days): pairing inside the file never changes net worth — its change is money in + money
    /// out + the transfers left unpaired, exactly — and the figures are those of the same statements
    /// given as separate files.
    @Test func pairingInsideOneFileNeverChangesNetWorth() async {
        let input = zip(Gen.int(in: -90_000...90_000).array(of: 1...24), Gen.int(in: 0...5).array(of: 24),
                        Gen.int(in: 0...2).array(of: 24), Gen.int(in: 0...20).array(of: 24))
        await propertyCheck(count: 150, input: input) { cents, which, accounts, days in
            let statements = TransferPairingTests.household(cents, which, accounts, days) { _ in "household.ofx" }
            let one = F.report([F.result(statements[0], statements[1], statements[2])]).currencies.first
            let apart = F.report(statements.map { F.result($0) }).currencies.first
            let t = one?.transfers
            let flows = (one?.moneyIn.amount ?? .zero) + (one?.moneyOut.amount ?? .zero)
            let unpaired = (t?.moneyIn.amount ?? .zero) + (t?.moneyOut.amount ?? .zero)
            #expect(one?.netWorthChange?.amount.amount == flows + unpaired)
            #expect(one?.netWorthChange?.amount == apart?.netWorthChange?.amount)
            #expect(one?.moneyIn == apart?.moneyIn && one?.moneyOut == apart?.moneyOut)
            #expect(t?.paired == apart?.transfers?.paired && t?.savings == apart?.transfers?.savings)
        }
    }
}
